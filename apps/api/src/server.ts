/** Starts Maître: load config, build the app, listen, and shut down gracefully on SIGTERM/SIGINT. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { redactUrl } from './db/client.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s, exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? `PostgreSQL at ${redactUrl(config.databaseUrl)}` : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Maître is running at ${config.appUrl} (database: ${database}; mail: ${app.mailer.description})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Maître could not start: ${error.message}` : error);
  process.exit(1);
});
