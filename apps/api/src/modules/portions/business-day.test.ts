/**
 * The business day in SQL (business_day, restaurant_business_day: migration 0013) gives the same
 * answers as packages/shared/src/business-day.ts, around the cutoff and on the nights clocks change: the counts' par
 * (SQL) and anything a page computes (TypeScript) agree on "today". Both databases.
 */
import { BUSINESS_DAY_CUTOFF_MINUTES, businessDay } from '@maitre/shared/business-day';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

const ctx = buildTestApp();
const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns', 'UTC'];

async function sqlDays(instants: Date[], zone: string, cutoff = BUSINESS_DAY_CUTOFF_MINUTES): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    ctx.database.db,
    sql`select business_day(t.at, ${zone}, ${cutoff}::int)::text as day
      from unnest(${`{${instants.map((instant) => instant.toISOString()).join(',')}}`}::timestamptz[]) with ordinality as t(at, n) order by t.n`,
  );
  return rows.map((row) => row.day);
}

describe('the business day in SQL and in TypeScript', () => {
  it('agree on random instants in zones with odd offsets and changes of clocks', async () => {
    const instants = fc.sample(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }), 300);
    for (const zone of ZONES) {
      // Around the cutoff on the nights clocks change, too: every 15 minutes of the two weekends of 2026 in Paris.
      const dense = Array.from({ length: 4 * 24 * 2 }, (_, index) => new Date(Date.parse('2026-03-28T12:00:00Z') + index * 15 * 60_000)).concat(
        Array.from({ length: 4 * 24 * 2 }, (_, index) => new Date(Date.parse('2026-10-24T12:00:00Z') + index * 15 * 60_000)),
      );
      const all = [...instants, ...dense];
      expect(await sqlDays(all, zone), zone).toEqual(all.map((instant) => businessDay(instant, zone)));
    }
  });

  it("agree for a restaurant's own zone and the one cutoff, and a zone PostgreSQL does not know counts as UTC", async () => {
    const owner = await createOwner(ctx.app);
    const instants = fc.sample(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }), 50);
    for (const zone of ['Europe/Paris', 'Asia/Kathmandu', 'Mars/Olympus_Mons']) {
      await ctx.database.db.update(restaurants).set({ timezone: zone }).where(eq(restaurants.id, owner.restaurantId));
      for (const instant of instants) {
        const [row] = await queryRows<{ day: string }>(
          ctx.database.db,
          sql`select restaurant_business_day(${owner.restaurantId}, ${instant.toISOString()}::timestamptz)::text as day`,
        );
        expect(row?.day, `${zone} ${instant.toISOString()}`).toBe(businessDay(instant, zone));
      }
    }
  });
});
