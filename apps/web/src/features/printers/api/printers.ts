/** Printers (issue 21, decision 0038): list, add (the address shown once), delete; print an order's tickets; its preview's address. */
import type { Printer, PrinterInput } from '@maitre/shared/printers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { carriedData } from '@/lib/carried-answers';
import { printersTexts, ticketTexts } from '../texts';

export const printersQueryKey = ['printers'] as const;

export const printersQueryOptions = () =>
  queryOptions({
    queryKey: printersQueryKey,
    queryFn: async () => (await apiFetch('GET /api/printers')).printers,
    // Status (online, paper out…) changes on the printer's side: read it again while Settings is open.
    refetchInterval: 15_000,
  });

export function usePrinters() {
  return useQuery(printersQueryOptions());
}

/** Adds a printer; the answer's address (with its secret) is shown this once by the section. */
export function useAddPrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PrinterInput) => apiFetch('POST /api/printers', { body: input }),
    onSuccess: async ({ printer }) => {
      toast.success(printersTexts.added(printer.name));
      await queryClient.invalidateQueries({ queryKey: printersQueryKey });
    },
  });
}

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (printer: Printer) => {
      await apiFetch('DELETE /api/printers/:id', { params: { id: printer.id } });
      return printer;
    },
    onSuccess: async (printer) => {
      toast.success(printersTexts.deleted(printer.name));
      queryClient.setQueryData<Printer[]>(printersQueryKey, (printers) => printers?.filter((each) => each.id !== printer.id));
      await queryClient.invalidateQueries({ queryKey: printersQueryKey });
    },
    onError: () => toast.error(printersTexts.failed),
  });
}

/** Prints the order's tickets on the printers that print them (COPY when printed before). */
export function usePrintOrder(orderId: string) {
  return useMutation({
    mutationFn: async () => apiFetch('POST /api/orders/:id/print', { params: { id: orderId }, body: {} }),
    onSuccess: ({ jobs, copy }) => {
      toast.success(copy ? ticketTexts.sentCopy : ticketTexts.sent(jobs));
    },
  });
}

/** The ticket's preview: an SVG the same as the paper, drawn by the server. */
export function ticketPreviewUrl(orderId: string, purpose: 'kitchen' | 'receipt', width: 58 | 80): string {
  return `/api/orders/${encodeURIComponent(orderId)}/ticket?purpose=${purpose}&width=${width}`;
}

/** The printers that should print by themselves and cannot (offline, or stopped: paper out…): read again every 30 s while the dashboard is open. */
export function usePrinterAlerts() {
  return useQuery({
    queryKey: [...printersQueryKey, 'alerts'],
    queryFn: () => apiFetch('GET /api/printers/alerts'),
    refetchInterval: 30_000,
    ...carriedData('GET /api/printers/alerts', (alerts) => alerts),
  });
}
