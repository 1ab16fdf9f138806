import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerError, answerWith, json, unreachable } from '@/test/api';
import { aMenuItem, uuid } from '@/test/fixtures';
import { sentRequests, server } from '@/test/server';
import { ApiError, apiFetch, apiUrl } from './api-client';

describe('apiFetch', () => {
  it('returns the answer of a successful request, as received', async () => {
    const soup = aMenuItem();
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }));
    await expect(apiFetch('GET /api/menu-items')).resolves.toEqual({ menuItems: [soup] });
  });

  it('sends the method, the JSON body and the filled-in path the route names', async () => {
    const soup = aMenuItem();
    server.use(answer('PATCH /api/menu-items/:id', { menuItem: { ...soup, price: 9 } }));
    await apiFetch('PATCH /api/menu-items/:id', { params: { id: soup.id }, body: { price: 9 } });
    const [sent] = await sentRequests('PATCH');
    expect(sent).toMatchObject({ method: 'PATCH', url: `/api/menu-items/${soup.id}`, body: { price: 9 } });
    expect(sent?.headers.get('content-type')).toBe('application/json');
  });

  it('encodes path values and leaves undefined query values out', () => {
    expect(apiUrl('GET /api/storefront/:slug', { slug: 'a/b c' })).toBe('/api/storefront/a%2Fb%20c');
    expect(apiUrl('GET /api/orders', {}, { status: 'ready', cursor: undefined, limit: 20 })).toBe('/api/orders?status=ready&limit=20');
    expect(() => apiUrl('GET /api/storefront/orders/:orderId')).toThrow('GET /api/storefront/orders/:orderId: no value for :orderId');
  });

  it('answers undefined for 204 No Content', async () => {
    server.use(answer('DELETE /api/menu-items/:id', undefined, { status: 204 }));
    await expect(apiFetch('DELETE /api/menu-items/:id', { params: { id: uuid(1) } })).resolves.toBeUndefined();
  });

  it('turns the API error shape into an ApiError with code, message and field errors', async () => {
    server.use(answerError('POST /api/menu-items', 'VALIDATION_FAILED', 'Some fields are invalid', { price: ['Price cannot be negative'] }));
    const error = await apiFetch('POST /api/menu-items', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid',
      fieldErrors: { price: ['Price cannot be negative'] },
    });
  });

  it('hides unreadable server failures behind a generic message', async () => {
    server.use(answerWith('GET /api/overview', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(apiFetch('GET /api/overview')).rejects.toMatchObject({ status: 502, code: 'INTERNAL', message: 'Something went wrong on our side' });
  });

  it('reports an unreachable server as a network error', async () => {
    server.use(unreachable('GET /api/overview'));
    await expect(apiFetch('GET /api/overview')).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('refuses, in development and tests, an answer that does not match the route’s shared schema', async () => {
    // Two of the ten fields a billing plan has: what the old hand-written fixture sent, and what a drifting server could.
    server.use(http.get('/api/billing/plans', () => HttpResponse.json({ plans: [{ id: 'snackbar', priceId: 'price_snackbar' }] })));
    await expect(apiFetch('GET /api/billing/plans')).rejects.toThrow(/GET \/api\/billing\/plans answered a body that does not match[\s\S]*plans\[0\]\.name/);
  });
});

describe('the test API', () => {
  it('refuses to answer with a body its route’s schema rejects', () => {
    const { name: _name, ...nameless } = aMenuItem();
    // @ts-expect-error -- the point: a fixture missing a required field
    expect(() => answer('GET /api/menu-items', { menuItems: [nameless] })).toThrow(/name/);
    expect(() =>
      json('GET /api/storefront/:slug', {
        restaurant: { name: 'Chez Ada', slug: 'chez-ada', default_language: 'en' },
        menu: [],
        categories: [],
        option_groups: [],
      }),
    ).not.toThrow();
  });
});
