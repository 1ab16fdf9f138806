/** Every text of lib/ a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** What api-client says when the server gives no message of its own. */
export const apiTexts = defineTexts('lib.apiTexts', {
  offline: 'Cannot reach Maître. Check your connection and try again.',
  serverError: 'Something went wrong on our side',
  requestFailed: (status: number) => `Request failed (${status})`,
});
