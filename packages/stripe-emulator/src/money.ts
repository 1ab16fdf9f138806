/** Amounts are integer minor units (cents), as on the wire; only display code turns them into text. */
export function formatAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}

export function formatPricePerInterval(minorUnits: number, currency: string, interval: string): string {
  return `${formatAmount(minorUnits, currency)} / ${interval}`;
}
