import type { PlanId } from '@maitre/shared/plans';
import type {
  ChannelsReport,
  DishesReport,
  HeatmapReport,
  OptionsReport,
  SalesByHour,
  SalesFigures,
  SalesSummary,
  SalesTrend,
  TeamReport,
} from '@maitre/shared/reports';
import { addDays, daysInRange, previousRange } from '@maitre/shared/reports';
import type { Role } from '@maitre/shared/team';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aMenuItem, aProfile, aSubscription, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { AnalyticsPage } from './analytics-page';

// 10:00 in Paris on Tuesday 24 November 2026: the restaurant's business day is the 24th.
const NOW = new Date('2026-11-24T09:00:00Z');

const figures = (overrides: Partial<SalesFigures> = {}): SalesFigures => ({
  gross: 0,
  grossOrders: 0,
  cancelled: 0,
  cancelledOrders: 0,
  net: 0,
  orders: 0,
  averageTicket: 0,
  itemsSold: 0,
  ...overrides,
});

const range = (url: URL) => ({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' });

function summaryFor(url: URL): SalesSummary {
  const period = range(url);
  return {
    period,
    previousPeriod: previousRange(period),
    current: figures({ gross: 1334.5, grossOrders: 52, cancelled: 100, cancelledOrders: 2, net: 1234.5, orders: 50, averageTicket: 24.69, itemsSold: 130 }),
    previous: figures({ gross: 1122.3, grossOrders: 40, net: 1122.3, orders: 40, averageTicket: 28.06, itemsSold: 100 }),
    changePercent: { gross: 18.9, net: 10, orders: 25, averageTicket: -12, itemsSold: 30 },
  };
}

function trendFor(url: URL): SalesTrend {
  const period = range(url);
  const length = daysInRange(period.from, period.to);
  const value = (day: string, net: number) => ({ day, net, orders: Math.round(net / 20) });
  return {
    period,
    previousPeriod: previousRange(period),
    days: Array.from({ length }, (_, index) => {
      const day = addDays(period.from, index);
      return { ...value(day, 100 + index * 10), previous: value(addDays(day, -length), 90), weekAgo: value(addDays(day, -7), 80) };
    }),
  };
}

const soup = aMenuItem({ id: uuid(101), name: 'Onion soup', category: 'Appetizers' });
const steak = aMenuItem({ id: uuid(102), name: 'Steak frites', category: 'Main Course', price: 24 });

function dishesFor(url: URL): DishesReport {
  const steakFigures = { menuItemId: steak.id, name: 'Steak frites', quantity: 30, revenue: 720, cancelledQuantity: 1 };
  const soupFigures = { menuItemId: soup.id, name: 'Onion soup', quantity: 40, revenue: 340, cancelledQuantity: 0 };
  const gone = { menuItemId: null, name: 'Old special', quantity: 1, revenue: 12, cancelledQuantity: 0 };
  return {
    period: range(url),
    dishes: [steakFigures, soupFigures, gone],
    topByQuantity: [soupFigures, steakFigures, gone],
    bottomByQuantity: [gone, steakFigures, soupFigures],
    topByRevenue: [steakFigures, soupFigures, gone],
    bottomByRevenue: [gone, soupFigures, steakFigures],
  };
}

const hoursFor = (url: URL): SalesByHour => ({
  period: range(url),
  hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 19 ? 12 : hour === 12 ? 8 : 0, net: hour === 19 ? 300 : 0, cancelledOrders: 0 })),
});

const optionsFor = (url: URL): OptionsReport => ({
  period: range(url),
  options: [
    { optionId: uuid(301), group: 'Cooking', name: 'Rare', chosen: 3, cancelledChosen: 0 },
    { optionId: uuid(302), group: 'Cooking', name: 'Medium', chosen: 1, cancelledChosen: 0 },
  ],
});

const channelsFor = (url: URL): ChannelsReport => ({
  period: range(url),
  channels: [
    { channel: 'online', ...figures({ net: 1000, orders: 40, averageTicket: 25, gross: 1100, grossOrders: 42, cancelled: 100, cancelledOrders: 2 }) },
    { channel: 'table', ...figures({ net: 234.5, orders: 10, averageTicket: 23.45, gross: 234.5, grossOrders: 10 }) },
    { channel: 'phone', ...figures() },
  ],
});

// Tuesday 19:00: 12 orders (10 the period before), €300; Friday 12:00: 3 orders, none before.
function heatmapFor(url: URL): HeatmapReport {
  const period = range(url);
  return {
    period,
    previousPeriod: previousRange(period),
    cells: Array.from({ length: 168 }, (_, index) => {
      const weekday = Math.floor(index / 24) + 1;
      const hour = index % 24;
      const busy = weekday === 2 && hour === 19;
      const lunch = weekday === 5 && hour === 12;
      const orders = busy ? 12 : lunch ? 3 : 0;
      const previous = busy ? 10 : 0;
      return {
        weekday,
        hour,
        orders,
        net: busy ? 300 : lunch ? 45 : 0,
        previous: { orders: previous, net: busy ? 250 : 0 },
        changePercent: { orders: busy ? 20 : null, net: busy ? 20 : null },
      };
    }),
  };
}

const teamFigures = (orders: number) => ({ orders, taken: orders, accepted: 0, rejected: 0, cancelled: 0, ready: 0, delivered: 0 });
const teamChange = (value: number | null) => ({ orders: value, taken: value, accepted: null, rejected: null, cancelled: null, ready: null, delivered: null });

function teamFor(url: URL): TeamReport {
  const period = range(url);
  return {
    period,
    previousPeriod: previousRange(period),
    members: [
      { userId: 'user-ada', name: 'Ada Lovelace', role: 'owner', current: teamFigures(8), previous: teamFigures(4), changePercent: teamChange(100) },
      { userId: 'user-old', name: 'Léo Former', role: null, current: teamFigures(2), previous: teamFigures(0), changePercent: teamChange(null) },
    ],
  };
}

const rangeOf = (url: URL) => ({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' });

function renderAnalytics({ role = 'owner', at = '/dashboard/analytics', plan = null }: { role?: Role; at?: string; plan?: PlanId | null } = {}) {
  server.use(
    answer('GET /api/subscription', { subscription: plan ? aSubscription({ plan_id: plan, price_id: `price_${plan}` }) : null }),
    answerWith('GET /api/reports/heatmap', ({ request }) => json('GET /api/reports/heatmap', heatmapFor(new URL(request.url)))),
    answerWith('GET /api/reports/team', ({ request }) => json('GET /api/reports/team', teamFor(new URL(request.url)))),
    // The other Michelin Star sections (decision 0043; michelin-reports.test.tsx tests them): empty here.
    answerWith('GET /api/reports/menu-engineering', ({ request }) =>
      json('GET /api/reports/menu-engineering', {
        period: rangeOf(new URL(request.url)),
        dishCount: 0,
        totalQuantity: 0,
        popularityCutoff: 0,
        averageMargin: 0,
        dishes: [],
        withoutCost: [],
      }),
    ),
    answerWith('GET /api/reports/guests', ({ request }) => {
      const period = rangeOf(new URL(request.url));
      const none = { orders: 0, guests: 0, newGuests: 0, returningGuests: 0, returningOrders: 0, unknownOrders: 0, returningShare: null };
      return json('GET /api/reports/guests', {
        period,
        previousPeriod: previousRange(period),
        current: none,
        previous: none,
        changePercent: { orders: null, guests: null, newGuests: null, returningGuests: null, returningOrders: null, unknownOrders: null },
        returningShareChange: null,
        days: [],
      });
    }),
    answer('GET /api/profile', { profile: aProfile({ role }) }),
    answer('GET /api/menu-items', { menuItems: [soup, steak] }),
    answerWith('GET /api/reports/summary', ({ request }) => json('GET /api/reports/summary', summaryFor(new URL(request.url)))),
    answerWith('GET /api/reports/trend', ({ request }) => json('GET /api/reports/trend', trendFor(new URL(request.url)))),
    answerWith('GET /api/reports/hours', ({ request }) => json('GET /api/reports/hours', hoursFor(new URL(request.url)))),
    answerWith('GET /api/reports/dishes', ({ request }) => json('GET /api/reports/dishes', dishesFor(new URL(request.url)))),
    answerWith('GET /api/reports/options', ({ request }) => json('GET /api/reports/options', optionsFor(new URL(request.url)))),
    answerWith('GET /api/reports/channels', ({ request }) => json('GET /api/reports/channels', channelsFor(new URL(request.url)))),
  );
  return renderApp(<AnalyticsPage />, { at });
}

const reportRequests = async () => (await sentRequests()).filter((request) => request.url.startsWith('/api/reports/'));

describe('AnalyticsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(async () => {
    vi.useRealTimers();
    activateLocale('en', null);
  });

  it('shows the last 7 business days against the 7 before: summary, trend, hours, dishes, categories, options and channels', async () => {
    renderAnalytics();
    expect(await screen.findByText('€1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    // Every report asks for the same range of business days.
    for (const name of ['summary', 'trend', 'hours', 'dishes', 'options', 'channels']) {
      expect((await reportRequests()).map((request) => request.url)).toContain(`/api/reports/${name}?from=2026-11-18&to=2026-11-24`);
    }
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    const net = screen.getByRole('region', { name: 'Net sales' });
    expect(net).toHaveTextContent('+10% vs previous period');
    expect(net).toHaveTextContent('Previous period: €1,122.30');
    expect(screen.getByRole('region', { name: 'Average ticket' })).toHaveTextContent('-12% vs previous period');
    expect(screen.getByRole('region', { name: 'Cancelled' })).toHaveTextContent('2 orders cancelled');

    // The dishes: best sellers by quantity first; a dish no longer on the menu is named so.
    const dishes = await screen.findByRole('table', { name: 'Dishes · Best sellers · By quantity' });
    const rows = within(dishes).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Onion soup', 'Steak frites', 'Old special']);
    expect(rows[2]).toHaveTextContent('Not on the menu any more');
    await userEvent.click(screen.getByRole('button', { name: 'By revenue' }));
    expect(screen.getByRole('table', { name: 'Dishes · Best sellers · By revenue' })).toHaveTextContent(/Steak frites.*Onion soup/);

    // Categories are the dishes' categories now, with their share of revenue.
    const categories = screen.getByRole('table', { name: 'Categories' });
    expect(within(categories).getByRole('row', { name: /Main Course/ })).toHaveTextContent('€720.00');
    expect(within(categories).getByRole('row', { name: /Main Course/ })).toHaveTextContent('67.2%');

    expect(within(screen.getByRole('table', { name: 'Options chosen' })).getByRole('row', { name: /Rare/ })).toHaveTextContent('75%');
    const channels = screen.getByRole('table', { name: 'Channels' });
    expect(within(channels).getByRole('row', { name: /At a table/ })).toHaveTextContent('€234.50');
    expect(within(channels).getByRole('row', { name: /Phone and counter/ })).toHaveTextContent('€0.00');
  });

  it('moves through a chart from the keyboard (a slider over its values, each read out); the same figures are a table', async () => {
    renderAnalytics();
    const chart = await screen.findByRole('slider', { name: 'Net sales by business day' });
    // The last day is shown first.
    const last = 'Tue 24 Nov 2026: Net sales €160.00 · Previous period €90.00 · Same weekday a week earlier €80.00';
    expect(chart).toHaveAttribute('aria-valuetext', last);
    expect(screen.getByText(last, { selector: 'p' })).toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription('Use the arrow keys to go from one value to the next.');
    fireEvent.input(chart, { target: { value: '5' } });
    expect(chart).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Mon 23 Nov 2026: Net sales €150\.00/));
    fireEvent.input(chart, { target: { value: '0' } });
    expect(chart).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Wed 18 Nov 2026: Net sales €100\.00/));

    // The hours read from the business day's start (04:00), not from midnight.
    const hoursChart = screen.getByRole('slider', { name: 'Orders by hour of day' });
    fireEvent.input(hoursChart, { target: { value: '0' } });
    expect(hoursChart).toHaveAttribute('aria-valuetext', '04:00–05:00: Orders 0');
    fireEvent.input(hoursChart, { target: { value: '15' } });
    expect(hoursChart).toHaveAttribute('aria-valuetext', '19:00–20:00: Orders 12');

    const trendSection = screen.getByRole('region', { name: 'Net sales by business day' });
    await userEvent.click(within(trendSection).getByRole('button', { name: 'Show as a table' }));
    const table = within(trendSection).getByRole('table', { name: 'Net sales by business day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: /Tue 24 Nov 2026/ })).toHaveTextContent('€160.00');
  });

  it('asks for last month by the restaurant’s calendar, keeps the preset in the address, and checks a custom range before asking', async () => {
    const { router } = renderAnalytics();
    await screen.findByText('€1,234.50');
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(async () => expect((await reportRequests()).map((request) => request.url)).toContain('/api/reports/summary?from=2026-10-01&to=2026-10-31'));
    expect(router.state.location.search).toBe('?range=lastMonth');

    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.input(from, { target: { value: '2026-11-20' } });
    fireEvent.input(to, { target: { value: '2026-11-10' } });
    const before = (await reportRequests()).length;
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(to).toHaveAccessibleDescription('The last day comes before the first.');
    expect(await reportRequests()).toHaveLength(before);

    fireEvent.input(to, { target: { value: '2026-11-22' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(async () => expect((await reportRequests()).map((request) => request.url)).toContain('/api/reports/summary?from=2026-11-20&to=2026-11-22'));
    expect(router.state.location.search).toBe('?from=2026-11-20&to=2026-11-22');
  });

  it('opens on the range in the address', async () => {
    renderAnalytics({ at: '/dashboard/analytics?range=yesterday' });
    await screen.findByText('€1,234.50');
    expect((await reportRequests()).map((request) => request.url)).toContain('/api/reports/dishes?from=2026-11-23&to=2026-11-23');
  });

  it('is for owners and managers: front of house and the kitchen are told so and nothing is asked for', async () => {
    for (const role of ['front_of_house', 'kitchen'] as const) {
      const { unmount } = renderAnalytics({ role });
      expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
      expect(screen.getByText(/does not allow this/)).toBeInTheDocument();
      expect(await reportRequests()).toHaveLength(0);
      unmount();
    }
  });

  it('speaks French: money, percentages, days and the texts', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    renderAnalytics();
    expect(await screen.findByText('1 234,50 €')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ventes nettes' })).toHaveTextContent('+10 % par rapport à la période précédente');
    expect(screen.getByRole('button', { name: '7 derniers jours' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Ventes nettes par journée' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^mar\. 24 nov\. 2026\s:\sVentes nettes 160,00\s€/),
    );
  });

  it('on Michelin Star shows the heatmap (orders or net sales, by keyboard) and the team, each beside the previous period', async () => {
    renderAnalytics({ plan: 'michelin' });
    const grid = await screen.findByRole('grid', { name: 'Busiest hours by weekday' });
    expect((await reportRequests()).map((request) => request.url)).toEqual(
      expect.arrayContaining(['/api/reports/heatmap?from=2026-11-18&to=2026-11-24', '/api/reports/team?from=2026-11-18&to=2026-11-24']),
    );
    // The busiest cell is the one to tab to first; its figures are its name and are written above the grid.
    const busiest = 'Tuesday, 19:00–20:00: 12 orders (previous period 10, +20%)';
    const focusable = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    expect(focusable[0]).toHaveAccessibleName(busiest);
    expect(grid).toHaveAccessibleDescription('Use the arrow keys to move from one hour or weekday to the next.');
    expect(screen.getByText(busiest, { selector: 'p' })).toBeInTheDocument();
    // Rows read Monday first; columns from the business day's start (04:00).
    expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent('Monday');
    expect(within(grid).getAllByRole('columnheader')[1]).toHaveTextContent('04:00');

    (focusable[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Tuesday, 20:00–21:00: 0 orders (previous period 0, —)');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Home}');
    expect(document.activeElement).toHaveAccessibleName('Friday, 04:00–05:00: 0 orders (previous period 0, —)');
    for (let step = 0; step < 8; step += 1) fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName('Friday, 12:00–13:00: 3 orders (previous period 0, —)');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');

    // Net sales instead of orders: the same cells, in money.
    const heatmap = screen.getByRole('region', { name: 'Busiest hours by weekday' });
    await userEvent.click(within(heatmap).getByRole('button', { name: 'Net sales' }));
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .find((cell) => cell.tabIndex === 0),
    ).toHaveAccessibleName('Friday, 12:00–13:00: €45.00 (previous period €0.00, —)');
    // The same figures as a table, with the previous period and the change beside each.
    await userEvent.click(within(heatmap).getByRole('button', { name: 'Show as a table' }));
    const table = within(heatmap).getByRole('table', { name: 'Busiest hours by weekday' });
    // (Rows by their text: 168 rows' accessible names would take the test's time.)
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toHaveLength(168);
    expect(rows).toContain('Tuesday19:001210+20%€300.00€250.00+20%');
    expect(within(heatmap).getByRole('group', { name: 'Download “Busiest hours by weekday”' })).toBeInTheDocument();

    // The team: each member's figures and the previous period's; someone who left by their stored name.
    const team = screen.getByRole('table', { name: 'Orders handled by the team' });
    expect(within(team).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Previous: 4 · +100%');
    expect(within(team).getByRole('row', { name: /Léo Former/ })).toHaveTextContent('Former member');
    expect(screen.getByRole('group', { name: 'Download “Orders handled by the team”' })).toBeInTheDocument();
  }, 40_000);

  it('below Michelin Star locks the advanced reports, names the plan, offers the plans to the owner, and asks for nothing', async () => {
    renderAnalytics({ plan: 'restaurant' });
    await screen.findByText('€1,234.50');
    const advanced = await screen.findByRole('region', { name: 'Advanced reports' });
    expect(await within(advanced).findByText('Advanced reports is available on the Michelin Star plan and above.')).toBeInTheDocument();
    expect(within(advanced).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(within(advanced).queryByRole('grid')).toBeNull();
    const asked = (await reportRequests()).map((request) => request.url);
    expect(asked.some((url) => url.startsWith('/api/reports/heatmap') || url.startsWith('/api/reports/team'))).toBe(false);
    expect(asked.some((url) => url.startsWith('/api/reports/summary'))).toBe(true);
  });

  it('tells a manager below Michelin Star that the owner chooses the plan', async () => {
    renderAnalytics({ role: 'manager', plan: null });
    const advanced = await screen.findByRole('region', { name: 'Advanced reports' });
    expect(await within(advanced).findByText("The restaurant's owner chooses the plan.")).toBeInTheDocument();
    expect(within(advanced).queryByRole('link')).toBeNull();
  });

  it('speaks French in the advanced reports', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    renderAnalytics({ plan: 'michelin' });
    const grid = await screen.findByRole('grid', { name: 'Heures d’affluence par jour de la semaine' });
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .find((cell) => cell.tabIndex === 0),
    ).toHaveAccessibleName(/^mardi, 19:00–20:00\s:\s12 commandes \(période précédente\s:\s10, \+20\s%\)$/);
    expect(screen.getByRole('table', { name: 'Commandes traitées par l’équipe' })).toHaveTextContent('Ancien membre');
  });

  it('passes the accessibility rules', async () => {
    renderAnalytics();
    await screen.findByRole('table', { name: 'Channels' });
    expect(await axeViolations()).toEqual([]);
  });

  it('passes the accessibility rules with the advanced reports, and locked', async () => {
    const { unmount } = renderAnalytics({ plan: 'michelin' });
    await screen.findByRole('table', { name: 'Orders handled by the team' });
    await screen.findByRole('grid');
    expect(await axeViolations()).toEqual([]);
    unmount();
    renderAnalytics({ plan: 'snackbar' });
    await screen.findByRole('link', { name: 'See plans' });
    expect(await axeViolations()).toEqual([]);
  });
});
