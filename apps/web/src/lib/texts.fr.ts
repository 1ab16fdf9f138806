/** French texts of lib (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  apiTexts: {
    offline: 'Impossible de joindre Maître. Vérifiez votre connexion et réessayez.',
    serverError: 'Un problème est survenu de notre côté',
    requestFailed: (status) => `La requête a échoué (${status})`,
  },
};
export default fr;
