import type { Overview } from '@maitre/shared/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { carriedData } from '@/lib/carried-answers';

/** Under the orders key: every order change refreshes the overview too. */
export const overviewQueryKey = ['orders', 'overview'] as const;

export function fetchOverview(): Promise<Overview> {
  return apiFetch('GET /api/overview');
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewQueryKey,
    queryFn: fetchOverview,
    refetchInterval: 60_000,
    ...carriedData('GET /api/overview', (overview): Overview => overview),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
