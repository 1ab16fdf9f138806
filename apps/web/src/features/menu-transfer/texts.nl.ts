/** Dutch texts of features/menu-transfer (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  transferPageTexts: {
    title: 'Importeren en exporteren',
    intro: 'Download de kaart als spreadsheet, pas hem daar aan en importeer hem weer, of vul het sjabloon in om veel gerechten tegelijk toe te voegen.',
    exportTitle: 'Exporteren',
    exportIntro:
      'De hele kaart in één bestand: gerechten, prijzen, beschikbaarheid, optiegroepen, allergenen en vertalingen. Elk gerecht heeft een ref: laat die staan, dan werkt een nieuwe import van het bestand dat gerecht bij in plaats van een nieuw toe te voegen.',
    downloads: 'Downloads',
    menuCsv: 'Kaart (CSV)',
    menuXlsx: 'Kaart (Excel)',
    templateCsv: 'Sjabloon (CSV)',
    templateXlsx: 'Sjabloon (Excel)',
    csvHint: 'CSV-bestanden gebruiken puntkomma’s als scheidingsteken en decimale komma’s, zoals spreadsheets in het Nederlands verwachten.',
    importTitle: 'Importeren',
    importIntro: 'Kies een bestand in hetzelfde formaat. Je ziet wat het verandert voordat er iets wordt opgeslagen; de import slaat daarna alles op of niets.',
    fileLabel: 'Bestand van de kaart',
    fileHint: 'CSV of Excel (.xlsx), hoogstens 2 MB.',
    chooseFile: 'Kies eerst een bestand.',
    check: 'Bestand controleren',
    checking: 'Bezig met controleren…',
    checkFailed: 'Het bestand kon niet worden gecontroleerd.',
    importFailed: 'De import is mislukt: er is niets veranderd.',
    readOnly: 'Een kaart importeren is voor de eigenaar of een manager.',
    limitNote: 'Optiegroepen en hun opties tellen niet mee voor het maximum aantal gerechten van je pakket.',
  },
  importPreviewTexts: {
    title: 'Wat dit bestand verandert',
    dishes: (create, update, unchanged) =>
      `Gerechten: ${plural(create, { one: '# toe te voegen', other: '# toe te voegen' })}, ${plural(update, { one: '# te wijzigen', other: '# te wijzigen' })}, ${plural(unchanged, { one: '# ongewijzigd', other: '# ongewijzigd' })}`,
    groups: (create, update, unchanged) =>
      `Optiegroepen: ${plural(create, { one: '# toe te voegen', other: '# toe te voegen' })}, ${plural(update, { one: '# te wijzigen', other: '# te wijzigen' })}, ${plural(unchanged, { one: '# ongewijzigd', other: '# ongewijzigd' })}`,
    newCategories: (names) => `Nieuwe categorieën, achteraan de menukaart toegevoegd: ${names}`,
    nothingToChange: 'Niets te veranderen: de kaart komt al overeen met dit bestand.',
    problemsTitle: (count) => plural(count, { one: '1 probleem op te lossen', other: '# problemen op te lossen' }),
    problemsIntro: 'Zolang het bestand problemen heeft, wordt er niets geïmporteerd. Los ze op in je spreadsheet, sla op en controleer het bestand opnieuw.',
    moreProblems: (count) => plural(count, { one: '…en nog 1 probleem.', other: '…en nog # problemen.' }),
    problemsCaption: 'Problemen in het bestand, per tabel, rij en kolom',
    place: 'Waar',
    placeInTable: (table, row) => `${table}, rij ${row}`,
    placeRow: (row) => `Rij ${row}`,
    row: 'Rij',
    column: 'Kolom',
    problem: 'Probleem',
    wholeFile: 'Heel het bestand',
    sheetDishes: 'Kaart',
    sheetGroups: 'Optiegroepen',
    changesCaption: 'Gerechten en optiegroepen die worden toegevoegd of gewijzigd',
    name: 'Gerecht of groep',
    action: 'Wijziging',
    details: 'Details',
    createDish: 'Nieuw gerecht',
    updateDish: 'Gewijzigd gerecht',
    createGroup: 'Nieuwe optiegroep',
    updateGroup: 'Gewijzigde optiegroep',
    field: (column, from, to) => `${column}: ${from} → ${to}`,
    fieldSet: (column, to) => `${column}: ${to}`,
    fieldCleared: (column, from) => `${column}: ${from} → (leeg)`,
    optionAdded: (option) => `Optie ${option} toegevoegd`,
    optionRemoved: (option) => `Optie ${option} verwijderd`,
    ofOption: (option, column) => `${option} · ${column}`,
    importButton: 'Importeren',
    importing: 'Bezig met importeren…',
    reset: 'Ander bestand kiezen',
  },
  transferToastTexts: {
    imported: (created, updated, groups) =>
      `Kaart geïmporteerd: ${plural(created, { one: '# gerecht toegevoegd', other: '# gerechten toegevoegd' })}, ${updated} gewijzigd${
        groups > 0 ? `, ${plural(groups, { one: '# optiegroep', other: '# optiegroepen' })}` : ''
      }`,
    nothingImported: 'Niets te importeren: de kaart komt al overeen met dit bestand.',
  },
};
export default nl;
