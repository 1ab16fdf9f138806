import type { OptionGroup } from '@maitre/shared/options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { optionGroupToastTexts } from '../texts';

export const optionGroupsQueryKey = ['option-groups'] as const;

export async function fetchOptionGroups(): Promise<OptionGroup[]> {
  const { optionGroups } = await apiFetch('GET /api/option-groups');
  return optionGroups;
}

export const optionGroupsQueryOptions = () => queryOptions({ queryKey: optionGroupsQueryKey, queryFn: fetchOptionGroups });

/** The restaurant's option groups (sizes, choices, extras), each with its options in the owner's order. */
export function useOptionGroups() {
  const query = useQuery(optionGroupsQueryOptions());
  useEffect(() => {
    if (query.isError) toast.error(optionGroupToastTexts.fetchFailed, { id: 'option-groups-fetch' });
  }, [query.isError]);
  return query;
}
