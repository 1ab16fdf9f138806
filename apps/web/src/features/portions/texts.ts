/** Every text of features/portions a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** A dish's or an option's count of portions on the menu screens: what is left, and its small form. */
export const portionsTexts = defineTexts('portions.portionsTexts', {
  notCounted: 'Not counted',
  left: (count: number) => `${count} left today`,
  soldOut: 'Sold out',
  /** After what is left: the number each business day starts with. */
  par: (count: number) => `${count} each day`,
  /** The button that opens the form, and its name for screen readers (the dish or option named, the visible word first). */
  set: 'Portions',
  setFor: (name: string) => `Portions of ${name}`,
  formTitle: (name: string) => `Portions of ${name}`,
  leftLabel: 'Left today',
  leftHint: 'Empty: not counted. At 0 it is sold out on the order page.',
  parLabel: 'Each day starts at',
  /** `time`: when the business day starts, as the reader writes times. */
  parHint: (time: string) => `Optional: the count starts again at this number every day at ${time}.`,
  save: 'Save count',
  saving: 'Saving…',
  cancel: 'Cancel',
  notWhole: 'Enter a whole number, like 12',
  negative: 'A count cannot be negative',
  tooMany: (max: number) => `Enter at most ${max}`,
  saved: (name: string) => `Count of ${name} saved`,
  saveFailed: 'Could not save the count. Try again.',
});

/** The menu's "Reset counts": every count starts the day again. */
export const resetPortionsTexts = defineTexts('portions.resetPortionsTexts', {
  button: 'Reset counts',
  title: 'Reset every count?',
  body: 'Each dish and option that is counted goes back to its daily start number; those without one are no longer counted. Guests see it at once.',
  confirm: 'Reset counts',
  done: 'Counts reset',
  failed: 'Could not reset the counts. Try again.',
});
