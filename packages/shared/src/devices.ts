/**
 * Devices (ARCHITECTURE.md §9, issue 21): shared screens and printers sign in with a pairing code a manager creates and
 * get a device session limited to their purpose — never a person's password on a shared tablet. What each kind may do is
 * this table, in the vocabulary of the members' permission table (team.ts), so a route checks one permission whoever
 * calls it.
 */
import { z } from 'zod';
import { msg } from './messages/index.ts';
import type { Permission } from './team.ts';
import { singleLine } from './text.ts';

export const DEVICE_KINDS = ['kitchen_display', 'ready_board', 'printer', 'print_bridge'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export function isDeviceKind(value: unknown): value is DeviceKind {
  return typeof value === 'string' && (DEVICE_KINDS as readonly string[]).includes(value);
}

/**
 * What a device of each kind may do. A kitchen display sees tickets (no guest phone or email: no `orders:read_contact`)
 * and changes their kitchen status; a ready board only reads order numbers; a print bridge receives, confirms and fails
 * its restaurant's bridge printers' jobs and reports their status (`printers:bridge`, which no person has).
 */
export const DEVICE_PERMISSIONS: Readonly<Record<DeviceKind, ReadonlySet<Permission>>> = {
  kitchen_display: new Set<Permission>(['kitchen:view', 'kitchen:bump']),
  ready_board: new Set<Permission>(['kitchen:view']),
  printer: new Set<Permission>(),
  print_bridge: new Set<Permission>(['printers:bridge']),
};

export function deviceCan(kind: DeviceKind, permission: Permission): boolean {
  return DEVICE_PERMISSIONS[kind].has(permission);
}

/**
 * Pairing codes (decision 0036): 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U/V), shown as
 * `K7QM-3XPA`; a code may be typed with or without its dash, in any case, with spaces. Valid 10 minutes, once.
 */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_MINUTES = 10;
export const MAX_DEVICE_NAME_LENGTH = 60;

/** The code as typed, in its canonical form (8 characters of the alphabet, upper case), or null when it cannot be one. */
export function normalisePairingCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const character of code) if (!PAIRING_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** `K7QM3XPA` → `K7QM-3XPA`. */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Where a paired device's browser goes: its own page (printers and bridges have none: the pairing page says so). */
export const DEVICE_HOME: Readonly<Record<DeviceKind, string>> = {
  kitchen_display: '/kitchen',
  ready_board: '/ready',
  printer: '/pair',
  print_bridge: '/pair',
};

/** POST /api/devices: a device waiting for its code. */
export const DeviceInputSchema = z.object({
  kind: z.enum(DEVICE_KINDS, { error: msg((m) => m.devices.unknownKind) }),
  name: singleLine('name', MAX_DEVICE_NAME_LENGTH),
});
export type DeviceInput = z.input<typeof DeviceInputSchema>;

export const DeviceIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.devices.notFound) }) });

/** A device as Settings lists it: `paired` once it signed in with its code, `waiting` until then. */
export const DeviceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DEVICE_KINDS),
  name: z.string(),
  status: z.enum(['waiting', 'paired']),
  /** While waiting: when its code stops working (ISO); null once paired. */
  code_expires_at: z.string().nullable(),
  paired_at: z.string().nullable(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
  /** The member who created it; null when that account is gone. */
  created_by: z.string().nullable(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const DeviceListResponseSchema = z.object({ devices: z.array(DeviceSchema) });

/** A new code: shown once (only its hash is kept). */
export const PairingCodeSchema = z.object({ code: z.string(), expires_at: z.string() });
export type PairingCode = z.infer<typeof PairingCodeSchema>;
export const DeviceWithCodeResponseSchema = z.object({ device: DeviceSchema, pairing: PairingCodeSchema });
export type DeviceWithCode = z.infer<typeof DeviceWithCodeResponseSchema>;

/** POST /api/devices/pair: the code as typed (checked by normalisePairingCode on the server). */
export const PairInputSchema = z.object({ code: z.string({ error: msg((m) => m.devices.codeInvalid) }).max(40, { error: msg((m) => m.devices.codeInvalid) }) });

export const PairResponseSchema = z.object({
  kind: z.enum(DEVICE_KINDS),
  name: z.string(),
  restaurant_name: z.string(),
  /** The device's own page (DEVICE_HOME). */
  next: z.string(),
});
export type PairResponse = z.infer<typeof PairResponseSchema>;

/** GET /api/devices/me: the screen behind the request (a device, or a member using a shared page on their own login). */
export const DeviceMeResponseSchema = z.object({
  /** null for a member. */
  device: z.object({ id: z.uuid(), kind: z.enum(DEVICE_KINDS), name: z.string() }).nullable(),
  restaurant: z.object({ name: z.string(), time_zone: z.string() }),
  permissions: z.array(z.string()),
});
export type DeviceMe = z.infer<typeof DeviceMeResponseSchema>;
