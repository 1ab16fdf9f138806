/** Dish refs (decision 0028): the stable key a re-imported row is matched on. */
import { hasControlCharacters } from '@maitre/shared/text';

export const MAX_REF_LENGTH = 64;

/** A ref as a file may carry it: one line, at most MAX_REF_LENGTH characters (SKUs, codes, our slugs alike). */
export function isValidRef(ref: string): boolean {
  return ref.length <= MAX_REF_LENGTH && !hasControlCharacters(ref);
}

/** A ref made from a dish's name: "Tarte flambée" → "tarte-flambee" (letters and digits, dashes, at most 40). */
export function slugRef(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'dish';
}

/** `slugRef(name)`, or with -2, -3… until no ref in `taken` has it; the result is added to `taken`. */
export function uniqueRef(name: string, taken: Set<string>): string {
  const base = slugRef(name);
  let ref = base;
  for (let suffix = 2; taken.has(ref); suffix += 1) ref = `${base}-${suffix}`;
  taken.add(ref);
  return ref;
}
