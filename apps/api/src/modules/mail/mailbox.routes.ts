/**
 * The dev mailbox pages: /dev/mailbox (the mails, newest first, links clickable), /dev/mailbox.json (the same for
 * tests and scripts) and /dev/mailbox/:id (a mail's HTML part). They exist only while mail goes to the dev mailbox,
 * never in production or with SMTP_URL set; then /dev/mailbox answers 404 like any unknown path.
 *
 * The mailbox holds live password-reset links, so it answers only requests addressed to this machine's own names
 * (localhost, 127.0.0.1, ::1) or to APP_URL's host: a page elsewhere that rebinds its DNS name to 127.0.0.1 reaches the
 * server with its own name in the Host header and gets 403.
 */

import { LOCALES } from '@maitre/shared/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import type { StoredMail } from './mailer.ts';

const StoredMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
  /** The mail's language (Content-Language); absent on mails kept before languages existed. */
  language: z.enum(LOCALES).optional(),
});

/** Escapes the text, then turns each http(s) URL in it into a link (the URL is already escaped, so it stays inside its attribute). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function renderMailbox(mails: readonly StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · from ${escapeHtml(mail.from)} · <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt)}</time>${mail.language ? ` · ${escapeHtml(mail.language)}` : ''} · <a href="/dev/mailbox/${encodeURIComponent(mail.id)}">HTML version</a></p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Maître</title>
<style>
  body { font-family: system-ui, sans-serif; color: #1c1917; background: #fafaf9; max-width: 760px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-family: Georgia, serif; font-size: 24px; margin: 0 0 4px; }
  .lead { color: #57534e; margin: 0 0 24px; }
  article { background: #fff; border: 1px solid #e7e5e4; border-radius: 10px; padding: 16px; margin-bottom: 16px; }
  h2 { font-size: 16px; margin: 0 0 4px; }
  .meta { color: #78716c; font-size: 13px; margin: 0 0 12px; }
  pre { white-space: pre-wrap; word-break: break-word; font: 14px/1.5 system-ui, sans-serif; margin: 0; }
  a { color: #b45309; }
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p class="lead">Every mail Maître sends while no SMTP server is configured, newest first. <a href="/dev/mailbox">Refresh</a> · <a href="/dev/mailbox.json">JSON</a></p>
${items || '<p>No mail yet. Sign up or ask for a password reset, then refresh this page.</p>'}
</main>
</body>
</html>`;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The host name of a Host header, lower-cased, without its port ('[::1]:3000' → '[::1]'). */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0] ?? '';
}

export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer, config } = app;
  const list = mailer.list?.bind(mailer);
  if (config.isProduction || !list) return;

  const ownNames = new Set([...LOOPBACK_NAMES, hostName(new URL(config.appUrl).host)]);
  app.addHook('onRequest', async (request, reply) => {
    if (ownNames.has(hostName(request.headers.host))) return;
    return reply.status(403).send({
      error: { code: 'FORBIDDEN', message: `The dev mailbox answers only on localhost, 127.0.0.1 or ${new URL(config.appUrl).host}` },
    });
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(await list())),
  );

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails in the dev mailbox, newest first (local mode only)',
        response: { 200: z.object({ mails: z.array(StoredMailSchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: await list() };
    },
  );

  app.get('/dev/mailbox/:id', { schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const mail = (await list()).find((candidate) => candidate.id === request.params.id);
    if (!mail) return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such mail in the dev mailbox' } });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mail.html);
  });
};
