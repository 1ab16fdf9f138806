/**
 * Everything the emulator knows, as one JSON-serialisable object, and its persistence: with a
 * state file, every change is written (atomically, coalesced) so a restart picks up where it was.
 */

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CheckoutSession, CheckoutSessionPrivate } from './resources/checkout-session.ts';
import type { StoredCustomer } from './resources/customer.ts';
import type { StripeEvent } from './resources/event.ts';
import type { Invoice } from './resources/invoice.ts';
import type { PaymentMethod } from './resources/payment-method.ts';
import type { PortalSession } from './resources/portal-session.ts';
import type { Price } from './resources/price.ts';
import type { Product } from './resources/product.ts';
import type { Subscription } from './resources/subscription.ts';

export interface StoredIdempotentResponse {
  /** Method, path and parameters of the first request; a reuse with different ones is an error. */
  fingerprint: string;
  statusCode: number;
  body: string;
  /** Real time (ms), since Stripe expires keys after 24 hours of wall-clock time. */
  storedAt: number;
}

export interface PendingDelivery {
  eventId: string;
  attempts: number;
  /** Real time (ms); retries follow the wall clock, not the test clock. */
  nextAttemptAt: number;
}

export interface EmulatorState {
  version: 1;
  /** How far the test clock is ahead of the `now` source, in ms. */
  clockOffsetMs: number;
  products: Record<string, Product>;
  prices: Record<string, Price>;
  customers: Record<string, StoredCustomer>;
  paymentMethods: Record<string, PaymentMethod>;
  checkoutSessions: Record<string, CheckoutSession>;
  checkoutSessionDetails: Record<string, CheckoutSessionPrivate>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  portalSessions: Record<string, PortalSession>;
  events: Record<string, StripeEvent>;
  /** Payment methods made from 4000 0000 0000 0341: the first charge works, renewals fail. */
  failingRenewalPaymentMethods: Record<string, true>;
  idempotency: Record<string, StoredIdempotentResponse>;
  deliveries: Record<string, PendingDelivery>;
}

/** The collections an id can be looked up in, for `expand[]`. */
const EXPANDABLE_COLLECTIONS = [
  'customers',
  'subscriptions',
  'paymentMethods',
  'invoices',
  'prices',
  'products',
  'checkoutSessions',
  'portalSessions',
  'events',
] as const satisfies readonly (keyof EmulatorState)[];

const EVENT_RETENTION_SECONDS = 30 * 24 * 60 * 60;
const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

function emptyState(): EmulatorState {
  return {
    version: 1,
    clockOffsetMs: 0,
    products: {},
    prices: {},
    customers: {},
    paymentMethods: {},
    checkoutSessions: {},
    checkoutSessionDetails: {},
    subscriptions: {},
    invoices: {},
    portalSessions: {},
    events: {},
    failingRenewalPaymentMethods: {},
    idempotency: {},
    deliveries: {},
  };
}

async function readStateFile(file: string): Promise<EmulatorState> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Stripe emulator state file ${file} is not valid JSON; delete it to start from an empty state.`);
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { version?: unknown }).version !== 1) {
    throw new Error(`Stripe emulator state file ${file} has an unknown format; delete it to start from an empty state.`);
  }
  // Collections added after a file was written start empty rather than undefined.
  return { ...emptyState(), ...(parsed as EmulatorState) };
}

export class StateStore {
  private dirty = false;
  private writing: Promise<void> | undefined;

  private constructor(
    readonly state: EmulatorState,
    private readonly file: string | undefined,
    private readonly onWriteError: (error: unknown) => void,
  ) {}

  static async open(file: string | undefined, onWriteError: (error: unknown) => void): Promise<StateStore> {
    const state = file === undefined ? emptyState() : await readStateFile(file);
    return new StateStore(state, file, onWriteError);
  }

  /** Finds any stored object by id, whatever its kind. */
  findById(id: string): object | undefined {
    for (const collection of EXPANDABLE_COLLECTIONS) {
      const found = this.state[collection][id];
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Schedules a write; many changes in one tick become one write. */
  changed(): void {
    if (this.file === undefined) return;
    this.dirty = true;
    this.writing ??= this.writeLoop().finally(() => {
      this.writing = undefined;
    });
  }

  /** Resolves once everything changed so far is on disk. */
  async save(): Promise<void> {
    if (this.file === undefined) return;
    this.changed();
    await this.writing;
  }

  prune(nowSeconds: number, realNowMs: number): void {
    const { events, deliveries, idempotency } = this.state;
    for (const [id, event] of Object.entries(events)) {
      if (event.created < nowSeconds - EVENT_RETENTION_SECONDS && deliveries[id] === undefined) delete events[id];
    }
    for (const [key, stored] of Object.entries(idempotency)) {
      if (stored.storedAt < realNowMs - IDEMPOTENCY_RETENTION_MS) delete idempotency[key];
    }
  }

  private async writeLoop(): Promise<void> {
    const file = this.file;
    if (file === undefined) return;
    // Yield once so that every change made in the current tick lands in the same write.
    await Promise.resolve();
    while (this.dirty) {
      this.dirty = false;
      try {
        await mkdir(dirname(file), { recursive: true });
        const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
        await writeFile(temporary, JSON.stringify(this.state));
        await rename(temporary, file);
      } catch (error) {
        this.onWriteError(error);
      }
    }
  }
}
