/** Every text of features/storefront a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, money, plural } from '@/lib/i18n';

/** The guest's menu (/r/{slug}): loading, the restaurant's header, the dishes by category, the bar to the cart. */
export const menuPageTexts = defineTexts('storefront.menuPageTexts', {
  documentTitle: (restaurant: string) => `${restaurant} — order online`,
  loading: 'Loading the menu…',
  restaurantNotFound: 'We could not find this restaurant. Check the link you were given.',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
  orderOnline: 'Order online',
  menu: 'Menu',
  empty: 'This restaurant has nothing on its online menu right now.',
  addToCart: (item: string) => `Add ${item} to cart`,
  add: 'Add',
  /** The allergen filter (issue 19): the guest ticks allergens, the dishes that contain any of them are hidden. */
  hideContaining: 'Hide dishes containing…',
  hiddenCount: (count: number) => plural(count, { one: '# dish hidden', other: '# dishes hidden' }),
  showAll: 'Show all dishes',
  allHidden: 'Every dish contains something you chose to hide.',
  chooseFor: (item: string) => `Choose for ${item}`,
  /** Sold-out counts (decision 0027): a dish counted down to 0, and one of which few are left (5 or fewer). */
  soldOut: 'Sold out',
  left: (count: number) => `${count} left`,
  viewOrder: (count: number) => `View your order · ${plural(count, { one: '# item', other: '# items' })}`,
});

/** The guest's cart and the order form beside the menu. */
export const cartTexts = defineTexts('storefront.cartTexts', {
  heading: 'Your order',
  empty: 'Your cart is empty. Add something from the menu.',
  noLongerAvailable: 'No longer available',
  /** Stands for an item's name when the item left the menu. */
  item: 'item',
  quantityOf: (item: string) => `Quantity of ${item}`,
  removeFromCart: (item: string) => `Remove ${item} from cart`,
  remove: 'Remove',
  changeChoices: 'Change',
  changeChoicesFor: (item: string) => `Change the choices for ${item}`,
  total: 'Total',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  contactHint: 'A phone number or an email, so the restaurant can reach you.',
  notes: 'Notes',
  optional: '(optional)',
  /** The honeypot's label: hidden from people, read by naive bots. */
  leaveEmpty: 'Leave this field empty',
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** A line's price per item when its choices change it. */
  each: (price: number) => `${money(price)} each`,
  /** A line whose choices cannot be ordered any more (issue 19). */
  soldOut: (option: string) => `${option} is sold out now: remove this line and choose again.`,
  /** A line of a dish that sold out, or of which fewer are left than the line asks (decision 0027). */
  itemSoldOut: 'Sold out now: remove this line.',
  onlyLeft: (count: number) => `Only ${count} left: lower the quantity.`,
  choicesChanged: 'These choices are no longer offered: remove this line and choose again.',
  fixLines: 'Change or remove the lines marked in your order first.',
  placing: 'Placing order…',
  placeOrder: (total: number) => `Place order · ${money(total)}`,
});

/** The guest's order after it is placed (/r/{slug}/orders/{id}): thanks, live status, the lines. */
export const orderPageTexts = defineTexts('storefront.orderPageTexts', {
  notFound: 'We could not find this order.',
  loading: 'Loading your order…',
  thankYou: (firstName: string) => `Thank you, ${firstName}!`,
  orderNumber: 'Order number',
  status: 'Status',
  /** The order's status as the guest reads it, by status code. */
  statuses: {
    pending: 'Received',
    confirmed: 'Confirmed',
    preparing: 'Preparing',
    ready: 'Ready',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  cancelled: 'The restaurant cancelled this order. Please contact them if you have questions.',
  items: 'Your items',
  total: 'Total',
});

/** A link that leads nowhere on the guest's side. */
export const notFoundTexts = defineTexts('storefront.notFoundTexts', {
  title: 'Not found',
  page: 'We could not find this page.',
});

/** The guest's language picker; each language is offered under its own name (LOCALE_NAMES). */
export const languageTexts = defineTexts('storefront.languageTexts', {
  label: 'Language',
});

/** The dashboard's card for the public order page: its link, QR code and poster. */
export const orderPageCardTexts = defineTexts('storefront.orderPageCardTexts', {
  copied: 'Link copied',
  copyFailed: 'Could not copy the link; select it and copy it by hand',
  qrCode: (url: string) => `QR code for ${url}`,
  intro: 'Guests order here, commission-free; new orders appear in Orders at once.',
  open: 'Open order page',
  copy: 'Copy link',
  printPoster: 'Print QR poster',
});

/** Settings: the order page's address. */
export const slugFormTexts = defineTexts('storefront.slugFormTexts', {
  label: 'Order page address',
  hint: (address: string) => `${address} — old addresses keep working`,
  save: 'Save address',
  failed: 'Could not change the address',
  updated: 'Order page address updated',
});

/** The guest's order page once the restaurant answered (issue 20): the number of the day, the ready time, a rejection. */
export const orderAnswerTexts = defineTexts('storefront.orderAnswerTexts', {
  /** Above the short number of the day ("#12"), which the counter calls out. */
  dayNumber: 'Your number',
  /** `time` in the restaurant's zone ("19:40"). */
  acceptedReadyAt: (time: string) => `Accepted · ready at ${time}`,
  waiting: 'Waiting for the restaurant to accept your order…',
  rejected: 'The restaurant could not accept this order.',
  reason: (reason: string) => `Reason: ${reason}`,
});

/** The restaurant's clock on the order page (issue 20): closed, paused, the pickup time, the restaurant's details. */
export const serviceTexts = defineTexts('storefront.serviceTexts', {
  /** `when`: "Tue 11:30" in the guest's language. */
  closedOpens: (when: string) => `Closed · opens ${when}`,
  closed: 'Closed',
  closedSchedule: 'You can still order now for a later pickup time.',
  paused: 'Online orders are paused',
  pausedUntil: (time: string) => `Online orders are paused until ${time}`,
  pickup: 'Pickup',
  asap: (minutes: number) => `As soon as possible (about ${minutes} min)`,
  later: 'Choose a pickup time',
  pickupTime: 'Pickup time',
  notTaking: 'The restaurant is not taking orders right now.',
  payAtPickup: 'Pay at pickup',
  table: (label: string) => `Table ${label}`,
  payAtTable: 'Pay at the table',
  pickupInstead: 'Order for pickup instead',
  unknownTable: "This table isn't known here. Ask a member of staff, or order for pickup.",
  about: 'The restaurant',
  address: 'Address',
  phone: 'Phone',
  hours: 'Opening hours',
  openAllHours: 'Open at all hours',
  closedDay: 'Closed',
  specialDays: 'Closed days and special hours',
});
