import { describe, expect, it } from 'vitest';
import { postAuth, signUpAndVerify } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('session cookies when APP_URL is https', () => {
  const ctx = buildTestApp({ env: { APP_URL: 'https://maitre.example.com' } });

  it('are Secure, HttpOnly and SameSite=Lax', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const response = await postAuth(ctx.app, '/sign-in/email', { email: owner.email, password: owner.password });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']].flat().find((value) => value?.includes('session_token='));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});
