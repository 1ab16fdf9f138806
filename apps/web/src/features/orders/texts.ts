/** Every text of features/orders a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, plural } from '@/lib/i18n';

/** The order statuses, keyed by their code (ORDER_STATUSES), for chips, selects and badges. */
export const orderStatusTexts = defineTexts('orders.orderStatusTexts', {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
});

export const statusFilterTexts = defineTexts('orders.statusFilterTexts', {
  label: 'Filter by status',
  all: 'All',
});

/** The orders page: title, count, empty states, paging and what a screen reader hears when the list changes. */
export const ordersPageTexts = defineTexts('orders.ordersPageTexts', {
  title: 'Orders',
  count: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
  newOrder: 'New order',
  loading: 'Loading orders…',
  loadFailed: 'The orders could not be loaded.',
  tryAgain: 'Try again',
  /** `status` is the status's label ("Pending"). */
  emptyStatus: (status: string) => `No orders with ${status.toLowerCase()} status.`,
  empty: 'No orders yet. Orders will appear here once customers start placing them.',
  loadingMore: 'Loading…',
  loadMore: 'Load more orders',
  loadedMore: (count: number) => (count === 1 ? '1 more order loaded.' : `${count} more orders loaded.`),
  /** `next` and `previous` are status labels. */
  leftList: (number: string, next: string, previous: string) => `Order #${number} is now ${next} and left the ${previous} list.`,
  loadingMenu: 'Loading the menu…',
});

/** One order on the orders page, and the moments of the order lists. */
export const orderCardTexts = defineTexts('orders.orderCardTexts', {
  order: (number: string) => `Order #${number}`,
  statusOf: (number: string) => `Status of order #${number}`,
  each: (price: string) => `${price} each`,
  /** A line's allergens (issue 19): "Contains: Milk, Eggs." — the label is the shipped "Contains" or "May contain". */
  allergens: (label: string, allergens: string) => `${label}: ${allergens}.`,
  total: 'Total',
  details: 'Details',
});

/** The phone or counter order form. */
export const newOrderFormTexts = defineTexts('orders.newOrderFormTexts', {
  hiddenFromGuests: 'Hidden from guests',
  customer: 'Customer',
  customerName: 'Customer name',
  phone: 'Phone',
  email: 'Email',
  optional: '(optional)',
  table: 'Table',
  noTable: 'None (pickup or counter)',
  items: 'Items',
  noItems: 'No available menu items.',
  noItemsLink: 'Add or enable items on the menu',
  /** Follows the link, with its space. */
  noItemsAfter: ' first.',
  quantity: ' quantity',
  oneLess: (name: string) => `One less ${name}`,
  oneMore: (name: string) => `One more ${name}`,
  /** A dish with options (issue 19): its button opens the option chooser; its name starts with what it shows. */
  chooseOptions: 'Choose options',
  addWithOptions: (name: string) => `Choose options for ${name}`,
  optionsFor: (name: string) => `Options for ${name}`,
  /** Names one line of a dish with options, for its buttons: "Pizza (40 cm; Olives)". */
  lineLabel: (name: string, options: string) => `${name} (${options})`,
  lineQuantity: (line: string) => `Quantity of ${line}`,
  wholeNumber: (max: number) => `Enter a whole number from 0 to ${max}`,
  fixQuantities: 'Correct the quantities marked above',
  notes: 'Notes',
  addItem: 'Add at least one item',
  createFailed: 'Failed to create order',
  total: 'Total',
  cancel: 'Cancel',
  placing: 'Placing…',
  placeOrder: 'Place order',
});

/** Toasts of the orders' API calls (spec §8). */
export const orderToastTexts = defineTexts('orders.orderToastTexts', {
  created: 'Order created',
  createFailed: 'Failed to create order',
  fetchFailed: 'Failed to fetch orders',
  statusUpdated: 'Order status updated',
  statusUpdateFailed: 'Failed to update order status',
});

/** The orders page's two views: the service board (orders on their way) and the spec's list of every order. */
export const ordersViewTexts = defineTexts('orders.ordersViewTexts', {
  label: 'View',
  active: 'Active',
  all: 'All orders',
});

/** The service board (Active view): three columns, one next-step button per card. */
export const serviceBoardTexts = defineTexts('orders.serviceBoardTexts', {
  columns: {
    new: 'New',
    preparing: 'In preparation',
    ready: 'Ready',
  },
  next: {
    pending: 'Accept',
    confirmed: 'Start preparing',
    preparing: 'Mark ready',
    ready: 'Hand over',
  },
  source: {
    dashboard: 'Phone / counter',
    online: 'Online',
  },
  table: (label: string) => `Table ${label}`,
  toTable: 'To the table',
  card: (number: string) => `Order #${number}`,
  elapsed: (minutes: number) => `${minutes} min ago`,
  pickupAt: (time: string) => `Pickup ${time}`,
  asap: 'As soon as possible',
  items: (count: number) => plural(count, { one: '# item', other: '# items' }),
  accepted: 'accepted',
  new: 'New',
  details: 'Details',
  emptyColumn: 'Nothing here',
  empty: 'No order on its way. New orders appear here as they arrive.',
});

/** Search and dates on the list of every order (GET /api/orders q, from, to). */
export const orderSearchTexts = defineTexts('orders.orderSearchTexts', {
  search: 'Search orders',
  placeholder: 'Number, name or phone',
  from: 'From',
  to: 'To',
  clear: 'Clear search',
  noMatch: 'No orders match this search.',
});

/** The order detail drawer: lines, notes, contact, history from the activity log, the printed ticket. */
export const orderDetailTexts = defineTexts('orders.orderDetailTexts', {
  title: (number: string) => `Order #${number}`,
  placed: 'Placed',
  source: 'Source',
  pickup: 'Pickup',
  table: 'Table',
  contact: 'Guest contact',
  items: 'Items',
  notes: 'Notes',
  history: 'History',
  historyLoading: 'Loading the history…',
  historyFailed: 'The history could not be loaded.',
  created: (actor: string) => `${actor} took the order`,
  placedOnline: 'The guest ordered online',
  changed: (actor: string, from: string, to: string) => `${actor}: ${from} → ${to}`,
  /** The order printed from its detail (decision 0038): a reprint says so. */
  printed: (actor: string, copy: boolean) => (copy ? `${actor} reprinted the tickets` : `${actor} printed the tickets`),
  someone: 'A former member',
  print: 'Print ticket',
});

/** The accept step on a pending order's card (issue 20): a ready time (±5 minutes), accept, or reject with a reason. */
export const acceptOrderTexts = defineTexts('orders.acceptOrderTexts', {
  group: (number: string) => `Accept or reject order ${number}`,
  readyIn: 'Ready in',
  minutes: (minutes: number) => `${minutes} min`,
  /** The buttons that move the ready time (their visible text is their name). */
  earlier: '−5 min',
  later: '+5 min',
  /** `time` is the ready time in the restaurant's zone ("19:40"). */
  accept: (time: string) => `Accept · ready at ${time}`,
  accepting: 'Accepting…',
  reject: 'Reject',
  reason: 'Reason for the guest',
  reasonHint: 'The guest reads it on their order page and in their mail.',
  confirmReject: 'Reject order',
  rejecting: 'Rejecting…',
  keep: 'Keep',
  accepted: 'Order accepted',
  acceptFailed: 'Failed to accept the order',
  rejected: 'Order rejected',
  rejectFailed: 'Failed to reject the order',
  /** On a card once accepted: "Ready at 19:40". */
  readyAt: (time: string) => `Ready at ${time}`,
  /** On a rejected order's card. */
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  /** The short number of the business day ("#12"), for screen readers beside the id. */
  dayNumber: (number: string) => `Number of the day ${number}`,
});

/** The status select (any status to any other): the arrow keys move through the statuses, Enter applies. */
export const statusSelectTexts = defineTexts('orders.statusSelectTexts', {
  hint: 'Choose a status, then press Enter to apply it.',
});

/** Settings › Online ordering: how online orders are accepted (issue 20). */
export const acceptSettingsTexts = defineTexts('orders.acceptSettingsTexts', {
  title: 'Accepting orders',
  autoAccept: 'Accept online orders automatically',
  /** `minutes`: the preparation time. */
  autoAcceptHint: (minutes: number) => `Each online order is accepted as it arrives, ready ${minutes} minutes later.`,
  realert: 'Alert again after (minutes)',
  realertRange: 'Enter a whole number of minutes from 1 to 60',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Settings saved',
  saveFailed: 'Failed to save the settings',
});
