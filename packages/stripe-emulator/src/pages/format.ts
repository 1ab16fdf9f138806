const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Dates are shown in UTC because that is the calendar the emulator bills on. */
export function formatDate(epochSeconds: number): string {
  return DATE.format(new Date(epochSeconds * 1000));
}

export function formatShortDate(epochSeconds: number): string {
  return SHORT_DATE.format(new Date(epochSeconds * 1000));
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

export function brandName(brand: string): string {
  return BRAND_NAMES[brand] ?? 'Card';
}
