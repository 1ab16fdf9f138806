/** Italian texts of features/tables (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  tablesTexts: {
    title: 'Tavoli',
    description:
      'Al tavolo, i clienti inquadrano il segnatavolo e ordinano dal telefono: l’ordine indica il tavolo e si paga al tavolo. Stampa un segnatavolo per ogni tavolo.',
    loading: 'Caricamento dei tavoli…',
    loadFailed: 'Impossibile caricare i tavoli.',
    tryAgain: 'Riprova',
    empty: 'Ancora nessun tavolo. Aggiungi il primo: il nome o il numero con cui lo chiama il tuo staff («12», «Terrazza 3»).',
    newLabel: 'Nuovo tavolo',
    add: 'Aggiungi tavolo',
    adding: 'Aggiunta…',
    label: (label) => `Nome del tavolo ${label}`,
    rename: 'Rinomina',
    save: 'Salva',
    cancel: 'Annulla',
    delete: 'Elimina',
    deleteTable: (label) => `Elimina il tavolo ${label}`,
    renameTable: (label) => `Rinomina il tavolo ${label}`,
    printCard: 'Stampa segnatavolo',
    printCardOf: (label) => `Stampa il segnatavolo del tavolo ${label}`,
    printAll: 'Stampa i segnatavoli',
    moveUp: (label) => `Sposta su il tavolo ${label}`,
    moveDown: (label) => `Sposta giù il tavolo ${label}`,
    added: (label) => `Tavolo ${label} aggiunto`,
    renamed: (label) => `Tavolo rinominato in ${label}`,
    deleted: (label) => `Tavolo ${label} eliminato`,
    failed: 'Non è stato possibile salvare la modifica. Riprova.',
  },
};
export default it;
