import type { MenuItem } from '@maitre/shared/menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { menuToastTexts } from '../texts';

export const menuItemsQueryKey = ['menu-items'] as const;

export async function fetchMenuItems(): Promise<MenuItem[]> {
  const { menuItems } = await apiFetch('GET /api/menu-items');
  return menuItems;
}

export const menuItemsQueryOptions = () => queryOptions({ queryKey: menuItemsQueryKey, queryFn: fetchMenuItems });

/** The owner's menu, newest first; a failed load toasts 'Failed to fetch menu items' (spec §8). */
export function useMenuItems() {
  const query = useQuery(menuItemsQueryOptions());
  useEffect(() => {
    if (query.isError) toast.error(menuToastTexts.fetchFailed, { id: 'menu-items-fetch' });
  }, [query.isError]);
  return query;
}
