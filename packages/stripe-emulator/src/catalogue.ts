/**
 * Seeds the plan catalogue from the options as product + price objects. The options are the
 * source of truth: a price that left them stays (old subscriptions point at it) but turns inactive.
 */
import { buildPrice } from './resources/price.ts';
import { buildProduct } from './resources/product.ts';
import type { EmulatorState } from './state.ts';

/** One plan of the catalogue the emulator serves. */
export interface EmulatorPrice {
  id: string;
  lookupKey: string;
  productName: string;
  /** In cents. */
  unitAmount: number;
  /** Lowercase ISO code, e.g. 'eur'. */
  currency: string;
  interval: 'month';
}

export function productIdFor(price: EmulatorPrice): string {
  return `prod_${price.lookupKey.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

export function validateCatalogue(prices: readonly EmulatorPrice[]): void {
  if (prices.length === 0) throw new Error('Stripe emulator: `prices` must list at least one price.');
  const ids = new Set<string>();
  const lookupKeys = new Set<string>();
  for (const price of prices) {
    if (ids.has(price.id)) throw new Error(`Stripe emulator: price id ${price.id} is listed twice.`);
    if (lookupKeys.has(price.lookupKey)) throw new Error(`Stripe emulator: lookup key ${price.lookupKey} is listed twice.`);
    if (!Number.isInteger(price.unitAmount) || price.unitAmount < 0) {
      throw new Error(`Stripe emulator: price ${price.id} needs unitAmount as a whole number of cents.`);
    }
    if (!/^[a-z]{3}$/.test(price.currency)) {
      throw new Error(`Stripe emulator: price ${price.id} needs a lowercase ISO currency such as 'eur'.`);
    }
    ids.add(price.id);
    lookupKeys.add(price.lookupKey);
  }
}

export function seedCatalogue(state: EmulatorState, prices: readonly EmulatorPrice[], now: number): void {
  const wanted = new Set(prices.map((price) => price.id));
  for (const input of prices) {
    const productId = productIdFor(input);
    const product = state.products[productId];
    if (product === undefined) {
      state.products[productId] = buildProduct({ id: productId, name: input.productName, defaultPrice: input.id, created: now });
    } else {
      Object.assign(product, { name: input.productName, default_price: input.id, active: true });
    }

    const price = state.prices[input.id];
    const fresh = buildPrice({ ...input, productId, created: price?.created ?? now });
    state.prices[input.id] = price === undefined ? fresh : { ...price, ...fresh, metadata: price.metadata };
  }

  for (const price of Object.values(state.prices)) {
    if (!wanted.has(price.id)) price.active = false;
  }
  for (const product of Object.values(state.products)) {
    product.active = Object.values(state.prices).some((price) => price.product === product.id && price.active);
  }
}
