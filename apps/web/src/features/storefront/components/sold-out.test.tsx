/**
 * What is left of the menu on the guest's order page (issue 19, decision 0027): "2 left" when few are, sold out at 0,
 * live from the restaurant's stream, everything read again whenever the stream (re)connects; and the cart says a line
 * cannot be served before the guest orders.
 */
import type { PortionCounts } from '@maitre/shared/portions';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http, sse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerWith, json } from '@/test/api';
import { anOption, aStorefront, aStorefrontItem, aStorefrontOptionGroup, uuid } from '@/test/fixtures';
import { renderStorefront } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { shownMenus } from '../menu-text';

const margherita = aStorefrontItem({ id: uuid(101), name: 'Margherita', price: 9.5, category: 'Main Course', portions_left: 2 });
const tiramisu = aStorefrontItem({ id: uuid(102), name: 'Tiramisu', price: 6, category: 'Desserts', portions_left: 12 });

/** Chez Ada's order page with a live stream the test speaks through, and the availability it answers now. */
function liveChezAda(menu = [margherita, tiramisu], option_groups = aStorefront().option_groups) {
  const live: { send?: (counts: PortionCounts) => void; counts: PortionCounts; reads: number } = { counts: { items: {}, options: {} }, reads: 0 };
  server.use(
    answer('GET /api/storefront/:slug', aStorefront({ menu, option_groups })),
    answerWith('GET /api/storefront/:slug/availability', () => {
      live.reads += 1;
      return json('GET /api/storefront/:slug/availability', live.counts);
    }),
    sse<{ portions: string }>('/api/storefront/:slug/availability/events', ({ client }) => {
      live.send = (counts) => client.send({ event: 'portions', data: JSON.stringify(counts) });
    }),
  );
  return live;
}

async function openMenu() {
  const app = renderStorefront('/r/chez-ada');
  await screen.findByRole('heading', { name: 'Chez Ada', level: 1 });
  return { ...app, cart: screen.getByRole('complementary', { name: 'Your order' }) };
}

const card = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

describe('what is left on the order page', () => {
  // Each test opens its own menu, not the one the previous test left on screen (kept for a change of language).
  beforeEach(() => shownMenus.clear());

  it('says "2 left" when few are left, nothing when many are, and sells out live without a reload', async () => {
    const live = liveChezAda();
    live.counts = { items: { [margherita.id]: 2, [tiramisu.id]: 12 }, options: {} };
    await openMenu();
    expect(within(card('Margherita')).getByText('2 left')).toBeInTheDocument();
    expect(within(card('Tiramisu')).queryByText(/left/)).not.toBeInTheDocument();
    // The stream opened (the page then read everything once); now two guests order.
    await vi.waitFor(() => expect(live.send).toBeDefined());
    await vi.waitFor(() => expect(live.reads).toBe(1));
    live.send?.({ items: { [margherita.id]: 1 }, options: {} });
    expect(await within(card('Margherita')).findByText('1 left')).toBeInTheDocument();
    live.send?.({ items: { [margherita.id]: 0 }, options: {} });
    expect(await within(card('Margherita')).findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Margherita to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Tiramisu to cart' })).toBeEnabled();
    // Counted again by the restaurant: back on sale.
    live.send?.({ items: { [margherita.id]: 5 }, options: {} });
    expect(await screen.findByRole('button', { name: 'Add Margherita to cart' })).toBeEnabled();
    expect(within(card('Margherita')).getByText('5 left')).toBeInTheDocument();
  });

  it('follows a dish or an option switched off and on again by the restaurant, live', async () => {
    const size = aStorefrontOptionGroup({
      id: uuid(201),
      name: 'Size',
      selection: 'single',
      min_choices: 1,
      max_choices: 1,
      options: [anOption({ id: uuid(211), name: 'Small', is_default: true }), anOption({ id: uuid(212), name: 'Large', price_delta: 3, is_available: false })],
    });
    const pizza = aStorefrontItem({ ...margherita, portions_left: null, option_group_ids: [size.id] });
    const live = liveChezAda([pizza, { ...tiramisu, portions_left: null }], [size]);
    live.counts = { items: {}, options: { [uuid(212)]: 0 } };
    const { user } = await openMenu();
    await vi.waitFor(() => expect(live.reads).toBe(1));
    // The kitchen runs out of tiramisu and marks it by hand: sold out on this page at once.
    live.send?.({ items: { [tiramisu.id]: 0 }, options: {} });
    expect(await within(card('Tiramisu')).findByText('Sold out')).toBeInTheDocument();
    // Large was off when the page loaded; the restaurant puts it back on sale: the guest may choose it.
    live.send?.({ items: { [tiramisu.id]: null }, options: { [uuid(212)]: null } });
    expect(await screen.findByRole('button', { name: 'Add Tiramisu to cart' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add Margherita to cart' }));
    const chooser = await screen.findByRole('dialog', { name: /Margherita/ });
    expect(within(chooser).getByRole('radio', { name: /Large/ })).toBeEnabled();
  });

  it('reads everything that is left when the stream connects, so what changed before is not missed', async () => {
    const live = liveChezAda();
    // Between the menu's read and the stream, the last Margherita went and Tiramisu stopped being counted.
    live.counts = { items: { [margherita.id]: 0 }, options: {} };
    await openMenu();
    expect(await within(card('Margherita')).findByText('Sold out')).toBeInTheDocument();
    expect(live.reads).toBe(1);
  });

  it('asks now and then instead when the stream is refused, and the cart says what cannot be served', async () => {
    const live = liveChezAda();
    server.use(http.get('/api/storefront/:slug/availability/events', () => new HttpResponse(null, { status: 429 })));
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Margherita to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Margherita to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Margherita to cart' }));
    expect(within(cart).getByText('Only 2 left: lower the quantity.')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: /Place order/ }));
    expect(within(cart).getByRole('alert')).toHaveTextContent('Change or remove the lines marked in your order first.');
    expect(await sentRequests('POST', '/api/storefront/chez-ada/orders')).toEqual([]);
    expect(live.reads).toBe(0);
  });

  it('marks an option counted down to 0 sold out in the chooser, and one of which few are left', async () => {
    const small = anOption({ id: uuid(501), name: 'Small', portions_left: 0 });
    const large = anOption({ id: uuid(502), name: 'Large', price_delta: 3, portions_left: 3 });
    const size = aStorefrontOptionGroup({ id: uuid(401), name: 'Size', min_choices: 1, options: [small, large] });
    const live = liveChezAda([aStorefrontItem({ id: margherita.id, name: 'Margherita', option_group_ids: [size.id] })], [size]);
    live.counts = { items: {}, options: { [small.id]: 0, [large.id]: 3 } };
    const { user } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Margherita to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose for Margherita' });
    expect(within(dialog).getByRole('radio', { name: /Small/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Small/ }).closest('label')).toHaveTextContent('Sold out');
    expect(within(dialog).getByRole('radio', { name: /Large/ })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: /Large/ }).closest('label')).toHaveTextContent('3 left');
  });
});
