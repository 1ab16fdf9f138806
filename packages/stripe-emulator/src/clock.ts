/**
 * Emulator time: the `now` source plus the test-clock offset (kept in state so it survives a
 * restart), and the calendar arithmetic for monthly billing periods.
 */
import type { EmulatorState } from './state.ts';

export class Clock {
  constructor(
    private readonly source: () => number,
    private readonly state: EmulatorState,
  ) {}

  nowMs(): number {
    return this.source() + this.state.clockOffsetMs;
  }

  /** Stripe timestamps are whole seconds. */
  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  offsetSeconds(): number {
    return Math.floor(this.state.clockOffsetMs / 1000);
  }

  advance(seconds: number): void {
    this.state.clockOffsetMs += seconds * 1000;
  }
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `anchor` plus `months` calendar months, in UTC, keeping the anchor's day of month where the
 * month has it and its last day otherwise — how Stripe bills a subscription started on the 31st.
 */
export function addMonths(anchorSeconds: number, months: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const target = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + months, 1));
  const day = Math.min(anchor.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()) / 1000;
}

/** The end of the monthly period that follows the one ending at `periodEnd`. */
export function nextPeriodEnd(anchorSeconds: number, periodEnd: number): number {
  let months = 1;
  while (addMonths(anchorSeconds, months) <= periodEnd) months += 1;
  return addMonths(anchorSeconds, months);
}
