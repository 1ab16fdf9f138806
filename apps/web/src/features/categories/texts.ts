/** Every text of features/categories a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, plural } from '@/lib/i18n';

/** The Categories page (issue 19): the menu's sections in order, each renamed, hidden, moved or deleted. */
export const categoriesPageTexts = defineTexts('categories.categoriesPageTexts', {
  title: 'Categories',
  intro:
    'The sections of your menu, in the order guests see them. Drag a category by its handle or use its arrows to move it. A hidden category’s dishes stay here but leave the order page.',
  addCategory: 'Add a category',
  addTitle: 'Add a category',
  adding: 'Adding…',
  editTitle: (name: string) => `Edit ${name}`,
  edit: 'Edit',
  editCategory: (name: string) => `Edit ${name}`,
  saveChanges: 'Save changes',
  saving: 'Saving…',
  loading: 'Loading the categories…',
  loadFailed: 'The categories could not be loaded.',
  tryAgain: 'Try again',
  listLabel: 'Categories in menu order',
  dishCount: (count: number) => plural(count, { one: '# dish', other: '# dishes' }),
  hiddenBadge: 'Hidden from the order page',
  hide: 'Hide',
  show: 'Show',
  hideCategory: (name: string) => `Hide ${name} from the order page`,
  showCategory: (name: string) => `Show ${name} on the order page`,
  delete: 'Delete',
  deleteCategory: (name: string) => `Delete ${name}`,
  /** The one category left cannot be deleted (the menu keeps at least one). */
  lastOne: 'A menu keeps at least one category.',
  readOnly: 'You can see the categories. Changing them is for the owner or a manager.',
});

/** The add and edit form of a category. */
export const categoryFormTexts = defineTexts('categories.categoryFormTexts', {
  name: 'Name',
  hidden: 'Hide from the order page',
  hiddenHint: 'Its dishes stay on your menu here; guests do not see them until you show it again.',
  translations: 'Translations',
  translationsHint: 'For guests who read another language. A field left empty shows the name above.',
  cancel: 'Cancel',
  saveFailed: 'The category could not be saved.',
});

/** Deleting a category: empty, at once; with dishes, the dialog asks where they go. */
export const deleteCategoryTexts = defineTexts('categories.deleteCategoryTexts', {
  title: (name: string) => `Delete ${name}?`,
  empty: 'No dish is in this category.',
  withDishes: (count: number) =>
    plural(count, {
      one: '# dish is in this category. Choose the category it moves to; it goes after the dishes already there.',
      other: '# dishes are in this category. Choose the category they move to; they go after the dishes already there, in their order.',
    }),
  moveTo: 'Move the dishes to',
  confirm: 'Delete category',
});

/** The order of a list, changed by dragging or by keyboard (reorderable-list.tsx). */
export const reorderTexts = defineTexts('categories.reorderTexts', {
  /** The drag handle's name; it also takes the arrow keys. */
  handle: (name: string) => `Reorder ${name}: drag it, or use the arrow keys`,
  /** What a screen reader calls the handle instead of "button". */
  handleRole: 'drag handle',
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  /** Said after each move: the entry and its new place. */
  moved: (name: string, position: number, total: number) => `${name}: ${position} of ${total}`,
});

/** The dashboard's menu, by category (the menu page): each category's dishes, in order. */
export const menuOrderTexts = defineTexts('categories.menuOrderTexts', {
  /** Names a category's list of dishes for screen readers. */
  dishesIn: (category: string) => `Dishes in ${category}`,
});

/** Toasts of the categories' API calls. */
export const categoryToastTexts = defineTexts('categories.categoryToastTexts', {
  added: 'Category added',
  updated: 'Category updated',
  hidden: (name: string) => `${name} is hidden from the order page`,
  shown: (name: string) => `${name} is on the order page again`,
  deleted: 'Category deleted',
  saveFailed: 'Failed to save the category',
  deleteFailed: 'Failed to delete the category',
  reorderFailed: 'The new order could not be saved',
  fetchFailed: 'Failed to fetch the categories',
});
