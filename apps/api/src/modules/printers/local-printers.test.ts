/**
 * Local mode's virtual printers (decisions 0038, 0040): the demo restaurant gets a Star CloudPRNT printer and an Epson
 * Server Direct Print printer that poll this server, and a network printer behind the print bridge (paired with a code,
 * writing to a TCP 9100 sink); an accepted order's tickets print on each as routed, accents intact, and /dev/printers
 * lists what each printed.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createOwner, type TestOwner } from '../../../test/factories.ts';
import { menuItems, printers, restaurants } from '../../db/schema/index.ts';
import { DEMO_OWNER } from '../../db/seed.ts';
import { localPrintersPlugin } from './local-printers.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestOwner;
let origin = '';

beforeAll(async () => {
  ctx = await createTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: '100000' },
    register: async (app) => {
      await app.register(localPrintersPlugin, { enabled: true, intervalMs: 50 });
    },
  });
  owner = await createOwner(ctx.app, { email: DEMO_OWNER.email, restaurantName: 'Chez Camille' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx?.close());

describe('local mode’s virtual printers', () => {
  it('print the demo restaurant’s accepted order on each of the three ways to reach a printer, and /dev/printers shows it', async () => {
    // Added when the server starts listening.
    let rows: Array<typeof printers.$inferSelect> = [];
    for (let attempt = 0; attempt < 200 && rows.length < 3; attempt++) {
      rows = await ctx.database.db.select().from(printers).where(eq(printers.restaurantId, owner.restaurantId)).orderBy(printers.createdAt);
      if (rows.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(rows.map(({ name, protocol, printsReceipts, stations }) => ({ name, protocol, printsReceipts, stations }))).toEqual([
      { name: 'Virtual printer (local)', protocol: 'cloudprnt', printsReceipts: true, stations: null },
      { name: 'Virtual Epson printer (local)', protocol: 'epson_sdp', printsReceipts: false, stations: null },
      { name: 'Virtual network printer (local)', protocol: 'bridge', printsReceipts: true, stations: [] },
    ]);

    const slug = `camille-${Math.random().toString(36).slice(2, 8)}`;
    await ctx.database.db.update(restaurants).set({ slug }).where(eq(restaurants.id, owner.restaurantId));
    const category = await categoryIds(ctx.app, owner);
    const [dish] = await ctx.database.db
      .insert(menuItems)
      .values({ restaurantId: owner.restaurantId, userId: owner.id, name: 'Crème brûlée', price: '7.00', categoryId: category.Desserts as string })
      .returning({ id: menuItems.id });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: { customer_name: 'Zoë', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: dish?.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json().order.id}/accept`,
      headers: owner.headers,
      payload: { ready_in_minutes: 15 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Star: the kitchen ticket and the receipt; Epson: the kitchen ticket; the bridge's printer: the receipt.
    const sections = (html: string) =>
      Object.fromEntries(
        html
          .split('<section>')
          .slice(1)
          .map((part) => [/<h2>(.*?)<\/h2>/.exec(part)?.[1] ?? '', part]),
      );
    let printed: Record<string, string> = {};
    const count = (name: string) => printed[name]?.match(/Crème brûlée/g)?.length ?? 0;
    const done = () => count('Virtual printer (local)') === 2 && count('Virtual Epson printer (local)') === 1 && count('Virtual network printer (local)') === 1;
    for (let attempt = 0; attempt < 200 && !done(); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      printed = sections(await (await fetch(`${origin}/dev/printers`)).text());
    }
    expect(Object.keys(printed)).toEqual(['Virtual printer (local)', 'Virtual Epson printer (local)', 'Virtual network printer (local)']);
    expect([count('Virtual printer (local)'), count('Virtual Epson printer (local)'), count('Virtual network printer (local)')]).toEqual([2, 1, 1]);
    expect(printed['Virtual printer (local)']).toContain('Star CloudPRNT');
    expect(printed['Virtual Epson printer (local)']).toContain('Epson Server Direct Print');
    expect(printed['Virtual network printer (local)']).toContain('print bridge');
    // The bridge paired like a real one: a print bridge device of the restaurant, listed in Screens and printers.
    const devices = await ctx.app.inject({ method: 'GET', url: '/api/devices', headers: owner.headers });
    expect(devices.json().devices).toEqual([expect.objectContaining({ kind: 'print_bridge', name: 'Virtual print bridge (local)' })]);
    // The receipt has the total; the kitchen ticket has none.
    expect(printed['Virtual network printer (local)']).toContain('Total');
    expect(printed['Virtual Epson printer (local)']).not.toContain('Total');
  });
});
