/**
 * What both virtual printers share: one poll at a time (a poll asked for while one runs gets that one), polls on an
 * interval when given one (0: only when told), and a wait for the first N printed jobs.
 */
export interface PollLoop<T> {
  pollOnce(): Promise<T | null>;
  waitForPrinted(count: number, timeoutMs?: number): Promise<T[]>;
  stop(): void;
}

export function startPollLoop<T>(cycle: () => Promise<T | null>, printed: readonly T[], intervalMs?: number): PollLoop<T> {
  let busy: Promise<T | null> | null = null;
  const pollOnce = () => {
    busy ??= cycle().finally(() => {
      busy = null;
    });
    return busy;
  };
  let timer: NodeJS.Timeout | null = null;
  if (intervalMs) {
    timer = setInterval(() => {
      pollOnce().catch(() => {});
    }, intervalMs);
    timer.unref();
  }
  return {
    pollOnce,
    async waitForPrinted(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (printed.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} printed jobs, got ${printed.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return printed.slice(0, count);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
