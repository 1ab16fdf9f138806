/** Italian texts of lib (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  apiTexts: {
    offline: 'Impossibile raggiungere Maître. Controlla la connessione e riprova.',
    serverError: 'Si è verificato un problema da parte nostra',
    requestFailed: (status) => `Richiesta non riuscita (${status})`,
  },
};
export default it;
