/**
 * The dining room's tables (issue 20, decision 0033): owners and managers add, rename, reorder and delete them; a
 * label is unique per restaurant whatever its case, and a restaurant has at most MAX_TABLES. Every change is written
 * to the activity log. A restaurant's table changes are serialised by one lock (lockTables), so a label check or the
 * count is never raced. Guests' and phone orders name a table by its label (tableForOrder).
 */
import { DEFAULT_LOCALE, isLocale } from '@maitre/shared/locales';
import { MAX_TABLES, type RestaurantTable } from '@maitre/shared/tables';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import { tableCardsPage } from './table-cards.ts';
import * as repository from './tables.repository.ts';

const tableNotFound = () => new AppError('NOT_FOUND', (m) => m.tables.notFound);
const labelTaken = (label: string) => new AppError('CONFLICT', (m) => m.tables.labelTaken(label), { label: [(m) => m.tables.labelTaken(label)] });

export function listTables(database: TenantDatabase, restaurantId: string): Promise<RestaurantTable[]> {
  return repository.findTables(database.forRestaurant(restaurantId));
}

async function answer(scope: RestaurantTx, id: string): Promise<RestaurantTable> {
  const table = await repository.findTable(scope, id);
  if (!table) throw tableNotFound();
  return table;
}

/** One table of the restaurant; 404 when it has none of this id (another restaurant's included). */
export async function getTable(database: TenantDatabase, restaurantId: string, id: string): Promise<RestaurantTable> {
  const table = await repository.findTable(database.forRestaurant(restaurantId), id);
  if (!table) throw tableNotFound();
  return table;
}

export function createTable(database: TenantDatabase, member: Member, label: string): Promise<RestaurantTable> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockTables(scope);
    const taken = await repository.findTableByLabel(scope, label);
    if (taken) throw labelTaken(taken.label);
    if ((await repository.countTables(scope)) >= MAX_TABLES) {
      throw new AppError('VALIDATION_FAILED', (m) => m.tables.tooMany(MAX_TABLES), { label: [(m) => m.tables.tooMany(MAX_TABLES)] });
    }
    const id = await repository.insertTable(scope, label);
    await insertActivity(scope, { ...actorOf(member), action: 'table.created', subjectType: 'table', subjectId: id, details: { label } });
    return answer(scope, id);
  });
}

/** A new label; the orders placed at the table keep the label they were placed under. */
export function renameTable(database: TenantDatabase, member: Member, id: string, label: string): Promise<RestaurantTable> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockTables(scope);
    const before = await repository.findTableForUpdate(scope, id);
    if (!before) throw tableNotFound();
    if (before.label !== label) {
      const taken = await repository.findTableByLabel(scope, label, id);
      if (taken) throw labelTaken(taken.label);
      await repository.renameTable(scope, id, label);
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'table.renamed',
        subjectType: 'table',
        subjectId: id,
        details: { from: before.label, to: label },
      });
    }
    return answer(scope, id);
  });
}

export async function deleteTable(database: TenantDatabase, member: Member, id: string): Promise<void> {
  await database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockTables(scope);
    const table = await repository.findTableForUpdate(scope, id);
    if (!table) throw tableNotFound();
    await repository.deleteTable(scope, id);
    await insertActivity(scope, { ...actorOf(member), action: 'table.deleted', subjectType: 'table', subjectId: id, details: { label: table.label } });
  });
}

/** Puts the tables in this order: `ids` must be every table of the restaurant, each once (else 400 at `table_ids`). */
export function reorderTables(database: TenantDatabase, member: Member, ids: readonly string[]): Promise<RestaurantTable[]> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockTables(scope);
    const current = await repository.findTables(scope);
    const wanted = new Set(ids.map((id) => id.toLowerCase()));
    if (wanted.size !== ids.length || ids.length !== current.length || !current.every((table) => wanted.has(table.id.toLowerCase()))) {
      throw new AppError('VALIDATION_FAILED', (m) => m.tables.listEveryTable, { table_ids: [(m) => m.tables.listEveryTable] });
    }
    await repository.setTableOrder(scope, ids);
    const after = await repository.findTables(scope);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'table.reordered',
      subjectType: 'restaurant',
      subjectId: member.restaurantId,
      details: { labels: after.map((table) => table.label) },
    });
    return after;
  });
}

/**
 * The label an order is placed at: the restaurant's own spelling of the table `label` names, whatever its case; 400
 * at `table` when the restaurant has no such table (an old card, a typed address). One statement.
 */
export async function tableForOrder(scope: RestaurantScope, label: string): Promise<string> {
  const found = await repository.findTableLabel(scope, label);
  if (found === null) throw new AppError('VALIDATION_FAILED', (m) => m.tables.unknownTable(label), { table: [(m) => m.tables.unknownTable(label)] });
  return found;
}

/** The restaurant's own label of the table `label` names, or null: the order page's check before the guest orders. */
export async function knownTable(scope: RestaurantScope, label: string): Promise<string | null> {
  const trimmed = label.trim();
  // Longer than any label can be (1–20 characters): no table, without asking the database.
  if (!trimmed || trimmed.length > 20) return null;
  return repository.findTableLabel(scope, trimmed);
}

/** The printable cards of every table, or of the one of `id` (404 when the restaurant has none of this id). */
export async function tableCards(database: TenantDatabase, member: Member, appUrl: string, id: string | undefined): Promise<string> {
  const { restaurant, labels } = await database.withRestaurant(member.restaurantId, async (scope) => {
    const restaurant = await repository.findCardRestaurant(scope);
    if (!restaurant) throw tableNotFound();
    if (id === undefined) return { restaurant, labels: (await repository.findTables(scope)).map((table) => table.label) };
    const table = await repository.findTable(scope, id);
    if (!table) throw tableNotFound();
    return { restaurant, labels: [table.label] };
  });
  return tableCardsPage({
    restaurantName: restaurant.name,
    appUrl,
    slug: restaurant.slug,
    labels,
    locale: isLocale(restaurant.defaultLanguage) ? restaurant.defaultLanguage : DEFAULT_LOCALE,
  });
}
