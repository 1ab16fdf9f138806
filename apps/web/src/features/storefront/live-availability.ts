/**
 * What is left of the menu, live (issue 19, decision 0027): the order page loads this module once its menu is on screen
 * (a chunk of its own, outside the page's first load), and it keeps the dishes' and options' counts current — a dish
 * sells out on every open page the moment the last portion goes. The stream sends only what changed (`portions`:
 * ids and counts); whenever it (re)connects the page reads everything that is left, so nothing is missed while
 * offline. Refused a stream (too many from one address), it asks every 30 seconds instead.
 */
import type { PortionCounts } from '@maitre/shared/portions';
import type { Storefront } from '@maitre/shared/storefront';
import { availabilityEventsUrl, fetchAvailability } from './api/guest-calls';

const POLL_WITHOUT_STREAM_MS = 30_000;

/**
 * The menu with `counts` applied: the dishes and options they name get their new count (0: none may be ordered — sold
 * out, or switched off by the restaurant); with `whole` (everything that is counted or switched off), the others are
 * no longer counted. An option switched off when the page loaded that the counts now allow is on sale again.
 */
export function withCounts(storefront: Storefront, counts: PortionCounts, whole: boolean): Storefront {
  const next = <T extends { id: string; portions_left: number | null; is_available?: boolean }>(entry: T, by: Record<string, number | null>): T => {
    const named = Object.hasOwn(by, entry.id);
    const left = named ? (by[entry.id] ?? null) : whole ? null : entry.portions_left;
    const available = entry.is_available === false && (named || whole) && left !== 0 ? true : entry.is_available;
    if (left === entry.portions_left && available === entry.is_available) return entry;
    return { ...entry, portions_left: left, ...(available === undefined ? {} : { is_available: available }) };
  };
  return {
    ...storefront,
    menu: storefront.menu.map((item) => next(item, counts.items)),
    option_groups: storefront.option_groups.map((group) => ({ ...group, options: group.options.map((option) => next(option, counts.options)) })),
  };
}

/**
 * Follows `slug`'s counts, handing each change to `update`, and tells `onService` when the restaurant's clock changed
 * (paused, resumed, hours: issue 20) and whenever the stream (re)connects; answers the stop.
 */
export function followAvailability(
  slug: string,
  update: (change: (storefront: Storefront) => Storefront) => void,
  onService: () => void = () => {},
): () => void {
  let stopped = false;
  let poll: number | undefined;
  const readAll = () => {
    fetchAvailability(slug).then(
      (counts) => {
        if (!stopped) update((storefront) => withCounts(storefront, counts, true));
      },
      () => {},
    );
  };
  const source = new EventSource(availabilityEventsUrl(slug));
  source.addEventListener('open', readAll);
  source.addEventListener('open', onService);
  source.addEventListener('service', onService);
  source.addEventListener('portions', (event) => {
    let counts: PortionCounts;
    try {
      counts = JSON.parse((event as MessageEvent<string>).data) as PortionCounts;
    } catch {
      return;
    }
    update((storefront) => withCounts(storefront, { items: counts.items ?? {}, options: counts.options ?? {} }, false));
  });
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED && poll === undefined) poll = window.setInterval(readAll, POLL_WITHOUT_STREAM_MS);
  });
  return () => {
    stopped = true;
    source.close();
    window.clearInterval(poll);
  };
}
