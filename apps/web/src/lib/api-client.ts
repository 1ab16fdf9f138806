/** fetch for our JSON API: same-origin cookies, JSON in and out, error bodies turned into ApiError. */
import type { ErrorCode } from '@maitre/shared/errors';

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

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function apiFetch<T>(path: string, { method = 'GET', body, signal, headers }: ApiRequest = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Cannot reach Maître. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: ErrorCode; message?: string; fieldErrors?: Record<string, string[]> } } | undefined)?.error;
  if (error && typeof error === 'object' && typeof error.message === 'string') {
    return new ApiError(status, error.code ?? 'INTERNAL', error.message, error.fieldErrors);
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', status >= 500 ? 'Something went wrong on our side' : `Request failed (${status})`);
}
