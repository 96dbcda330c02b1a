import { randomBytes } from 'node:crypto';
import { withClient } from '../core/database.js';

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
