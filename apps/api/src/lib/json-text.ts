/**
 * Replies with a body that is already JSON text — assembled from JSON that PostgreSQL stored or built — so Fastify
 * sends it as it is instead of parsing nothing and serialising everything again. Routes that use it still declare
 * their response schema (for the docs), and their tests check the body against it. A Buffer is JSON text already
 * encoded in UTF-8 (a kept answer, sent many times: decision 0046).
 */
import type { FastifyReply } from 'fastify';

export function sendJsonText(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
