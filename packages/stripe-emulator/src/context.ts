import type { Billing } from './billing.ts';
import type { Clock } from './clock.ts';
import type { EmulatorLogger } from './logger.ts';
import type { StateStore } from './state.ts';

/** What routes and pages share: state, time, the billing rules, and where the browser finds us. */
export interface EmulatorContext {
  store: StateStore;
  clock: Clock;
  billing: Billing;
  logger: EmulatorLogger;
  publicUrl(): string;
}
