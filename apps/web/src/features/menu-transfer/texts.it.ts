/** Italian texts of features/menu-transfer (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  transferPageTexts: {
    title: 'Importa ed esporta',
    intro: 'Scarica il menù come foglio di calcolo, modificalo e importalo di nuovo, oppure compila il modello per aggiungere molti piatti in una volta.',
    exportTitle: 'Esporta',
    exportIntro:
      'Tutto il menù in un solo file: piatti, prezzi, disponibilità, gruppi di opzioni, allergeni e traduzioni. Ogni piatto ha una ref: conservala e, importando di nuovo il file, quel piatto viene aggiornato invece di aggiungerne uno nuovo.',
    downloads: 'Download',
    menuCsv: 'Menù (CSV)',
    menuXlsx: 'Menù (Excel)',
    templateCsv: 'Modello (CSV)',
    templateXlsx: 'Modello (Excel)',
    csvHint: 'I file CSV usano il punto e virgola come separatore e la virgola per i decimali, come si aspettano i fogli di calcolo in italiano.',
    importTitle: 'Importa',
    importIntro: 'Scegli un file nello stesso formato. Vedi cosa cambia prima che venga salvato qualcosa; poi l’importazione salva tutto o niente.',
    fileLabel: 'File del menù',
    fileHint: 'CSV o Excel (.xlsx), al massimo 2 MB.',
    chooseFile: 'Scegli prima un file.',
    check: 'Controlla il file',
    checking: 'Controllo in corso…',
    checkFailed: 'Non è stato possibile controllare il file.',
    importFailed: 'L’importazione non è riuscita: non è cambiato nulla.',
    readOnly: 'Importare un menù spetta al titolare o a un responsabile.',
    limitNote: 'I gruppi di opzioni e le loro opzioni non contano nel limite di piatti del tuo piano.',
  },
  importPreviewTexts: {
    title: 'Cosa cambia questo file',
    dishes: (create, update, unchanged) =>
      `Piatti: ${plural(create, { one: '# da aggiungere', other: '# da aggiungere' })}, ${plural(update, { one: '# da modificare', other: '# da modificare' })}, ${plural(unchanged, { one: '# invariato', other: '# invariati' })}`,
    groups: (create, update, unchanged) =>
      `Gruppi di opzioni: ${plural(create, { one: '# da aggiungere', other: '# da aggiungere' })}, ${plural(update, { one: '# da modificare', other: '# da modificare' })}, ${plural(unchanged, { one: '# invariato', other: '# invariati' })}`,
    newCategories: (names) => `Nuove categorie, aggiunte in fondo al menu: ${names}`,
    nothingToChange: 'Niente da cambiare: il menù corrisponde già a questo file.',
    problemsTitle: (count) => plural(count, { one: '1 problema da correggere', other: '# problemi da correggere' }),
    problemsIntro: 'Finché il file ha problemi non viene importato nulla. Correggili nel tuo foglio di calcolo, salva e controlla di nuovo il file.',
    moreProblems: (count) => plural(count, { one: '…e 1 altro problema.', other: '…e altri # problemi.' }),
    problemsCaption: 'Problemi nel file, per tabella, riga e colonna',
    place: 'Dove',
    placeInTable: (table, row) => `${table}, riga ${row}`,
    placeRow: (row) => `Riga ${row}`,
    row: 'Riga',
    column: 'Colonna',
    problem: 'Problema',
    wholeFile: 'Tutto il file',
    sheetDishes: 'Menù',
    sheetGroups: 'Gruppi di opzioni',
    changesCaption: 'Piatti e gruppi di opzioni da aggiungere o modificare',
    name: 'Piatto o gruppo',
    action: 'Modifica',
    details: 'Dettagli',
    createDish: 'Nuovo piatto',
    updateDish: 'Piatto modificato',
    createGroup: 'Nuovo gruppo di opzioni',
    updateGroup: 'Gruppo di opzioni modificato',
    field: (column, from, to) => `${column}: ${from} → ${to}`,
    fieldSet: (column, to) => `${column}: ${to}`,
    fieldCleared: (column, from) => `${column}: ${from} → (vuoto)`,
    optionAdded: (option) => `Opzione ${option} aggiunta`,
    optionRemoved: (option) => `Opzione ${option} rimossa`,
    ofOption: (option, column) => `${option} · ${column}`,
    importButton: 'Importa',
    importing: 'Importazione…',
    reset: 'Scegli un altro file',
  },
  transferToastTexts: {
    imported: (created, updated, groups) =>
      `Menù importato: ${plural(created, { one: '# piatto aggiunto', other: '# piatti aggiunti' })}, ${plural(updated, { one: '# modificato', other: '# modificati' })}${
        groups > 0 ? `, ${plural(groups, { one: '# gruppo di opzioni', other: '# gruppi di opzioni' })}` : ''
      }`,
    nothingImported: 'Niente da importare: il menù corrisponde già a questo file.',
  },
};
export default it;
