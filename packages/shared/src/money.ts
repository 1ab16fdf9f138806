const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Euros with two decimals (spec §9), e.g. 12.5 → '€12.50'. */
export function formatEuros(amount: number): string {
  return euro.format(amount);
}

/** Exact euro → cent conversion for amounts that already have at most two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
