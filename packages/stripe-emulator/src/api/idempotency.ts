/**
 * `Idempotency-Key` on POST: the first request with a key runs, later ones with the same key get
 * its stored answer, and one that arrives while the first is still running waits for it. That is
 * what lets the app create "the" customer of an owner from two tabs at once without duplicates.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StripeApiError } from '../errors.ts';
import type { StateStore } from '../state.ts';

interface Claim {
  key: string;
  fingerprint: string;
  release: () => void;
}

/** Stripe does not keep answers to requests that failed validation, so those can be retried. */
function isKept(statusCode: number): boolean {
  return statusCode < 400 || statusCode === 402;
}

export function registerIdempotency(app: FastifyInstance, store: StateStore): void {
  const running = new Map<string, Promise<void>>();
  const claims = new WeakMap<FastifyRequest, Claim>();

  function release(request: FastifyRequest): void {
    const claim = claims.get(request);
    if (claim === undefined) return;
    claims.delete(request);
    running.delete(claim.key);
    claim.release();
  }

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string' || key === '') return;
    const fingerprint = JSON.stringify([request.method, request.url, request.body]);

    // Nothing may await between the last check and the claim, or two requests could both claim.
    for (let first = running.get(key); first !== undefined; first = running.get(key)) await first;

    const stored = store.state.idempotency[key];
    if (stored !== undefined) {
      if (stored.fingerprint !== fingerprint) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      reply.code(stored.statusCode).header('idempotent-replayed', 'true').type('application/json').send(stored.body);
      return reply;
    }

    let releaseClaim = () => {};
    running.set(
      key,
      new Promise<void>((resolve) => {
        releaseClaim = resolve;
      }),
    );
    claims.set(request, { key, fingerprint, release: releaseClaim });
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (claim !== undefined && typeof payload === 'string' && isKept(reply.statusCode)) {
      store.state.idempotency[claim.key] = {
        fingerprint: claim.fingerprint,
        statusCode: reply.statusCode,
        body: payload,
        storedAt: Date.now(),
      };
      store.changed();
    }
    release(request);
    return payload;
  });

  app.addHook('onRequestAbort', async (request) => release(request));
}
