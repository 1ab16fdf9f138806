/**
 * The activity log's sentences (the Staff page's "What Léa did", describe-activity.ts), in English; the translations
 * are the `activityTexts` of texts.<locale>.ts beside it (decision 0023). A file of its own: only the Staff page reads
 * them, and texts.ts is in every dashboard page's first load.
 */
import type { OrderStatus } from '@maitre/shared/order-status';
import type { Role } from '@maitre/shared/team';
import { defineTexts, plural } from '@/lib/i18n';

/** " (Size)" after an option's name, or nothing when the entry names no group. */
const inGroup = (group: string | null) => (group === null ? '' : ` (${group})`);

/**
 * The activity log, one sentence per entry, whose subject is the member (the list is theirs): describe-activity.ts
 * picks the sentence. `null` stands for a name, email or dish the entry does not carry.
 */
export const activityTexts = defineTexts('team.activityTexts', {
  orderCreated: (order: string, total: string | null) => (total === null ? `Took order #${order}` : `Took order #${order} (${total})`),
  orderStatusChanged: (order: string, from: string, to: string) => `Changed order #${order} from ${from} to ${to}`,
  menuItemCreated: (dish: string | null) => `Added ${dish ?? 'a dish'} to the menu`,
  menuItemUpdated: (dish: string | null, fields: string | null) => (fields === null ? `Edited ${dish ?? 'a dish'}` : `Edited ${dish ?? 'a dish'} (${fields})`),
  menuItemSwitchedOff: (dish: string | null) => `Switched ${dish ?? 'a dish'} off`,
  menuItemSwitchedOn: (dish: string | null) => `Switched ${dish ?? 'a dish'} on`,
  menuItemDeleted: (dish: string | null) => `Deleted ${dish ?? 'a dish'} from the menu`,
  /** An option group's changes (issue 19); an option is named with its group: "Large (Size)". */
  optionGroupCreated: (group: string | null) => (group === null ? 'Added an option group' : `Added the option group ${group}`),
  optionGroupUpdated: (group: string | null) => (group === null ? 'Edited an option group' : `Edited the option group ${group}`),
  optionGroupDeleted: (group: string | null) => (group === null ? 'Deleted an option group' : `Deleted the option group ${group}`),
  optionSoldOut: (option: string | null, group: string | null) => `Marked ${option ?? 'an option'}${inGroup(group)} sold out`,
  optionBackOn: (option: string | null, group: string | null) => `Put ${option ?? 'an option'}${inGroup(group)} back on sale`,
  /** Sold-out counts (decision 0027): what is left today, and the number each day starts with. */
  portionsSet: (dish: string | null, left: number, par: number | null) =>
    `Set ${dish ?? 'a dish'} to ${left} left${par === null ? '' : `, starting each day at ${par}`}`,
  portionsStopped: (dish: string | null) => `Stopped counting ${dish ?? 'a dish'}`,
  optionPortionsSet: (option: string | null, group: string | null, left: number, par: number | null) =>
    `Set ${option ?? 'an option'}${inGroup(group)} to ${left} left${par === null ? '' : `, starting each day at ${par}`}`,
  optionPortionsStopped: (option: string | null, group: string | null) => `Stopped counting ${option ?? 'an option'}${inGroup(group)}`,
  portionsReset: 'Reset the counts',
  /** The menu's categories and order (issue 19); `null` stands for a name the entry does not carry. */
  categoryCreated: (name: string | null) => (name === null ? 'Added a category' : `Added the category ${name}`),
  categoryRenamed: (from: string | null, to: string | null) => `Renamed the category ${from ?? 'without a name'} to ${to ?? 'another name'}`,
  /** Only its names in other languages changed. */
  categoryTranslated: (name: string | null) => `Edited the translations of the category ${name ?? 'without a name'}`,
  categoryHidden: (name: string | null) => `Hid the category ${name ?? 'without a name'} from the order page`,
  categoryShown: (name: string | null) => `Showed the category ${name ?? 'without a name'} on the order page again`,
  /** `movedTo`: where its dishes went (null: it held none). */
  categoryDeleted: (name: string | null, movedTo: string | null, dishes: number) =>
    movedTo === null
      ? `Deleted the category ${name ?? 'without a name'}`
      : `Deleted the category ${name ?? 'without a name'} and moved its ${plural(dishes, { one: 'dish', other: '# dishes' })} to ${movedTo}`,
  categoriesReordered: 'Changed the order of the menu’s categories',
  dishesReordered: (name: string | null) => `Changed the order of the dishes in ${name ?? 'a category'}`,
  tableCreated: (label: string | null) => `Added the table ${label ?? 'without a name'}`,
  tableRenamed: (from: string | null, to: string | null) => `Renamed the table ${from ?? 'without a name'} to ${to ?? 'another name'}`,
  tableDeleted: (label: string | null) => `Deleted the table ${label ?? 'without a name'}`,
  tablesReordered: 'Changed the order of the tables',
  /** A menu file imported (issue 19): dishes created and updated, option groups created or updated. */
  menuImported: (created: number, updated: number, groups: number) =>
    `Imported the menu: ${plural(created, { one: '# dish created', other: '# dishes created' })}, ${updated} updated${
      groups > 0 ? ` (${plural(groups, { one: '# option group', other: '# option groups' })})` : ''
    }`,
  invitationSent: (email: string | null, role: string) => `Invited ${email ?? 'someone'} as ${role}`,
  invitationResent: (email: string | null) => `Sent the invitation to ${email ?? 'someone'} again`,
  invitationRevoked: (email: string | null) => `Revoked the invitation to ${email ?? 'someone'}`,
  memberJoined: (role: string) => `Joined the team as ${role}`,
  memberRoleChanged: (name: string | null, from: string, to: string) => `Changed ${name ?? 'a member'}'s role from ${from} to ${to}`,
  memberRemoved: (name: string | null) => `Removed ${name ?? 'a member'} from the team`,
  memberLeft: 'Left the restaurant',
  ownershipTransferred: (from: string | null, to: string | null) => `Handed ownership from ${from ?? 'the owner'} to ${to ?? 'a manager'}`,
  twoFactorRequired: 'Required two-factor sign-in for managers',
  twoFactorNotRequired: 'Stopped requiring two-factor sign-in for managers',
  /** The order page's privacy notice and/or imprint (decision 0034). */
  legalUpdated: (privacy: boolean, imprint: boolean): string =>
    privacy && imprint ? 'Changed the privacy notice and the imprint' : imprint ? 'Changed the imprint' : 'Changed the privacy notice',
  /** Screens and printers (decision 0036): `device` is the kind and name, from `device` below ("the kitchen display Pass"). */
  deviceAdded: (device: string) => `Added ${device} and made its pairing code`,
  deviceCodeRenewed: (device: string) => `Made a new pairing code for ${device}`,
  deviceRevoked: (device: string) => `Revoked ${device}`,
  device: (kind: 'kitchen_display' | 'ready_board' | 'printer' | 'print_bridge' | null, name: string | null) =>
    `${{ kitchen_display: 'the kitchen display', ready_board: 'the ready board', printer: 'the printer', print_bridge: 'the print bridge' }[kind ?? 'kitchen_display']} ${name ?? 'without a name'}`,
  /** The kitchen's stations and routing (decision 0037). */
  stationCreated: (name: string | null) => `Added the station ${name ?? 'without a name'}`,
  stationRenamed: (from: string | null, to: string | null) => `Renamed the station ${from ?? 'without a name'} to ${to ?? 'another name'}`,
  stationDeleted: (name: string | null) => `Deleted the station ${name ?? 'without a name'}`,
  stationsReordered: 'Changed the order of the kitchen stations',
  kitchenRoutingChanged: 'Changed which station makes which dishes',
  kitchenColoursChanged: (warn: number, late: number) => `Set the kitchen tickets to turn amber after ${warn} min and red after ${late} min`,
  /** Printers (decision 0038); `fields` from `printerFields` below, joined with commas. */
  printerAdded: (name: string | null) => `Added the printer ${name ?? 'without a name'}`,
  printerUpdated: (name: string | null, fields: string | null) =>
    fields === null ? `Changed the printer ${name ?? 'without a name'}` : `Changed the printer ${name ?? 'without a name'} (${fields})`,
  printerRemoved: (name: string | null) => `Removed the printer ${name ?? 'without a name'}`,
  orderPrinted: (order: string, copy: boolean) => (copy ? `Reprinted order #${order}` : `Printed order #${order}`),
  printerFields: {
    name: 'name',
    stations: 'stations',
    prints_receipts: 'receipts',
    copies: 'copies',
    auto_print: 'printing by itself',
    paper_width: 'paper width',
    host: 'address',
    port: 'port',
  },
  /** A role inside a sentence ("Joined the team as front of house"). */
  roles: { owner: 'owner', manager: 'manager', front_of_house: 'front of house', kitchen: 'kitchen' } satisfies Record<Role, string>,
  /** An order status inside a sentence ("from pending to preparing"). */
  statuses: {
    pending: 'pending',
    confirmed: 'confirmed',
    preparing: 'preparing',
    ready: 'ready',
    delivered: 'delivered',
    cancelled: 'cancelled',
  } satisfies Record<OrderStatus, string>,
  /** A dish's fields, in "Edited Onion soup (price, picture)". */
  fields: {
    name: 'name',
    description: 'description',
    price: 'price',
    category: 'category',
    image_url: 'picture',
    is_available: 'availability',
    translations: 'translations',
    allergens: 'allergens',
    traces: 'may contain',
    dietary: 'dietary marks',
    option_group_ids: 'option groups',
  },
});
