import { MENU_CATEGORIES } from '@maitre/shared/menu';
import { ORDER_STATUSES } from '@maitre/shared/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { cookieHeaderFrom, signIn } from '../../test/factories.ts';
import { getOverview } from '../modules/overview/overview.service.ts';
import { menuItems, orderLines, orders, restaurants, user, userProfiles } from './schema/index.ts';
import { DEMO_OWNER, seedDemoData } from './seed.ts';

const ctx = buildTestApp();

describe('demo data', () => {
  const now = new Date('2026-09-15T15:00:00Z');

  it('creates a verified demo owner who can sign in, with a profile, a menu in every category and two weeks of orders in every status', async () => {
    const summary = await seedDemoData(ctx.app.database, ctx.app.auth, { now, timezone: 'UTC' });
    expect(summary).toMatchObject({ email: DEMO_OWNER.email, password: DEMO_OWNER.password });

    const response = await signIn(ctx.app, summary.email, summary.password);
    expect(response.statusCode).toBe(200);
    const headers = { cookie: cookieHeaderFrom(response.headers['set-cookie']), origin: 'http://localhost:3000' };
    const [profile] = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, summary.ownerId));
    expect(profile).toMatchObject({ fullName: DEMO_OWNER.fullName });
    const [restaurant] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, summary.restaurantId));
    expect(restaurant).toMatchObject({ name: DEMO_OWNER.restaurantName, timezone: 'UTC' });

    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers })).json().menuItems;
    expect(menu).toHaveLength(summary.menuItems);
    expect(new Set(menu.map((item: { category: string }) => item.category))).toEqual(new Set(MENU_CATEGORIES));
    // Room for one more item on the free allowance, so a newcomer can try adding one.
    expect(summary.menuItems).toBeLessThan(10);

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/orders?limit=1', headers })).json();
    expect(list.counts.all).toBe(summary.orders);
    for (const status of ORDER_STATUSES) expect(list.counts[status], status).toBeGreaterThan(0);

    const rows = await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, summary.restaurantId));
    const twoWeeksAgo = now.getTime() - 14 * 86_400_000;
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThan(twoWeeksAgo);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const cents = row.orderItems.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
      expect(Math.round(Number(row.totalAmount) * 100)).toBe(cents);
    }

    const member = {
      userId: summary.ownerId,
      email: DEMO_OWNER.email,
      name: DEMO_OWNER.fullName,
      sessionId: 'seed',
      restaurantId: summary.restaurantId,
      role: 'owner' as const,
    };
    const overview = await getOverview(ctx.app.database, member, now);
    expect(overview.todayOrders.value).toBeGreaterThan(0);
    expect(overview.revenueToday.value).toBeGreaterThan(0);
    expect(overview.activeCustomers.value).toBeGreaterThan(5);
    expect(overview.recentOrders[0]?.status).toBe('pending');
  });

  it('shows the options and allergens: a size and extras on the tarte, a sauce on the steak, allergens on dishes, lines as rows', async () => {
    const summary = await seedDemoData(ctx.app.database, ctx.app.auth, { now, timezone: 'UTC' });
    const response = await signIn(ctx.app, summary.email, summary.password);
    const headers = { cookie: cookieHeaderFrom(response.headers['set-cookie']), origin: 'http://localhost:3000' };
    const groups = (await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers })).json().optionGroups as Array<{ id: string; name: string }>;
    expect(groups.map((group) => group.name)).toEqual(['Size', 'Extras', 'Sauce']);
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers })).json().menuItems as Array<{
      name: string;
      allergens: string[];
      option_group_ids: string[];
    }>;
    const idOf = (name: string) => groups.find((group) => group.name === name)?.id;
    expect(menu.find((item) => item.name === 'Tarte Flambée')?.option_group_ids).toEqual([idOf('Size'), idOf('Extras')]);
    expect(menu.find((item) => item.name === 'Steak Frites')?.option_group_ids).toEqual([idOf('Sauce')]);
    expect(menu.filter((item) => item.allergens.length > 0).length).toBeGreaterThan(4);
    const rows = await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, summary.restaurantId));
    const lines = await ctx.database.db.select().from(orderLines).where(eq(orderLines.restaurantId, summary.restaurantId));
    expect(lines).toHaveLength(rows.reduce((sum, row) => sum + row.orderItems.length, 0));
    expect(rows.some((row) => row.orderItems.some((line) => (line.options ?? []).length > 0))).toBe(true);
  });

  it('running it again refreshes the demo data instead of adding more', async () => {
    const first = await seedDemoData(ctx.app.database, ctx.app.auth, { now, timezone: 'UTC' });
    const second = await seedDemoData(ctx.app.database, ctx.app.auth, { now, timezone: 'Europe/Paris' });
    expect(second.ownerId).toBe(first.ownerId);
    expect(await ctx.database.db.select().from(user).where(eq(user.email, DEMO_OWNER.email))).toHaveLength(1);
    expect(second.restaurantId).toBe(first.restaurantId);
    expect(await ctx.database.db.select().from(menuItems).where(eq(menuItems.restaurantId, first.restaurantId))).toHaveLength(second.menuItems);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, first.restaurantId))).toHaveLength(second.orders);
    expect(second.orders).toBe(first.orders);
  });
});
