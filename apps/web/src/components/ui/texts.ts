/** Every text of components/ui a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, plural } from '@/lib/i18n';

/** The shared controls: spinners, dialogs, the password field's eye, moments. */
export const uiTexts = defineTexts('ui.uiTexts', {
  loading: 'Loading…',
  cancel: 'Cancel',
  close: 'Close',
  /** The password field's button; `label` is the field's label ("Current password"). */
  show: (label: string) => `Show ${label.toLowerCase()}`,
  hide: (label: string) => `Hide ${label.toLowerCase()}`,
  /** A moment today: "Today, 19:40" (`time` is already formatted). */
  today: (time: string) => `Today, ${time}`,
});

/** A screen that failed to render or to load (the router's error boundary). */
export const screenErrorTexts = defineTexts('ui.screenErrorTexts', {
  message: 'This page could not be shown. Check your connection and try again.',
  reload: 'Reload',
});

/** AmountField (amount-field.tsx): what a typed amount means, and why a text is not one (issue 18). */
export const amountTexts = defineTexts('ui.amountTexts', {
  /** Under the field while the text reads as an amount; `amount` is written by money(). */
  preview: (amount: string) => `= ${amount}`,
  empty: 'Enter an amount',
  notANumber: 'Enter the amount in figures, like 12.50',
  ambiguous: 'Unclear amount: write it without a thousands separator, like 1250.00 or 12.50',
  tooManyDecimals: (max: number) => plural(max, { one: 'Use at most # decimal', other: 'Use at most # decimals' }),
  negative: 'The amount cannot be negative',
});
