/**
 * One error shape under /api, /api/auth included (decision 0022): a walk over failing account calls — better-auth's own
 * refusals, our checks inside it, and the mount's own answers — each `{ error: { code, message, fieldErrors? } }` with
 * its status, better-auth's specific codes kept. Successes and redirects are not touched.
 */
import { AuthApiErrorBodySchema } from '@maitre/shared/errors';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { postAuth, signUpAndVerify, signUpBody } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { inOneErrorShape } from './auth-error-shape.ts';

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

function expectOneShape(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(AuthApiErrorBodySchema.strict().safeParse(body).success, response.body).toBe(true);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error as { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

describe('the one error shape under /api/auth', () => {
  const ctx = buildTestApp({ env: { AUTH_RATE_LIMITS: 'true', SIGN_IN_SLOW_DOWN_MS: '10' } });
  const signInFrom = (ip: string, email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: ctx.app.config.appUrl, 'content-type': 'application/json' },
      payload: { email, password },
    });

  it('answers every failing account call in the documented shape, with its status and its specific code', async () => {
    const owner = await signUpAndVerify(ctx.app);

    // better-auth's own refusal: the specific code is kept.
    const wrong = expectOneShape(await signInFrom(freshIp(), owner.email, 'a wrong password'), 401, 'INVALID_EMAIL_OR_PASSWORD');
    expect(wrong.message).toBe('Invalid email or password');

    // An unknown endpoint (better-auth's bare 404), by GET and POST.
    expectOneShape(await ctx.app.inject({ method: 'GET', url: '/api/auth/no-such-endpoint' }), 404, 'NOT_FOUND');
    expectOneShape(await postAuth(ctx.app, '/no-such-endpoint', {}), 404, 'NOT_FOUND');

    // A redirect parameter the mount refuses before better-auth sees it.
    expectOneShape(
      await ctx.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=bad&callbackURL=javascript%3Aalert(1)' }),
      400,
      'INVALID_REDIRECT_URL',
    );

    // Our validation inside better-auth, with field errors.
    const invalid = expectOneShape(await postAuth(ctx.app, '/sign-up/email', { ...signUpBody(), full_name: '  ' }), 400, 'VALIDATION_FAILED');
    expect(invalid.fieldErrors).toEqual({ full_name: ['Full name is required'] });

    // better-auth's own validation of its body.
    expectOneShape(await postAuth(ctx.app, '/sign-in/email', { email: 'not an email', password: 'x' }), 400, 'INVALID_EMAIL');

    // Our per-account limit.
    const ip = freshIp();
    for (let guess = 0; guess < 10; guess += 1) expect((await signInFrom(ip, owner.email, `guess ${guess}`)).statusCode).toBe(401);
    const limited = await signInFrom(ip, owner.email, 'one more guess');
    expectOneShape(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Cross-site: the origin check answers the same shape.
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: owner.email, password: owner.password },
    });
    expectOneShape(crossSite, 403, 'FORBIDDEN');
  });

  it('leaves successes and redirects as better-auth answers them', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const signedIn = await signInFrom(freshIp(), owner.email, owner.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { email: owner.email } });
    expect(signedIn.json()).not.toHaveProperty('error');

    const redirect = await ctx.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=bad&callbackURL=%2Flogin' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/^\/login\?error=/);
  });
});

describe('inOneErrorShape', () => {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  it('wraps better-auth’s { code, message } and keeps field errors', () => {
    expect(
      inOneErrorShape(400, json({ code: 'PASSWORD_TOO_COMMON', message: 'Too common', fieldErrors: { password: ['Too common'] } }), 'application/json'),
    ).toEqual({
      error: { code: 'PASSWORD_TOO_COMMON', message: 'Too common', fieldErrors: { password: ['Too common'] } },
    });
  });

  it('keeps a body already in the shape, and gives our code for the status when there is none', () => {
    expect(inOneErrorShape(403, json({ error: { code: 'FORBIDDEN', message: 'No' } }), 'application/json')).toEqual({
      error: { code: 'FORBIDDEN', message: 'No' },
    });
    expect(inOneErrorShape(401, json({ message: 'Unauthorized' }), 'application/json')).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Unauthorized' },
    });
    expect(inOneErrorShape(404, json(null), 'application/json')).toEqual({ error: { code: 'NOT_FOUND', message: 'The request was refused' } });
    expect(inOneErrorShape(400, Buffer.from('<html>'), 'text/html')).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request was refused' } });
  });

  it('never passes on the text of a 5xx', () => {
    expect(inOneErrorShape(500, json({ code: 'FAILED_TO_CREATE_USER', message: 'relation "user" does not exist' }), 'application/json')).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side' },
    });
  });
});
