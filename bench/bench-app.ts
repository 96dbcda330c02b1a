import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../core/config.js';
import { withClient } from '../core/database.js';
import { startApp, type RunningApp } from '../gateway/app.js';
import { graphqlClient } from './graphql-client.js';

/**
 * A fresh database for one benchmark app: with BENCH_DATABASE_URL (a PostgreSQL server the benchmark
 * may create databases on) a new `svc_bench_<name>_<random>` there, dropped afterwards; without it
 * none (`url` undefined: the app starts its embedded PGlite).
 */
export async function freshDatabase(name: string): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const database = `svc_bench_${name}_${randomBytes(4).toString('hex')}`;
  await withClient(server, (client) => client.query(`create database ${database}`));
  const url = new URL(server);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: () => withClient(server, (client) => client.query(`drop database if exists ${database} with (force)`)).then(() => undefined),
  };
}

export interface BenchApp {
  app: RunningApp;
  /** GraphQL as the bootstrap super-admin (its API key, printed at first start). */
  gql: ReturnType<typeof graphqlClient>;
  /** That API key, for requests `gql` cannot send. */
  adminToken(): string;
  /** Closes the app, drops its database and removes its data folder. */
  close(): Promise<void>;
}

/** The whole platform on a fresh database and data folder, silent, on a free port; `env` adds to or overrides that. */
export async function startBenchApp(name: string, env: Record<string, string>, hooks: { onQuery?: () => void } = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `svc-bench-${name}-`));
  const database = await freshDatabase(name);
  let bootstrapKey = '';
  const app = await startApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      SVC_DATA_DIR: dataDir,
      SVC_MASTER_KEY: randomBytes(32).toString('base64'),
      MAIL_INBOUND_SMTP_PORT: '0',
      SVC_MCP_PORT: '0',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    }),
    { announce: (text) => void (bootstrapKey = /API key:\s+(\S+)/.exec(text)?.[1] ?? bootstrapKey), ...hooks },
  );
  return {
    app,
    gql: graphqlClient(app.url, () => bootstrapKey),
    adminToken: () => bootstrapKey,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
