/**
 * Security headers on every response — helmet's, computed once at start. @fastify/helmet builds helmet's middleware
 * again on every request (parsing the CSP directives each time), a measurable share of a small API request; the
 * headers never change for a given configuration, so we run helmet once against a recording response and then
 * copy the result onto each reply.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Adds the headers to every reply (routes may still replace one, as Swagger UI does with its own CSP). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
