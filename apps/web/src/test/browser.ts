/** Fakes for the browser APIs jsdom lacks. */
import { vi } from 'vitest';

/**
 * Leaving the app for another page (`location.assign`, e.g. to Stripe) is a navigation jsdom cannot do, and its
 * Location cannot be spied on. This puts a Location in its place that reads the real one and records each `assign`;
 * setup.ts restores the real one after the test.
 */
export function recordPageLeaves(): string[] {
  const real = window.location;
  const destinations: string[] = [];
  const location = { assign: (url: string | URL) => void destinations.push(String(url)), toString: () => real.href };
  for (const key of ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const) {
    Object.defineProperty(location, key, { get: () => real[key], enumerable: true });
  }
  vi.stubGlobal('location', location);
  return destinations;
}
