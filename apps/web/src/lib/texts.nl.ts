/** Dutch texts of lib (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  apiTexts: {
    offline: 'Maître is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
    serverError: 'Er ging bij ons iets mis',
    requestFailed: (status) => `Verzoek mislukt (${status})`,
  },
};
export default nl;
