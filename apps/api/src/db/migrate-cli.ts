/**
 * `npm run db:migrate`: apply pending migrations to DATABASE_URL, or to the PGlite database in DATA_DIR; on PostgreSQL it
 * then checks that the app's connections can act as configured by DATABASE_RLS.
 */
import { loadConfig } from '../config.ts';
import { openDatabase, redactUrl } from './client.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true, rls: config.databaseRls });
await handle.close();
console.log(`Migrations applied to ${config.databaseUrl ? redactUrl(config.databaseUrl) : `PGlite in ${config.dataDir}`}`);
