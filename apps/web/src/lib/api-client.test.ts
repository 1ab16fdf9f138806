import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

function respondWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the parsed JSON of a successful response', async () => {
    respondWith(200, { items: [1, 2] });
    await expect(apiFetch('/api/x')).resolves.toEqual({ items: [1, 2] });
  });

  it('turns the API error shape into an ApiError with code, message and field errors', async () => {
    respondWith(400, { error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fieldErrors: { price: ['Price cannot be negative'] } } });
    const error = await apiFetch('/api/x', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid',
      fieldErrors: { price: ['Price cannot be negative'] },
    });
  });

  it('hides unreadable server failures behind a generic message', async () => {
    respondWith(502, undefined);
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL', message: 'Something went wrong on our side' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
