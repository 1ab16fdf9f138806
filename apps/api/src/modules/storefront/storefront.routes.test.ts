import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createOwner } from '../../../test/factories.ts';
import { menuItems, orders, restaurantSlugRedirects, restaurants } from '../../db/schema/index.ts';

describe('storefront (public order page API)', () => {
  const ctx = buildTestApp();

  async function restaurantWithMenu(slug: string) {
    const owner = await createOwner(ctx.app);
    await ctx.database.db
      .update(restaurants)
      .set({ slug, name: `Restaurant ${slug}` })
      .where(eq(restaurants.id, owner.restaurantId));
    const category = await categoryIds(ctx.app, owner);
    const items = await ctx.database.db
      .insert(menuItems)
      .values([
        {
          restaurantId: owner.restaurantId,
          userId: owner.id,
          name: 'Tiramisu',
          description: 'Coffee, mascarpone',
          price: '7.50',
          categoryId: category.Desserts as string,
        },
        { restaurantId: owner.restaurantId, userId: owner.id, name: 'Bruschetta', price: '6.00', categoryId: category.Appetizers as string },
        { restaurantId: owner.restaurantId, userId: owner.id, name: 'Lasagne', price: '14.90', categoryId: category['Main Course'] as string },
        { restaurantId: owner.restaurantId, userId: owner.id, name: 'Old special', price: '9.00', categoryId: category.Specials as string, isAvailable: false },
      ])
      .returning();
    return { owner, items };
  }

  it('shows the restaurant and only its available items, in menu category order', async () => {
    await restaurantWithMenu('trattoria-luigi');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/storefront/trattoria-luigi' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.restaurant).toEqual({ name: 'Restaurant trattoria-luigi', slug: 'trattoria-luigi', default_language: 'en' });
    expect(body.menu.map((item: { name: string }) => item.name)).toEqual(['Bruschetta', 'Lasagne', 'Tiramisu']);
    expect(body.menu[2]).toMatchObject({ name: 'Tiramisu', description: 'Coffee, mascarpone', price: 7.5, category: 'Desserts', image_url: null });
  });

  it("carries each item's translations, so the page shows the guest's language without another request", async () => {
    const { owner, items } = await restaurantWithMenu('trattoria-lingue');
    const tiramisu = items.find((item) => item.name === 'Tiramisu');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${tiramisu?.id}`,
      headers: owner.headers,
      payload: { translations: { fr: { name: 'Tiramisu maison', description: 'Café, mascarpone' }, de: { description: 'Kaffee, Mascarpone' } } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/storefront/trattoria-lingue' })).json();
    expect(body.menu.find((item: { name: string }) => item.name === 'Tiramisu')).toMatchObject({
      name: 'Tiramisu',
      description: 'Coffee, mascarpone',
      translations: { fr: { name: 'Tiramisu maison', description: 'Café, mascarpone' }, de: { description: 'Kaffee, Mascarpone' } },
    });
    expect(body.menu.find((item: { name: string }) => item.name === 'Lasagne').translations).toEqual({});
  });

  it("tells the restaurant's language, for the page's default, through the current and the old address", async () => {
    const { owner } = await restaurantWithMenu('osteria-lingua');
    await ctx.database.db.update(restaurants).set({ defaultLanguage: 'it' }).where(eq(restaurants.id, owner.restaurantId));
    await ctx.database.db.insert(restaurantSlugRedirects).values({ slug: 'osteria-vecchia', restaurantId: owner.restaurantId });
    for (const slug of ['osteria-lingua', 'osteria-vecchia']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().restaurant).toEqual({ name: 'Restaurant osteria-lingua', slug: 'osteria-lingua', default_language: 'it' });
    }
  });

  it('answers an old slug with the current restaurant', async () => {
    const { owner } = await restaurantWithMenu('chez-new');
    await ctx.database.db.insert(restaurantSlugRedirects).values({ slug: 'chez-old', restaurantId: owner.restaurantId });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/storefront/chez-old' });
    expect(response.statusCode).toBe(200);
    expect(response.json().restaurant.slug).toBe('chez-new');
  });

  it('answers an unknown or malformed slug with 404 or 400 in the error shape', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/storefront/nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'We could not find this restaurant.' } });
    const malformed = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${encodeURIComponent('<script>')}` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });

  it("shows a guest their order without the customer's contact details", async () => {
    const { owner } = await restaurantWithMenu('guest-view');
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        restaurantId: owner.restaurantId,
        userId: owner.id,
        customerName: 'Grace Brewster Hopper',
        customerPhone: '+33 6 12 34 56 78',
        customerEmail: 'grace@example.com',
        orderItems: [{ name: 'Lasagne', price: 14.9, quantity: 2 }],
        totalAmount: '29.80',
        status: 'preparing',
        source: 'online',
      })
      .returning();
    if (!order) throw new Error('insert returned nothing');
    const response = await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${order.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.order).toMatchObject({
      id: order.id,
      number: order.id.slice(-8),
      restaurant: { name: 'Restaurant guest-view', slug: 'guest-view' },
      customer_first_name: 'Grace',
      order_items: [{ name: 'Lasagne', price: 14.9, quantity: 2 }],
      total_amount: 29.8,
      status: 'preparing',
    });
    expect(JSON.stringify(body)).not.toContain('grace@example.com');
    expect(JSON.stringify(body)).not.toContain('Hopper');
    expect(JSON.stringify(body)).not.toContain('+33');
  });

  it('gives a QR code and a printable poster pointing at the order page, with the name escaped', async () => {
    const owner = await createOwner(ctx.app);
    await ctx.database.db.update(restaurants).set({ slug: 'bob-co', name: 'Bob <b>& Co</b>' }).where(eq(restaurants.id, owner.restaurantId));
    const qr = await ctx.app.inject({ method: 'GET', url: '/api/storefront/bob-co/qr.svg' });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg/);
    const poster = await ctx.app.inject({ method: 'GET', url: '/api/storefront/bob-co/poster' });
    expect(poster.statusCode).toBe(200);
    expect(poster.body).toContain('Bob &lt;b&gt;&amp; Co&lt;/b&gt;');
    expect(poster.body).not.toContain('<b>');
    expect(poster.body).toContain(`${ctx.config.appUrl}/r/bob-co`);
    expect(poster.body).toContain('<svg');
  });

  it('answers an unknown order id with 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/storefront/orders/00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
  });
});
