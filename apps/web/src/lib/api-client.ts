/**
 * fetch for our JSON API: same-origin cookies, JSON in and out, error bodies turned into ApiError. Each call names its
 * route in lib/api-contract.ts, which gives the answer its type; in development and tests the answer is also checked
 * against the route's shared schema, so a server or a test fixture that drifts from the contract fails loudly. The
 * production build does not check (vite.config.ts): that would put zod on every page.
 */
import type { ErrorCode } from '@maitre/shared/errors';
// In the production build this module is a no-op stand-in (vite.config.ts): only the types come from the contract.
import { type ApiResponse, type ApiRoute, checkResponse } from '@/lib/api-contract';
import { currentLocale } from '@/lib/i18n';
import { apiTexts } from '@/lib/texts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The `:name` segments of a route's path. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type RouteParams<R extends ApiRoute> = ParamNames<R extends `${string} ${infer Path}` ? Path : never>;

export type ApiRequest<R extends ApiRoute> = {
  body?: unknown;
  /** Appended as a query string; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
} & ([RouteParams<R>] extends [never] ? { params?: undefined } : { params: Record<RouteParams<R>, string> });

type RequestArgument<R extends ApiRoute> = [RouteParams<R>] extends [never] ? [request?: ApiRequest<R>] : [request: ApiRequest<R>];

/** The URL of a route, with its `:name` segments filled in (URL-encoded) and the query appended. */
export function apiUrl(route: ApiRoute, params: Record<string, string> = {}, query: ApiRequest<ApiRoute>['query'] = {}): string {
  const pattern = route.slice(route.indexOf(' ') + 1);
  const path = pattern.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

export async function apiFetch<R extends ApiRoute>(route: R, ...[request]: RequestArgument<R>): Promise<ApiResponse<R>> {
  const { body, query, signal, headers, params } = (request ?? {}) as ApiRequest<ApiRoute> & { params?: Record<string, string> };
  const method = route.slice(0, route.indexOf(' '));
  // A file (the menu import) is sent as it is, with its own type; anything else as JSON. Its bytes are read first: a
  // whole file in memory (at most a few megabytes), which every fetch takes.
  const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : null;
  let response: Response;
  try {
    const payload = file ? await file.arrayBuffer() : body === undefined ? undefined : JSON.stringify(body);
    response = await fetch(apiUrl(route, params, query), {
      method,
      signal,
      credentials: 'same-origin',
      // The language the reader chose, which may differ from the browser's: the server answers its messages in it.
      headers: {
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...(body === undefined ? {} : { 'content-type': file ? file.type || 'application/octet-stream' : 'application/json' }),
        ...headers,
      },
      body: payload,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', apiTexts.offline);
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  // Development and tests only: the build swaps the contract for a no-op, and leaves zod and the schemas out.
  checkResponse(route, payload);
  // What was received, not the parsed copy, so development and production hand the screens the same object.
  return payload as ApiResponse<R>;
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: ErrorCode; message?: string; fieldErrors?: Record<string, string[]> } } | undefined)?.error;
  if (error && typeof error === 'object' && typeof error.message === 'string') {
    return new ApiError(status, error.code ?? 'INTERNAL', error.message, error.fieldErrors);
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', status >= 500 ? apiTexts.serverError : apiTexts.requestFailed(status));
}
