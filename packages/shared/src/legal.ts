/**
 * Contracts of the order page's privacy notice and legal imprint (issue 20, decision 0034): the restaurant writes both
 * in Settings as plain text (line breaks kept, never HTML), and guests read them from the order page's footer. The
 * default privacy notice shown while the restaurant has written none is in legal-notice.ts (server side only).
 */
import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { msg } from './messages/index.ts';

/** Each text is at most this many characters (UTF-16 units, as a textarea's maxlength counts them). */
export const LEGAL_TEXT_MAX = 10_000;

/** Line breaks as "\n", no NUL, trailing spaces of each line and blank lines around the text dropped; empty: null. */
export function normalizeLegalText(value: string): string | null {
  const text = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
  return text.trim() === '' ? null : text;
}

const legalText = (label: 'privacyNotice' | 'legalImprint') =>
  z
    .string()
    .max(LEGAL_TEXT_MAX, { error: msg((m) => m.text.atMost(m.labels[label], LEGAL_TEXT_MAX)) })
    .refine((value) => !value.includes('\u0000'), { error: msg((m) => m.common.nulCharacter) })
    .nullable()
    .transform((value) => (value === null ? null : normalizeLegalText(value)));

/** PUT /api/legal: both texts at once (null or empty: none). */
export const LegalTextsInputSchema = z.object({
  privacy_notice: legalText('privacyNotice'),
  legal_imprint: legalText('legalImprint'),
});
export type LegalTextsInput = z.input<typeof LegalTextsInputSchema>;

/** The texts as the restaurant wrote them (null: none written). */
export const LegalTextsSchema = z.object({
  privacy_notice: z.string().nullable(),
  legal_imprint: z.string().nullable(),
});
export type LegalTexts = z.infer<typeof LegalTextsSchema>;

/** GET and PUT /api/legal. */
export const LegalTextsResponseSchema = z.object({ legal: LegalTextsSchema });

const PublicTextSchema = z.object({
  text: z.string(),
  /** The language the text is written in: the restaurant's for its own text, the guest's for Maître's default notice. */
  lang: z.enum(LOCALES),
});

/** GET /api/storefront/:slug/legal: what a guest reads from the order page's footer. */
export const StorefrontLegalSchema = z.object({
  restaurant: z.object({ name: z.string(), slug: z.string() }),
  /** The restaurant's own notice, or (`is_default`) Maître's, which says what is stored for an order and for how long. */
  privacy_notice: PublicTextSchema.extend({ is_default: z.boolean() }),
  /** Null while the restaurant has written none. */
  legal_imprint: PublicTextSchema.nullable(),
});
export type StorefrontLegal = z.infer<typeof StorefrontLegalSchema>;
