/**
 * The first screen's reads, answered in the page itself (decision 0048): a signed-in visit's page carries the answers
 * of the reads its address lists (app/route-screens.ts), asked by the server as the browser would have asked them
 * (features/auth/page-boot.ts takes them out of the page). A query whose first read may be carried spreads
 * `carriedData(route, pick)` into its options: the query then starts with that answer — the screen's first render
 * already shows it, with no request and no second render — and is fresh for its usual `staleTime` from the moment the
 * page was read. Each answer is used once: a query made again later asks the server.
 */
import type { ApiResponse, ApiRoute } from '@/lib/api-contract';

const answers = new Map<ApiRoute, unknown>();
let carriedAt: number | undefined;

/** Keeps the page's answers (by route, `GET /api/overview`), received at `at`. */
export function carryAnswers(byRoute: ReadonlyMap<ApiRoute, unknown>, at = Date.now()): void {
  answers.clear();
  for (const [route, body] of byRoute) answers.set(route, body);
  carriedAt = at;
}

/** A query's `initialData` (the carried answer of `route`, taken, through `pick`) and when it was read. */
export function carriedData<R extends ApiRoute, T>(
  route: R,
  pick: (answer: ApiResponse<R>) => T,
): { initialData: () => T | undefined; initialDataUpdatedAt: () => number | undefined } {
  return {
    initialData: () => {
      if (!answers.has(route)) return undefined;
      const answer = answers.get(route) as ApiResponse<R>;
      answers.delete(route);
      return pick(answer);
    },
    initialDataUpdatedAt: () => carriedAt,
  };
}
