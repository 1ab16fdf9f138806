/** Every text of features/tables a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** Settings → Tables (issue 20, decision 0033): the dining room's tables and their QR cards. */
export const tablesTexts = defineTexts('tables.tablesTexts', {
  title: 'Tables',
  description: 'Guests at a table scan its card and order from their phone: the order shows the table, and they pay at the table. Print a card for each table.',
  loading: 'Loading the tables…',
  loadFailed: 'The tables could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No tables yet. Add the first one: its name or number as your staff calls it (“12”, “Terrace 3”).',
  newLabel: 'New table',
  add: 'Add table',
  adding: 'Adding…',
  label: (label: string) => `Name of table ${label}`,
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTable: (label: string) => `Delete table ${label}`,
  renameTable: (label: string) => `Rename table ${label}`,
  printCard: 'Print card',
  printCardOf: (label: string) => `Print the card of table ${label}`,
  printAll: 'Print table cards',
  moveUp: (label: string) => `Move table ${label} up`,
  moveDown: (label: string) => `Move table ${label} down`,
  added: (label: string) => `Table ${label} added`,
  renamed: (label: string) => `Table renamed to ${label}`,
  deleted: (label: string) => `Table ${label} deleted`,
  failed: 'The change could not be saved. Please try again.',
});
