/**
 * The kitchen display (issue 21, decision 0037): stations and the category/dish → station mapping (owners and
 * managers, `kitchen:manage`), the open tickets and all-day counts a display shows and the ready board (`kitchen:view`),
 * and the kitchen's marks — a line done or not, an order (or one station's part of it) bumped or recalled
 * (`kitchen:bump`). Every mark is one transaction whose triggers log its events (migration 0022), so every display on
 * every instance hears it; the route then wakes the streams. What a screen does takes a restaurant's id (a member's or a
 * paired screen's); what only members do (stations, routing, colours) takes the member, for the activity log.
 */
import {
  type AllDayCount,
  type KitchenSettings,
  type KitchenSetup,
  type KitchenStation,
  MAX_STATIONS,
  type ReadyBoard,
  type Ticket,
  type TicketsResponse,
} from '@maitre/shared/kitchen';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import * as repository from './kitchen.repository.ts';

const stationNotFound = () => new AppError('NOT_FOUND', (m) => m.kitchen.stationNotFound);
const ticketNotFound = () => new AppError('NOT_FOUND', (m) => m.kitchen.ticketNotFound);
const lineNotFound = () => new AppError('NOT_FOUND', (m) => m.kitchen.lineNotFound);
const nameTaken = (name: string) => new AppError('CONFLICT', (m) => m.kitchen.nameTaken(name), { name: [(m) => m.kitchen.nameTaken(name)] });

export { findLineStations, type LineStation } from './kitchen.repository.ts';

// ——— Stations ———

export function listStations(database: TenantDatabase, restaurantId: string): Promise<KitchenStation[]> {
  return repository.findStations(database.forRestaurant(restaurantId));
}

export function createStation(database: TenantDatabase, member: Member, name: string): Promise<KitchenStation> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockStations(scope);
    const taken = await repository.findStationByName(scope, name);
    if (taken) throw nameTaken(taken.name);
    if ((await repository.countStations(scope)) >= MAX_STATIONS) {
      throw new AppError('VALIDATION_FAILED', (m) => m.kitchen.tooMany(MAX_STATIONS), { name: [(m) => m.kitchen.tooMany(MAX_STATIONS)] });
    }
    const id = await repository.insertStation(scope, name);
    await insertActivity(scope, { ...actorOf(member), action: 'station.created', subjectType: 'station', subjectId: id, details: { name } });
    return (await repository.findStation(scope, id)) as KitchenStation;
  });
}

export function renameStation(database: TenantDatabase, member: Member, id: string, name: string): Promise<KitchenStation> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockStations(scope);
    const before = await repository.findStation(scope, id);
    if (!before) throw stationNotFound();
    const taken = await repository.findStationByName(scope, name, id);
    if (taken) throw nameTaken(taken.name);
    await repository.renameStation(scope, id, name);
    if (before.name !== name) {
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'station.renamed',
        subjectType: 'station',
        subjectId: id,
        details: { from: before.name, to: name },
      });
    }
    return (await repository.findStation(scope, id)) as KitchenStation;
  });
}

/** Deletes a station: its categories and dishes go to no station; lines already on the displays follow at once. */
export async function deleteStation(database: TenantDatabase, member: Member, id: string): Promise<void> {
  await database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockStations(scope);
    const station = await repository.findStation(scope, id);
    if (!station) throw stationNotFound();
    await repository.deleteStation(scope, id);
    await insertActivity(scope, { ...actorOf(member), action: 'station.deleted', subjectType: 'station', subjectId: id, details: { name: station.name } });
  });
}

export function reorderStations(database: TenantDatabase, member: Member, ids: readonly string[]): Promise<KitchenStation[]> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockStations(scope);
    const current = await repository.findStations(scope);
    const wanted = new Set(ids.map((id) => id.toLowerCase()));
    if (wanted.size !== ids.length || ids.length !== current.length || !current.every((station) => wanted.has(station.id.toLowerCase()))) {
      throw new AppError('VALIDATION_FAILED', (m) => m.kitchen.listEveryStation, { station_ids: [(m) => m.kitchen.listEveryStation] });
    }
    await repository.setStationOrder(scope, ids);
    const stations = await repository.findStations(scope);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'station.reordered',
      subjectType: 'restaurant',
      subjectId: member.restaurantId,
      details: { names: stations.map((station) => station.name) },
    });
    return stations;
  });
}

// ——— Setup: mapping and age colours ———

async function setupOf(scope: RestaurantTx): Promise<KitchenSetup> {
  const restaurant = await repository.findKitchenRestaurant(scope);
  const mapping = await repository.findMappingRows(scope);
  return {
    settings: { warn_minutes: restaurant?.warn_minutes ?? 10, late_minutes: restaurant?.late_minutes ?? 20 },
    stations: await repository.findStations(scope),
    ...mapping,
  };
}

export function getSetup(database: TenantDatabase, restaurantId: string): Promise<KitchenSetup> {
  return database.withRestaurant(restaurantId, setupOf);
}

export function saveSettings(database: TenantDatabase, member: Member, settings: KitchenSettings): Promise<KitchenSetup> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.updateKitchenSettings(scope, settings.warn_minutes, settings.late_minutes);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'kitchen.colours_changed',
      subjectType: 'restaurant',
      subjectId: member.restaurantId,
      details: { warn_minutes: settings.warn_minutes, late_minutes: settings.late_minutes },
    });
    return setupOf(scope);
  });
}

type Assignment = { id: string; station_id: string | null };

/** Sends categories and dishes to stations (null: none); every id must be the restaurant's (else 404, nothing saved). */
export function saveMapping(database: TenantDatabase, member: Member, mapping: { categories: Assignment[]; menu_items: Assignment[] }): Promise<KitchenSetup> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockStations(scope);
    const stations = new Set((await repository.findStations(scope)).map((station) => station.id.toLowerCase()));
    for (const entry of [...mapping.categories, ...mapping.menu_items]) {
      if (entry.station_id !== null && !stations.has(entry.station_id.toLowerCase())) throw stationNotFound();
    }
    for (const kind of ['categories', 'menu_items'] as const) {
      const ids = [...new Set(mapping[kind].map((entry) => entry.id.toLowerCase()))];
      if ((await repository.countOwned(scope, kind, ids)) !== ids.length) {
        throw new AppError('NOT_FOUND', (m) => (kind === 'categories' ? m.kitchen.unknownCategory : m.kitchen.unknownDish));
      }
      for (const entry of mapping[kind]) await repository.setStationOf(scope, kind, entry.id, entry.station_id);
    }
    if (mapping.categories.length + mapping.menu_items.length > 0) {
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'kitchen.routing_changed',
        subjectType: 'restaurant',
        subjectId: member.restaurantId,
        details: { categories: mapping.categories.length, dishes: mapping.menu_items.length },
      });
    }
    return setupOf(scope);
  });
}

// ——— Tickets ———

/**
 * The open tickets of a station (`all`: every line) with the restaurant's zone, age colours and stations, and the
 * all-day counts: how many of each dish are still to make across the tickets being made (held ones left out). A
 * station sees the tickets with a line of its own still to make, with its own lines only.
 */
export async function listTickets(database: TenantDatabase, restaurantId: string, station: string): Promise<TicketsResponse> {
  const scope = database.forRestaurant(restaurantId);
  const [restaurant, stations, orders] = await Promise.all([
    repository.findKitchenRestaurant(scope),
    repository.findStations(scope),
    repository.findOpenOrders(scope),
  ]);
  if (station !== 'all' && !stations.some((candidate) => candidate.id.toLowerCase() === station.toLowerCase())) throw stationNotFound();
  const lines = await repository.findTicketLines(
    scope,
    orders.map((order) => order.id),
  );
  const byOrder = new Map<string, repository.TicketLineRow[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);

  const tickets: Ticket[] = [];
  const allDay = new Map<string, number>();
  for (const order of orders) {
    const all = byOrder.get(order.id) ?? [];
    const mine = station === 'all' ? all : all.filter((line) => line.station_id?.toLowerCase() === station.toLowerCase());
    if (station !== 'all' && !mine.some((line) => !line.done)) continue;
    const progress = new Map<string | null, { done: number; total: number }>();
    for (const line of all) {
      const entry = progress.get(line.station_id) ?? { done: 0, total: 0 };
      entry.total += 1;
      if (line.done) entry.done += 1;
      progress.set(line.station_id, entry);
    }
    if (!order.held) for (const line of mine) if (!line.done) allDay.set(line.name, (allDay.get(line.name) ?? 0) + line.quantity);
    tickets.push({
      id: order.id,
      number: order.number,
      status: order.status,
      customer_name: order.customer_name,
      table_label: order.table_label,
      pickup_at: order.pickup_at,
      ready_at: order.ready_at,
      fire_at: order.fire_at,
      held: order.held,
      created_at: order.created_at,
      since: order.fire_at && order.fire_at > order.created_at ? order.fire_at : order.created_at,
      notes: order.notes,
      allergens: [...new Set(all.flatMap((line) => line.allergens))],
      lines: mine.map((line) => ({
        id: line.id,
        name: line.name,
        quantity: line.quantity,
        options: line.options,
        allergens: line.allergens,
        traces: line.traces,
        station_id: line.station_id,
        done: line.done,
      })),
      progress: [...progress].map(([stationId, entry]) => ({ station_id: stationId, ...entry })),
    });
  }
  const all_day: AllDayCount[] = [...allDay]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
  return {
    time_zone: restaurant?.time_zone ?? 'UTC',
    settings: { warn_minutes: restaurant?.warn_minutes ?? 10, late_minutes: restaurant?.late_minutes ?? 20 },
    stations,
    tickets,
    all_day,
  };
}

export async function readyBoard(database: TenantDatabase, restaurantId: string): Promise<ReadyBoard> {
  const rows = await repository.findReadyBoard(database.forRestaurant(restaurantId));
  return {
    preparing: rows.filter((row) => row.state === 'preparing').map((row) => row.number),
    ready: rows.filter((row) => row.state === 'ready').map((row) => row.number),
  };
}

// ——— Marks ———

export interface Marked {
  orderId: string;
  /** The order's status after the change (a whole-order bump makes it ready, a recall being made again). */
  status: string;
}

/**
 * Bumps an order: for a station, its lines are marked done (the ticket leaves that station's display); without one,
 * the whole order leaves every display and is ready (decision 0037). 409 when it is not on the displays.
 */
export function bump(database: TenantDatabase, restaurantId: string, orderId: string, station: string | undefined): Promise<Marked> {
  return database.withRestaurant(restaurantId, async (scope) => {
    const order = await repository.lockOrder(scope, orderId);
    if (!order) throw ticketNotFound();
    if (order.done || !['confirmed', 'preparing'].includes(order.status)) throw new AppError('CONFLICT', (m) => m.kitchen.notOpen);
    if (station !== undefined) {
      if (!(await repository.findStation(scope, station))) throw stationNotFound();
      await repository.markStationLines(scope, orderId, station, true);
      return { orderId: order.id, status: order.status };
    }
    await repository.bumpOrder(scope, orderId);
    return { orderId: order.id, status: 'ready' };
  });
}

/** Undoes a bump: a station's lines are to make again, or the whole order is back on the displays (and being made). */
export function recall(database: TenantDatabase, restaurantId: string, orderId: string, station: string | undefined): Promise<Marked> {
  return database.withRestaurant(restaurantId, async (scope) => {
    const order = await repository.lockOrder(scope, orderId);
    if (!order) throw ticketNotFound();
    if (station !== undefined) {
      if (!(await repository.findStation(scope, station))) throw stationNotFound();
      if (order.done || !['confirmed', 'preparing'].includes(order.status)) throw new AppError('CONFLICT', (m) => m.kitchen.notOpen);
      await repository.markStationLines(scope, orderId, station, false);
      return { orderId: order.id, status: order.status };
    }
    if (!order.done) throw new AppError('CONFLICT', (m) => m.kitchen.nothingToRecall);
    await repository.recallOrder(scope, orderId);
    return { orderId: order.id, status: order.status === 'ready' ? 'preparing' : order.status };
  });
}

/** Marks one line done or not (a tap on the display); the same state again changes nothing and logs nothing. */
export function markLine(database: TenantDatabase, restaurantId: string, lineId: string, done: boolean): Promise<Marked> {
  return database.withRestaurant(restaurantId, async (scope) => {
    const line = await repository.lockLine(scope, lineId);
    if (!line) throw lineNotFound();
    if (line.done !== done) await repository.markLine(scope, lineId, done);
    return { orderId: line.orderId, status: '' };
  });
}
