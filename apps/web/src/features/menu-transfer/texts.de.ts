/** German texts of features/menu-transfer (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  transferPageTexts: {
    title: 'Import und Export',
    intro:
      'Laden Sie die Speisekarte als Tabelle herunter, ändern Sie sie dort und importieren Sie sie wieder – oder füllen Sie die Vorlage aus, um viele Gerichte auf einmal anzulegen.',
    exportTitle: 'Export',
    exportIntro:
      'Die ganze Speisekarte in einer Datei: Gerichte, Preise, Verfügbarkeit, Optionsgruppen, Allergene und Übersetzungen. Jedes Gericht hat eine Ref: Behalten Sie sie, dann aktualisiert ein erneuter Import dieses Gericht, statt ein neues anzulegen.',
    downloads: 'Downloads',
    menuCsv: 'Speisekarte (CSV)',
    menuXlsx: 'Speisekarte (Excel)',
    templateCsv: 'Vorlage (CSV)',
    templateXlsx: 'Vorlage (Excel)',
    csvHint: 'CSV-Dateien verwenden Semikolons als Trennzeichen und Dezimalkommas, wie es Tabellenkalkulationen auf Deutsch erwarten.',
    importTitle: 'Import',
    importIntro:
      'Wählen Sie eine Datei im selben Format. Sie sehen, was sie ändert, bevor etwas gespeichert wird; der Import speichert dann alles oder nichts.',
    fileLabel: 'Datei der Speisekarte',
    fileHint: 'CSV oder Excel (.xlsx), höchstens 2 MB.',
    chooseFile: 'Wählen Sie zuerst eine Datei.',
    check: 'Datei prüfen',
    checking: 'Wird geprüft …',
    checkFailed: 'Die Datei konnte nicht geprüft werden.',
    importFailed: 'Der Import ist fehlgeschlagen: Nichts wurde geändert.',
    readOnly: 'Eine Speisekarte importieren dürfen nur Inhaber oder Manager.',
    limitNote: 'Optionsgruppen und ihre Optionen zählen nicht zum Gerichte-Limit Ihres Tarifs.',
  },
  importPreviewTexts: {
    title: 'Was diese Datei ändert',
    dishes: (create, update, unchanged) =>
      `Gerichte: ${plural(create, { one: '# neu', other: '# neu' })}, ${plural(update, { one: '# geändert', other: '# geändert' })}, ${plural(unchanged, { one: '# unverändert', other: '# unverändert' })}`,
    groups: (create, update, unchanged) =>
      `Optionsgruppen: ${plural(create, { one: '# neu', other: '# neu' })}, ${plural(update, { one: '# geändert', other: '# geändert' })}, ${plural(unchanged, { one: '# unverändert', other: '# unverändert' })}`,
    newCategories: (names) => `Neue Kategorien, am Ende der Speisekarte angefügt: ${names}`,
    nothingToChange: 'Nichts zu ändern: Die Speisekarte entspricht dieser Datei bereits.',
    problemsTitle: (count) => plural(count, { one: '1 Problem zu beheben', other: '# Probleme zu beheben' }),
    problemsIntro:
      'Solange die Datei Probleme hat, wird nichts importiert. Beheben Sie sie in Ihrer Tabellenkalkulation, speichern Sie und prüfen Sie die Datei erneut.',
    moreProblems: (count) => plural(count, { one: '… und 1 weiteres Problem.', other: '… und # weitere Probleme.' }),
    problemsCaption: 'Probleme in der Datei, nach Tabelle, Zeile und Spalte',
    place: 'Wo',
    placeInTable: (table, row) => `${table}, Zeile ${row}`,
    placeRow: (row) => `Zeile ${row}`,
    row: 'Zeile',
    column: 'Spalte',
    problem: 'Problem',
    wholeFile: 'Ganze Datei',
    sheetDishes: 'Speisekarte',
    sheetGroups: 'Optionsgruppen',
    changesCaption: 'Gerichte und Optionsgruppen, die hinzukommen oder sich ändern',
    name: 'Gericht oder Gruppe',
    action: 'Änderung',
    details: 'Details',
    createDish: 'Neues Gericht',
    updateDish: 'Geändertes Gericht',
    createGroup: 'Neue Optionsgruppe',
    updateGroup: 'Geänderte Optionsgruppe',
    field: (column, from, to) => `${column}: ${from} → ${to}`,
    fieldSet: (column, to) => `${column}: ${to}`,
    fieldCleared: (column, from) => `${column}: ${from} → (leer)`,
    optionAdded: (option) => `Option ${option} hinzugefügt`,
    optionRemoved: (option) => `Option ${option} entfernt`,
    ofOption: (option, column) => `${option} · ${column}`,
    importButton: 'Importieren',
    importing: 'Wird importiert …',
    reset: 'Andere Datei wählen',
  },
  transferToastTexts: {
    imported: (created, updated, groups) =>
      `Speisekarte importiert: ${plural(created, { one: '# Gericht hinzugefügt', other: '# Gerichte hinzugefügt' })}, ${updated} geändert${
        groups > 0 ? `, ${plural(groups, { one: '# Optionsgruppe', other: '# Optionsgruppen' })}` : ''
      }`,
    nothingImported: 'Nichts zu importieren: Die Speisekarte entspricht dieser Datei bereits.',
  },
};
export default de;
