import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionQueryKey } from '@/features/billing/api/get-subscription';
import { answerError } from '@/test/api';
import { aProfile } from '@/test/fixtures';
import { testQueryClient } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { prefetchRouteData, routes } from './router';

type Preload = () => Promise<{ default: unknown }>;
const preloadOf = (handle: unknown) => (handle as { preload?: Preload } | undefined)?.preload;

describe('routes', () => {
  it.each([
    ['/login', 1],
    ['/signup', 1],
    ['/forgot-password', 1],
    ['/reset-password', 1],
    ['/success', 1],
    ['/dashboard', 2],
    ['/dashboard/menu', 2],
    ['/dashboard/orders', 2],
    ['/dashboard/reservations', 2],
    ['/dashboard/customers', 2],
    ['/dashboard/inventory', 2],
    ['/dashboard/staff', 2],
    ['/dashboard/analytics', 2],
    ['/dashboard/subscription', 2],
    ['/dashboard/settings', 2],
  ])('%s loads %i screen(s) whose code resolves to a component', async (path, screens) => {
    const preloads = (matchRoutes(routes, path) ?? []).map((match) => preloadOf(match.route.handle)).filter((preload) => preload !== undefined);
    expect(preloads).toHaveLength(screens);
    for (const preload of preloads) expect(typeof (await preload()).default).toBe('function');
  });

  it('serves the kitchen display and the ready board without the member guard: a paired screen has only its device cookie', async () => {
    for (const path of ['/kitchen', '/ready']) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(
        matches.map((match) => match.route.path),
        path,
      ).toEqual([path]);
      expect(typeof (await preloadOf(matches[0]?.route.handle)?.())?.default).toBe('function');
    }
  });

  it('sends the root and unknown paths to the redirecting screen, with no code to load', () => {
    for (const path of ['/', '/nowhere', '/dashboard-x']) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path, path).toBe(path === '/' ? '/' : '*');
      expect(preloadOf(matches.at(-1)?.route.handle)).toBeUndefined();
    }
  });

  describe('prefetchRouteData', () => {
    const REPORTS = ['summary', 'trend', 'hours', 'dishes', 'options', 'channels'] as const;
    afterEach(() => vi.useRealTimers());
    const reports = async () => (await sentRequests()).filter((request) => request.url.startsWith('/api/reports/')).map((request) => request.url);

    it("starts the Analytics page's reports once the early profile names someone, for the range in the address", async () => {
      // 10:00 in Paris on Tuesday 24 November 2026 (aProfile's zone).
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') });
      // Whatever they answer is the page's to show: here, that the plan does not have them.
      server.use(...REPORTS.map((name) => answerError(`GET /api/reports/${name}`, 'PLAN_REQUIRED', 'Not on this plan')));
      const queryClient = testQueryClient();
      prefetchRouteData({ pathname: '/dashboard/analytics', search: '?range=yesterday' }, queryClient, Promise.resolve(aProfile()));
      await vi.waitFor(async () => expect(await reports()).toHaveLength(6));
      expect(await reports()).toContain('/api/reports/summary?from=2026-11-23&to=2026-11-23');
    });

    it("starts the overview's figures and the plan on /dashboard; nothing for the kitchen, which the overview sends away", async () => {
      server.use(answerError('GET /api/overview', 'INTERNAL', 'Down for a moment'));
      const kitchen = testQueryClient();
      prefetchRouteData({ pathname: '/dashboard/', search: '' }, kitchen, Promise.resolve(aProfile({ role: 'kitchen' })));
      const queryClient = testQueryClient();
      prefetchRouteData({ pathname: '/dashboard', search: '' }, queryClient, Promise.resolve(aProfile()));
      await vi.waitFor(async () => expect(queryClient.getQueryCache().getAll()).toHaveLength(2));
      expect(kitchen.getQueryCache().getAll()).toEqual([]);
      expect(queryClient.getQueryState(subscriptionQueryKey)?.status).toBe('success');
      expect((await sentRequests()).map((request) => request.url).sort()).toEqual(['/api/overview', '/api/subscription']);
    });

    it('starts nothing signed out, nor on a screen without a prefetch', async () => {
      const queryClient = testQueryClient();
      prefetchRouteData({ pathname: '/dashboard/analytics', search: '' }, queryClient, Promise.resolve(undefined));
      prefetchRouteData({ pathname: '/dashboard/menu', search: '' }, queryClient, Promise.resolve(aProfile()));
      // The analytics chunk has time to arrive (the first case's prefetch waits for it too).
      await preloadOf(matchRoutes(routes, '/dashboard/analytics')?.at(-1)?.route.handle)?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await reports()).toEqual([]);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    });
  });
});
