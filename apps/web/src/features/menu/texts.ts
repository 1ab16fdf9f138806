/** Every text of features/menu a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** The menu page: title, allowance, empty states, the add and edit dialogs, the delete confirmation. */
export const menuPageTexts = defineTexts('menu.menuPageTexts', {
  title: 'Menu',
  itemCount: (count: number) => `${count} items`,
  allowance: (count: number, limit: number, planName: string | null) =>
    `${count} of ${limit} menu items on ${planName ? `the ${planName} plan` : 'the free allowance'}`,
  addItem: 'Add Item',
  addTitle: 'Add a menu item',
  adding: 'Adding…',
  loading: 'Loading the menu…',
  loadFailed: 'The menu could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No menu items yet. Add your first item to get started!',
  emptyCategory: (category: string) => `No items in ${category} category.`,
  confirmDelete: (name: string) => `Are you sure you want to delete "${name}"?`,
  editTitle: (name: string) => `Edit ${name}`,
  edit: 'Edit',
  saveChanges: 'Save changes',
  saving: 'Saving…',
});

/** The category filter (the chips follow the restaurant's own categories, issue 19). */
export const categoryFilterTexts = defineTexts('menu.categoryFilterTexts', {
  label: 'Filter by category',
  all: 'All',
});

/** One dish on the menu page. */
export const menuItemCardTexts = defineTexts('menu.menuItemCardTexts', {
  available: 'Available',
  unavailable: 'Unavailable',
  availableSwitch: (name: string) => `${name} available`,
  edit: 'Edit',
  editItem: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteItem: (name: string) => `Delete ${name}`,
  alsoIn: 'Also in',
  /** The names of the option groups the dish offers, listed. */
  options: (groups: string) => `Options: ${groups}`,
});

/**
 * The add and edit form. The price's messages are the shared schema's (the server says the same in English); the
 * other fields' messages come from @maitre/shared/menu as they are.
 */
export const menuItemFormTexts = defineTexts('menu.menuItemFormTexts', {
  name: 'Name',
  description: 'Description',
  price: 'Price (€)',
  category: 'Category',
  /** The category select before the restaurant's categories arrive: the server then uses its default (Main Course). */
  defaultCategory: 'Default category',
  imageUrl: 'Image URL',
  optional: '(optional)',
  priceRequired: 'Price is required',
  priceNotANumber: 'Price must be a number',
  priceNegative: 'Price cannot be negative',
  priceDecimals: 'Price can have at most two decimals',
  cost: 'Cost per portion (€)',
  costHint: 'What one portion costs you, for menu engineering in Analytics. Only owners and managers see it; guests never do.',
  costNotANumber: 'Cost must be a number',
  costNegative: 'Cost cannot be negative',
  costDecimals: 'Cost can have at most two decimals',
  saveFailed: 'Failed to save the menu item',
  seePlans: 'See plans',
  cancel: 'Cancel',
  translations: 'Translations',
  translationsFilled: (filled: number, total: number) => `(${filled} of ${total} languages)`,
  translationsHint: 'For guests who read another language. A field left empty shows the text above.',
  allergens: 'Allergens',
  dietary: 'Dietary marks',
});

/** The menu's screens (issue 19), as links under each one's title. */
export const menuSectionsTexts = defineTexts('menu.menuSectionsTexts', {
  label: 'Menu sections',
  dishes: 'Dishes',
  categories: 'Categories',
  optionGroups: 'Option groups',
  allergenChart: 'Allergen chart',
  importExport: 'Import and export',
});

/** The allergens of a dish or an option: for each of the 14, not in it, contains, or may contain (names are shipped). */
export const allergenFieldsTexts = defineTexts('menu.allergenFieldsTexts', {
  hint: 'For each of the 14 allergens the law names: does it contain it, or may it contain traces?',
  none: 'No',
  /** "Contains: Milk, Eggs." — the label is the shipped "Contains" or "May contain". */
  listed: (label: string, allergens: string) => `${label}: ${allergens}.`,
});

/** Which option groups a dish offers, in order (the dish's form). */
export const menuItemGroupsTexts = defineTexts('menu.menuItemGroupsTexts', {
  legend: 'Option groups',
  hint: 'The choices a guest makes for this dish (size, sauce, extras), in this order.',
  none: 'This dish offers no options.',
  unknownGroup: 'A deleted group',
  up: 'Up',
  down: 'Down',
  removeShort: 'Remove',
  moveUp: (group: string) => `Move ${group} up`,
  moveDown: (group: string) => `Move ${group} down`,
  remove: (group: string) => `Remove ${group}`,
  noGroupsYet: 'There are no option groups yet.',
  createGroups: 'Create option groups',
  addLabel: 'Option group to add',
  add: 'Add group',
});

/** The printable allergen chart (issue 19). */
export const allergenChartTexts = defineTexts('menu.allergenChartTexts', {
  title: 'Allergen chart',
  intro: 'What each dish contains (●) and may contain (○), as entered in its form and its options. Print it for your team or your guests.',
  /** The table's caption: the restaurant's name and today's date. */
  caption: (restaurant: string, date: string) => `Allergens at ${restaurant}, ${date}`,
  dish: 'Dish',
  dietary: 'Dietary marks',
  /** An option that adds allergens, on its own line under the dish. */
  optionRow: (dish: string, option: string) => `${dish} + ${option}`,
  print: 'Print',
  loading: 'Loading the allergen chart…',
  loadFailed: 'The allergen chart could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No dishes yet: the chart lists the dishes of the menu.',
});

/** Toasts of the menu's API calls (spec §8). */
export const menuToastTexts = defineTexts('menu.menuToastTexts', {
  added: 'Menu item added successfully!',
  addFailed: 'Failed to add menu item',
  deleted: 'Menu item deleted',
  deleteFailed: 'Failed to delete item',
  fetchFailed: 'Failed to fetch menu items',
  enabled: (name: string) => `${name} enabled`,
  disabled: (name: string) => `${name} disabled`,
  updated: 'Menu item updated',
  updateFailed: 'Failed to update item',
});
