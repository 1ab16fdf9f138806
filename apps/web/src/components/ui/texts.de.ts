/** German texts of components/ui (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  uiTexts: {
    loading: 'Wird geladen…',
    cancel: 'Abbrechen',
    close: 'Schließen',
    // German nouns keep their capital: "Aktuelles Passwort anzeigen".
    show: (label) => `${label} anzeigen`,
    hide: (label) => `${label} verbergen`,
    today: (time) => `Heute, ${time}`,
  },
  screenErrorTexts: {
    message: 'Diese Seite konnte nicht angezeigt werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    reload: 'Neu laden',
  },
  amountTexts: {
    preview: (amount) => `= ${amount}`,
    empty: 'Geben Sie einen Betrag ein',
    notANumber: 'Geben Sie den Betrag in Ziffern ein, z. B. 12,50',
    ambiguous: 'Betrag nicht eindeutig: bitte ohne Tausendertrennzeichen schreiben, z. B. 1250,00 oder 12,50',
    tooManyDecimals: (max) => plural(max, { one: 'Höchstens # Nachkommastelle', other: 'Höchstens # Nachkommastellen' }),
    negative: 'Der Betrag darf nicht negativ sein',
  },
};
export default de;
