/**
 * One line of text a person types as a name (their own, their restaurant's, a dish's, a guest's): trimmed, bounded,
 * and free of what has no place in a name — control characters (line breaks, tabs, NUL) and the invisible Unicode
 * controls that reorder text (bidirectional overrides and isolates) or break lines, which can disguise what a
 * name, a ticket or a mail says. Ordinary letters, accents, emoji and the joiners inside them are all fine.
 */
import { z } from 'zod';
import { currentMessages, type Messages, msg } from './messages/index.ts';

const FORBIDDEN_IN_A_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacters(value: string): boolean {
  return FORBIDDEN_IN_A_LINE.test(value);
}

/** The field names the messages of single-line texts use (Messages['labels']). */
export type FieldLabel = keyof Messages['labels'];

/** "<label> cannot contain line breaks or invisible control characters", in the current messages locale. */
export const controlCharactersMessage = (label: FieldLabel) => {
  const m = currentMessages();
  return m.text.controlCharacters(m.labels[label]);
};

/** A required single-line text field: `label` names it in the messages (in the reader's language, at parse time). */
export function singleLine(label: FieldLabel, max: number) {
  const required = msg((m) => m.text.required(m.labels[label]));
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: msg((m) => m.text.atMost(m.labels[label], max)) })
    .refine((value) => !hasControlCharacters(value), { error: () => controlCharactersMessage(label) });
}
