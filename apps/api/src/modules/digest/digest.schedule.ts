/**
 * When a member's digest goes out (decision 0044): at their local time (minutes after midnight in the restaurant's
 * zone) on a calendar date, about the business day before the one in progress then (zone + cutoff). Pure functions of
 * the instant, so tests move the clock by passing it. DST: a time the spring night skips moves forward by the gap,
 * a time the autumn night repeats is its first occurrence (service-clock's `zonedInstant`).
 */
import { businessDay } from '@maitre/shared/business-day';
import { addDays, localDate, zonedInstant } from '@maitre/shared/service-clock';

export interface DigestClock {
  timezone: string;
  cutoffMinutes: number;
  sendMinutes: number;
}

export interface PlannedDigest {
  /** When the job runs (ms since the epoch). */
  sendAt: number;
  /** The business day it reports ('YYYY-MM-DD'): the one before the business day in progress at `sendAt`. */
  day: string;
}

/** The digest sent at `sendAt`: which business day it reports. */
export function reportedDay(sendAt: number, clock: Pick<DigestClock, 'timezone' | 'cutoffMinutes'>): string {
  return addDays(businessDay(new Date(sendAt), clock.timezone, clock.cutoffMinutes), -1);
}

/** The send instant on local date `date`. */
export function sendInstant(date: string, clock: Pick<DigestClock, 'timezone' | 'sendMinutes'>): number {
  return zonedInstant(date, clock.sendMinutes, clock.timezone);
}

/**
 * The next digest after `now` whose day is after `lastSentDay` (null: none sent yet): the first local send time later
 * than now, skipping a day already sent.
 */
export function nextDigest(now: number, clock: DigestClock, lastSentDay: string | null): PlannedDigest {
  const today = localDate(now, clock.timezone);
  for (let offset = -1; offset <= 3; offset += 1) {
    const sendAt = sendInstant(addDays(today, offset), clock);
    if (sendAt <= now) continue;
    const day = reportedDay(sendAt, clock);
    if (lastSentDay !== null && day <= lastSentDay) continue;
    return { sendAt, day };
  }
  // Unreachable for valid settings (a send time recurs every local day); tomorrow's as a safe answer.
  const sendAt = sendInstant(addDays(today, 1), clock);
  return { sendAt, day: reportedDay(sendAt, clock) };
}
