/** German texts of lib (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  apiTexts: {
    offline: 'Maître ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    serverError: 'Bei uns ist etwas schiefgelaufen',
    requestFailed: (status) => `Anfrage fehlgeschlagen (${status})`,
  },
};
export default de;
