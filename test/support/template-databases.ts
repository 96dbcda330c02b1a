import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { openDatabase, withClient } from '../../core/database.js';
import { createLogger } from '../../core/logger.js';
import { migrateDatabase } from '../../gateway/migrate.js';
import { databaseUrl, EMBEDDED_TEMPLATE_VARIABLE, scratchDir, SERVER_TEMPLATE_VARIABLE } from './database.js';

// Apart from test/support/database.ts, which every test file with a database imports: the migrations weigh 1.5 s of CPU to
// import in a Jest worker, and only the global setup runs them.

/**
 * Migrates the run's templates and publishes them to the test workers through the environment: the embedded one, and beside
 * it the PostgreSQL one when the run has TEST_DATABASE_URL (both at once: the embedded migration runs in this process, the
 * other mostly waits on the server). Returns their removal. Called once by the global setup.
 */
export async function prepareTemplateDatabases(): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL;
  const drops = await Promise.all([prepareEmbeddedTemplate(), ...(server ? [prepareServerTemplate(server)] : [])]);
  return async () => {
    await Promise.all(drops.map((drop) => drop()));
  };
}

async function prepareServerTemplate(server: string): Promise<() => Promise<void>> {
  const name = `svc_template_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database ${name}`));
  await migrateDatabase(databaseUrl(server, name), createLogger('silent'));
  process.env[SERVER_TEMPLATE_VARIABLE] = name;
  return () => withClient(server, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
}

async function prepareEmbeddedTemplate(): Promise<() => Promise<void>> {
  const dataDir = scratchDir('svc-template-');
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database.url, createLogger('silent'));
  } finally {
    await database.close();
  }
  process.env[EMBEDDED_TEMPLATE_VARIABLE] = dataDir;
  return async () => rmSync(dataDir, { recursive: true, force: true });
}
