/**
 * The menu as the file format's two tables (format.ts), in an order that depends on the menu alone: dishes in the
 * menu's order (its categories, then each one's dishes; name and ref where that ties); groups by name; options in the
 * owner's order. An import places new dishes in the file's order, so the same menu makes the same file whichever
 * restaurant holds it (the round trip: export, import elsewhere, export again).
 */
import { LOCALES, type Locale } from '@maitre/shared/locales';
import type { ImportSheet } from '@maitre/shared/menu-transfer';
import type { CategoryResolver } from './categories.ts';
import { amountText, DISH_COLUMNS, defuseFormula, GROUP_COLUMNS, GROUP_LIST_SEPARATOR, keysText, SHEET_NAMES, yesNoText } from './format.ts';
import type { CurrentDish, CurrentGroup, CurrentMenu } from './plan.ts';

/** A cell to write: a text (defused against formulas when written), an amount in euros, or a count (null: empty). */
type Out = { text: string } | { amount: number } | { count: number | null };

const t = (text: string | null | undefined): Out => ({ text: text ?? '' });

export class OutTable {
  constructor(
    readonly kind: ImportSheet,
    private readonly header: readonly string[],
    private readonly rows: readonly Out[][],
  ) {}

  get sheetName(): string {
    return SHEET_NAMES[this.kind];
  }

  /** CSV cells: amounts with the file language's decimal mark, texts defused. */
  csvRows(locale: Locale): string[][] {
    return [
      [...this.header],
      ...this.rows.map((row) =>
        row.map((cell) => ('text' in cell ? defuseFormula(cell.text) : 'amount' in cell ? amountText(cell.amount, locale) : (cell.count?.toString() ?? ''))),
      ),
    ];
  }

  /** XLSX cells: amounts and counts as numbers, texts defused. */
  xlsxRows(): Array<Array<string | number>> {
    return [
      [...this.header],
      ...this.rows.map((row) => row.map((cell) => ('text' in cell ? defuseFormula(cell.text) : 'amount' in cell ? cell.amount : (cell.count ?? '')))),
    ];
  }

  /** Two decimals shown for the amount columns of the XLSX sheet. */
  get numberFormats(): Record<number, string> {
    const formats: Record<number, string> = {};
    this.rows[0]?.forEach((cell, index) => {
      if ('amount' in cell) formats[index] = '0.00';
    });
    if (this.rows.length === 0) {
      this.header.forEach((column, index) => {
        if (column === 'price' || column === 'price_delta') formats[index] = '0.00';
      });
    }
    return formats;
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A dish's row, in DISH_COLUMNS order. */
interface DishOut {
  ref: string;
  category: string;
  name: string;
  description: string;
  price: number;
  available: boolean;
  portionsPar: number | null;
  options: string[];
  allergens: readonly string[];
  traces: readonly string[];
  dietary: readonly string[];
  imageUrl: string | null;
  translations: Partial<Record<Locale, { name?: string; description?: string }>>;
}

function dishRow(dish: DishOut): Out[] {
  return [
    t(dish.ref),
    t(dish.category),
    t(dish.name),
    t(dish.description),
    { amount: dish.price },
    t(yesNoText(dish.available)),
    { count: dish.portionsPar },
    t(dish.options.join(GROUP_LIST_SEPARATOR)),
    t(keysText(dish.allergens)),
    t(keysText(dish.traces)),
    t(keysText(dish.dietary)),
    t(dish.imageUrl),
    ...LOCALES.flatMap((locale) => [t(dish.translations[locale]?.name), t(dish.translations[locale]?.description)]),
  ];
}

function groupRows(group: Pick<CurrentGroup, 'name' | 'translations' | 'selection' | 'min_choices' | 'max_choices' | 'options'>): Out[][] {
  return group.options.map((option) => [
    t(group.name),
    t(group.selection),
    { count: group.min_choices },
    { count: group.max_choices },
    t(option.name),
    { amount: option.price_delta },
    t(yesNoText(option.is_default)),
    t(yesNoText(option.is_available)),
    { count: option.portions_par },
    t(keysText(option.allergens)),
    t(keysText(option.traces)),
    ...LOCALES.map((locale) => t(group.translations[locale]?.name)),
    ...LOCALES.map((locale) => t(option.translations[locale]?.name)),
  ]);
}

/**
 * Dishes as the file lists them: as the menu orders them (its categories, then each one's dishes), then by name and
 * ref (then id, for dishes without one yet) where positions tie.
 */
export function inExportOrder(dishes: readonly CurrentDish[], categories: CategoryResolver): CurrentDish[] {
  const categoryIndex = (category: string) => {
    const index = (categories.names as readonly string[]).indexOf(category);
    return index < 0 ? categories.names.length : index;
  };
  return [...dishes].sort(
    (a, b) =>
      categoryIndex(a.category) - categoryIndex(b.category) ||
      a.position - b.position ||
      collator.compare(a.name, b.name) ||
      (a.ref ?? '').localeCompare(b.ref ?? '') ||
      a.id.localeCompare(b.id),
  );
}

/** The restaurant's menu as the two tables (every dish has a ref by now: the export gives one to those without). */
export function menuTables(menu: CurrentMenu, categories: CategoryResolver): OutTable[] {
  const groupName = new Map(menu.groups.map((group) => [group.id, group.name]));
  const dishes = inExportOrder(menu.dishes, categories);
  const groups = [...menu.groups].sort((a, b) => collator.compare(a.name, b.name) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return [
    new OutTable(
      'dishes',
      DISH_COLUMNS,
      dishes.map((dish) =>
        dishRow({
          ref: dish.ref ?? '',
          category: dish.category,
          name: dish.name,
          description: dish.description,
          price: dish.price,
          available: dish.is_available,
          portionsPar: dish.portions_par,
          options: dish.option_group_ids.map((id) => groupName.get(id) ?? ''),
          allergens: dish.allergens,
          traces: dish.traces,
          dietary: dish.dietary,
          imageUrl: dish.image_url,
          translations: dish.translations,
        }),
      ),
    ),
    new OutTable('option_groups', GROUP_COLUMNS, groups.flatMap(groupRows)),
  ];
}

/** The template: the column names, one example dish, and the Size group it offers (two options). */
export function exampleMenu(): OutTable[] {
  const size = {
    name: 'Size',
    translations: { fr: { name: 'Taille' }, de: { name: 'Größe' }, it: { name: 'Formato' }, es: { name: 'Tamaño' }, nl: { name: 'Formaat' } },
    selection: 'single' as const,
    min_choices: 1,
    max_choices: 1,
    options: [
      {
        id: '',
        name: 'Regular',
        translations: { fr: { name: 'Normale' }, de: { name: 'Normal' }, it: { name: 'Normale' }, es: { name: 'Normal' }, nl: { name: 'Normaal' } },
        price_delta: 0,
        is_default: true,
        is_available: true,
        portions_par: null,
        allergens: [],
        traces: [],
      },
      {
        id: '',
        name: 'Large',
        translations: { fr: { name: 'Grande' }, de: { name: 'Groß' }, it: { name: 'Grande' }, es: { name: 'Grande' }, nl: { name: 'Groot' } },
        price_delta: 3.5,
        is_default: false,
        is_available: true,
        portions_par: null,
        allergens: [],
        traces: [],
      },
    ],
  };
  const margherita = dishRow({
    ref: 'margherita',
    category: 'Main Course',
    name: 'Margherita',
    description: 'Tomato, mozzarella, basil',
    price: 9.5,
    available: true,
    portionsPar: null,
    options: ['Size'],
    allergens: ['gluten', 'milk'],
    traces: [],
    dietary: ['vegetarian'],
    imageUrl: null,
    translations: {
      fr: { description: 'Tomate, mozzarella, basilic' },
      de: { description: 'Tomate, Mozzarella, Basilikum' },
      it: { description: 'Pomodoro, mozzarella, basilico' },
      es: { description: 'Tomate, mozzarella, albahaca' },
      nl: { description: 'Tomaat, mozzarella, basilicum' },
    },
  });
  return [new OutTable('dishes', DISH_COLUMNS, [margherita]), new OutTable('option_groups', GROUP_COLUMNS, groupRows(size))];
}
