/**
 * What an order's insert costs in the database, apart from HTTP and the load generator: the app's insert statement
 * (insertOrder: the order, its lines and every trigger, one statement) run one after another on one connection, for
 * orders of 1, 3 and 10 lines with two options each. Prints the median and p90 in milliseconds per insert.
 *
 * `--report-triggers both` (the default) alternates the reports' rollup triggers on and off in the same database
 * (decision 0041): what they cost an order's insert, by its size, on one machine at one time. `on` or `off`: one only.
 * `--triggers all` switches every trigger of `orders` and `order_lines` instead (the stored JSON, counts, events,
 * guest mails, print jobs, portions and reports): what all of them cost together (`off` is then the bare insert).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/order-insert.ts [--db postgres|pglite] [--orders 300] [--rounds 3] [--triggers reports|all]
 */
import { parseArgs } from 'node:util';
import type { OrderLine } from '@maitre/shared/orders';
import { sql } from 'drizzle-orm';
import { setOrderTriggers, setReportTriggers } from './report-triggers.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    orders: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    'report-triggers': { type: 'string', default: 'both' },
    triggers: { type: 'string', default: 'reports' },
  },
});
if (args.triggers !== 'reports' && args.triggers !== 'all') throw new Error('--triggers is reports or all');
const perRun = Number(args.orders);
const rounds = Number(args.rounds);
const modes = args['report-triggers'] === 'both' ? (['on', 'off'] as const) : ([args['report-triggers']] as Array<'on' | 'off'>);
if (!modes.every((mode) => mode === 'on' || mode === 'off')) throw new Error('--report-triggers is on, off or both');
process.env.MAITRE_TEST_DB = args.db === 'pglite' ? 'pglite' : 'postgres';
const { createTestDatabase } = await import('../apps/api/test/test-database.ts');
const { insertOrder } = await import('../apps/api/src/modules/orders/orders.repository.ts');

const database = await createTestDatabase();
try {
  const restaurantId = `bench-${Date.now()}`;
  await database.admin.db.execute(sql`insert into restaurants (id, name, slug) values (${restaurantId}, 'Bench', ${restaurantId})`);
  const dishes = Array.from({ length: 20 }, () => crypto.randomUUID());
  const options = Array.from({ length: 8 }, () => crypto.randomUUID());
  const line = (index: number, quantity: number): OrderLine => ({
    menu_item_id: dishes[index % dishes.length] as string,
    name: `Dish ${index % dishes.length}`,
    price: 12.5,
    quantity,
    options: [0, 1].map((offset) => ({
      option_id: options[(index + offset * 3) % options.length] as string,
      group_id: `g${offset}`,
      group: offset ? 'Extras' : 'Size',
      name: `Option ${(index + offset * 3) % options.length}`,
      price_delta: 0.5,
    })),
  });
  const place = (lines: OrderLine[]) =>
    database.handle.withRestaurant(restaurantId, (scope) =>
      insertOrder(scope, {
        customerName: 'Bench Guest',
        customerPhone: '+33 6 12 34 56 78',
        customerEmail: null,
        notes: null,
        lines,
        totalAmount: lines.reduce((sum, each) => sum + each.price * each.quantity, 0).toFixed(2),
        source: 'online',
        createdBy: null,
      }),
    );
  // What withRestaurant's own round trips cost (BEGIN, the setting, COMMIT) is in every figure alike: the difference
  // between the modes is the triggers'.
  const timings = new Map<string, number[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const mode of modes) {
      if (args.triggers === 'all') await setOrderTriggers(database.admin, mode === 'on');
      else await setReportTriggers(database.admin, mode === 'on');
      for (const count of [1, 3, 10]) {
        const lines = Array.from({ length: count }, (_, index) => line(index + round, 1 + (index % 2)));
        for (let warm = 0; warm < 20; warm += 1) await place(lines);
        const key = `${mode}, ${String(count).padStart(2)} line${count > 1 ? 's' : ''}`;
        const kept = timings.get(key) ?? [];
        for (let index = 0; index < perRun; index += 1) {
          const started = performance.now();
          await place(lines);
          kept.push(performance.now() - started);
        }
        timings.set(key, kept);
      }
    }
  }
  const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
  console.log(`\n${args.db}: ${perRun} inserts per mode and size, ${rounds} rounds alternated; ms per insert (withRestaurant included)\n`);
  console.log(`${args.triggers === 'all' ? 'every trigger,    ' : "reports' triggers,"} order size  median     p90`);
  for (const [key, values] of [...timings].sort()) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${key.padEnd(28)} ${at(sorted, 0.5).toFixed(3).padStart(8)} ${at(sorted, 0.9).toFixed(3).padStart(8)}`);
  }
} finally {
  await database.dispose();
}
