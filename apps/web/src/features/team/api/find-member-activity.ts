import type { ActivityResponse } from '@maitre/shared/staff';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { staffQueryKey } from './find-staff';

export const memberActivityQueryKey = (memberId: string) => [...staffQueryKey, 'activity', memberId] as const;

export function fetchMemberActivity({ memberId, cursor }: { memberId: string; cursor?: string }): Promise<ActivityResponse> {
  return apiFetch('GET /api/staff/members/:id/activity', { params: { id: memberId }, query: { cursor } });
}

export const memberActivityQueryOptions = (memberId: string) =>
  infiniteQueryOptions({
    queryKey: memberActivityQueryKey(memberId),
    queryFn: ({ pageParam }) => fetchMemberActivity({ memberId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** What one member did, newest first, a page at a time ("Load more" follows the cursor). */
export function useMemberActivity(memberId: string) {
  return useInfiniteQuery(memberActivityQueryOptions(memberId));
}
