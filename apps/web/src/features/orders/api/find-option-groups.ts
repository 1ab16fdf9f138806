import type { OptionGroup } from '@maitre/shared/options';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * Under the option groups' key (a change to the groups, which invalidates ['option-groups'], reaches it too), as the
 * list the new-order form needs.
 */
export const orderOptionGroupsQueryKey = ['option-groups', 'new-order'] as const;

export async function fetchOptionGroups(): Promise<OptionGroup[]> {
  const { optionGroups } = await apiFetch('GET /api/option-groups');
  return optionGroups;
}

/** The restaurant's option groups, read only when the new-order form has a dish that offers some. */
export function useOrderOptionGroups(enabled: boolean) {
  return useQuery({ queryKey: orderOptionGroupsQueryKey, queryFn: fetchOptionGroups, enabled });
}
