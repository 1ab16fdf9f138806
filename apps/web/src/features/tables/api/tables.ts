/** The dining room's tables (issue 20, decision 0033): read, add, rename, delete; the address of their printable cards. */
import type { RestaurantTable } from '@maitre/shared/tables';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { tablesTexts } from '../texts';

export const tablesQueryKey = ['tables'] as const;

export async function fetchTables(): Promise<RestaurantTable[]> {
  const { tables } = await apiFetch('GET /api/tables');
  return tables;
}

export const tablesQueryOptions = () => queryOptions({ queryKey: tablesQueryKey, queryFn: fetchTables });

export function useTables({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tablesQueryOptions(), enabled });
}

/** The printable cards (an HTML page of the API): every table's, or one table's. */
export function tableCardsUrl(id?: string): string {
  return id ? `/api/tables/cards?id=${encodeURIComponent(id)}` : '/api/tables/cards';
}

/** Adds a table; the section shows the server's refusal (a label already used, the limit) at its field. */
export function useAddTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (label: string) => (await apiFetch('POST /api/tables', { body: { label } })).table,
    onSuccess: async (table) => {
      toast.success(tablesTexts.added(table.label));
      await queryClient.invalidateQueries({ queryKey: tablesQueryKey });
    },
  });
}

export function useRenameTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, label }: { id: string; label: string }) => (await apiFetch('PATCH /api/tables/:id', { params: { id }, body: { label } })).table,
    onSuccess: async (table) => {
      toast.success(tablesTexts.renamed(table.label));
      await queryClient.invalidateQueries({ queryKey: tablesQueryKey });
    },
  });
}

export function useDeleteTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (table: RestaurantTable) => {
      await apiFetch('DELETE /api/tables/:id', { params: { id: table.id } });
      return table;
    },
    onSuccess: async (table) => {
      toast.success(tablesTexts.deleted(table.label));
      queryClient.setQueryData<RestaurantTable[]>(tablesQueryKey, (tables) => tables?.filter((each) => each.id !== table.id));
      await queryClient.invalidateQueries({ queryKey: tablesQueryKey });
    },
    onError: () => {
      toast.error(tablesTexts.failed);
    },
  });
}

/** Puts the tables in a new order (every table, once): shown at once, put back with a toast if the server refuses. */
export function useReorderTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => (await apiFetch('PUT /api/tables/order', { body: { table_ids: ids } })).tables,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: tablesQueryKey });
      const before = queryClient.getQueryData<RestaurantTable[]>(tablesQueryKey);
      if (before)
        queryClient.setQueryData(
          tablesQueryKey,
          ids.flatMap((id) => before.filter((table) => table.id === id)),
        );
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(tablesQueryKey, context.before);
      toast.error(tablesTexts.failed);
    },
    onSuccess: (tables) => queryClient.setQueryData(tablesQueryKey, tables),
  });
}
