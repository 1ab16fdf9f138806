/**
 * Every live event stream this instance holds, with who holds it, so that streams stay bounded and end when they
 * must:
 * - caps: in all (before file descriptors run out: 503), per guest IP (order and menu streams together), per guest
 *   order and per session (429), each
 *   answered in the documented error shape before the stream opens;
 * - a signed-in stream belongs to a session: the realtime plugin closes it when that session is revoked (on any
 *   instance), when a periodic check finds it gone or expired, and when the stream reaches its maximum lifetime
 *   (EventSource then reconnects and authenticates again);
 * - a paired device's stream (decision 0036) belongs to the device: modules/devices closes it when the device is
 *   revoked or signs out, on any instance, or when its periodic check finds the device's session gone.
 * The counts are per instance: with N instances a client can hold up to N times as many.
 */
import type { StreamSettings } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

export type StreamLimits = Pick<StreamSettings, 'max' | 'perIp' | 'perOrder' | 'perSession'>;

/**
 * Who holds a stream: a member's session acting for a restaurant, a guest following an order, or a guest's order page
 * following what is left of the menu (decision 0027).
 */
export type StreamHolder =
  | { kind: 'session'; userId: string; sessionId: string; restaurantId: string; role: string }
  | { kind: 'guest'; ip: string; orderId: string }
  | { kind: 'menu'; ip: string; restaurantId: string }
  /** A paired device's screen (kitchen display, ready board); capped like a session. */
  | { kind: 'device'; deviceId: string; restaurantId: string };

export interface Closable {
  close(): void;
}

const RETRY_AFTER_SECONDS = 30;

export class StreamRegistry<S extends Closable = Closable> {
  private readonly holders = new Map<S, StreamHolder>();
  private readonly counts = new Map<string, number>();

  constructor(readonly limits: StreamLimits) {}

  get size(): number {
    return this.holders.size;
  }

  /** Throws the documented 503 or 429 when one more stream for this holder would be over a cap. */
  admit(holder: StreamHolder): void {
    if (this.holders.size >= this.limits.max) {
      throw new AppError('SERVICE_UNAVAILABLE', (m) => m.realtime.tooManyConnections, undefined, RETRY_AFTER_SECONDS);
    }
    for (const [key, max] of this.keysOf(holder)) {
      if ((this.counts.get(key) ?? 0) >= max) {
        throw new AppError('RATE_LIMITED', (m) => m.realtime.tooManyFromHere, undefined, RETRY_AFTER_SECONDS);
      }
    }
  }

  add(stream: S, holder: StreamHolder): void {
    this.holders.set(stream, holder);
    for (const [key] of this.keysOf(holder)) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  delete(stream: S): void {
    const holder = this.holders.get(stream);
    if (!holder) return;
    this.holders.delete(stream);
    for (const [key] of this.keysOf(holder)) {
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    }
  }

  /** The signed-in streams, with their sessions, restaurants and roles; of one user only when `userId` is given. */
  sessionStreams(userId?: string): Array<{ stream: S; sessionId: string; restaurantId: string; role: string }> {
    const found: Array<{ stream: S; sessionId: string; restaurantId: string; role: string }> = [];
    for (const [stream, holder] of this.holders) {
      if (holder.kind === 'session' && (userId === undefined || holder.userId === userId)) {
        found.push({ stream, sessionId: holder.sessionId, restaurantId: holder.restaurantId, role: holder.role });
      }
    }
    return found;
  }

  /** The streams of paired devices, with their devices and restaurants; of one device only when `deviceId` is given. */
  deviceStreams(deviceId?: string): Array<{ stream: S; deviceId: string; restaurantId: string }> {
    const found: Array<{ stream: S; deviceId: string; restaurantId: string }> = [];
    for (const [stream, holder] of this.holders) {
      if (holder.kind === 'device' && (deviceId === undefined || holder.deviceId === deviceId)) {
        found.push({ stream, deviceId: holder.deviceId, restaurantId: holder.restaurantId });
      }
    }
    return found;
  }

  streams(): S[] {
    return [...this.holders.keys()];
  }

  private keysOf(holder: StreamHolder): Array<[string, number]> {
    if (holder.kind === 'session') return [[`session:${holder.sessionId}`, this.limits.perSession]];
    if (holder.kind === 'device') return [[`device:${holder.deviceId}`, this.limits.perSession]];
    // An order page's menu stream counts toward its IP's guest streams, like an order's status stream.
    if (holder.kind === 'menu') return [[`ip:${holder.ip}`, this.limits.perIp]];
    return [
      [`ip:${holder.ip}`, this.limits.perIp],
      [`order:${holder.orderId}`, this.limits.perOrder],
    ];
  }
}
