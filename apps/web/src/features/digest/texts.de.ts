/** German texts of features/digest (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  digestTexts: {
    title: 'Tägliche Übersicht',
    description:
      'Jeden Morgen eine kurze E-Mail mit den Zahlen von gestern im Vergleich zum selben Wochentag der Vorwoche: Nettoumsatz, Bestellungen, Durchschnittsbon, Stornierungen und die meistverkauften Gerichte. Nur für Sie, für dieses Restaurant.',
    loading: 'Ihre Einstellung wird geladen…',
    loadFailed: 'Ihre Einstellung zur Übersicht konnte nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    enabled: 'Mir die tägliche Übersicht per E-Mail senden',
    time: 'Versand um',
    timeHint: (zone) => `In der Zeitzone des Restaurants (${zone}).`,
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    saved: 'Einstellung zur Übersicht gespeichert',
    saveFailed: 'Die Einstellung zur Übersicht konnte nicht gespeichert werden.',
    test: 'Jetzt eine Test-Übersicht senden',
    testSent: 'Test-Übersicht gesendet: Sie ist gleich in Ihrem Posteingang.',
    testFailed: 'Die Test-Übersicht konnte nicht gesendet werden.',
  },
};
export default de;
