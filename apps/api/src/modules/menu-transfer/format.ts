/**
 * The menu file format (issue 19, decision 0028; documented column by column in the README, "Import and export"): two
 * tables, the dishes ("Menu") and the options of the option groups ("Option groups"), as two sheets of an XLSX
 * workbook or two blocks of one CSV file (an empty line between them). Each table starts with a row of column names;
 * a table is recognised by those names, so columns may come in any order and may be left out (an absent column leaves
 * that field of an existing dish as it is).
 *
 * This module turns cells into values (and says what is wrong with a cell), and values into cells. It knows nothing of
 * the database: plan.ts compares the values with the menu, the service writes.
 */
import { ALLERGENS, type Allergen, DIETARY_MARKS, type DietaryMark } from '@maitre/shared/allergens';
import { LOCALES, type Locale, parseAmount, parseCount } from '@maitre/shared/locales';
import { type ImportSheet, MAX_IMPORT_ROWS } from '@maitre/shared/menu-transfer';
import type { MessagePick } from '@maitre/shared/messages/index';
import { OPTION_SELECTIONS, type OptionSelection } from '@maitre/shared/options';
import { MAX_PORTIONS } from '@maitre/shared/pricing';

// ---------------------------------------------------------------------------------------------------------------
// The columns

const translationColumns = <P extends string>(prefix: P) => LOCALES.map((locale) => `${prefix}_${locale}` as `${P}_${Locale}`);

/** The dishes table, in the order the export writes them. */
export const DISH_COLUMNS = [
  'ref',
  'category',
  'name',
  'description',
  'price',
  'available',
  'portions_par',
  'options',
  'allergens',
  'traces',
  'dietary',
  'image_url',
  ...LOCALES.flatMap((locale) => [`name_${locale}` as const, `description_${locale}` as const]),
] as const;
export type DishColumn = (typeof DISH_COLUMNS)[number];

/** The option groups table: one row per option, the group's own columns repeated on each of its rows. */
export const GROUP_COLUMNS = [
  'group',
  'selection',
  'min',
  'max',
  'option',
  'price_delta',
  'default',
  'available',
  'portions_par',
  'allergens',
  'traces',
  ...translationColumns('group'),
  ...translationColumns('option'),
] as const;
export type GroupColumn = (typeof GROUP_COLUMNS)[number];

/** The group's own columns (the same on each of its rows); the others are the option's. */
export const GROUP_LEVEL_COLUMNS: readonly GroupColumn[] = ['group', 'selection', 'min', 'max', ...translationColumns('group')];

/** The XLSX sheet names the export writes (the import recognises a sheet by its header row, whatever its name). */
export const SHEET_NAMES: Record<ImportSheet, string> = { dishes: 'Menu', option_groups: 'Option groups' };

/** Separates a dish's option groups in the `options` cell (a group's name may hold a comma). */
export const GROUP_LIST_SEPARATOR = ' | ';

// ---------------------------------------------------------------------------------------------------------------
// Cells

/** A cell as read: its text, and its number when the spreadsheet stored one; a formula without a stored value. */
export interface RawCell {
  text: string;
  number?: number;
  noValue?: true;
}

/** A table as read: its non-empty rows with their spreadsheet row numbers. */
export interface RawSheet {
  name: string;
  rows: Array<{ row: number; cells: RawCell[] }>;
  tooManyRows?: boolean;
}

/** Something wrong with the file, said in the reader's language later (a message of ours, or zod's already said). */
export interface Problem {
  sheet: ImportSheet | null;
  row: number | null;
  column: string | null;
  message: MessagePick | string;
}

/**
 * CSV/formula injection (OWASP): a cell starting with = + - @ or a tab or carriage return can be run as a formula when
 * the file is opened in a spreadsheet program. The export writes such a text with an apostrophe in front (the
 * program then shows it as text); the import takes one apostrophe off again, so the text comes back as it was. Texts
 * already starting with apostrophes before such a character get one more, so the round trip is exact.
 */
export function defuseFormula(text: string): string {
  return /^'*[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function restoreDefused(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** How a header cell names a column: case, spaces and dashes do not matter ("Image URL" is image_url). */
export function columnKey(text: string): string {
  return restoreDefused(text)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** A yes/no cell: the format's words, and the usual ones of our languages and spreadsheets. */
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'oui', 'o', 'ja', 'j', 'si', 'sì', 'sí', 's', 'vrai', 'wahr', 'vero', 'verdadero', 'waar']);
const NO = new Set(['no', 'n', 'false', '0', 'non', 'nein', 'nee', 'faux', 'falsch', 'falso', 'onwaar']);

/** The text of a cell, the formula defence taken off, trimmed. */
export function cellText(cell: RawCell | undefined): string {
  return cell ? restoreDefused(cell.text).trim() : '';
}

/** Reads one row's cells into values, collecting what is wrong by column. */
export class CellReader {
  readonly problems: Problem[] = [];

  constructor(
    private readonly sheet: ImportSheet,
    private readonly row: number,
    private readonly cells: Map<string, RawCell>,
    private readonly locale: Locale,
  ) {}

  has(column: string): boolean {
    return this.cells.has(column);
  }

  problem(column: string | null, message: MessagePick | string): void {
    this.problems.push({ sheet: this.sheet, row: this.row, column, message });
  }

  /** The cell's text ('' when empty); undefined when the column is absent or the formula has no value. */
  text(column: string): string | undefined {
    const cell = this.cells.get(column);
    if (!cell) return undefined;
    if (cell.noValue) {
      this.problem(column, (m) => m.transfer.formulaWithoutValue);
      return undefined;
    }
    return cellText(cell);
  }

  /** A required text: empty is a problem. */
  requiredText(column: string): string | undefined {
    const text = this.text(column);
    if (text === '') this.problem(column, (m) => m.transfer.required);
    return text === '' ? undefined : text;
  }

  /**
   * An amount in euros: a number cell as it is (two decimals at most), a text cell read like the price fields read
   * what a person types in the reader's language (parseAmount: "12,50" and "12.50" alike, "12,5,0" or "1,250" refused).
   * Empty: `empty` (undefined: required).
   */
  amount(column: string, { allowNegative, empty }: { allowNegative: boolean; empty?: number }): number | undefined {
    const cell = this.cells.get(column);
    if (!cell) return undefined;
    const text = this.text(column);
    if (text === undefined) return undefined;
    if (text === '') {
      if (empty === undefined) this.problem(column, (m) => m.transfer.required);
      return empty;
    }
    if (cell.number !== undefined) {
      const cents = Math.round(cell.number * 100);
      if (!Number.isFinite(cell.number) || Math.abs(cell.number * 100 - cents) > 1e-6) {
        this.problem(column, (m) => m.transfer.tooManyDecimals(text));
        return undefined;
      }
      if (cents < 0 && !allowNegative) {
        this.problem(column, (m) => m.transfer.negativePrice(text));
        return undefined;
      }
      return cents / 100;
    }
    const parsed = parseAmount(text, this.locale, { allowNegative });
    if (parsed.ok) return parsed.value;
    switch (parsed.problem) {
      case 'ambiguous':
        this.problem(column, (m) => m.transfer.ambiguousPrice(text));
        break;
      case 'too-many-decimals':
        this.problem(column, (m) => m.transfer.tooManyDecimals(text));
        break;
      case 'negative':
        this.problem(column, (m) => m.transfer.negativePrice(text));
        break;
      default:
        this.problem(column, (m) => m.transfer.notAPrice(text));
    }
    return undefined;
  }

  /** A whole number from 0; empty is null. */
  whole(column: string): number | null | undefined {
    const cell = this.cells.get(column);
    const text = this.text(column);
    if (text === undefined || text === '') return text === '' ? null : undefined;
    const value = cell?.number !== undefined ? cell.number : parseCount(text);
    if (value === null || !Number.isInteger(value) || value < 0) {
      this.problem(column, (m) => m.transfer.notAWholeNumber(text));
      return undefined;
    }
    return value;
  }

  /** A daily count of portions: a whole number from 0 to MAX_PORTIONS; empty is null (not counted). */
  portions(column: string): number | null | undefined {
    const value = this.whole(column);
    if (typeof value === 'number' && value > MAX_PORTIONS) {
      this.problem(column, (m) => m.transfer.tooManyPortions(String(value), MAX_PORTIONS));
      return undefined;
    }
    return value;
  }

  /** yes or no (true, 1, oui, ja, sì… and their opposites); empty is `empty`. */
  yesNo(column: string, empty: boolean): boolean | undefined {
    const text = this.text(column);
    if (text === undefined) return undefined;
    const word = text.toLowerCase();
    if (word === '') return empty;
    if (YES.has(word)) return true;
    if (NO.has(word)) return false;
    this.problem(column, (m) => m.transfer.notYesNo(text));
    return undefined;
  }

  /** A list of keys (allergens, dietary marks) separated by commas (or ; | spaces); each once, in the list's order. */
  keys<T extends string>(column: string, all: readonly T[], unknown: (text: string, keys: string) => MessagePick): T[] | undefined {
    const text = this.text(column);
    if (text === undefined) return undefined;
    const words = text
      .toLowerCase()
      .split(/[\s,;|]+/)
      .filter(Boolean);
    const wrong = words.filter((word) => !(all as readonly string[]).includes(word));
    if (wrong.length > 0) {
      for (const word of wrong) this.problem(column, unknown(word, all.join(', ')));
      return undefined;
    }
    return all.filter((key) => words.includes(key));
  }

  allergens(column: string): Allergen[] | undefined {
    return this.keys(column, ALLERGENS, (text, keys) => (m) => m.transfer.unknownAllergen(text, keys));
  }

  dietary(column: string): DietaryMark[] | undefined {
    return this.keys(column, DIETARY_MARKS, (text, marks) => (m) => m.transfer.unknownMark(text, marks));
  }

  /** single or multiple; empty is null. */
  selection(column: string): OptionSelection | null | undefined {
    const text = this.text(column);
    if (text === undefined || text === '') return text === '' ? null : undefined;
    const word = text.toLowerCase();
    if ((OPTION_SELECTIONS as readonly string[]).includes(word)) return word as OptionSelection;
    this.problem(column, (m) => m.transfer.unknownSelection(text));
    return undefined;
  }

  /** Names separated by `|` (a dish's option groups). */
  names(column: string): string[] | undefined {
    const text = this.text(column);
    if (text === undefined) return undefined;
    return text
      .split('|')
      .map((name) => name.trim())
      .filter(Boolean);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading tables

/** A dish row: the values of its columns (undefined: the column is absent, or its cell is wrong). */
export interface DishRow {
  row: number;
  ref: string | null;
  name?: string;
  description?: string;
  price?: number;
  category?: string;
  isAvailable?: boolean;
  /** The daily portions (decision 0027's par; null: not counted each day). */
  portionsPar?: number | null;
  options?: string[];
  allergens?: Allergen[];
  traces?: Allergen[];
  dietary?: DietaryMark[];
  imageUrl?: string;
  /** The translation columns present: their text ('' clears that language's text). */
  translations: Partial<Record<Locale, { name?: string; description?: string }>>;
  /** A cell of the row is wrong: the row is listed among the problems, not planned. */
  wrong: boolean;
}

/** An option row, with its group's columns. */
export interface OptionRow {
  row: number;
  group?: string;
  selection?: OptionSelection | null;
  min?: number | null;
  max?: number | null;
  groupTranslations: Partial<Record<Locale, string>>;
  option?: string;
  priceDelta?: number;
  isDefault?: boolean;
  isAvailable?: boolean;
  /** The option's daily portions (decision 0027's par; null: not counted each day). */
  portionsPar?: number | null;
  allergens?: Allergen[];
  traces?: Allergen[];
  optionTranslations: Partial<Record<Locale, string>>;
  wrong: boolean;
}

export interface ParsedFile {
  dishes: DishRow[];
  dishColumns: ReadonlySet<DishColumn>;
  options: OptionRow[];
  groupColumns: ReadonlySet<GroupColumn>;
  problems: Problem[];
}

type TableKind = ImportSheet;

/** Which table a header row starts, if it is one: every cell a column of that table, and its key columns there. */
export function headerKind(cells: readonly RawCell[]): TableKind | null {
  const keys = cells.map((cell) => columnKey(cell.text)).filter(Boolean);
  if (keys.length === 0) return null;
  if (keys.includes('group') && keys.includes('option')) return 'option_groups';
  if ((keys.includes('name') || keys.includes('ref')) && keys.filter((key) => (DISH_COLUMNS as readonly string[]).includes(key)).length >= keys.length / 2) {
    return 'dishes';
  }
  return null;
}

/** A table as found in the file: which one, its header row, and its data rows. */
export interface FoundTable {
  kind: TableKind;
  headerRow: number;
  header: RawCell[];
  rows: Array<{ row: number; cells: RawCell[] }>;
  tooManyRows: boolean;
}

const isBlank = (cells: readonly RawCell[]) => cells.every((cell) => cell.text.trim() === '' && !cell.noValue);

/**
 * The tables of one sheet (XLSX) or of the whole CSV: a header row starts a table, which runs until the next header
 * row; empty rows are skipped. Rows before the first header are a problem (the first row must name the columns).
 */
export function findTables(rows: RawSheet['rows'], problems: Problem[], tooManyRows = false): FoundTable[] {
  const tables: FoundTable[] = [];
  let current: FoundTable | null = null;
  for (const { row, cells } of rows) {
    if (isBlank(cells)) continue;
    const kind = headerKind(cells);
    if (kind) {
      current = { kind, headerRow: row, header: cells, rows: [], tooManyRows: false };
      tables.push(current);
      continue;
    }
    if (!current) {
      problems.push({ sheet: null, row, column: null, message: (m) => m.transfer.noHeader });
      return tables;
    }
    if (current.rows.length >= MAX_IMPORT_ROWS) current.tooManyRows = true;
    else current.rows.push({ row, cells });
  }
  if (tooManyRows && current) current.tooManyRows = true;
  return tables;
}

/** The header's columns by position; unknown and repeated column names are problems. */
function readHeader<C extends string>(table: FoundTable, known: readonly C[], problems: Problem[]): { columns: Array<C | null>; present: Set<C> } {
  const present = new Set<C>();
  const columns = table.header.map((cell) => {
    const key = columnKey(cell.text);
    if (key === '') return null;
    if (!(known as readonly string[]).includes(key)) {
      problems.push({ sheet: table.kind, row: table.headerRow, column: cellText(cell), message: (m) => m.transfer.unknownColumn(cellText(cell)) });
      return null;
    }
    if (present.has(key as C)) {
      problems.push({ sheet: table.kind, row: table.headerRow, column: key, message: (m) => m.transfer.columnTwice(key) });
      return null;
    }
    present.add(key as C);
    return key as C;
  });
  return { columns, present };
}

function cellsByColumn<C extends string>(columns: ReadonlyArray<C | null>, cells: readonly RawCell[]): Map<string, RawCell> {
  const map = new Map<string, RawCell>();
  columns.forEach((column, index) => {
    if (column) map.set(column, cells[index] ?? { text: '' });
  });
  return map;
}

export function readDishRows(table: FoundTable, locale: Locale, problems: Problem[]): { rows: DishRow[]; present: Set<DishColumn> } {
  const { columns, present } = readHeader(table, DISH_COLUMNS, problems);
  if (!present.has('name') && !present.has('ref')) {
    problems.push({ sheet: 'dishes', row: table.headerRow, column: 'name', message: (m) => m.transfer.missingColumn('name') });
  }
  const rows = table.rows.map(({ row, cells }) => {
    const reader = new CellReader('dishes', row, cellsByColumn(columns, cells), locale);
    const translations: DishRow['translations'] = {};
    for (const locale of LOCALES) {
      const name = reader.text(`name_${locale}`);
      const description = reader.text(`description_${locale}`);
      if (name !== undefined || description !== undefined) {
        translations[locale] = { ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}) };
      }
    }
    const ref = reader.text('ref');
    const dish: DishRow = {
      row,
      ref: ref ? ref : null,
      name: reader.requiredText('name'),
      description: reader.text('description'),
      price: reader.amount('price', { allowNegative: false }),
      category: reader.text('category'),
      isAvailable: reader.yesNo('available', true),
      portionsPar: reader.portions('portions_par'),
      options: reader.names('options'),
      allergens: reader.allergens('allergens'),
      traces: reader.allergens('traces'),
      dietary: reader.dietary('dietary'),
      imageUrl: reader.text('image_url'),
      translations,
      wrong: false,
    };
    dish.wrong = reader.problems.length > 0;
    problems.push(...reader.problems);
    return dish;
  });
  return { rows, present };
}

export function readOptionRows(table: FoundTable, locale: Locale, problems: Problem[]): { rows: OptionRow[]; present: Set<GroupColumn> } {
  const { columns, present } = readHeader(table, GROUP_COLUMNS, problems);
  const rows = table.rows.map(({ row, cells }) => {
    const reader = new CellReader('option_groups', row, cellsByColumn(columns, cells), locale);
    const groupTranslations: OptionRow['groupTranslations'] = {};
    const optionTranslations: OptionRow['optionTranslations'] = {};
    for (const locale of LOCALES) {
      const group = reader.text(`group_${locale}`);
      if (group !== undefined) groupTranslations[locale] = group;
      const option = reader.text(`option_${locale}`);
      if (option !== undefined) optionTranslations[locale] = option;
    }
    const option: OptionRow = {
      row,
      group: reader.requiredText('group'),
      selection: reader.selection('selection'),
      min: reader.whole('min'),
      max: reader.whole('max'),
      groupTranslations,
      option: reader.requiredText('option'),
      priceDelta: reader.amount('price_delta', { allowNegative: true, empty: 0 }),
      isDefault: reader.yesNo('default', false),
      isAvailable: reader.yesNo('available', true),
      portionsPar: reader.portions('portions_par'),
      allergens: reader.allergens('allergens'),
      traces: reader.allergens('traces'),
      optionTranslations,
      wrong: false,
    };
    option.wrong = reader.problems.length > 0;
    problems.push(...reader.problems);
    return option;
  });
  return { rows, present };
}

/**
 * The file's two tables, wherever they are (two sheets, or two blocks of a CSV): each at most once. A file with
 * neither is a problem.
 */
export function readTables(tables: readonly FoundTable[], locale: Locale, problems: Problem[]): ParsedFile {
  const parsed: ParsedFile = { dishes: [], dishColumns: new Set(), options: [], groupColumns: new Set(), problems };
  const seen = new Set<TableKind>();
  for (const table of tables) {
    if (seen.has(table.kind)) {
      problems.push({ sheet: table.kind, row: table.headerRow, column: null, message: (m) => m.transfer.tableTwice });
      continue;
    }
    seen.add(table.kind);
    if (table.tooManyRows) {
      problems.push({ sheet: table.kind, row: null, column: null, message: (m) => m.transfer.tooManyRows(MAX_IMPORT_ROWS) });
      continue;
    }
    if (table.kind === 'dishes') {
      const { rows, present } = readDishRows(table, locale, problems);
      parsed.dishes = rows;
      parsed.dishColumns = present;
    } else {
      const { rows, present } = readOptionRows(table, locale, problems);
      parsed.options = rows;
      parsed.groupColumns = present;
    }
  }
  if (seen.size === 0 && problems.length === 0) problems.push({ sheet: null, row: 1, column: null, message: (m) => m.transfer.noHeader });
  return parsed;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

/** What the export writes into a cell: a text (defused), or a number (a price, a count). */
export type OutCell = string | number;

/** A price as a cell: a number in XLSX; in CSV text with the file language's decimal mark ("12,50" in French). */
export function amountText(amount: number, locale: Locale): string {
  const text = amount.toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}

export const yesNoText = (value: boolean) => (value ? 'yes' : 'no');

export const keysText = (keys: readonly string[]) => keys.join(', ');
