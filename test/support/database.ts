import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { withClient } from '../../core/database.js';

/** A database of one's own for a test file: a fresh PostgreSQL database, or a fresh embedded folder. */
export interface TestDatabase {
  /** DATABASE_URL to use; undefined means the embedded PGlite under `dataDir`. */
  url: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * Where the run's migrated templates are, set by the global setup for the test workers: the name of a PostgreSQL database
 * (with TEST_DATABASE_URL) and an embedded data folder (always: page tests' platforms and some integration files run on
 * embedded databases in PostgreSQL runs too).
 */
export const SERVER_TEMPLATE_VARIABLE = 'SVC_TEST_TEMPLATE';
export const EMBEDDED_TEMPLATE_VARIABLE = 'SVC_TEST_EMBEDDED_TEMPLATE';

/**
 * A new folder for a test's data: on memory-backed /dev/shm where the system has one (Linux), since
 * every test file copies the template's embedded data folder and PGlite writes (and syncs) many small files.
 */
export const scratchDir = (prefix: string): string => mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), prefix));

export const databaseUrl = (server: string, name: string): string => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * With TEST_DATABASE_URL (a server the tests may create databases on), creates `svc_test_<random>`;
 * without it, or when the test asks for `embedded`, the app runs on embedded PGlite in a temporary folder. Either starts as a copy of the
 * run's migrated template when there is one (`CREATE DATABASE ... TEMPLATE`, or a copied data folder),
 * so the app finds nothing to migrate; else it starts empty and the app migrates it.
 */
export async function createTestDatabase(options: { embedded?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = scratchDir('svc-test-');
  const server = options.embedded ? undefined : process.env.TEST_DATABASE_URL;
  if (!server) {
    const template = process.env[EMBEDDED_TEMPLATE_VARIABLE];
    if (template) cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    return { url: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `svc_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[SERVER_TEMPLATE_VARIABLE];
  await withClient(server, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: databaseUrl(server, name),
    dataDir,
    async drop() {
      await withClient(server, (client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
