/** Every text of features/legal a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** The order page's footer (decision 0034): its two links. Kept tiny: they are part of the order page's first load. */
export const legalFooterTexts = defineTexts('legal.legalFooterTexts', {
  privacy: 'Privacy notice',
  imprint: 'Imprint',
  /** The checkout's line before "Privacy notice" (the same dialog as the footer's link). */
  usedFor: 'How your details are used:',
});

/** The notice or the imprint opened from the footer (a lazily loaded dialog). */
export const legalViewTexts = defineTexts('legal.legalViewTexts', {
  loading: 'Loading…',
  loadFailed: 'This text could not be loaded.',
  tryAgain: 'Try again',
  noImprint: 'This restaurant has not published an imprint yet.',
  /** Under Maître's default notice, shown while the restaurant has written none. */
  defaultNotice: 'This is Maître’s standard notice for this order page; the restaurant has not written its own yet.',
});

/** Settings → Privacy notice and imprint. */
export const legalSettingsTexts = defineTexts('legal.legalSettingsTexts', {
  title: 'Privacy notice and imprint',
  description:
    'Shown to guests from the footer of your order page. In the EU a shop that takes orders online must say who runs it (an imprint) and how it uses personal data (a privacy notice).',
  loading: 'Loading the texts…',
  loadFailed: 'The texts could not be loaded.',
  tryAgain: 'Try again',
  readOnly: 'Only the owner and managers can change these texts.',
  privacy: 'Privacy notice',
  privacyHint:
    'Leave it empty to show Maître’s standard notice: it names your restaurant as responsible for the data and says what is stored for an order (name, phone, email, notes) and for how long.',
  imprint: 'Imprint',
  imprintHint:
    'Usually: the legal name of the business and who represents it, the postal address, a phone number and email address, the trade register and its number, and the VAT number.',
  plainText: 'Plain text: line breaks are kept, nothing else is formatted.',
  count: (count: string, max: string) => `${count} / ${max} characters`,
  save: 'Save texts',
  saving: 'Saving…',
  saved: 'Privacy notice and imprint saved',
  saveFailed: 'The texts could not be saved',
});
