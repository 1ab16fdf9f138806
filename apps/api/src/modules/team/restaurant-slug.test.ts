import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './restaurant-slug.ts';

describe('slugify', () => {
  it.each([
    ['Le Radium Café', 'le-radium-cafe'],
    ['  Chez Zoë & Co.  ', 'chez-zoe-co'],
    ['Straße 12', 'strasse-12'],
    ['Smørrebrød Ærø', 'smorrebrod-aero'],
    ['寿司', 'restaurant'],
    ['---', 'restaurant'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs to 48 characters without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(47)} b c`);
    expect(slug.length).toBeLessThanOrEqual(48);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('takes the base, then -2, -3…', () => {
    expect(firstFreeSlug('bistro', new Set())).toBe('bistro');
    expect(firstFreeSlug('bistro', new Set(['bistro']))).toBe('bistro-2');
    expect(firstFreeSlug('bistro', new Set(['bistro', 'bistro-2', 'bistro-4']))).toBe('bistro-3');
  });
});
