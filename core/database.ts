import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DEFAULT_EMBEDDED_SHARED_BUFFERS_MB } from './config.js';
import type { Logger } from './logger.js';
import { SessionQueryQueue } from './pglite-queue.js';

/** A reachable PostgreSQL: either a server from DATABASE_URL or the embedded PGlite. */
export interface Database {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connections the embedded socket server accepts; pglite-socket runs their queries one at a time. */
const EMBEDDED_MAX_CONNECTIONS = 32;

/**
 * Opens the configured database. Without a URL, starts PGlite with its data under `dataDir`
 * behind pglite-socket on a free loopback port, so the same `pg` driver talks to both.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** The embedded database's shared_buffers (EMBEDDED_SHARED_BUFFERS_MB). */
  sharedBuffersMb?: number;
  logger?: Logger;
}): Promise<Database> {
  if (options.url) {
    return { url: options.url, embedded: false, close: async () => {} };
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  await initializeDataFolder(dir);
  const db = await PGlite.create({
    dataDir: dir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffersMb ?? DEFAULT_EMBEDDED_SHARED_BUFFERS_MB}MB`],
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  // Each connection handler takes the server's queue when it connects: swapped before the first one (see SessionQueryQueue).
  (server as unknown as { queryQueue: SessionQueryQueue }).queryQueue = new SessionQueryQueue(db);
  await server.start();
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  options.logger?.info({ dir, port }, 'embedded PGlite database started');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}

/**
 * Makes a new embedded data folder in a child process. PGlite runs `initdb` for a new folder in a second WebAssembly
 * instance and copies the result through memory: over 1 GB resident at its peak, and a process that did it in its own
 * memory settled at 320 MB where one that opened an existing folder settles at about 205 MB (malloc's heap keeps what
 * the copy took). In a child all of it ends with the child. The folder is made beside its path and renamed into place,
 * so a failed `initdb` leaves nothing half-made. A folder that exists and is not empty is left to PGlite, as before.
 */
async function initializeDataFolder(dir: string): Promise<void> {
  if (existsSync(dir)) {
    if (readdirSync(dir).length > 0) return;
    rmdirSync(dir);
  }
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.new-${randomBytes(4).toString('hex')}`;
  const pglite = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const script = `const { PGlite } = await import(${pglite}); await (await PGlite.create({ dataDir: process.argv[1] })).close();`;
  try {
    await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script, staging]);
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dir}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/** Runs one statement on a short-lived connection (database creation, health checks). */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
