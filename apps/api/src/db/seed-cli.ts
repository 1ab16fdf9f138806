/** `npm run db:seed`: demo data in DATABASE_URL, or in the PGlite database of DATA_DIR (stop the server using it first). */
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { redactUrl } from './client.ts';
import { seedDemoData } from './seed.ts';

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

// The app is built (not started) so the demo owner signs up through the same auth as real owners. Sign-up would mail a
// verification link through the job queue; the demo owner is verified directly, so that mail is run here, into
// nowhere, before the app closes (left queued, a server started later would deliver it to the dev mailbox).
const app = await buildApp({ ...config, serveWeb: false }, { logger: false, mailer: { description: 'nowhere (seeding)', send: async () => {} } });
try {
  await app.ready();
  const summary = await seedDemoData(app.database, app.auth);
  await app.jobs.drain();
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : `PGlite in ${config.dataDir}`;
  console.log(`Demo data ready (${where}): ${summary.menuItems} menu items, ${summary.orders} orders over the last two weeks.

  Sign in at ${config.appUrl}/login
    email:    ${summary.email}
    password: ${summary.password}
`);
} finally {
  await app.close();
}
