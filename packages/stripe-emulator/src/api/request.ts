/** Helpers every API route uses to read a request and shape its answer. */
import type { FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { expand } from '../expand.ts';
import { asParams, type Params, readStringList } from '../form.ts';
import type { EventRequest } from '../resources/event.ts';

/** Stripe takes GET and DELETE parameters from the query string and POST ones from the body. */
export function requestParams(request: FastifyRequest): Params {
  const query = asParams(request.query);
  return request.method === 'POST' ? { ...query, ...asParams(request.body) } : query;
}

export function eventRequest(request: FastifyRequest): EventRequest {
  const key = request.headers['idempotency-key'];
  return { id: request.id, idempotency_key: typeof key === 'string' ? key : null };
}

const ALWAYS_ALLOWED = ['expand'];

/**
 * Stripe rejects unknown parameters; the emulator accepts them so that a valid parameter it does
 * not model cannot break local mode, but says so in the log.
 */
export function warnUnknownParams(context: EmulatorContext, request: FastifyRequest, params: Params, known: readonly string[]): void {
  const unknown = Object.keys(params).filter((name) => !known.includes(name) && !ALWAYS_ALLOWED.includes(name));
  if (unknown.length > 0) {
    context.logger.warn({ method: request.method, url: request.url, ignoredParams: unknown }, 'stripe emulator: ignoring parameters it does not model');
  }
}

export function expanded<T extends object>(context: EmulatorContext, object: T, params: Params): T {
  return expand(object, readStringList(params, 'expand'), (id) => context.store.findById(id));
}
