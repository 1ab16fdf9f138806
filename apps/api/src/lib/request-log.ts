/**
 * What a log line says about a request: never a credential. Headers that carry one are redacted (pino's `redact`); in
 * the request line, a printer's address holds the secret it polls with (decision 0038: Star CloudPRNT and Epson Server
 * Direct Print cannot send a header, so the secret is a path segment) and `token` query values are one-time
 * credentials (print job tokens, password-reset links). Both are masked before the line is written.
 */
import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
const SECRET_PATH = /^(\/api\/(?:cloudprnt|epson-sdp)\/)[^/?#]+/;
const SECRET_QUERY_KEYS = new Set(['token']);

/** The URL as logged: a printer's secret and `token` values masked, everything else as sent. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  const pathname = (at === -1 ? url : url.slice(0, at)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (at === -1) return pathname;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathname}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request fields, with the URL masked. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options every environment shares: credentials out of every line. */
export function safeLogOptions(): Pick<Exclude<FastifyServerOptions['logger'], boolean | undefined>, 'redact' | 'serializers'> {
  return {
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: REDACTED },
    serializers: { req: serializeRequest as never },
  };
}
