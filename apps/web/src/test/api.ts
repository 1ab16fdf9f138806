/**
 * MSW handlers for the app's JSON API, one route of lib/api-contract.ts at a time. Bodies go through the route's
 * shared schema before they are sent, so a handler cannot answer what the real server could not.
 */
import { ApiErrorBodySchema, ERROR_STATUS, type ErrorCode } from '@maitre/shared/errors';
import { HttpResponse, http, type PathParams } from 'msw';
import { type ApiResponse, type ApiRoute, apiContract } from '@/lib/api-contract';

type Resolver = (info: { request: Request; params: PathParams }) => Response | Promise<Response>;

function handle(route: ApiRoute, resolver: Resolver, options: { once?: boolean } = {}) {
  const [method, path] = route.split(' ') as [string, string];
  const byMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;
  return byMethod[method as keyof typeof byMethod](path, resolver, options);
}

/** The route's success answer: `body` checked by its schema, status 200 (201 for a creation, 204 with no body). */
export function json<R extends ApiRoute>(route: R, body: ApiResponse<R>, status = 200): Response {
  const checked = apiContract[route].parse(body);
  return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(checked, { status });
}

/** `route` answers `body` (checked by its schema). */
export function answer<R extends ApiRoute>(route: R, body: ApiResponse<R>, { status = 200, once = false } = {}) {
  const response = () => json(route, body, status);
  response(); // checks the body now, so a bad fixture fails where the test sets it up
  return handle(route, response, { once });
}

/** `route` answers the API's error shape for `code`, with its HTTP status. */
export function answerError(route: ApiRoute, code: ErrorCode, message: string, fieldErrors?: Record<string, string[]>) {
  const body = ApiErrorBodySchema.parse({ error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } });
  return handle(route, () => HttpResponse.json(body, { status: ERROR_STATUS[code] }));
}

/** `route` answers what `resolver` returns: for answers that wait, change, or depend on the request (build them with `json`). */
export function answerWith(route: ApiRoute, resolver: Resolver) {
  return handle(route, resolver);
}

/** `route` cannot be reached (the browser's fetch rejects). */
export function unreachable(route: ApiRoute) {
  return handle(route, () => HttpResponse.error());
}
