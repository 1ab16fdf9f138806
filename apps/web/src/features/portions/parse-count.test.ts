import { describe, expect, it } from 'vitest';
import { parseCount } from './parse-count';

describe('parseCount', () => {
  it('reads whole numbers from 0, empty as not counted', () => {
    expect(parseCount('12', 'en')).toEqual({ ok: true, value: 12 });
    expect(parseCount(' 0 ', 'de')).toEqual({ ok: true, value: 0 });
    expect(parseCount('', 'fr')).toEqual({ ok: true, value: null });
    expect(parseCount('   ', 'fr')).toEqual({ ok: true, value: null });
    expect(parseCount('9999', 'nl')).toEqual({ ok: true, value: 9999 });
    // A whole number written with its decimals is still whole.
    expect(parseCount('12,0', 'fr')).toEqual({ ok: true, value: 12 });
  });

  it('refuses a fraction, a sign, words, a guess, and more than the maximum, saying which', () => {
    expect(parseCount('2,5', 'de')).toEqual({ ok: false, problem: 'not-whole' });
    expect(parseCount('2.5', 'en')).toEqual({ ok: false, problem: 'not-whole' });
    expect(parseCount('-1', 'en')).toEqual({ ok: false, problem: 'negative' });
    expect(parseCount('twelve', 'en')).toEqual({ ok: false, problem: 'not-whole' });
    // "1.000" is a thousand in German and one in English: refused rather than guessed.
    expect(parseCount('1.000', 'de')).toEqual({ ok: false, problem: 'not-whole' });
    expect(parseCount('10000', 'en')).toEqual({ ok: false, problem: 'too-many' });
  });
});
