import type { Category, CategoryUpdate, CategoryValues } from '@maitre/shared/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { categoryToastTexts } from '../texts';
import { categoriesQueryKey } from './find-categories';

/** The menu's query key (features/menu/api/find-menu-items.ts): its dishes carry their category's name. */
const menuItemsQueryKey = ['menu-items'] as const;

export async function createCategory(values: CategoryValues): Promise<Category> {
  const { category } = await apiFetch('POST /api/categories', { body: values });
  return category;
}

export async function updateCategory({ id, changes }: { id: string; changes: CategoryUpdate }): Promise<Category> {
  const { category } = await apiFetch('PATCH /api/categories/:id', { params: { id }, body: changes });
  return category;
}

/** Adds a category at the end of the menu; the form shows the server's reason (a name already used) at its field. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: async () => {
      toast.success(categoryToastTexts.added);
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: () => {
      toast.error(categoryToastTexts.saveFailed);
    },
  });
}

/** Renames, translates, hides or shows a category; hiding or showing alone toasts what guests now see. */
export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: async (category, { changes }) => {
      const hidingOnly = Object.keys(changes).length === 1 && changes.is_hidden !== undefined;
      toast.success(hidingOnly ? (category.is_hidden ? categoryToastTexts.hidden : categoryToastTexts.shown)(category.name) : categoryToastTexts.updated);
      queryClient.setQueryData<Category[]>(categoriesQueryKey, (categories) => categories?.map((old) => (old.id === category.id ? category : old)));
      await Promise.all([queryClient.invalidateQueries({ queryKey: categoriesQueryKey }), queryClient.invalidateQueries({ queryKey: menuItemsQueryKey })]);
    },
    onError: () => {
      toast.error(categoryToastTexts.saveFailed);
    },
  });
}
