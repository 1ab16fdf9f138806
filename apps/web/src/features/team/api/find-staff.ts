import type { StaffResponse } from '@maitre/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Members, invitations, seats and the two-factor rule: every change on the Staff page invalidates this key. */
export const staffQueryKey = ['staff'] as const;

export function fetchStaff(): Promise<StaffResponse> {
  return apiFetch('GET /api/staff');
}

export const staffQueryOptions = () => queryOptions({ queryKey: staffQueryKey, queryFn: fetchStaff });

/** The Staff page's data; `enabled` false for a role without staff:read (the server would answer 403). */
export function useStaff({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQueryOptions(), enabled });
}
