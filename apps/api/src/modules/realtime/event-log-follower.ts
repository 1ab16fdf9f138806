/**
 * Follows a restaurant's event log for one stream (decision 0035): from a number on, it reads what was logged after
 * the last event it sent and sends each event with its number, once and in order. A wake (an announcement on the
 * bus, from any instance, or the periodic poll) starts a read; wakes that come during a read make one more read after
 * it, so a burst costs a few reads, not one per event. The log, not the wake, is the truth: a wake lost with an
 * instance killed after its commit is made up by the next poll, and a stream that reconnects with `Last-Event-ID`
 * gets exactly what it missed.
 */
import type { RestaurantScope } from '../../db/tenant.ts';
import { findEventsAfter, type LoggedEvent } from './event-log.repository.ts';

/** Events read per statement while catching up. */
export const EVENT_PAGE = 200;

export interface EventLogFollower {
  /** Reads what was logged since the last event sent (now, or after the read under way). */
  wake(): void;
  /** Stops sending; a read under way ends without sending more. */
  stop(): void;
}

export function followEventLog({
  scope,
  after,
  send,
  accept = () => true,
  onError,
}: {
  scope: RestaurantScope;
  after: number;
  send: (event: LoggedEvent) => void;
  /** Which types this stream sends; the others are passed over (the dashboard's stream leaves the kitchen's out). */
  accept?: (type: string) => boolean;
  onError: (error: unknown) => void;
}): EventLogFollower {
  let cursor = after;
  let reading: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const readAll = async () => {
    do {
      again = false;
      for (;;) {
        const events = await findEventsAfter(scope, cursor, EVENT_PAGE);
        for (const event of events) {
          if (stopped) return;
          cursor = event.seq;
          if (accept(event.type)) send(event);
        }
        if (events.length < EVENT_PAGE) break;
      }
    } while (again && !stopped);
  };

  return {
    wake() {
      if (stopped) return;
      if (reading) {
        again = true;
        return;
      }
      reading = readAll()
        .catch(onError)
        .finally(() => {
          reading = undefined;
        });
    },
    stop() {
      stopped = true;
    },
  };
}
