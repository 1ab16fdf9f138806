/**
 * The shared messages (decision 0023, "Server messages"): every language has every message, with the English kinds of
 * value and functions of the same arity, nothing empty; the current locale is scoped to withMessagesLocale.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GuestOrderInputSchema } from '../storefront.ts';
import de from './de.ts';
import { en, type NextPlan } from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import { currentMessagesLocale, type Messages, messagesFor, msg, registerMessages, setMessagesLocaleGetter, withMessagesLocale } from './index.ts';
import it_ from './it.ts';
import nl from './nl.ts';

const translations: Record<string, Messages> = { fr, de, it: it_, es, nl };

/** Sample arguments for a message function, by its parameter names. */
function sampleArgs(fn: (...args: never[]) => string): unknown[] {
  const next: NextPlan = { name: 'Michelin Star', limit: null };
  const params =
    /^\(?([^)=]*)\)?\s*=>/
      .exec(fn.toString())?.[1]
      ?.split(',')
      .map((param) => param.trim()) ?? [];
  return params.map((param) => {
    if (param === 'next') return next;
    if (param === 'unavailable') return ['Soup', 'Bread'];
    if (param === 'asManager' || param === 'orHigher') return true;
    if (/max|min|limit|count|seconds|missing/.test(param)) return 3;
    return 'x';
  });
}

function problems(english: unknown, translated: unknown, at: string): string[] {
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return [`${at}: a function in English, ${typeof translated} here`];
    if (english.length !== translated.length) return [`${at}: takes ${english.length} arguments in English, ${translated.length} here`];
    const text = (translated as (...args: unknown[]) => unknown)(...sampleArgs(english as (...args: never[]) => string));
    return typeof text === 'string' && text.trim() !== '' ? [] : [`${at}: answers an empty text`];
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${at}: a text in English, ${typeof translated} here`];
    return translated.trim() === '' ? [`${at}: empty`] : [];
  }
  if (!translated || typeof translated !== 'object') return [`${at}: an object in English, ${typeof translated} here`];
  const keys = new Set([...Object.keys(english as object), ...Object.keys(translated)]);
  return [...keys].flatMap((key) => {
    if (!(key in (english as object))) return [`${at}.${key}: not in English`];
    if (!(key in translated)) return [`${at}.${key}: missing`];
    return problems((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${at}.${key}`);
  });
}

describe('the shared messages', () => {
  for (const [locale, messages] of Object.entries(translations)) {
    it(`${locale}: has every English message, same kinds and arities, nothing empty`, () => {
      expect(problems(en, messages, locale)).toEqual([]);
    });
  }

  it('English functions answer the texts the spec and the tests read', () => {
    expect(en.text.required('Full name')).toBe('Full name is required');
    expect(en.auth.tooManyAttempts(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(en.auth.tooManyAttempts(900)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(en.orders.refused(['Soup', 'Bread', 'Pie'], 2)).toBe('Soup, Bread and Pie are not available right now. 2 items are no longer on the menu.');
    expect(en.billing.planRequired('Restaurant', true)).toBe('This feature needs the Restaurant plan or higher. Choose a plan on the Subscription page.');
  });

  it('English copies kept out of the messages object (zod-free first loads) say the same as it', async () => {
    const team = await import('../team.ts');
    const plans = await import('../plans.ts');
    expect(team.ROLE_LABELS).toEqual(en.roles);
    expect(team.NO_RESTAURANT_MESSAGE).toBe(en.team.noRestaurant);
    for (const role of ['owner', 'manager', 'front_of_house', 'kitchen'] as const) expect(team.notAllowedMessage(role)).toBe(team.notAllowedMessage(role, en));
    for (const plan of ['snackbar', 'restaurant', 'michelin'] as const) expect(plans.planRequiredMessage(plan)).toBe(plans.planRequiredMessage(plan, en));
  });

  it('messagesFor falls back to English for a language not registered', () => {
    expect(messagesFor('en')).toBe(en);
    expect(messagesFor('nl').common.fieldsInvalid).toBe(en.common.fieldsInvalid);
  });
});

describe('withMessagesLocale', () => {
  it('speaks the locale inside, and restores the one before, also when fn throws', () => {
    registerMessages('fr', fr);
    registerMessages('de', de);
    expect(currentMessagesLocale()).toBe('en');
    withMessagesLocale('fr', () => {
      expect(currentMessagesLocale()).toBe('fr');
      expect(() =>
        withMessagesLocale('de', () => {
          expect(currentMessagesLocale()).toBe('de');
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(currentMessagesLocale()).toBe('fr');
    });
    expect(currentMessagesLocale()).toBe('en');
  });

  it('writes a schema’s messages in the locale current when zod parses, a getter’s outside withMessagesLocale', () => {
    registerMessages('fr', fr);
    const schema = z.string().min(1, { error: msg((m) => m.storefront.enterName) });
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Please enter your name');
    // zod 4.6 builds a safeParse's error on the first read of `error`: read inside, the messages are French.
    expect(withMessagesLocale('fr', () => schema.safeParse('').error?.issues[0]?.message)).toBe(fr.storefront.enterName);
    expect(() => withMessagesLocale('fr', () => schema.parse(''))).toThrow(fr.storefront.enterName);
    const order = { customer_name: '', customer_phone: '0612345678', items: [] };
    const fields = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields(GuestOrderInputSchema.safeParse(order))).toEqual({ customer_name: 'Please enter your name', items: 'Your cart is empty' });
    setMessagesLocaleGetter(() => 'fr');
    try {
      expect(fields(GuestOrderInputSchema.safeParse(order))).toEqual({ customer_name: 'Veuillez saisir votre nom', items: 'Votre panier est vide' });
      // The scoped locale wins over the getter.
      expect(withMessagesLocale('en', () => fields(GuestOrderInputSchema.safeParse(order)).customer_name)).toBe('Please enter your name');
    } finally {
      setMessagesLocaleGetter(undefined);
    }
  });
});
