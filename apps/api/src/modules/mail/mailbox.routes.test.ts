import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDevMailbox } from './mailer.ts';

describe('dev mailbox pages', () => {
  const ctx = buildTestApp();

  it('answers only for its own host names, so a DNS-rebinding page cannot read the reset links in it', async () => {
    await ctx.app.mailer.send({
      to: 'owner@example.com',
      subject: 'Reset',
      text: 'http://localhost:3000/reset-password?token=secret',
      html: '<p>x</p>',
      language: 'en',
    });
    const id = ((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as { mails: { id: string }[] }).mails[0]?.id;
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000', '192.168.1.20:3000']) {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', `/dev/mailbox/${id}`]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host}${url}`).toBe(403);
        expect(response.body).not.toContain('secret');
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringContaining('localhost') } });
      }
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost', 'LOCALHOST:3000']) {
      expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json', headers: { host } })).statusCode, host).toBe(200);
    }
  });

  it('lists the mails newest first with every value escaped and the links clickable', async () => {
    await ctx.app.mailer.send({ to: 'first@example.com', subject: 'First', text: 'Hello', html: '<p>Hello</p>', language: 'en' });
    await ctx.app.mailer.send({
      to: 'second@example.com',
      subject: 'Second <script>alert(1)</script>',
      text: 'Open http://localhost:3000/api/auth/verify-email?token=a.b&callbackURL=%2Flogin now "quoted" <b>',
      html: '<p>Second</p>',
      language: 'fr',
    });

    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('Second &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain(
      '<a href="http://localhost:3000/api/auth/verify-email?token=a.b&amp;callbackURL=%2Flogin">http://localhost:3000/api/auth/verify-email?token=a.b&amp;callbackURL=%2Flogin</a>',
    );
    expect(page.body).toContain('&quot;quoted&quot; &lt;b&gt;');
    expect(page.body.indexOf('Second')).toBeLessThan(page.body.indexOf('First'));

    const json = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.statusCode).toBe(200);
    const { mails } = json.json() as { mails: { id: string; to: string; subject: string; text: string; html: string; from: string; sentAt: string }[] };
    expect(mails.map((mail) => mail.to).slice(0, 2)).toEqual(['second@example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({ from: 'Maître <no-reply@maitre.local>', html: '<p>Second</p>', language: 'fr' });
    expect(mails[1]).toMatchObject({ language: 'en' });

    const html = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/${mails[0]?.id}` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe('<p>Second</p>');
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/unknown' })).statusCode).toBe(404);
  });
});

describe('dev mailbox pages when mail goes out over SMTP', () => {
  const ctx = buildTestApp({ env: { SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' } });

  it('do not exist', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('dev mailbox pages in production', () => {
  it('do not exist, even with a mailer that keeps mails', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://maitre.example.com',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_SNACKBAR: 'price_1',
      STRIPE_PRICE_RESTAURANT: 'price_2',
      STRIPE_PRICE_MICHELIN: 'price_3',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ ...config, serveWeb: false }, { database: database.handle, logger: false, mailer: createDevMailbox('/tmp/unused', 'x') });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
