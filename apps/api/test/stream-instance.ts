/**
 * Where a test holds its live streams: on PostgreSQL a second instance of the app on the same database (so what goes
 * through the first must cross instances to arrive), on PGlite the same app (one process owns the database).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import type { createTestApp } from './build-test-app.ts';
import { testDatabaseKind } from './test-database.ts';

export interface StreamInstance {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function listenForStreams(ctx: Awaited<ReturnType<typeof createTestApp>>): Promise<StreamInstance> {
  const address = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  if (testDatabaseKind !== 'postgres') {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return { app: ctx.app, url: address(ctx.app), close: async () => {} };
  }
  const database = await openDatabase({ databaseUrl: ctx.database.url, dataDir: 'unused', poolSize: 2 });
  const app = await buildApp(ctx.config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
