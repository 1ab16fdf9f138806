/**
 * The names of the 14 allergens and the dietary marks: the shared messages' `allergens` section, the regulation's own
 * wording in each language (never retyped here). A language other than English brings its shared messages with its
 * catalog chunk; the English ones are not in the order page's first bundle (they carry every server message, about
 * 5 KB gzip), so they are loaded once, the first time they are needed — on the dashboard they are already in its bundle
 * and the import resolves at once.
 */
import type { Messages } from '@maitre/shared/messages/en';
import { registeredMessages, registerMessages } from '@maitre/shared/messages/registry';
import { useEffect, useState } from 'react';
import { currentLocale } from '@/lib/i18n';

export type AllergenMessages = Messages['allergens'];

/** The active language's allergen names, or undefined while the English ones are on their way. */
export function allergenMessages(): AllergenMessages | undefined {
  return (registeredMessages(currentLocale()) ?? registeredMessages('en'))?.allergens;
}

let english: Promise<void> | undefined;

/** Resolves once allergenMessages() answers (at once when it already does). */
export function loadAllergenMessages(): Promise<void> {
  if (allergenMessages()) return Promise.resolve();
  english ??= import('@maitre/shared/messages/en').then(({ en }) => {
    if (!registeredMessages('en')) registerMessages('en', en);
  });
  return english;
}

/** The allergen names for a component: undefined on the rare first render before the English ones arrived. */
export function useAllergenMessages(): AllergenMessages | undefined {
  const [messages, setMessages] = useState(allergenMessages);
  useEffect(() => {
    if (messages) return;
    let live = true;
    void loadAllergenMessages().then(() => {
      if (live) setMessages(allergenMessages());
    });
    return () => {
      live = false;
    };
  }, [messages]);
  return messages;
}
