/** German texts of features/tables (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  tablesTexts: {
    title: 'Tische',
    description:
      'Gäste am Tisch scannen die Tischkarte und bestellen mit dem Handy: Die Bestellung zeigt den Tisch, bezahlt wird am Tisch. Drucken Sie für jeden Tisch eine Karte.',
    loading: 'Tische werden geladen…',
    loadFailed: 'Die Tische konnten nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    empty: 'Noch keine Tische. Fügen Sie den ersten hinzu: seinen Namen oder seine Nummer, wie Ihr Team ihn nennt („12“, „Terrasse 3“).',
    newLabel: 'Neuer Tisch',
    add: 'Tisch hinzufügen',
    adding: 'Wird hinzugefügt…',
    label: (label) => `Name von Tisch ${label}`,
    rename: 'Umbenennen',
    save: 'Speichern',
    cancel: 'Abbrechen',
    delete: 'Löschen',
    deleteTable: (label) => `Tisch ${label} löschen`,
    renameTable: (label) => `Tisch ${label} umbenennen`,
    printCard: 'Karte drucken',
    printCardOf: (label) => `Karte von Tisch ${label} drucken`,
    printAll: 'Tischkarten drucken',
    moveUp: (label) => `Tisch ${label} nach oben`,
    moveDown: (label) => `Tisch ${label} nach unten`,
    added: (label) => `Tisch ${label} hinzugefügt`,
    renamed: (label) => `Tisch umbenannt in ${label}`,
    deleted: (label) => `Tisch ${label} gelöscht`,
    failed: 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  },
};
export default de;
