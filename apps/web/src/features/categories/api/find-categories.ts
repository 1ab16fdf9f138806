import type { Category } from '@maitre/shared/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { categoryToastTexts } from '../texts';

/** The categories' query key; the menu's mutations name it too (a dish added or moved changes the counts). */
export const categoriesQueryKey = ['categories'] as const;

export async function fetchCategories(): Promise<Category[]> {
  const { categories } = await apiFetch('GET /api/categories');
  return categories;
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoriesQueryKey, queryFn: fetchCategories });

/** The restaurant's categories in the menu's order, hidden ones included, each with its dish count (read once `enabled`). */
export function useCategories({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...categoriesQueryOptions(), enabled });
  useEffect(() => {
    if (query.isError) toast.error(categoryToastTexts.fetchFailed, { id: 'categories-fetch' });
  }, [query.isError]);
  return query;
}
