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

describe('route-screens.ts, which the build and the server read, says what router.tsx does', () => {
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
