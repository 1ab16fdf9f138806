/**
 * A restaurant's team: the roles of its members and what each may do. One table, read by the server for every route
 * (apps/api: `app.requirePermission`) and by the web app to hide or disable what a role may not use.
 */

// Types only: this module is in the dashboard's first load, which carries no messages object (decision 0023).
import type { Messages } from './messages/index.ts';

/** Highest first: a member may invite or promote only up to their own role. */
export const ROLES = ['owner', 'manager', 'front_of_house', 'kitchen'] as const;
export type Role = (typeof ROLES)[number];

/** In English (messages.test.ts checks they are Messages['roles'] of English); Messages['roles'] in other languages. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  front_of_house: 'Front of house',
  kitchen: 'Kitchen',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` is at or above `other` (owner > manager > front of house > kitchen). */
export function roleAtLeast(role: Role, other: Role): boolean {
  return ROLES.indexOf(role) <= ROLES.indexOf(other);
}

/** Everything a member can be allowed to do. */
export const PERMISSIONS = [
  'orders:read',
  /** Guest phone numbers and emails on orders. */
  'orders:read_contact',
  /** Take a phone or counter order. */
  'orders:create',
  'orders:update_status',
  'menu:read',
  /** Switch a dish on or off (sold out). */
  'menu:set_availability',
  /** Add, edit and delete dishes. */
  'menu:write',
  /** Today's figures: orders, customers, revenue. */
  'overview:read',
  /**
   * Reports (issue 22, decision 0041): sales, trend, hours, dishes, options and channels over any range of business
   * days. Owners and managers only: front of house and the kitchen get 403 (no revenue for the kitchen).
   */
  'reports:view',
  /** The restaurant's name, address, time zone. */
  'settings:write',
  /** Add, rename, reorder and delete the dining room's tables, print their QR cards (dine-in ordering). */
  'tables:manage',
  /** The kitchen display (/kitchen) and the ready board: tickets without the guest's phone or email. */
  'kitchen:view',
  /** Bump, recall and mark lines done on the kitchen display. */
  'kitchen:bump',
  /** Kitchen stations: which categories and dishes each one prepares. */
  'kitchen:manage',
  /** Pair shared screens, printers and print bridges; see and revoke them. */
  'devices:manage',
  /** Add, route and remove printers (counted against the plan's printer limit). */
  'printers:manage',
  /** Print, reprint and preview an order's tickets. */
  'printers:print',
  /**
   * A paired print bridge's own routes (decision 0040): receive its printers' jobs, confirm or fail them, report their
   * status. No role has it — only a device of kind `print_bridge` (devices.ts).
   */
  'printers:bridge',
  /** See the plan (the navigation's locks follow it). */
  'subscription:read',
  /** Buy, change or cancel the plan. */
  'billing:manage',
  'staff:read',
  /** Invite, change roles, remove members. */
  'staff:manage',
  'restaurant:delete',
  'restaurant:transfer_ownership',
  /** Require managers to sign in with a second factor. */
  'restaurant:require_two_factor',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const FRONT_OF_HOUSE: readonly Permission[] = [
  'orders:read',
  'orders:read_contact',
  'orders:create',
  'orders:update_status',
  'menu:read',
  'menu:set_availability',
  'overview:read',
  'kitchen:view',
  'kitchen:bump',
  'printers:print',
  'subscription:read',
];

const KITCHEN: readonly Permission[] = [
  'orders:read',
  'orders:update_status',
  'menu:read',
  'kitchen:view',
  'kitchen:bump',
  'printers:print',
  'subscription:read',
];

const OWNER_ONLY: readonly Permission[] = ['billing:manage', 'restaurant:delete', 'restaurant:transfer_ownership', 'restaurant:require_two_factor'];

/** What only a paired device does, never a person (devices.ts). */
const DEVICE_ONLY: readonly Permission[] = ['printers:bridge'];

/** The permission table: role → what it may do. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  owner: new Set(PERMISSIONS.filter((permission) => !DEVICE_ONLY.includes(permission))),
  manager: new Set(PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission) && !DEVICE_ONLY.includes(permission))),
  front_of_house: new Set(FRONT_OF_HOUSE),
  kitchen: new Set(KITCHEN),
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].has(permission) : false;
}

/** The sentence a 403 carries when a role may not do something: in English unless given other messages. */
export function notAllowedMessage(role: Role, messages?: Messages): string {
  if (messages) return messages.team.notAllowed(messages.roles[role]);
  return `Your role (${ROLE_LABELS[role]}) does not allow this. Ask the restaurant's owner or a manager.`;
}

/** In English (as Messages['team'].noRestaurant of English, checked by messages.test.ts). */
export const NO_RESTAURANT_MESSAGE = 'You are not a member of a restaurant yet. Create one, or accept an invitation from its owner.';
