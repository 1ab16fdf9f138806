import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-looking id such as `cus_Q8fh2Ln0aZ9pXc41Rk7tWm3y`. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) {
    // The slight modulo bias does not matter: ids need to be unique, not uniformly random.
    suffix += ALPHABET[byte % ALPHABET.length];
  }
  return `${prefix}_${suffix}`;
}

export function newInvoicePrefix(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}
