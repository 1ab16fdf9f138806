import type { MenuItem, MenuItemUpdate } from '@maitre/shared/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { menuToastTexts } from '../texts';
import { menuItemsQueryKey } from './find-menu-items';

export async function updateMenuItem({ id, changes }: { id: string; changes: MenuItemUpdate }): Promise<MenuItem> {
  const { menuItem } = await apiFetch('PATCH /api/menu-items/:id', { params: { id }, body: changes });
  return menuItem;
}

/** Edits or toggles an item. A change of availability alone toasts '{name} enabled' / '{name} disabled'; an edit 'Menu item updated'. */
export function useUpdateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuItem,
    onSuccess: async (menuItem, { changes }) => {
      const isToggle = Object.keys(changes).length === 1 && changes.is_available !== undefined;
      toast.success(isToggle ? (menuItem.is_available ? menuToastTexts.enabled : menuToastTexts.disabled)(menuItem.name) : menuToastTexts.updated);
      queryClient.setQueryData<MenuItem[]>(menuItemsQueryKey, (items) => items?.map((item) => (item.id === menuItem.id ? menuItem : item)));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: menuItemsQueryKey }),
        // The categories' query key (features/categories/api/find-categories.ts): their dish counts changed.
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]);
    },
    onError: () => {
      toast.error(menuToastTexts.updateFailed);
    },
  });
}
