/** What one activity entry says, as a sentence whose subject is the member (the list is theirs), in the active language. */
import { orderNumber } from '@maitre/shared/order-status';
import type { ActivityEntry } from '@maitre/shared/staff';
import { money } from '@/lib/i18n';
import { activityTexts } from './activity-texts';

/** A name, email or number the entry carries, or null when it does not. */
const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** A code in a sentence: its words in the active language, else the code as the server wrote it (lower case). */
function wordOf(words: Record<string, string>, value: unknown): string {
  const code = text(value) ?? '';
  return Object.hasOwn(words, code) ? (words[code] as string) : code.toLowerCase();
}

const role = (value: unknown) => wordOf(activityTexts.roles, value);
const DEVICE_KINDS = ['kitchen_display', 'ready_board', 'printer', 'print_bridge'] as const;
/** "the kitchen display Pass": the entry's kind (a kitchen display when it names none it knows) and name. */
const device = (details: ActivityEntry['details']) => activityTexts.device(DEVICE_KINDS.find((kind) => kind === details.kind) ?? null, text(details.name));
const status = (value: unknown) => wordOf(activityTexts.statuses, value);

export function describeActivity(entry: ActivityEntry): string {
  const details = entry.details;
  const order = orderNumber(entry.subject_id);
  const name = text(details.name);
  switch (entry.action) {
    case 'order.created':
      return activityTexts.orderCreated(order, typeof details.total === 'number' ? money(details.total) : null);
    case 'order.status_changed':
      return activityTexts.orderStatusChanged(order, status(details.from), status(details.to));
    case 'menu_item.created':
      return activityTexts.menuItemCreated(name);
    case 'menu_item.updated': {
      const changes = details.changes && typeof details.changes === 'object' ? Object.keys(details.changes) : [];
      const fields = changes.map((field) => (Object.hasOwn(activityTexts.fields, field) ? wordOf(activityTexts.fields, field) : field.replaceAll('_', ' ')));
      return activityTexts.menuItemUpdated(name, fields.length > 0 ? fields.join(', ') : null);
    }
    case 'menu_item.availability_changed':
      return details.available === false ? activityTexts.menuItemSwitchedOff(name) : activityTexts.menuItemSwitchedOn(name);
    case 'menu_item.deleted':
      return activityTexts.menuItemDeleted(name);
    case 'option_group.created':
      return activityTexts.optionGroupCreated(text(details.name));
    case 'option_group.updated':
      return activityTexts.optionGroupUpdated(text(details.name));
    case 'option_group.deleted':
      return activityTexts.optionGroupDeleted(text(details.name));
    case 'option.availability_changed':
      return details.available === false
        ? activityTexts.optionSoldOut(text(details.name), text(details.group))
        : activityTexts.optionBackOn(text(details.name), text(details.group));
    case 'menu_item.portions_changed':
      return typeof details.left === 'number'
        ? activityTexts.portionsSet(name, details.left, typeof details.par === 'number' ? details.par : null)
        : activityTexts.portionsStopped(name);
    case 'option.portions_changed':
      return typeof details.left === 'number'
        ? activityTexts.optionPortionsSet(text(details.name), text(details.group), details.left, typeof details.par === 'number' ? details.par : null)
        : activityTexts.optionPortionsStopped(text(details.name), text(details.group));
    case 'portions.reset':
      return activityTexts.portionsReset;
    case 'category.created':
      return activityTexts.categoryCreated(text(details.name));
    case 'category.renamed':
      return details.from === details.to
        ? activityTexts.categoryTranslated(text(details.to))
        : activityTexts.categoryRenamed(text(details.from), text(details.to));
    case 'category.hidden':
      return details.hidden === false ? activityTexts.categoryShown(text(details.name)) : activityTexts.categoryHidden(text(details.name));
    case 'category.deleted':
      return activityTexts.categoryDeleted(text(details.name), text(details.moved_to), typeof details.dishes === 'number' ? details.dishes : 0);
    case 'category.reordered':
      return activityTexts.categoriesReordered;
    case 'category.dishes_reordered':
      return activityTexts.dishesReordered(text(details.name));
    case 'table.created':
      return activityTexts.tableCreated(text(details.label));
    case 'table.renamed':
      return activityTexts.tableRenamed(text(details.from), text(details.to));
    case 'table.deleted':
      return activityTexts.tableDeleted(text(details.label));
    case 'table.reordered':
      return activityTexts.tablesReordered;
    case 'menu.imported': {
      const count = (value: unknown) => (typeof value === 'number' ? value : 0);
      return activityTexts.menuImported(count(details.created), count(details.updated), count(details.groups_created) + count(details.groups_updated));
    }
    case 'invitation.sent':
      return activityTexts.invitationSent(text(details.email), role(details.role));
    case 'invitation.resent':
      return activityTexts.invitationResent(text(details.email));
    case 'invitation.revoked':
      return activityTexts.invitationRevoked(text(details.email));
    case 'member.joined':
      return activityTexts.memberJoined(role(details.role));
    case 'member.role_changed':
      return activityTexts.memberRoleChanged(text(details.name), role(details.from), role(details.to));
    case 'member.removed':
      return activityTexts.memberRemoved(text(details.name));
    case 'member.left':
      return activityTexts.memberLeft;
    case 'ownership.transferred':
      return activityTexts.ownershipTransferred(text(details.from_name), text(details.to_name));
    case 'restaurant.two_factor_rule_changed':
      return details.managers_need_two_factor ? activityTexts.twoFactorRequired : activityTexts.twoFactorNotRequired;
    case 'legal.updated': {
      const changed = Array.isArray(details.changed) ? details.changed : [];
      return activityTexts.legalUpdated(changed.includes('privacy_notice'), changed.includes('legal_imprint'));
    }
    case 'device.added':
      return activityTexts.deviceAdded(device(details));
    case 'device.code_renewed':
      return activityTexts.deviceCodeRenewed(device(details));
    case 'device.revoked':
      return activityTexts.deviceRevoked(device(details));
    case 'station.created':
      return activityTexts.stationCreated(text(details.name));
    case 'station.renamed':
      return activityTexts.stationRenamed(text(details.from), text(details.to));
    case 'station.deleted':
      return activityTexts.stationDeleted(text(details.name));
    case 'station.reordered':
      return activityTexts.stationsReordered;
    case 'kitchen.routing_changed':
      return activityTexts.kitchenRoutingChanged;
    case 'kitchen.colours_changed':
      return activityTexts.kitchenColoursChanged(Number(details.warn_minutes), Number(details.late_minutes));
    case 'printer.added':
      return activityTexts.printerAdded(name);
    case 'printer.updated': {
      const fields = Array.isArray(details.changes) ? details.changes.map((field) => wordOf(activityTexts.printerFields, field)) : [];
      return activityTexts.printerUpdated(name, fields.length > 0 ? fields.join(', ') : null);
    }
    case 'printer.removed':
      return activityTexts.printerRemoved(name);
    case 'order.printed':
      return activityTexts.orderPrinted(order, details.copy === true);
  }
}
