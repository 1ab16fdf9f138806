/**
 * New orders and status changes arrive live over /api/events (Server-Sent Events): the orders queries refetch,
 * a chime plays (the owner can turn it off), and the tab title counts new orders until the owner looks at Orders.
 * Every (re)connection refetches too, so an order placed while the connection was down is never missed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { ordersQueryKey } from '@/features/orders/api/find-orders';
import { liveOrdersTexts } from './texts';

const SOUND_KEY = 'maitre.newOrderSound';
const BASE_TITLE = 'Maître';

interface LiveOrders {
  unseen: number;
  isSoundOn: boolean;
  setSoundOn(on: boolean): void;
}

const LiveOrdersContext = createContext<LiveOrders | undefined>(undefined);

/** A short two-note chime from the Web Audio API: no file to download. */
function playChime() {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  for (const [index, frequency] of [880, 1320].entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    const start = audio.currentTime + index * 0.15;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.32);
  }
  setTimeout(() => void audio.close(), 800);
}

export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [unseen, setUnseen] = useState(0);
  const [isSoundOn, setSoundState] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off');
  const isOnOrdersPage = pathname.startsWith('/dashboard/orders');
  // The event handler lives as long as the connection; refs give it the current page and sound choice.
  const seesOrders = useRef(false);
  seesOrders.current = isOnOrdersPage;
  const soundOn = useRef(isSoundOn);
  soundOn.current = isSoundOn;

  const setSoundOn = useCallback((on: boolean) => {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    setSoundState(on);
  }, []);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    source.addEventListener('open', refresh);
    source.addEventListener('order.updated', refresh);
    source.addEventListener('order.created', () => {
      refresh();
      const isLooking = seesOrders.current && document.visibilityState === 'visible';
      if (!isLooking) setUnseen((count) => count + 1);
      if (soundOn.current) playChime();
      toast.success(liveOrdersTexts.newOrder, { id: 'new-order' });
    });
    return () => source.close();
  }, [queryClient]);

  // Looking at the orders list (with the tab visible) counts as seeing the new orders.
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

  const value = useMemo(() => ({ unseen, isSoundOn, setSoundOn }), [unseen, isSoundOn, setSoundOn]);
  return <LiveOrdersContext.Provider value={value}>{children}</LiveOrdersContext.Provider>;
}

export function useLiveOrders(): LiveOrders {
  const context = useContext(LiveOrdersContext);
  if (!context) throw new Error('useLiveOrders must be used within a LiveOrdersProvider');
  return context;
}
