/**
 * Which language the shared messages speak right now, and the translations registered so far — without the English
 * messages themselves, so the web app's start-up code can set the locale getter without loading them (index.ts holds
 * English and `msg`). Decision 0023, "Server messages".
 */
import type { Locale } from '../locales.ts';
import type { Messages } from './en.ts';

const registry = new Map<Locale, Messages>();
let scoped: Locale | undefined;
let getter: (() => Locale) | undefined;

/** Makes `messages` the answer of messagesFor(locale): the server registers all six at start, the web its active one. */
export function registerMessages(locale: Locale, messages: Messages): void {
  registry.set(locale, messages);
}

/** The messages registered for `locale`, if any (messagesFor in index.ts falls back to English). */
export function registeredMessages(locale: Locale): Messages | undefined {
  return registry.get(locale);
}

/** Where the current locale comes from outside withMessagesLocale: the web app passes its currentLocale. */
export function setMessagesLocaleGetter(fn: (() => Locale) | undefined): void {
  getter = fn;
}

/** The locale the shared schemas' messages are written in now: withMessagesLocale's, else the getter's, else English. */
export function currentMessagesLocale(): Locale {
  return scoped ?? getter?.() ?? 'en';
}

/**
 * Runs a synchronous `fn` (a zod parse) with the messages in `locale`, and restores the locale before, also when `fn`
 * throws. Zod calls the error functions when it builds the error: `parse` builds it while it parses, but zod 4.6's
 * `safeParse` only on the first read of `result.error` — so read the issues inside `fn`
 * (`withMessagesLocale(locale, () => schema.safeParse(data).error?.issues)`). Do not pass an async function: the
 * locale would be restored at its first await.
 */
export function withMessagesLocale<T>(locale: Locale, fn: () => T): T {
  const previous = scoped;
  scoped = locale;
  try {
    return fn();
  } finally {
    scoped = previous;
  }
}
