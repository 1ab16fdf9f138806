import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

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
});
