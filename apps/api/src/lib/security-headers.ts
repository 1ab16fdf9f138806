/**
 * Security headers on every response — helmet's, computed once at start. @fastify/helmet builds helmet's middleware
 * again on every request (parsing the CSP directives each time), a measurable share of a small API request; the
 * headers never change for a given configuration, so we run helmet once against a recording response and then
 * copy the result onto each reply.
 *
 * "Every response" includes the ones no route produces: the router's own refusals (malformed URL, over-long
 * parameter: `frameworkErrors` in app.ts), requests Node cannot parse (`clientErrorResponse`), and the 503s of a
 * draining server (lib/draining.ts answers them after this hook ran). apps/api/test/security-headers.test.ts walks
 * them all.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

export type SecurityHeaders = Readonly<Record<string, string>>;

export function computeSecurityHeaders(options: HelmetOptions): SecurityHeaders {
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

/** Maître's headers: a CSP without inline scripts, no framing, HSTS when served over https. */
export function securityHeadersFor(config: Pick<Config, 'appUrl'>): SecurityHeaders {
  const https = config.appUrl.startsWith('https://');
  return computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'http://127.0.0.1:*', 'http://localhost:*', 'https://checkout.stripe.com', 'https://billing.stripe.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** Adds the headers to every reply (routes may still replace one, as Swagger UI does with its own CSP). */
export function installSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
};

/**
 * Fastify's clientErrorHandler: what to write on a socket whose request Node could not parse (or that timed out), in
 * the documented error shape and with the security headers, like every other answer.
 */
export function clientErrorResponse(headers: SecurityHeaders) {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read'];
    const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message } });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n${lines}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
