/**
 * The restaurant's clock (issue 20, decision 0030): its settings, the pause of online orders, what the order page is
 * told, and the check every guest order passes before it is written — open (or a free pickup slot chosen), not
 * paused, within pacing. The rules are service-clock.ts's (shared with the tests); this decides with them.
 */
import type { MessagePick } from '@maitre/shared/messages/index';
import {
  formatClockTime,
  formatOpening,
  isOpenAt,
  isPaused,
  isPickupSlot,
  localDate,
  nextOpening,
  pickupSlots,
  type ServiceClock,
  SLOT_MINUTES,
  slotOf,
} from '@maitre/shared/service-clock';
import type { PauseInputSchema, ServiceSettings, ServiceSettingsInputSchema, StorefrontService } from '@maitre/shared/service-hours';
import type { z } from 'zod';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import type { ServiceRow } from './service-hours.repository.ts';
import * as repository from './service-hours.repository.ts';

export type { ServiceRow } from './service-hours.repository.ts';

const instant = (value: string | null): number | null => (value === null ? null : Date.parse(value));
const iso = (value: number | null): string | null => (value === null ? null : new Date(value).toISOString());

export function clockOf(row: ServiceRow): ServiceClock {
  return {
    timezone: row.timezone,
    weeklyHours: row.weekly_hours,
    exceptions: Array.isArray(row.exceptions) ? row.exceptions : [],
    preparationMinutes: row.preparation_minutes,
  };
}

function pauseOf(row: ServiceRow) {
  return { startedAt: instant(row.pause_started_at), endsAt: instant(row.pause_ends_at) };
}

function toSettings(row: ServiceRow, now: number): ServiceSettings {
  const paused = isPaused(pauseOf(row), now);
  return {
    timezone: row.timezone,
    weekly_hours: row.weekly_hours,
    exceptions: (Array.isArray(row.exceptions) ? row.exceptions : []).map((exception) => ({ ...exception, note: exception.note ?? null })),
    business_day_cutoff_minutes: row.business_day_cutoff_minutes,
    preparation_minutes: row.preparation_minutes,
    pacing_per_slot: row.pacing_per_slot,
    allow_scheduling: row.allow_scheduling,
    address: row.address,
    phone: row.phone,
    pause: paused ? { started_at: iso(instant(row.pause_started_at)) ?? '', ends_at: iso(instant(row.pause_ends_at)), message: row.pause_message } : null,
  };
}

async function readRow(scope: RestaurantScope): Promise<ServiceRow> {
  const row = await repository.findServiceRow(scope);
  if (!row) throw new AppError('NOT_FOUND', (m) => m.storefront.restaurantNotFound);
  return row;
}

export async function getServiceSettings(database: TenantDatabase, member: Member): Promise<ServiceSettings> {
  return toSettings(await readRow(database.forRestaurant(member.restaurantId)), Date.now());
}

export async function saveServiceSettings(
  database: TenantDatabase,
  member: Member,
  input: z.output<typeof ServiceSettingsInputSchema>,
): Promise<ServiceSettings> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.updateServiceSettings(scope, {
      weeklyHours: input.weekly_hours,
      // In date order, so the page and the owner read them as a calendar.
      hoursExceptions: [...input.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
      businessDayCutoffMinutes: input.business_day_cutoff_minutes,
      preparationMinutes: input.preparation_minutes,
      pacingPerSlot: input.pacing_per_slot,
      allowScheduling: input.allow_scheduling,
      address: input.address,
      phone: input.phone,
    });
    return toSettings(await readRow(scope), Date.now());
  });
}

/** Pauses online orders for 15, 30 or 60 minutes, or (null) until resumed; it ends by itself (nothing to run). */
export async function pauseOrders(database: TenantDatabase, member: Member, input: z.output<typeof PauseInputSchema>): Promise<ServiceSettings> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const endsAt = input.minutes === null ? null : new Date(Date.now() + input.minutes * 60_000);
    await repository.setPause(scope, { endsAt, message: input.message });
    return toSettings(await readRow(scope), Date.now());
  });
}

export async function resumeOrders(database: TenantDatabase, member: Member): Promise<ServiceSettings> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.clearPause(scope);
    return toSettings(await readRow(scope), Date.now());
  });
}

/** The slot an order occupies for pacing: its pickup slot, or for "as soon as possible" the slot it will be ready in. */
export function pacingSlot(row: ServiceRow, pickupAt: number | null, now: number): number {
  return pickupAt ?? slotOf(now + row.preparation_minutes * 60_000);
}

/**
 * What the order page is told: open, closed (with the next opening) or paused (with the message), whether an order
 * for as soon as possible is taken now, and the free pickup slots (full ones left out when pacing is set).
 */
export async function storefrontService(scope: RestaurantScope, row: ServiceRow, now: number = Date.now()): Promise<StorefrontService> {
  const clock = clockOf(row);
  const paused = isPaused(pauseOf(row), now);
  const open = isOpenAt(clock, now);
  let slots = row.allow_scheduling && !paused ? pickupSlots(clock, now) : [];
  let asap = open && !paused;
  if (row.pacing_per_slot !== null && (slots.length > 0 || asap)) {
    const asapSlot = pacingSlot(row, null, now);
    const from = Math.min(asapSlot, slots[0] ?? asapSlot);
    const to = Math.max(asapSlot, slots[slots.length - 1] ?? asapSlot) + SLOT_MINUTES * 60_000;
    const counts = await repository.countOrdersPerSlot(scope, from, to, row.preparation_minutes);
    const limit = row.pacing_per_slot;
    slots = slots.filter((slot) => (counts.get(slot) ?? 0) < limit);
    asap &&= (counts.get(asapSlot) ?? 0) < limit;
  }
  const today = localDate(now, row.timezone);
  return {
    state: paused ? 'paused' : open ? 'open' : 'closed',
    timezone: row.timezone,
    next_opening: open ? null : iso(nextOpening(clock, now)),
    paused_until: paused ? iso(instant(row.pause_ends_at)) : null,
    pause_message: paused ? row.pause_message : null,
    asap,
    scheduling: row.allow_scheduling,
    slots: slots.map((slot) => new Date(slot).toISOString()),
    preparation_minutes: row.preparation_minutes,
    weekly_hours: row.weekly_hours,
    exceptions: clock.exceptions.filter((exception) => exception.date >= today).map((exception) => ({ ...exception, note: exception.note ?? null })),
    address: row.address,
    phone: row.phone,
  };
}

export interface GuestOrderPlan {
  /** The pickup time the guest chose; null: as soon as possible. */
  pickupAt: number | null;
  /** The slot to hold and count under pacing; null when the restaurant sets none. */
  pacedSlot: number | null;
}

/**
 * Whether a guest may order now, and for when: refused while paused (409 ORDERS_PAUSED, the restaurant's message),
 * for as soon as possible while closed (409 RESTAURANT_CLOSED, with the next opening), for a pickup time that is not
 * one of the slots (400, at `pickup_at`), or a chosen time while the restaurant takes none (400). Pacing is checked
 * in `withinPacing`, under the slot's lock.
 */
export function planGuestOrder(row: ServiceRow, pickupAt: string | null | undefined, now: number = Date.now()): GuestOrderPlan {
  const clock = clockOf(row);
  const zone = row.timezone;
  const pause = pauseOf(row);
  if (isPaused(pause, now)) {
    const until = pause.endsAt;
    const message = row.pause_message;
    throw new AppError('ORDERS_PAUSED', (m) => m.serviceHours.paused(until === null ? null : formatClockTime(m.serviceHours.dateLocale, until, zone), message));
  }
  if (pickupAt === null || pickupAt === undefined) {
    if (!isOpenAt(clock, now)) {
      const opens = nextOpening(clock, now);
      const text: MessagePick = (m) => {
        const when = opens === null ? null : formatOpening(m.serviceHours.dateLocale, opens, zone, now);
        return row.allow_scheduling ? m.serviceHours.closedSchedule(when) : m.serviceHours.closed(when);
      };
      throw new AppError('RESTAURANT_CLOSED', text);
    }
    return { pickupAt: null, pacedSlot: row.pacing_per_slot === null ? null : pacingSlot(row, null, now) };
  }
  if (!row.allow_scheduling) {
    throw new AppError('VALIDATION_FAILED', (m) => m.serviceHours.noScheduling, { pickup_at: [(m) => m.serviceHours.noScheduling] });
  }
  const pickup = Date.parse(pickupAt);
  if (!Number.isFinite(pickup) || !isPickupSlot(clock, pickup, now)) {
    throw new AppError('VALIDATION_FAILED', (m) => m.serviceHours.notASlot, { pickup_at: [(m) => m.serviceHours.notASlot] });
  }
  return { pickupAt: pickup, pacedSlot: row.pacing_per_slot === null ? null : pickup };
}

/** Holds the plan's slot until the transaction ends and refuses it when full (409 SLOT_FULL, naming the time). */
export async function withinPacing(scope: RestaurantTx, row: ServiceRow, slot: number): Promise<void> {
  if (row.pacing_per_slot === null) return;
  await repository.lockSlot(scope, slot);
  const counts = await repository.countOrdersPerSlot(scope, slot, slot + SLOT_MINUTES * 60_000, row.preparation_minutes);
  if ((counts.get(slot) ?? 0) >= row.pacing_per_slot) {
    const zone = row.timezone;
    throw new AppError('SLOT_FULL', (m) => m.serviceHours.slotFull(formatClockTime(m.serviceHours.dateLocale, slot, zone)));
  }
}
