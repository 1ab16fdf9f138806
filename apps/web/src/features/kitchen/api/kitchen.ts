/**
 * The kitchen display's data (issue 21, decision 0037): the open tickets of a station, the kitchen's marks (a line
 * done, a bump, a recall), the ready board, and the live stream that tells a display to read them again.
 */
import type { KitchenSettings, ReadyBoard, TicketsResponse } from '@maitre/shared/kitchen';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

/** What a display shows: `all` (every line), `expo` (every line, with each station's progress) or a station's id. */
export type KitchenView = 'all' | 'expo' | (string & {});

const STORED_VIEW = 'maitre.kitchen.view';

/** The view from `?station=`, else the one this screen used last, else all. */
export function initialView(search: string): KitchenView {
  const fromUrl = new URLSearchParams(search).get('station');
  if (fromUrl) return fromUrl;
  try {
    return window.localStorage.getItem(STORED_VIEW) ?? 'all';
  } catch {
    return 'all';
  }
}

/** Remembers the view in this screen's storage and in the address (a bookmark or a reload keeps it). */
export function rememberView(view: KitchenView) {
  try {
    window.localStorage.setItem(STORED_VIEW, view);
  } catch {
    // Private mode: the address still carries it.
  }
  const url = new URL(window.location.href);
  url.searchParams.set('station', view);
  window.history.replaceState(window.history.state, '', url);
}

export const ticketsQueryKey = (view: KitchenView) => ['kitchen', 'tickets', view] as const;

export const ticketsQueryOptions = (view: KitchenView) =>
  queryOptions({
    queryKey: ticketsQueryKey(view),
    queryFn: (): Promise<TicketsResponse> => apiFetch('GET /api/kitchen/tickets', { query: { station: view === 'expo' ? 'all' : view } }),
  });

export function useTickets(view: KitchenView) {
  return useQuery({ ...ticketsQueryOptions(view), refetchInterval: 60_000 });
}

/** Reads the tickets again after a mark (the stream also says so, to every other display). */
function useMark<T>(mark: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mark, onSettled: () => queryClient.invalidateQueries({ queryKey: ['kitchen'] }) });
}

export const useBump = () =>
  useMark(({ orderId, station }: { orderId: string; station?: string | undefined }) =>
    apiFetch('POST /api/kitchen/tickets/:orderId/bump', { params: { orderId }, body: station ? { station } : {} }),
  );

export const useRecall = () =>
  useMark(({ orderId, station }: { orderId: string; station?: string | undefined }) =>
    apiFetch('POST /api/kitchen/tickets/:orderId/recall', { params: { orderId }, body: station ? { station } : {} }),
  );

export const useMarkLine = () =>
  useMark(({ lineId, done }: { lineId: string; done: boolean }) =>
    done
      ? apiFetch('POST /api/kitchen/lines/:lineId/done', { params: { lineId } })
      : apiFetch('DELETE /api/kitchen/lines/:lineId/done', { params: { lineId } }),
  );

export function useReadyBoard() {
  return useQuery({
    queryKey: ['kitchen', 'ready-board'],
    queryFn: (): Promise<ReadyBoard> => apiFetch('GET /api/kitchen/ready-board'),
    refetchInterval: 30_000,
  });
}

const STREAM_EVENTS = ['order.created', 'order.updated', 'kitchen.bumped', 'kitchen.recalled', 'kitchen.line'] as const;

/**
 * The kitchen's live stream: every event (from any instance) makes the display read its tickets again, gathered over a
 * short moment so a burst costs one read; `resync` (the stream could not resume) reads everything again too. The
 * browser resumes the stream with `Last-Event-ID` by itself; after it gave up, a new stream starts and everything
 * is read again. Answers whether the stream is connected.
 */
export function useKitchenStream(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['kitchen'] }), 50);
    };
    const open = () => {
      source = new EventSource('/api/kitchen/events', { withCredentials: true });
      source.onopen = () => setConnected(true);
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState === EventSource.CLOSED) {
          // The browser gave up (an error status): a new stream in a moment, from now, with everything read again.
          retry = setTimeout(() => {
            open();
            refetch();
          }, 5_000);
        }
      };
      for (const type of [...STREAM_EVENTS, 'resync']) source.addEventListener(type, refetch);
    };
    open();
    return () => {
      clearTimeout(retry);
      clearTimeout(timer.current);
      source?.close();
    };
  }, [queryClient]);
  return connected;
}

// ——— Settings → Kitchen ———

export const setupQueryKey = ['kitchen-setup'] as const;

export function useKitchenSetup() {
  return useQuery({ queryKey: setupQueryKey, queryFn: () => apiFetch('GET /api/kitchen/setup') });
}

function useSetupChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: setupQueryKey }) });
}

export const useAddStation = () => useSetupChange((name: string) => apiFetch('POST /api/kitchen/stations', { body: { name } }));
export const useRenameStation = () =>
  useSetupChange(({ id, name }: { id: string; name: string }) => apiFetch('PATCH /api/kitchen/stations/:id', { params: { id }, body: { name } }));
export const useDeleteStation = () => useSetupChange((id: string) => apiFetch('DELETE /api/kitchen/stations/:id', { params: { id } }));
export const useReorderStations = () => useSetupChange((ids: string[]) => apiFetch('PUT /api/kitchen/stations/order', { body: { station_ids: ids } }));
export const useSaveKitchenSettings = () => useSetupChange((settings: KitchenSettings) => apiFetch('PUT /api/kitchen/settings', { body: settings }));
export const useMapStation = () =>
  useSetupChange(({ kind, id, stationId }: { kind: 'categories' | 'menu_items'; id: string; stationId: string | null }) =>
    apiFetch('PUT /api/kitchen/mapping', { body: { [kind]: [{ id, station_id: stationId }] } }),
  );
