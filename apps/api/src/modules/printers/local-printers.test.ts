/**
 * Local mode's virtual printer (decision 0038): the demo restaurant gets a Star CloudPRNT printer that polls this
 * server, prints an accepted order's tickets, and /dev/printers lists what it printed.
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

describe('local mode’s virtual printer', () => {
  it('prints the demo restaurant’s accepted order, and /dev/printers shows it', async () => {
    // Added when the server starts listening.
    let printer: typeof printers.$inferSelect | undefined;
    for (let attempt = 0; attempt < 100 && !printer; attempt++) {
      [printer] = await ctx.database.db.select().from(printers).where(eq(printers.restaurantId, owner.restaurantId));
      if (!printer) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(printer).toMatchObject({ name: 'Virtual printer (local)', protocol: 'cloudprnt', printsReceipts: true });
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
    let body = '';
    for (let attempt = 0; attempt < 100 && (body.match(/Crème brûlée/g)?.length ?? 0) < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      body = await (await fetch(`${origin}/dev/printers`)).text();
    }
    // The kitchen ticket and the receipt.
    expect(body.match(/Crème brûlée/g)?.length).toBe(2);
    expect(body).toContain('Total');
  });
});
