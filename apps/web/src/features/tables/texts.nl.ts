/** Dutch texts of features/tables (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  tablesTexts: {
    title: 'Tafels',
    description:
      'Gasten aan tafel scannen de tafelkaart en bestellen met hun telefoon: de bestelling toont de tafel, en ze betalen aan tafel. Druk voor elke tafel een kaart af.',
    loading: 'Tafels laden…',
    loadFailed: 'De tafels konden niet worden geladen.',
    tryAgain: 'Opnieuw proberen',
    empty: 'Nog geen tafels. Voeg de eerste toe: de naam of het nummer zoals je team hem noemt („12”, „Terras 3”).',
    newLabel: 'Nieuwe tafel',
    add: 'Tafel toevoegen',
    adding: 'Toevoegen…',
    label: (label) => `Naam van tafel ${label}`,
    rename: 'Hernoemen',
    save: 'Opslaan',
    cancel: 'Annuleren',
    delete: 'Verwijderen',
    deleteTable: (label) => `Tafel ${label} verwijderen`,
    renameTable: (label) => `Tafel ${label} hernoemen`,
    printCard: 'Kaart afdrukken',
    printCardOf: (label) => `Kaart van tafel ${label} afdrukken`,
    printAll: 'Tafelkaarten afdrukken',
    moveUp: (label) => `Tafel ${label} omhoog`,
    moveDown: (label) => `Tafel ${label} omlaag`,
    added: (label) => `Tafel ${label} toegevoegd`,
    renamed: (label) => `Tafel hernoemd naar ${label}`,
    deleted: (label) => `Tafel ${label} verwijderd`,
    failed: 'De wijziging kon niet worden opgeslagen. Probeer het opnieuw.',
  },
};
export default nl;
