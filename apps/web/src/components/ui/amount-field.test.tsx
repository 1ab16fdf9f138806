import type { Locale } from '@maitre/shared/locales';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { AmountField } from './amount-field';

/** A form that sends the amount the field read, and nothing when it read none. */
function AmountForm({ onSend, value }: { onSend(amount: number): void; value?: number }) {
  const [amount, setAmount] = useState<number | null>(value ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount !== null) onSend(amount);
  };
  return (
    <form onSubmit={submit}>
      <AmountField label="Amount" required value={amount} onValueChange={setAmount} />
      <button type="submit">Send</button>
    </form>
  );
}

/** A field whose amount its owner sets: a reset, another item. */
function Resettable() {
  const [amount, setAmount] = useState<number | null>(null);
  return (
    <>
      <AmountField label="Amount" required value={amount} onValueChange={setAmount} />
      <button type="button" onClick={() => setAmount(null)}>
        Reset
      </button>
      <button type="button" onClick={() => setAmount(4)}>
        Four
      </button>
    </>
  );
}

async function renderIn(locale: Locale, value?: number) {
  activateLocale(locale, locale === 'en' ? null : await loadDashboardCatalog(locale));
  const onSend = vi.fn();
  const user = userEvent.setup();
  render(<AmountForm onSend={onSend} value={value} />);
  return { user, onSend, field: screen.getByRole('textbox', { name: 'Amount' }) };
}

/** The text under the field, with Intl's no-break spaces as plain ones. */
const preview = () => screen.queryByText(/^= /)?.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

/** Types `text`, leaves the field, and says what it shows under it and what the form sent. */
async function typeAndSend({ user, onSend, field }: Awaited<ReturnType<typeof renderIn>>, text: string) {
  await user.clear(field);
  onSend.mockClear();
  if (text) await user.type(field, text);
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const errorId = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return {
    preview: preview(),
    error: errorId ? document.getElementById(errorId)?.textContent : undefined,
    invalid: field.getAttribute('aria-invalid') === 'true',
    sent: onSend.mock.calls.map(([amount]) => amount),
  };
}

afterEach(() => activateLocale('en', null));

describe('AmountField in English', () => {
  it('is a text field for decimals, and shows the amount it reads as the reader types', async () => {
    const { user, field } = await renderIn('en');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '12,5');
    expect(preview()).toBe('= €12.50');
    expect(field).toHaveAccessibleDescription('= €12.50');
  });

  it('sends "12,50" and "12.50" as 12.5, and "1,250.00" as 1250', async () => {
    const rendered = await renderIn('en');
    expect(await typeAndSend(rendered, '12,50')).toEqual({ preview: '= €12.50', error: undefined, invalid: false, sent: [12.5] });
    expect(await typeAndSend(rendered, '12.50')).toMatchObject({ preview: '= €12.50', sent: [12.5] });
    expect(await typeAndSend(rendered, '1,250.00')).toMatchObject({ preview: '= €1,250.00', sent: [1250] });
    expect(await typeAndSend(rendered, ' €8 ')).toMatchObject({ preview: '= €8.00', sent: [8] });
  });

  it('refuses what it cannot read for sure, says why, and sends nothing', async () => {
    const rendered = await renderIn('en');
    const unclear = 'Unclear amount: write it without a thousands separator, like 1250.00 or 12.50';
    expect(await typeAndSend(rendered, '1.250,00')).toEqual({ preview: null, error: unclear, invalid: true, sent: [] });
    expect(await typeAndSend(rendered, '1,250')).toMatchObject({ error: unclear, sent: [] });
    expect(await typeAndSend(rendered, '12,5,0')).toMatchObject({ error: 'Enter the amount in figures, like 12.50', sent: [] });
    expect(await typeAndSend(rendered, 'twelve')).toMatchObject({ error: 'Enter the amount in figures, like 12.50', sent: [] });
    expect(await typeAndSend(rendered, '3.9999')).toMatchObject({ error: 'Use at most 2 decimals', sent: [] });
    expect(await typeAndSend(rendered, '-4')).toMatchObject({ error: 'The amount cannot be negative', sent: [] });
    expect(await typeAndSend(rendered, '')).toMatchObject({ error: 'Enter an amount', invalid: true, sent: [] });
  });

  it('says nothing about a problem before the field is left', async () => {
    const { user, field } = await renderIn('en');
    await user.type(field, '12,');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter the amount in figures, like 12.50')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter the amount in figures, like 12.50')).toBeInTheDocument();
  });
});

describe('AmountField in French', () => {
  it('reads "12,50" and "12.50" as 12.5 and "1 250,00" as 1250, shown the French way', async () => {
    const rendered = await renderIn('fr');
    expect(await typeAndSend(rendered, '12,50')).toEqual({ preview: '= 12,50 €', error: undefined, invalid: false, sent: [12.5] });
    expect(await typeAndSend(rendered, '12.50')).toMatchObject({ preview: '= 12,50 €', sent: [12.5] });
    expect(await typeAndSend(rendered, '1 250,00')).toMatchObject({ preview: '= 1 250,00 €', sent: [1250] });
  });

  it('refuses in French', async () => {
    const rendered = await renderIn('fr');
    expect(await typeAndSend(rendered, '1.250,00')).toMatchObject({
      error: 'Montant ambigu\u00a0: écrivez-le sans séparateur de milliers, par exemple 1250,00 ou 12,50',
      sent: [],
    });
    expect(await typeAndSend(rendered, '12,5,0')).toMatchObject({ error: 'Saisissez le montant en chiffres, par exemple 12,50', sent: [] });
    expect(await typeAndSend(rendered, '3,999')).toMatchObject({ error: expect.stringContaining('Montant ambigu'), sent: [] });
    expect(await typeAndSend(rendered, '3,9999')).toMatchObject({ error: '2 décimales au maximum', sent: [] });
    expect(await typeAndSend(rendered, '-4')).toMatchObject({ error: 'Le montant ne peut pas être négatif', sent: [] });
    expect(await typeAndSend(rendered, '')).toMatchObject({ error: 'Saisissez un montant', sent: [] });
  });

  it('shows an amount it is given as a French reader types it', async () => {
    const { field } = await renderIn('fr', 8.5);
    expect(field).toHaveValue('8,50');
    expect(preview()).toBe('= 8,50 €');
  });
});

describe('AmountField in German', () => {
  it('reads German grouping, and "12,50" as 12.5', async () => {
    const rendered = await renderIn('de');
    expect(await typeAndSend(rendered, '1.250,00')).toEqual({ preview: '= 1.250,00 €', error: undefined, invalid: false, sent: [1250] });
    expect(await typeAndSend(rendered, '12,50')).toMatchObject({ preview: '= 12,50 €', sent: [12.5] });
  });

  it('refuses in German', async () => {
    const rendered = await renderIn('de');
    expect(await typeAndSend(rendered, '1,250.00')).toMatchObject({
      error: 'Betrag nicht eindeutig: bitte ohne Tausendertrennzeichen schreiben, z. B. 1250,00 oder 12,50',
      sent: [],
    });
    expect(await typeAndSend(rendered, '12,5,0')).toMatchObject({ error: 'Geben Sie den Betrag in Ziffern ein, z. B. 12,50', sent: [] });
    expect(await typeAndSend(rendered, '3,9999')).toMatchObject({ error: 'Höchstens 2 Nachkommastellen', sent: [] });
    expect(await typeAndSend(rendered, '-4')).toMatchObject({ error: 'Der Betrag darf nicht negativ sein', sent: [] });
    expect(await typeAndSend(rendered, '')).toMatchObject({ error: 'Geben Sie einen Betrag ein', sent: [] });
  });
});

describe('AmountField held by a form', () => {
  it('shows the amount the form sets (a reset), and forgets the problem it showed', async () => {
    const user = userEvent.setup();
    render(<Resettable />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(field, '12,50');
    await user.click(screen.getByRole('button', { name: 'Four' }));
    expect(field).toHaveValue('4.00');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter an amount')).toBeNull();
  });
});
