/**
 * Test controls under `/_emulator`, for tests that drive the emulator from another process:
 * read and advance the test clock, and flush webhook deliveries.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import { isRecord } from './form.ts';

export interface EmulatorControls {
  clock: Clock;
  advanceClock(seconds: number): Promise<void>;
  flushWebhooks(): Promise<void>;
}

class ControlError extends Error {
  readonly statusCode = 400;
}

export function clockReading(clock: Clock) {
  const now = clock.nowSeconds();
  return { now, iso: new Date(now * 1000).toISOString(), offsetSeconds: clock.offsetSeconds() };
}

export function controlRoutes(controls: EmulatorControls) {
  return async function registerControlRoutes(app: FastifyInstance): Promise<void> {
    app.setErrorHandler((error: FastifyError | ControlError, _request, reply) => {
      const statusCode = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      return reply.code(statusCode).send({ error: { message: error.message } });
    });

    app.get('/clock', async () => clockReading(controls.clock));

    app.post('/clock/advance', async (request) => {
      const seconds = isRecord(request.body) ? request.body.seconds : undefined;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
        throw new ControlError('Send JSON { "seconds": n } with n a number of seconds ≥ 0; the clock cannot go back.');
      }
      await controls.advanceClock(seconds);
      return clockReading(controls.clock);
    });

    app.post('/webhooks/flush', async () => {
      await controls.flushWebhooks();
      return { flushed: true };
    });
  };
}
