/**
 * A typed count of portions (decision 0027): read with the reader's number rules (parseAmount, as prices are), so "12"
 * is twelve in every language and "2,5", "1.000" or "-1" are refused with why, never guessed. Empty means "not counted".
 */
import { type Locale, parseAmount } from '@maitre/shared/locales';
import { MAX_PORTIONS } from '@maitre/shared/pricing';

export type CountProblem = 'not-whole' | 'negative' | 'too-many';

export function parseCount(text: string, locale: Locale): { ok: true; value: number | null } | { ok: false; problem: CountProblem } {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = parseAmount(text, locale, { maxDecimals: 6 });
  if (!parsed.ok) return { ok: false, problem: parsed.problem === 'negative' ? 'negative' : 'not-whole' };
  if (!Number.isInteger(parsed.value)) return { ok: false, problem: 'not-whole' };
  if (parsed.value > MAX_PORTIONS) return { ok: false, problem: 'too-many' };
  return { ok: true, value: parsed.value };
}
