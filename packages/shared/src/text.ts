/**
 * One line of text a person types as a name (their own, their restaurant's, a dish's, a guest's): trimmed, bounded,
 * and free of what has no place in a name — control characters (line breaks, tabs, NUL) and the invisible Unicode
 * controls that reorder text (bidirectional overrides and isolates) or break lines, which can disguise what a
 * name, a ticket or a mail says. Ordinary letters, accents, emoji and the joiners inside them are all fine.
 */
import { z } from 'zod';

const FORBIDDEN_IN_A_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacters(value: string): boolean {
  return FORBIDDEN_IN_A_LINE.test(value);
}

export const controlCharactersMessage = (label: string) => `${label} cannot contain line breaks or invisible control characters`;

/** A required single-line text field: `label` names it in the messages. */
export function singleLine(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));
}
