/**
 * The shared messages in all six languages, registered once when the server loads (decision 0023, "Server messages"):
 * every answer a person reads is written with messagesOf(request), the language its Accept-Language asks for.
 */
import type { Locale } from '@maitre/shared/locales';
import de from '@maitre/shared/messages/de';
import es from '@maitre/shared/messages/es';
import fr from '@maitre/shared/messages/fr';
import { type Messages, messagesFor, registerMessages, withMessagesLocale } from '@maitre/shared/messages/index';
import it from '@maitre/shared/messages/it';
import nl from '@maitre/shared/messages/nl';
import { z } from 'zod';
import { type AnyHeaders, localeOfHeaders, requestLocale } from './request-locale.ts';

const translations: Record<Exclude<Locale, 'en'>, Messages> = { fr, de, it, es, nl };
for (const [locale, messages] of Object.entries(translations)) registerMessages(locale as Locale, messages);

/** The messages in the language a request asks for (English when none of ours). */
export function messagesOf(request: { headers: AnyHeaders } | null | undefined): Messages {
  return messagesFor(requestLocale(request));
}

/** The messages in the language of these headers (better-auth's ctx.headers, a Fetch request's). */
export function messagesOfHeaders(headers: AnyHeaders | null | undefined): Messages {
  return messagesFor(localeOfHeaders(headers));
}

export { messagesFor };

/** zod's own messages (a wrong type, an option not in a list, a length without a message of ours) per language. */
const zodLocales: Record<Exclude<Locale, 'en'>, () => { localeError?: unknown }> = {
  fr: z.locales.fr,
  de: z.locales.de,
  it: z.locales.it,
  es: z.locales.es,
  nl: z.locales.nl,
};

/**
 * Runs a synchronous parse with every message in `locale`: ours (withMessagesLocale) and zod's own for checks that name
 * no message of ours. zod keeps its language in its global configuration, set for the call and put back after; the
 * parse is synchronous, so no other request sees it. Read a safeParse's issues inside `fn` (zod builds them lazily).
 */
export function withParseLocale<T>(locale: Locale, fn: () => T): T {
  if (locale === 'en') return withMessagesLocale(locale, fn);
  const config = z.config() as { localeError?: unknown };
  const previous = config.localeError;
  z.config({ localeError: zodLocales[locale]().localeError } as Parameters<typeof z.config>[0]);
  try {
    return withMessagesLocale(locale, fn);
  } finally {
    z.config({ localeError: previous } as Parameters<typeof z.config>[0]);
  }
}
