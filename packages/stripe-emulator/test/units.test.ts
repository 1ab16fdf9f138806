import { describe, expect, it } from 'vitest';
import { checkCard } from '../src/cards.ts';
import { addMonths, nextPeriodEnd } from '../src/clock.ts';
import { html } from '../src/pages/html.ts';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('monthly periods', () => {
  it('keeps the anchor day, or the last day of shorter months', () => {
    const anchor = seconds('2026-01-31T12:00:00Z');
    expect(addMonths(anchor, 1)).toBe(seconds('2026-02-28T12:00:00Z'));
    expect(addMonths(anchor, 2)).toBe(seconds('2026-03-31T12:00:00Z'));
    expect(addMonths(anchor, 13)).toBe(seconds('2027-02-28T12:00:00Z'));
    expect(addMonths(seconds('2027-12-15T08:30:00Z'), 1)).toBe(seconds('2028-01-15T08:30:00Z'));
    expect(nextPeriodEnd(anchor, seconds('2026-02-28T12:00:00Z'))).toBe(seconds('2026-03-31T12:00:00Z'));
  });
});

describe('card checks', () => {
  const now = new Date('2026-01-31T12:00:00Z');
  const card = { number: '4242 4242 4242 4242', expiry: '01 / 26', cvc: '123', name: 'A' };

  it('accepts a test card expiring this month, in any spacing', () => {
    const check = checkCard({ ...card, number: '4242424242424242', expiry: '0126' }, now);
    expect(check).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2026 } });
  });

  it('names each bad field', () => {
    expect(checkCard({ number: '4242', expiry: '13/30', cvc: '12', name: ' ' }, now)).toEqual({
      ok: false,
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration month is invalid.",
        cvc: "Your card's security code is incomplete.",
        name: 'Enter the name on the card.',
      },
    });
  });

  it('wants four CVC digits for American Express', () => {
    expect(checkCard({ ...card, number: '3782 822463 10005', cvc: '123' }, now)).toMatchObject({
      ok: false,
      errors: { cvc: "Your card's security code is incomplete." },
    });
    expect(checkCard({ ...card, number: '3782 822463 10005', cvc: '1234' }, now)).toMatchObject({ ok: true });
  });

  it('declines valid numbers that are not test cards, as test mode does', () => {
    expect(checkCard({ ...card, number: '4111 1111 1111 1111' }, now)).toMatchObject({
      ok: true,
      outcome: { kind: 'declined', declineCode: 'test_mode_live_card' },
    });
  });
});

describe('html', () => {
  it('escapes interpolated values but not nested templates', () => {
    const name = `<b>"O'Brien" & co</b>`;
    expect(html`<p title="${name}">${html`<i>${name}</i>`}</p>`.value).toBe(
      '<p title="&lt;b&gt;&quot;O&#39;Brien&quot; &amp; co&lt;/b&gt;"><i>&lt;b&gt;&quot;O&#39;Brien&quot; &amp; co&lt;/b&gt;</i></p>',
    );
  });
});
