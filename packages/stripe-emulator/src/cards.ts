/**
 * Stripe's test cards and the field checks of its card form. Only test numbers are accepted,
 * as in Stripe's test mode; each one stands for an outcome the app must handle.
 */
import { createHash } from 'node:crypto';
import type { CardBrand, CardDetails } from './resources/payment-method.ts';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardForm;

export type CardOutcome =
  | { kind: 'succeeds' }
  /** Stripe's 4000 0000 0000 0341: the card is accepted now and every later charge fails. */
  | { kind: 'renewals_fail' }
  | { kind: 'declined'; message: string; code: string; declineCode: string };

export type CardCheck = { ok: true; card: CardDetails; outcome: CardOutcome } | { ok: false; errors: Partial<Record<CardField, string>> };

interface TestCard {
  brand: CardBrand;
  funding: 'credit' | 'debit';
  outcome: CardOutcome;
}

const DECLINED = 'Your card was declined.';

const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', outcome: { kind: 'succeeds' } },
  '4000056655665556': { brand: 'visa', funding: 'debit', outcome: { kind: 'succeeds' } },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', outcome: { kind: 'succeeds' } },
  '2223003122003222': { brand: 'mastercard', funding: 'credit', outcome: { kind: 'succeeds' } },
  '5200828282828210': { brand: 'mastercard', funding: 'debit', outcome: { kind: 'succeeds' } },
  '378282246310005': { brand: 'amex', funding: 'credit', outcome: { kind: 'succeeds' } },
  '4000000000000341': { brand: 'visa', funding: 'credit', outcome: { kind: 'renewals_fail' } },
  '4000000000000002': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'declined', message: DECLINED, code: 'card_declined', declineCode: 'generic_decline' },
  },
  '4000000000009995': {
    brand: 'visa',
    funding: 'credit',
    outcome: {
      kind: 'declined',
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    },
  },
  '4000000000000069': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'declined', message: 'Your card has expired.', code: 'expired_card', declineCode: 'expired_card' },
  },
  '4000000000000127': {
    brand: 'visa',
    funding: 'credit',
    outcome: {
      kind: 'declined',
      message: "Your card's security code is incorrect.",
      code: 'incorrect_cvc',
      declineCode: 'incorrect_cvc',
    },
  },
};

const NOT_A_TEST_CARD: CardOutcome = {
  kind: 'declined',
  message:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
};

export const TEST_CARD_NUMBERS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  renewalsFail: '4000 0000 0000 0341',
} as const;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

function expectedLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : 16;
}

function parseExpiry(text: string): { month: number; year: number } | 'incomplete' | 'invalid' {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return 'incomplete';
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(compact);
  if (match === null) return /^[\d/]*$/.test(compact) ? 'incomplete' : 'invalid';
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { month, year };
}

/** Checks the form the way Stripe's card element does, against the emulator's clock. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};

  const digits = form.number.replace(/[\s-]/g, '');
  const brand = brandOf(digits);
  if (digits === '') errors.number = 'Your card number is incomplete.';
  else if (!/^\d+$/.test(digits)) errors.number = 'Your card number is invalid.';
  else if (digits.length < expectedLength(brand)) errors.number = 'Your card number is incomplete.';
  else if (digits.length > 19 || !passesLuhn(digits)) errors.number = 'Your card number is invalid.';

  const expiry = parseExpiry(form.expiry);
  if (expiry === 'incomplete') errors.expiry = "Your card's expiration date is incomplete.";
  else if (expiry === 'invalid') errors.expiry = "Your card's expiration date is invalid.";
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = "Your card's expiration month is invalid.";
  else {
    const currentMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const expiryMonths = expiry.year * 12 + (expiry.month - 1);
    if (expiryMonths < currentMonths) errors.expiry = "Your card's expiration date is in the past.";
    else if (expiry.year > now.getUTCFullYear() + 50) errors.expiry = "Your card's expiration year is invalid.";
  }

  const cvc = form.cvc.trim();
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (cvc === '') errors.cvc = "Your card's security code is incomplete.";
  else if (!/^\d+$/.test(cvc)) errors.cvc = "Your card's security code is invalid.";
  else if (cvc.length < cvcLength) errors.cvc = "Your card's security code is incomplete.";
  else if (cvc.length > cvcLength) errors.cvc = "Your card's security code is invalid.";

  if (form.name.trim() === '') errors.name = 'Enter the name on the card.';

  if (Object.keys(errors).length > 0 || typeof expiry === 'string') return { ok: false, errors };

  const testCard = TEST_CARDS[digits];
  return {
    ok: true,
    card: {
      brand: testCard?.brand ?? brand,
      funding: testCard?.funding ?? 'credit',
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      fingerprint: createHash('sha256').update(digits).digest('base64url').slice(0, 16),
    },
    outcome: testCard?.outcome ?? NOT_A_TEST_CARD,
  };
}
