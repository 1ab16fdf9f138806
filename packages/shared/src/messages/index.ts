/**
 * The shared messages (decision 0023, "Server messages"): English here, the other languages registered by whoever
 * runs (the server: all six at start, server-messages.ts; the web app: the active language's, with its catalog chunk).
 * Zod-free and small. A schema writes `{ error: msg((m) => m.menu.priceNegative) }`: zod calls that function when a
 * parse fails, so the message is in the locale current at that moment (withMessagesLocale, or the web's active one).
 */
import type { Locale } from '../locales.ts';
import { en, type Messages } from './en.ts';
import { currentMessagesLocale, registeredMessages } from './registry.ts';

export type { Messages, NextPlan } from './en.ts';
export { currentMessagesLocale, registerMessages, setMessagesLocaleGetter, withMessagesLocale } from './registry.ts';
export { en as englishMessages };

/** A message chosen from the messages object: what AppError and the schemas take instead of an English string. */
export type MessagePick = (messages: Messages) => string;

/** The messages in `locale`; English when that language is not registered (or is English). */
export function messagesFor(locale: Locale): Messages {
  return registeredMessages(locale) ?? en;
}

/** The messages in the current locale (withMessagesLocale's, else the web app's active one, else English). */
export function currentMessages(): Messages {
  return messagesFor(currentMessagesLocale());
}

/** A zod 4 error function: the message picked from the messages of the locale current when zod reports the issue. */
export function msg(pick: MessagePick): () => string {
  return () => pick(currentMessages());
}

/**
 * An account-service refusal in the language of `m`: in English its own words; otherwise the translation of its code
 * (`authCodes`), or its own words for a code we do not translate. The API writes better-auth's refusals with it, and
 * the web tests' fakes of /api/auth answer with it as the API does.
 */
export function authCodeMessage(m: Messages, code: string, message: string): string {
  if (m === en || !Object.hasOwn(m.authCodes, code)) return message;
  return m.authCodes[code as keyof Messages['authCodes']];
}
