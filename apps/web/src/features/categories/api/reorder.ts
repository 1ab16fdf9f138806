/**
 * The menu's order (issue 19): the categories', and the dishes' within a category. Both show the new order at once
 * (the lists' caches are rewritten before the request) and put the old one back, with a toast, if the server refuses.
 */
import type { Category } from '@maitre/shared/categories';
import type { MenuItem } from '@maitre/shared/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { categoryToastTexts } from '../texts';
import { categoriesQueryKey } from './find-categories';

/** The menu's query key (features/menu/api/find-menu-items.ts). */
const menuItemsQueryKey = ['menu-items'] as const;

export async function reorderCategories(ids: string[]): Promise<Category[]> {
  const { categories } = await apiFetch('PUT /api/categories/order', { body: { category_ids: ids } });
  return categories;
}

export async function reorderDishes({ categoryId, ids }: { categoryId: string; ids: string[] }): Promise<string[]> {
  const { menu_item_ids } = await apiFetch('PUT /api/categories/:id/menu-item-order', { params: { id: categoryId }, body: { menu_item_ids: ids } });
  return menu_item_ids;
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: categoriesQueryKey });
      const before = queryClient.getQueryData<Category[]>(categoriesQueryKey);
      queryClient.setQueryData<Category[]>(categoriesQueryKey, (categories) =>
        categories
          ? ids.flatMap((id, position) => {
              const category = categories.find((candidate) => candidate.id === id);
              return category ? [{ ...category, position }] : [];
            })
          : categories,
      );
      return { before };
    },
    onSuccess: (categories) => {
      queryClient.setQueryData<Category[]>(categoriesQueryKey, categories);
    },
    onError: (_error, _ids, context) => {
      toast.error(categoryToastTexts.reorderFailed);
      if (context?.before) queryClient.setQueryData(categoriesQueryKey, context.before);
      void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
  });
}

export function useReorderDishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderDishes,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: menuItemsQueryKey });
      const before = queryClient.getQueryData<MenuItem[]>(menuItemsQueryKey);
      const position = new Map(ids.map((id, index) => [id, index]));
      queryClient.setQueryData<MenuItem[]>(menuItemsQueryKey, (items) =>
        items?.map((item) => {
          const at = position.get(item.id);
          return at === undefined ? item : { ...item, position: at };
        }),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      toast.error(categoryToastTexts.reorderFailed);
      if (context?.before) queryClient.setQueryData(menuItemsQueryKey, context.before);
      void queryClient.invalidateQueries({ queryKey: menuItemsQueryKey });
    },
  });
}
