/**
 * New orders and status changes arrive live over /api/events (Server-Sent Events): the orders queries refetch, the
 * tab title counts new orders until the owner looks at Orders, and a new order raises an **alert that repeats** — a
 * chime every ALERT_REPEAT_MS and a highlighted card — until someone acknowledges it or the order leaves `pending`
 * (decision 0032). An order acknowledged but still pending after the restaurant's `realert_after_minutes` rings
 * again, and the pending orders read when the stream comes back ring too: one placed while the connection was down
 * is not left silent (alert-schedule.ts). A page load does not ring for what is already pending (the board shows it). When the browser blocks sound (a reload with no tap
 * since), `soundBlocked` asks for a tap.
 *
 * The connection is watched: `connection` is `live` while the stream is open and `reconnecting` while it is down (the
 * server or the network dropped); the stream comes back by itself with back-off, and every reconnection refetches
 * every query on screen, so an order placed while the connection was down is never missed and a screen that failed
 * to load tries again (`reconnections`). The first connection resumes after the position the page read before its
 * other reads (decision 0049): the stream sends what they missed, and nothing is read twice; a page without it reads
 * the orders again when the stream opens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { activeOrdersQuery, ordersQueryKey } from '@/features/orders/api/find-orders';
import { useOrderSettings } from '@/features/orders/api/order-settings';
import { carriedData } from '@/lib/carried-answers';
import {
  type AlertState,
  acknowledgeAll,
  dueAgain,
  NO_ALERTS,
  nextRealertAt,
  orderLeftPending,
  pendingOrderArrived,
  pendingOrdersRead,
} from './alert-schedule';
import { liveOrdersTexts } from './texts';

const SOUND_KEY = 'maitre.newOrderSound';
const BASE_TITLE = 'Maître';
/** How often the chime repeats while a new order waits for someone to acknowledge it. */
export const ALERT_REPEAT_MS = 8_000;
/** Back-off of the manual reconnection when the browser gave the stream up (a 5xx, a proxy's error page). */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];
/** A browser that blocks sound leaves resume() waiting for a tap: still not running after this, the page asks for one. */
const BLOCKED_AFTER_MS = 500;

export type Connection = 'connecting' | 'live' | 'reconnecting';

interface LiveOrders {
  unseen: number;
  isSoundOn: boolean;
  setSoundOn(on: boolean): void;
  /** The new orders still alerting (not acknowledged, still pending), oldest first. */
  alerting: readonly string[];
  isAlerting(orderId: string): boolean;
  /** Stops the alert for every order alerting now. */
  acknowledge(): void;
  /** The browser blocks sound until the page gets a tap or a key. */
  soundBlocked: boolean;
  enableSound(): void;
  connection: Connection;
  /** Counts the times the stream came back after being down: a screen that failed to load retries on each. */
  reconnections: number;
}

const LiveOrdersContext = createContext<LiveOrders | undefined>(undefined);

/** One AudioContext for the page: a browser lets a page play only once a tap or a key unlocked it. */
let audioContext: AudioContext | undefined;
function getAudio(): AudioContext | undefined {
  if (typeof window === 'undefined' || !window.AudioContext) return undefined;
  audioContext ??= new window.AudioContext();
  return audioContext;
}

/** Runs `task` once the browser is idle (at the latest after two seconds); returns its cancellation. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1_000);
  return () => clearTimeout(handle);
}

/** A short two-note chime from the Web Audio API: no file to download. */
function playChime(audio: AudioContext) {
  for (const [index, frequency] of [880, 1320].entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    const start = audio.currentTime + index * 0.15;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.32);
  }
}

interface OrderEvent {
  id?: string;
  status?: string;
}
function readEvent(event: Event): OrderEvent {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as OrderEvent;
  } catch {
    return {};
  }
}

export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [unseen, setUnseen] = useState(0);
  const [isSoundOn, setSoundState] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off');
  const [alerts, setAlerts] = useState<AlertState>(NO_ALERTS);
  const { alerting } = alerts;
  const realertMinutes = useOrderSettings().data?.realert_after_minutes;
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [reconnections, setReconnections] = useState(0);
  const isOnOrdersPage = pathname.startsWith('/dashboard/orders');
  // The event handler lives as long as the connection; a ref gives it the current page.
  const seesOrders = useRef(false);
  seesOrders.current = isOnOrdersPage;

  const setSoundOn = useCallback((on: boolean) => {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    setSoundState(on);
  }, []);

  const enableSound = useCallback(() => {
    const audio = getAudio();
    if (!audio) return;
    void audio.resume().then(() => setSoundBlocked(audio.state !== 'running'));
  }, []);

  // With the sound on, find out whether the browser lets the page play (after a reload it does not until a tap): the
  // prompt shows before the first order arrives, not after. A page that was tapped or typed in may play: nothing to
  // find out, and the AudioContext waits for the first chime. Otherwise the only way to know is to make one and try;
  // making one starts the audio output, a long task on a slow tablet, so it waits until the browser is idle after the
  // first screen. Any tap or key on the page unlocks the sound too.
  useEffect(() => {
    if (!isSoundOn) {
      setSoundBlocked(false);
      return;
    }
    if (typeof window === 'undefined' || !window.AudioContext) return;
    let audio: AudioContext | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (audio) setSoundBlocked(audio.state !== 'running');
    };
    const probe = () => {
      if (audio) return audio;
      audio = getAudio();
      if (!audio) return undefined;
      audio.addEventListener('statechange', check);
      void audio.resume().then(check);
      timer = setTimeout(check, BLOCKED_AFTER_MS);
      return audio;
    };
    const unlock = () => void probe()?.resume().then(check);
    let idle: (() => void) | undefined;
    if (audioContext) probe();
    else if (!navigator.userActivation?.hasBeenActive) idle = whenIdle(probe);
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    return () => {
      idle?.();
      clearTimeout(timer);
      audio?.removeEventListener('statechange', check);
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }, [isSoundOn]);

  // The stream is the restaurant's the session acts for: a switch to another one ends it and opens one for that one
  // (the server keeps a stream on the restaurant it was opened for, and the event numbers are per restaurant).
  const restaurantId = useAuth().profile?.restaurant_id;
  useEffect(() => {
    if (typeof EventSource === 'undefined' || restaurantId === undefined) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let wasDown = false;
    let stopped = false;
    // Every orders read asks again (or every read, back after a drop). A read still on its way may have been asked
    // before the change: invalidating alone would wait for it when its query has no answer yet (TanStack Query cancels
    // only a refetch), and a board whose first read was slow would miss the order until its one-minute catch-up. So
    // those reads are dropped first.
    const readAgain = (filters?: { queryKey: readonly unknown[] }) => {
      void queryClient.cancelQueries(filters);
      void queryClient.invalidateQueries(filters);
    };
    const refreshOrders = () => readAgain({ queryKey: ordersQueryKey });
    // What is pending now rings unless acknowledged here: orders placed while the stream was down.
    const readPending = () =>
      void queryClient
        .fetchQuery({ ...activeOrdersQuery('pending'), staleTime: 0 })
        .then(
          ({ orders }) =>
            !stopped &&
            setAlerts((state) =>
              pendingOrdersRead(
                state,
                orders.map((order) => order.id),
              ),
            ),
        )
        .catch(() => {});

    // Where the page's reads started (decision 0049): the first stream resumes after it and sends whatever they missed,
    // so nothing needs reading again when it opens. Without it (a page that carried nothing), everything is read again.
    let resumeAfter = carriedData('GET /api/events/position', (answer) => answer.after).initialData();
    const connect = () => {
      source = new EventSource(resumeAfter === undefined ? '/api/events' : `/api/events?after=${resumeAfter}`);
      const resumes = resumeAfter !== undefined;
      // Only the first stream: a later one starts from now and reads everything again when it opens.
      resumeAfter = undefined;
      source.addEventListener('open', () => {
        failures = 0;
        setConnection('live');
        if (wasDown) {
          // Back after a drop: everything on screen may be stale, and a screen that failed to load can load now.
          wasDown = false;
          readAgain();
          setReconnections((count) => count + 1);
          // Orders placed while the stream was down ring as if heard live.
          readPending();
        } else if (!resumes) refreshOrders();
      });
      // The stream could not resume from where it was asked to (the log no longer holds it): everything again.
      source.addEventListener('resync', () => readAgain());
      source.addEventListener('error', () => {
        wasDown = true;
        setConnection('reconnecting');
        // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status), so we retry with back-off.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
          failures += 1;
          retry = setTimeout(connect, delay);
        }
      });
      source.addEventListener('order.updated', (event) => {
        refreshOrders();
        const { id, status } = readEvent(event);
        // An order accepted, rejected or moved on by anyone stops alerting.
        if (id && status && status !== 'pending') setAlerts((state) => orderLeftPending(state, id));
      });
      source.addEventListener('order.created', (event) => {
        refreshOrders();
        const { id, status } = readEvent(event);
        const isLooking = seesOrders.current && document.visibilityState === 'visible';
        if (!isLooking) setUnseen((count) => count + 1);
        if (id && (status === undefined || status === 'pending')) setAlerts((state) => pendingOrderArrived(state, id));
        // A dine-in order names its table (decision 0033): read from its status's list, fetched anyway for the board.
        void (
          id && (status === 'pending' || status === 'confirmed')
            ? queryClient.fetchQuery({ ...activeOrdersQuery(status), staleTime: 0 }).then(({ orders }) => orders.find((order) => order.id === id)?.table_label)
            : Promise.resolve(null)
        )
          .catch(() => null)
          .then((table) => toast.success(table ? liveOrdersTexts.newOrderAtTable(table) : liveOrdersTexts.newOrder, { id: 'new-order' }));
      });
    };
    connect();
    // The network said it is back: do not wait for the next back-off step. A stream that stayed open through a short
    // drop is live again as it is, but what happened meanwhile is read again all the same.
    const onOnline = () => {
      if (source?.readyState === EventSource.OPEN) {
        wasDown = false;
        setConnection('live');
        readAgain();
        setReconnections((count) => count + 1);
        readPending();
        return;
      }
      clearTimeout(retry);
      source?.close();
      failures = 0;
      connect();
    };
    const onOffline = () => {
      wasDown = true;
      setConnection('reconnecting');
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [queryClient, restaurantId]);

  // The alert: a chime now and every ALERT_REPEAT_MS while an order waits for someone to acknowledge it.
  const isRinging = alerting.length > 0 && isSoundOn;
  useEffect(() => {
    if (!isRinging) return;
    let blockedCheck: ReturnType<typeof setTimeout> | undefined;
    const ring = () => {
      const audio = getAudio();
      if (!audio) return;
      if (audio.state === 'running') return playChime(audio);
      void audio.resume().then(() => (audio.state === 'running' ? playChime(audio) : setSoundBlocked(true)));
      clearTimeout(blockedCheck);
      blockedCheck = setTimeout(() => audio.state !== 'running' && setSoundBlocked(true), BLOCKED_AFTER_MS);
    };
    ring();
    const timer = setInterval(ring, ALERT_REPEAT_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(blockedCheck);
    };
  }, [isRinging]);

  // Acknowledged orders still pending ring again after the restaurant's re-alert delay.
  useEffect(() => {
    if (realertMinutes === undefined) return;
    const realertMs = realertMinutes * 60_000;
    const dueAt = nextRealertAt(alerts, realertMs);
    if (dueAt === undefined) return;
    const timer = setTimeout(() => setAlerts((state) => dueAgain(state, Date.now(), realertMs)), Math.max(dueAt - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [alerts, realertMinutes]);

  const acknowledge = useCallback(() => setAlerts((state) => acknowledgeAll(state, Date.now())), []);
  const isAlerting = useCallback((orderId: string) => alerting.includes(orderId), [alerting]);

  // Looking at the orders list (with the tab visible) counts as seeing the new orders (not as acknowledging them).
  useEffect(() => {
    const markSeen = () => {
      if (isOnOrdersPage && document.visibilityState === 'visible') setUnseen(0);
    };
    markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [isOnOrdersPage]);

  useEffect(() => {
    document.title = unseen > 0 ? `(${unseen}) ${BASE_TITLE}` : BASE_TITLE;
  }, [unseen]);
  useEffect(
    () => () => {
      document.title = BASE_TITLE;
    },
    [],
  );

  const value = useMemo(
    () => ({ unseen, isSoundOn, setSoundOn, alerting, isAlerting, acknowledge, soundBlocked, enableSound, connection, reconnections }),
    [unseen, isSoundOn, setSoundOn, alerting, isAlerting, acknowledge, soundBlocked, enableSound, connection, reconnections],
  );
  return <LiveOrdersContext.Provider value={value}>{children}</LiveOrdersContext.Provider>;
}

export function useLiveOrders(): LiveOrders {
  const context = useContext(LiveOrdersContext);
  if (!context) throw new Error('useLiveOrders must be used within a LiveOrdersProvider');
  return context;
}

/** The live context where there is one (the dashboard), else undefined: the order list also renders outside it in tests. */
export function useOptionalLiveOrders(): LiveOrders | undefined {
  return useContext(LiveOrdersContext);
}
