/** Every text of features/option-groups a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** The Option groups page (issue 19): title, states, the add and edit dialogs, the delete confirmation. */
export const optionGroupsPageTexts = defineTexts('option-groups.optionGroupsPageTexts', {
  title: 'Option groups',
  intro: 'Sizes, choices and extras a guest picks for a dish. Make a group once, then offer it in as many dishes as you like.',
  addGroup: 'Add a group',
  addTitle: 'Add an option group',
  adding: 'Adding…',
  editTitle: (name: string) => `Edit ${name}`,
  edit: 'Edit',
  saveChanges: 'Save changes',
  saving: 'Saving…',
  loading: 'Loading the option groups…',
  loadFailed: 'The option groups could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No option groups yet. Add one, then choose it in a dish’s form.',
  deleteTitle: (name: string) => `Delete ${name}?`,
  /** How many dishes offer the group: they stop offering it. */
  deleteBody: (count: number) =>
    count === 0
      ? 'No dish offers this group.'
      : count === 1
        ? '1 dish offers this group and will no longer offer it.'
        : `${count} dishes offer this group and will no longer offer it.`,
  deleteConfirm: 'Delete group',
  availabilityOnly: 'You can mark options sold out and back on. Adding and editing groups is for the owner or a manager.',
  readOnly: 'You can see the option groups. Changing them is for the owner, a manager or front of house (sold out).',
});

/** One group in the list. */
export const optionGroupCardTexts = defineTexts('option-groups.optionGroupCardTexts', {
  single: 'One choice',
  multiple: 'Several choices',
  required: 'Required',
  optional: 'Optional',
  between: (min: number, max: number) => `Choose ${min} to ${max}`,
  atLeast: (min: number) => `At least ${min}`,
  upTo: (max: number) => `Up to ${max}`,
  /** A price change, the amount already formatted: "+1,50 €". */
  priceUp: (amount: string) => `+${amount}`,
  /** A price cut, the amount (without sign) already formatted: "−0,50 €". */
  priceDown: (amount: string) => `−${amount}`,
  preselected: 'Preselected',
  available: 'Available',
  soldOut: 'Sold out',
  availableSwitch: (name: string) => `${name} available`,
  usedBy: (dishes: string) => `Offered by: ${dishes}`,
  usedByNone: 'No dish offers it yet.',
  edit: 'Edit',
  editGroup: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteGroup: (name: string) => `Delete ${name}`,
});

/** The add and edit form of a group; the checks' messages come from @maitre/shared/options as they are. */
export const optionGroupFormTexts = defineTexts('option-groups.optionGroupFormTexts', {
  name: 'Name',
  nameHint: 'What the guest reads above the choices, e.g. Size, Sauce, Extras.',
  selection: 'Guests choose',
  single: 'One option',
  multiple: 'Several options',
  required: 'Required: the guest must choose one',
  minimum: 'At least',
  minimumHint: '0 makes the group optional.',
  maximum: 'At most',
  maximumHint: 'Empty: no limit.',
  options: 'Options',
  option: (position: number, name: string) => (name ? `Option ${position}: ${name}` : `Option ${position}`),
  optionName: 'Name',
  priceDelta: 'Price change (€)',
  priceDeltaHint: 'Added to the dish’s price; a minus sign makes it cheaper.',
  preselected: 'Preselected',
  available: 'Available',
  up: 'Up',
  down: 'Down',
  removeShort: 'Remove',
  moveUp: (position: number) => `Move option ${position} up`,
  moveDown: (position: number) => `Move option ${position} down`,
  remove: (position: number) => `Remove option ${position}`,
  addOption: 'Add an option',
  details: 'Allergens and translations',
  allergens: 'Allergens of this option',
  translations: 'Translations',
  translationsHint: 'The name for guests who read another language. Left empty, they read the name above.',
  limitNote: 'Your plan’s menu-item limit counts dishes only: options and groups are not counted.',
  saveFailed: 'Failed to save the option group',
  cancel: 'Cancel',
});

/** Toasts of the option groups' API calls. */
export const optionGroupToastTexts = defineTexts('option-groups.optionGroupToastTexts', {
  added: 'Option group added',
  updated: 'Option group updated',
  saveFailed: 'Failed to save the option group',
  deleted: 'Option group deleted',
  deleteFailed: 'Failed to delete the option group',
  fetchFailed: 'Failed to fetch the option groups',
  soldOut: (name: string) => `${name} sold out`,
  backOn: (name: string) => `${name} available again`,
  availabilityFailed: 'Failed to change the option',
});
