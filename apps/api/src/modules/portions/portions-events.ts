/**
 * The live `portions` event (decision 0027): what is left of the dishes and options a change touched, by id — nothing
 * else, since every open order page of the restaurant hears it. Announced by the route once the change has committed
 * (decision 0013), split so that no NOTIFY payload nears PostgreSQL's 8 kB.
 */
import type { PortionCounts } from '@maitre/shared/portions';
import type { FastifyInstance } from 'fastify';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import { availabilityOf } from './portions.service.ts';

/** Entries per event: about 50 bytes each, so an event stays well under NOTIFY's 8 kB with the envelope. */
export const PORTIONS_PER_EVENT = 100;

export function announcePortions(realtime: Pick<RealtimeBus, 'announce'>, restaurantId: string, counts: PortionCounts | null): void {
  if (!counts) return;
  const entries = [
    ...Object.entries(counts.items).map(([id, left]) => ['items', id, left] as const),
    ...Object.entries(counts.options).map(([id, left]) => ['options', id, left] as const),
  ];
  for (let start = 0; start < entries.length; start += PORTIONS_PER_EVENT) {
    const data: PortionCounts = { items: {}, options: {} };
    for (const [kind, id, left] of entries.slice(start, start + PORTIONS_PER_EVENT)) data[kind][id] = left;
    realtime.announce(restaurantId, { type: 'portions', data });
  }
}

/**
 * After a change of these dishes or options committed (switched on or off by hand, deleted): announces what a guest may
 * order of them now (0: not at all), so every open order page follows at once, as it does for counts. A failure here
 * is logged, never the request's: the change itself is done.
 */
export async function announceAvailability(
  app: Pick<FastifyInstance, 'database' | 'realtime' | 'log'>,
  restaurantId: string,
  ids: { items?: readonly string[]; options?: readonly string[] },
): Promise<void> {
  try {
    announcePortions(app.realtime, restaurantId, await availabilityOf(app.database, restaurantId, ids));
  } catch (error) {
    app.log.warn({ err: error }, 'availability change not announced');
  }
}
