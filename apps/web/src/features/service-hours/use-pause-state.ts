import type { ServiceSettings } from '@maitre/shared/service-hours';
import { useEffect, useState } from 'react';

export interface PauseState {
  paused: boolean;
  /** When the pause ends (null: until resumed). */
  endsAt: string | null;
  message: string | null;
}

/**
 * Whether online orders are paused now: the server's answer, and a timer that ends the pause on screen at its end (the
 * server ends it by itself then too; the minute's refetch confirms it).
 */
export function usePauseState(service: ServiceSettings | undefined): PauseState {
  const [now, setNow] = useState(() => Date.now());
  const endsAt = service?.pause?.ends_at ?? null;
  useEffect(() => {
    if (!endsAt) return;
    const wait = Date.parse(endsAt) - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [endsAt]);
  const pause = service?.pause ?? null;
  const paused = pause !== null && (pause.ends_at === null || Date.parse(pause.ends_at) > now);
  return { paused, endsAt: pause?.ends_at ?? null, message: pause?.message ?? null };
}
