/** Every text of features/digest a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** Settings → Daily digest (decision 0044). */
export const digestTexts = defineTexts('digest.digestTexts', {
  title: 'Daily digest',
  description:
    'A short email each morning with yesterday’s figures against the same day a week earlier: net sales, orders, average ticket, cancellations and the top dishes. Just for you, for this restaurant.',
  loading: 'Loading your digest setting…',
  loadFailed: 'Your digest setting could not be loaded.',
  tryAgain: 'Try again',
  enabled: 'Email me the daily digest',
  time: 'Send it at',
  timeHint: (zone: string) => `In the restaurant’s time zone (${zone}).`,
  save: 'Save',
  saving: 'Saving…',
  saved: 'Digest setting saved',
  saveFailed: 'The digest setting could not be saved.',
  test: 'Send me a test digest now',
  testSent: 'Test digest sent: it will be in your inbox in a moment.',
  testFailed: 'The test digest could not be sent.',
});
