/** Every text of features/menu-transfer a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, plural } from '@/lib/i18n';

/** The Import and export page (issue 19): its two parts, the downloads and the upload. */
export const transferPageTexts = defineTexts('menu-transfer.transferPageTexts', {
  title: 'Import and export',
  intro: 'Download the menu as a spreadsheet, change it there and import it back, or fill in the template to add many dishes at once.',
  exportTitle: 'Export',
  exportIntro:
    'The whole menu in one file: dishes, prices, availability, option groups, allergens and translations. Each dish has a ref: keep it, and importing the file again updates that dish instead of adding a new one.',
  downloads: 'Downloads',
  menuCsv: 'Menu (CSV)',
  menuXlsx: 'Menu (Excel)',
  templateCsv: 'Template (CSV)',
  templateXlsx: 'Template (Excel)',
  /** How a CSV file is written in this language. */
  csvHint: 'CSV files are comma-separated, with decimal points, as spreadsheets in English expect.',
  importTitle: 'Import',
  importIntro: 'Choose a file in the same format. You see what it changes before anything is saved; the import then saves all of it or nothing.',
  fileLabel: 'Menu file',
  fileHint: 'CSV or Excel (.xlsx), at most 2 MB.',
  chooseFile: 'Choose a file first.',
  check: 'Check the file',
  checking: 'Checking…',
  checkFailed: 'The file could not be checked.',
  importFailed: 'The import failed: nothing was changed.',
  readOnly: 'Importing a menu is for the owner or a manager.',
  limitNote: 'Option groups and their options do not count toward your plan’s dish limit.',
});

/** The preview of a checked file: counts, problems by row and column, what changes; the import button. */
export const importPreviewTexts = defineTexts('menu-transfer.importPreviewTexts', {
  title: 'What this file changes',
  dishes: (create: number, update: number, unchanged: number) =>
    `Dishes: ${plural(create, { one: '# to add', other: '# to add' })}, ${plural(update, { one: '# to change', other: '# to change' })}, ${plural(unchanged, { one: '# unchanged', other: '# unchanged' })}`,
  groups: (create: number, update: number, unchanged: number) =>
    `Option groups: ${plural(create, { one: '# to add', other: '# to add' })}, ${plural(update, { one: '# to change', other: '# to change' })}, ${plural(unchanged, { one: '# unchanged', other: '# unchanged' })}`,
  /** The categories the file names that the menu lacks (a list, as the locale writes one). */
  newCategories: (names: string) => `New categories, added at the end of the menu: ${names}`,
  nothingToChange: 'Nothing to change: the menu already matches this file.',
  problemsTitle: (count: number) => plural(count, { one: '1 problem to fix', other: '# problems to fix' }),
  problemsIntro: 'Nothing is imported while the file has problems. Fix them in your spreadsheet, save, and check the file again.',
  moreProblems: (count: number) => plural(count, { one: '…and 1 more problem.', other: '…and # more problems.' }),
  problemsCaption: 'Problems in the file, by table, row and column',
  place: 'Where',
  /** A problem's place: its table and row ("Menu, row 12"), or a row of the file (a CSV's). */
  placeInTable: (table: string, row: number) => `${table}, row ${row}`,
  placeRow: (row: number) => `Row ${row}`,
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  wholeFile: 'Whole file',
  sheetDishes: 'Menu',
  sheetGroups: 'Option groups',
  changesCaption: 'Dishes and option groups to add or change',
  name: 'Dish or group',
  action: 'Change',
  details: 'Details',
  createDish: 'New dish',
  updateDish: 'Changed dish',
  createGroup: 'New option group',
  updateGroup: 'Changed option group',
  /** One changed field: its column, what it was and what it becomes. */
  field: (column: string, from: string, to: string) => `${column}: ${from} → ${to}`,
  fieldSet: (column: string, to: string) => `${column}: ${to}`,
  fieldCleared: (column: string, from: string) => `${column}: ${from} → (empty)`,
  optionAdded: (option: string) => `Option ${option} added`,
  optionRemoved: (option: string) => `Option ${option} removed`,
  /** A field of one option of a group: "Large · price_delta". */
  ofOption: (option: string, column: string) => `${option} · ${column}`,
  importButton: 'Import',
  importing: 'Importing…',
  reset: 'Choose another file',
});

export const transferToastTexts = defineTexts('menu-transfer.transferToastTexts', {
  imported: (created: number, updated: number, groups: number) =>
    `Menu imported: ${plural(created, { one: '# dish added', other: '# dishes added' })}, ${updated} changed${
      groups > 0 ? `, ${plural(groups, { one: '# option group', other: '# option groups' })}` : ''
    }`,
  nothingImported: 'Nothing to import: the menu already matches this file.',
});
