import type { FastifyReply } from 'fastify';
import { html } from './html.ts';
import { renderPage } from './layout.ts';

export function notFoundPage(reply: FastifyReply, message = 'This page does not exist or its link is incomplete.') {
  const body = html`<main class="layout"><section class="panel"><div class="panel-inner">
  <h1>Page not found</h1>
  <p class="muted">${message}</p>
</div></section></main>`;
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(renderPage({ title: 'Not found', body }));
}
