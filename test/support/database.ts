import { mkdtempSync, rmSync } from 'node:fs';
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
 * With TEST_DATABASE_URL (a server the tests may create databases on), creates `svc_test_<random>`;
 * without it, the app runs on embedded PGlite in a temporary folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-test-'));
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `svc_test_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      await withClient(server, (client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
