import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn, RequireAuth } from '@/features/auth/route-guards';
import { ROUTE_SCREENS } from './route-screens';
import { routes } from './router';

type Preload = () => Promise<{ default: unknown }>;
const preloadOf = (route: RouteObject) => (route.handle as { preload?: Preload } | undefined)?.preload;

/** Every address of the router that shows a screen: its path, with `:name` segments as they are. */
function screenPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? parent : route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    return [...(preloadOf(route) && !route.children?.some((child) => child.index) ? [own] : []), ...screenPaths(route.children ?? [], own)];
  });
}

/** The web app's sources, as text: where the queries that take a carried answer say so. */
const sources = import.meta.glob<string>(['/src/features/**/*.ts', '/src/features/**/*.tsx', '!/src/**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('route-screens.ts, which the build and the server read, says what router.tsx does', () => {
  it("lists as a screen's reads only plain GET reads that a query takes from the page (decision 0048)", () => {
    const code = Object.values(sources).join('\n');
    const reads = new Set(ROUTE_SCREENS.flatMap((entry) => entry.reads ?? []));
    expect(reads.size).toBeGreaterThan(0);
    for (const url of reads) {
      expect(url).toMatch(/^\/api\/[a-z0-9/-]+$/);
      expect(code, `no query takes ${url} (carriedData('GET ${url}', …))`).toContain(`carriedData('GET ${url}',`);
    }
    // Only a signed-in visit's page carries reads.
    for (const entry of ROUTE_SCREENS) if (entry.reads) expect(entry.guard, entry.path).toBe('signed-in');
  });

  it('lists every address that shows a screen, once', () => {
    const listed = ROUTE_SCREENS.map((entry) => entry.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(screenPaths(routes).sort());
  });

  it.each(ROUTE_SCREENS.map((entry) => [entry.path, entry] as const))('%s: the same screen files and the same sign-in guard', async (_path, entry) => {
    const matches = matchRoutes(routes, entry.path.replace(/:[^/]+/g, 'an-id')) ?? [];
    const loaded = await Promise.all(matches.flatMap((match) => preloadOf(match.route) ?? []).map(async (preload) => (await preload()).default));
    const exported = await Promise.all(entry.screens.map(async (screen) => Object.values(await import(/* @vite-ignore */ `../../${screen}`))));
    expect(loaded).toHaveLength(entry.screens.length);
    for (const [index, component] of loaded.entries()) expect(exported[index]).toContain(component);
    const guards = matches.flatMap(({ route }) => (isValidElement(route.element) ? [route.element.type] : []));
    const guard = guards.includes(RequireAuth) ? 'signed-in' : guards.includes(RedirectIfSignedIn) ? 'signed-out' : undefined;
    expect(entry.guard).toBe(guard);
  });
});
