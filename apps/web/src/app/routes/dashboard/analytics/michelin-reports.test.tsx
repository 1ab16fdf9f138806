/**
 * The Analytics page's Michelin Star reports (decision 0043), shown and asked for on that plan only. Menu engineering:
 * each dish's class in words with its icon, the quadrants' rules with this range's cut-offs, the dishes without a cost
 * apart, the downloads. Repeat guests: the figures beside the previous period with their change, the days as a table.
 * In French too.
 */
import { addDays, type GuestsReport, type MenuEngineeringReport, previousRange, type SalesFigures } from '@maitre/shared/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile, aSubscription, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { AnalyticsPage } from './analytics-page';

const NOW = new Date('2026-11-24T09:00:00Z');

const report = (url: URL): MenuEngineeringReport => ({
  period: { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' },
  dishCount: 4,
  totalQuantity: 35,
  popularityCutoff: 17.5,
  averageMargin: 10.03,
  dishes: [
    dish('Burger', 'plough_horse', { quantity: 20, menuMix: 57.1, margin: 8, totalMargin: 160 }),
    dish('Steak', 'star', { quantity: 10, menuMix: 28.6, margin: 12, totalMargin: 120 }),
    dish('Lobster', 'puzzle', { quantity: 3, menuMix: 8.6, margin: 25, totalMargin: 75 }),
    dish('Salad', 'dog', { quantity: 2, menuMix: 5.7, margin: 7, totalMargin: 14 }),
  ],
  withoutCost: [
    { menuItemId: uuid(120), name: 'Fries', quantity: 5, revenue: 20, onMenu: true },
    { menuItemId: null, name: 'Old special', quantity: 1, revenue: 12, onMenu: false },
  ],
});

const guests = (url: URL): GuestsReport => {
  const period = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
  return {
    period,
    previousPeriod: previousRange(period),
    current: { orders: 50, guests: 31, newGuests: 12, returningGuests: 19, returningOrders: 30, unknownOrders: 8, returningShare: 71.4 },
    previous: { orders: 40, guests: 27, newGuests: 15, returningGuests: 12, returningOrders: 20, unknownOrders: 5, returningShare: 57.1 },
    changePercent: { orders: 25, guests: 14.8, newGuests: -20, returningGuests: 58.3, returningOrders: 50, unknownOrders: 60 },
    returningShareChange: 14.3,
    days: Array.from({ length: 7 }, (_, index) => ({
      day: addDays(period.from, index),
      guests: 2 * index,
      newGuests: index,
      returningGuests: index,
      returningOrders: 2 * index,
      unknownOrders: 1,
    })),
  };
};

let next = 110;
function dish(
  name: string,
  menuClass: MenuEngineeringReport['dishes'][number]['class'],
  figures: { quantity: number; menuMix: number; margin: number; totalMargin: number },
): MenuEngineeringReport['dishes'][number] {
  const popular = menuClass === 'star' || menuClass === 'plough_horse';
  const profitable = menuClass === 'star' || menuClass === 'puzzle';
  next += 1;
  return {
    menuItemId: uuid(next),
    name,
    revenue: figures.quantity * (figures.margin + 4),
    cost: 4,
    averagePrice: figures.margin + 4,
    ...figures,
    popularity: popular ? 'high' : 'low',
    profitability: profitable ? 'high' : 'low',
    class: menuClass,
  };
}

const zero: SalesFigures = { gross: 0, grossOrders: 0, cancelled: 0, cancelledOrders: 0, net: 0, orders: 0, averageTicket: 0, itemsSold: 0 };
const period = (request: Request) => {
  const url = new URL(request.url);
  return { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
};

/** The page's other reports, empty. */
const otherReports = [
  answerWith('GET /api/reports/summary', ({ request }) =>
    json('GET /api/reports/summary', {
      period: period(request),
      previousPeriod: previousRange(period(request)),
      current: zero,
      previous: zero,
      changePercent: { gross: null, net: null, orders: null, averageTicket: null, itemsSold: null },
    }),
  ),
  answerWith('GET /api/reports/trend', ({ request }) =>
    json('GET /api/reports/trend', { period: period(request), previousPeriod: previousRange(period(request)), days: [] }),
  ),
  answerWith('GET /api/reports/hours', ({ request }) => json('GET /api/reports/hours', { period: period(request), hours: [] })),
  answerWith('GET /api/reports/dishes', ({ request }) =>
    json('GET /api/reports/dishes', { period: period(request), dishes: [], topByQuantity: [], bottomByQuantity: [], topByRevenue: [], bottomByRevenue: [] }),
  ),
  answerWith('GET /api/reports/options', ({ request }) => json('GET /api/reports/options', { period: period(request), options: [] })),
  answerWith('GET /api/reports/channels', ({ request }) =>
    json('GET /api/reports/channels', { period: period(request), channels: (['online', 'table', 'phone'] as const).map((channel) => ({ channel, ...zero })) }),
  ),
  answer('GET /api/menu-items', { menuItems: [] }),
  // The other Michelin Star sections (decision 0042; analytics-page.test.tsx tests them): empty here.
  answerWith('GET /api/reports/heatmap', ({ request }) =>
    json('GET /api/reports/heatmap', { period: period(request), previousPeriod: previousRange(period(request)), cells: [] }),
  ),
  answerWith('GET /api/reports/team', ({ request }) =>
    json('GET /api/reports/team', { period: period(request), previousPeriod: previousRange(period(request)), members: [] }),
  ),
];

function renderAnalytics(plan: 'michelin' | 'restaurant' | null) {
  server.use(
    ...otherReports,
    answer('GET /api/profile', { profile: aProfile({ role: 'owner' }) }),
    answer('GET /api/subscription', { subscription: plan ? aSubscription({ plan_id: plan, price_id: `price_${plan}` }) : null }),
    answerWith('GET /api/reports/menu-engineering', ({ request }) => json('GET /api/reports/menu-engineering', report(new URL(request.url)))),
    answerWith('GET /api/reports/guests', ({ request }) => json('GET /api/reports/guests', guests(new URL(request.url)))),
  );
  return renderApp(<AnalyticsPage />, { at: '/dashboard/analytics' });
}

const asked = async (path: string) => (await sentRequests()).filter((request) => request.url.startsWith(path));

describe('AnalyticsPage: menu engineering', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    activateLocale('en', null);
  });

  it('places each dish on the Michelin Star plan, the class in words with its icon, and explains the quadrants', async () => {
    renderAnalytics('michelin');
    const section = await screen.findByRole('region', { name: 'Menu engineering' });
    const table = await within(section).findByRole('table', { name: 'Menu engineering' });
    expect((await asked('/api/reports/menu-engineering')).map((request) => request.url)).toEqual([
      '/api/reports/menu-engineering?from=2026-11-18&to=2026-11-24',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Burger', 'Steak', 'Lobster', 'Salad']);
    expect(rows[0]).toHaveTextContent('Plough horse');
    expect(rows[0]).toHaveTextContent('57.1%');
    expect(rows[1]).toHaveTextContent('Star');
    expect(rows[1]).toHaveTextContent('€12.00');
    expect(rows[2]).toHaveTextContent('Puzzle');
    expect(rows[3]).toHaveTextContent('Dog');
    // Not colour alone: each class badge carries its own icon beside its name.
    expect(rows[1]?.querySelector('svg.lucide-star')).not.toBeNull();
    expect(rows[3]?.querySelector('svg.lucide-dog')).not.toBeNull();

    const quadrants = within(section).getByRole('region', { name: 'How the dishes are placed' });
    expect(quadrants).toHaveTextContent('Popular: at least 17.5% of the portions sold');
    expect(quadrants).toHaveTextContent('a margin per portion of at least €10.03');
    expect(within(quadrants).getAllByRole('listitem')).toHaveLength(4);

    const apart = within(section).getByRole('region', { name: 'No cost entered' });
    expect(within(apart).getByRole('row', { name: /Fries/ })).toHaveTextContent('€20.00');
    expect(within(apart).getByRole('row', { name: /Old special/ })).toHaveTextContent('Not on the menu any more');
    expect(within(apart).getByRole('link', { name: 'Enter the costs in the menu' })).toHaveAttribute('href', '/dashboard/menu');
    expect(within(section).getByRole('group', { name: 'Download “Menu engineering”' })).toBeInTheDocument();
    expect(within(apart).getByRole('group', { name: 'Download “No cost entered”' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('is neither shown nor asked for below the Michelin Star plan', async () => {
    for (const plan of ['restaurant', null] as const) {
      const { unmount } = renderAnalytics(plan);
      await screen.findByRole('region', { name: 'Channels' });
      await waitFor(async () => expect((await asked('/api/subscription')).length).toBeGreaterThan(0));
      expect(screen.queryByRole('region', { name: 'Menu engineering' })).toBeNull();
      expect(await asked('/api/reports/menu-engineering')).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Repeat guests' })).toBeNull();
      expect(await asked('/api/reports/guests')).toEqual([]);
      unmount();
    }
  });

  it('shows the repeat guests beside the previous period, with the change, and the days as a table', async () => {
    renderAnalytics('michelin');
    const section = await screen.findByRole('region', { name: 'Repeat guests' });
    const share = await within(section).findByRole('region', { name: 'Orders from returning guests' });
    expect(share).toHaveTextContent('71.4%');
    expect(share).toHaveTextContent('of 42 orders with a phone or email');
    expect(share).toHaveTextContent('+14.3 pts vs previous period');
    expect(share).toHaveTextContent('Previous period: 57.1%');
    const fresh = within(section).getByRole('region', { name: 'New guests' });
    expect(fresh).toHaveTextContent('12');
    expect(fresh).toHaveTextContent('-20% vs previous period');
    expect(fresh).toHaveTextContent('Previous period: 15');
    expect(within(section).getByRole('region', { name: 'Orders without phone or email' })).toHaveTextContent('+60% vs previous period');
    // Each guest once: how many, and how they split.
    const all = within(section).getByRole('region', { name: 'Guests' });
    expect(all).toHaveTextContent('31');
    expect(all).toHaveTextContent('12 new, 19 returning');
    expect(all).toHaveTextContent('+14.8% vs previous period');
    const back = within(section).getByRole('region', { name: 'Returning guests' });
    expect(back).toHaveTextContent('19');
    expect(back).toHaveTextContent('Previous period: 12');
    expect(within(section).getByRole('group', { name: 'Download “Repeat guests”' })).toBeInTheDocument();
    const days = within(section).getByRole('region', { name: 'Repeat guests by business day' });
    await userEvent.click(within(days).getByText('Show as a table'));
    const table = within(days).getByRole('table', { name: 'Repeat guests by business day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    // Guests, new, returning guests, their orders, orders without a contact.
    expect(within(table).getByRole('row', { name: /Tue 24 Nov 2026/ })).toHaveTextContent(/12\s*6\s*6\s*12\s*1/);
    expect(await axeViolations()).toEqual([]);
  });

  it('speaks French', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    renderAnalytics('michelin');
    const section = await screen.findByRole('region', { name: 'Ingénierie de menu' });
    const table = await within(section).findByRole('table', { name: 'Ingénierie de menu' });
    expect(within(table).getByRole('row', { name: /Steak/ })).toHaveTextContent('Vedette');
    expect(within(table).getByRole('row', { name: /Steak/ })).toHaveTextContent(/12,00\s€/);
    expect(within(section).getByRole('region', { name: 'Comment les plats sont placés' })).toHaveTextContent(/au moins 17,5\s%/);
    const guestsSection = await screen.findByRole('region', { name: 'Clients fidèles' });
    const share = await within(guestsSection).findByRole('region', { name: 'Commandes de clients fidèles' });
    expect(share).toHaveTextContent(/71,4\s%/);
    expect(share).toHaveTextContent('+14,3 pts par rapport à la période précédente');
    expect(within(guestsSection).getByRole('region', { name: 'Clients' })).toHaveTextContent('12 nouveaux, 19 de retour');
  });
});
