import type { Category } from '@maitre/shared/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { categoryToastTexts } from '../texts';
import { categoriesQueryKey } from './find-categories';

/** Deletes a category; its dishes, if any, move to the end of `moveTo` first (the API refuses without it). */
export async function deleteCategory({ id, moveTo }: { id: string; moveTo?: string }): Promise<void> {
  await apiFetch('DELETE /api/categories/:id', { params: { id }, query: { move_to: moveTo } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async (_result, { id }) => {
      toast.success(categoryToastTexts.deleted);
      queryClient.setQueryData<Category[]>(categoriesQueryKey, (categories) => categories?.filter((category) => category.id !== id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
        // The menu's query key (features/menu/api/find-menu-items.ts): the moved dishes are in another category now.
        queryClient.invalidateQueries({ queryKey: ['menu-items'] }),
      ]);
    },
    onError: () => {
      toast.error(categoryToastTexts.deleteFailed);
    },
  });
}
