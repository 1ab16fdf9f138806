/** The reports' rollup triggers, switched off and on for the write paths' A/B (decision 0041): bench/api.ts, bench/order-insert.ts. */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';

/** The reports' rollup triggers (migration 0025): the local hour, and the rollups on insert, cancellation, delete. */
const REPORT_TRIGGERS = [
  ['orders', 'orders_report_hour'],
  ['orders', 'orders_report_insert'],
  ['orders', 'orders_report_gate'],
  ['orders', 'orders_report_update'],
  ['orders', 'orders_report_delete'],
  ['order_lines', 'order_lines_report'],
] as const;

export async function setReportTriggers(handle: DatabaseHandle, enabled: boolean): Promise<void> {
  for (const [table, trigger] of REPORT_TRIGGERS) await handle.db.execute(sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${trigger}`));
}

/** Every trigger of `orders` and `order_lines` (not the constraints' own), for what all of them cost an insert together. */
export async function setOrderTriggers(handle: DatabaseHandle, enabled: boolean): Promise<void> {
  for (const table of ['orders', 'order_lines']) await handle.db.execute(sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger user`));
}
