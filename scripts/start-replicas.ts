import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withClient } from '../core/database.js';
import { loadConfig } from '../core/config.js';
import { loadMasterKey } from '../core/master-key.js';
import { haproxyMissing, REPLICA_KINDS, startReplicas } from './replicas.js';

/**
 * `npm run start:replicas`: the replicated deployment on this machine (scripts/replicas.ts): REPLICAS (2) of every
 * process behind HAProxy on one PostgreSQL database, DATABASE_URL (default `svc_replicas` on the local server, created
 * when absent). REPLICAS_PORT_BASE (4000) puts the balancer's gateway at that port. Ctrl-C stops everything.
 */
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/svc_replicas';
const DATA_DIR = path.resolve('.data/replicas');

/** Creates the database of `url` on its server when it does not exist. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  await withClient(server.toString(), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      process.stdout.write(`created database ${name}\n`);
    }
  });
}

/** The bootstrap block the workspace printed on the first start of an empty database (shown once), if this run had one. */
function bootstrapBlock(logDir: string): string | undefined {
  for (const file of ['workspace-0.log', 'workspace-1.log'].map((name) => path.join(logDir, name))) {
    if (!existsSync(file)) continue;
    const found = /=+ SVC workspace created =+[\s\S]*?\n=+\n/.exec(readFileSync(file, 'utf8'));
    if (found) return found[0];
  }
  return undefined;
}

const missing = haproxyMissing();
if (missing) {
  process.stderr.write(`${missing}.\nThe replicated deployment runs every process behind it; nothing was started.\n`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const replicas = Number(process.env.REPLICAS ?? 2);
await ensureDatabase(databaseUrl);
// The database outlives a run: its encrypted secrets need the same master key next time, kept beside the embedded data.
const masterKey = loadMasterKey(loadConfig({ SVC_DATA_DIR: DATA_DIR })).toString('base64');
const env: Record<string, string> = { SVC_MASTER_KEY: masterKey };
for (const name of ['SVC_BOOTSTRAP_ADMIN_EMAIL', 'SVC_BOOTSTRAP_ADMIN_PASSWORD', 'SMTP_RELAY_URL', 'LOG_LEVEL'] as const) {
  const value = process.env[name];
  if (value) env[name] = value;
}

process.stdout.write(`starting ${replicas} replicas of ${REPLICA_KINDS.join(', ')} behind HAProxy...\n`);
const set = await startReplicas({ databaseUrl, replicas, env, portBase: Number(process.env.REPLICAS_PORT_BASE ?? 4000) });
const rows = set
  .processes()
  .sort((a, b) => a.kind.localeCompare(b.kind) || a.index - b.index)
  .map(({ kind, index, url, pid }) => `  ${`${kind}-${index}`.padEnd(14)} ${url.padEnd(24)} pid ${pid}`);
process.stdout.write(
  [
    bootstrapBlock(set.logDir) ?? '',
    '',
    'SVC replicas ready',
    `  Platform (HAProxy, round robin): ${set.url}   GraphQL ${set.url}/graphql   MCP ${set.url}/mcp`,
    `  HAProxy statistics:              ${set.statsUrl}`,
    `  Database:                        ${databaseUrl}`,
    `  Logs and haproxy.cfg:            ${set.logDir}`,
    '  Replicas (own URLs, bypassing HAProxy):',
    ...rows,
    '',
    '  Kill one replica to see failover: kill -9 <pid>  (HAProxy marks it DOWN within a second; requests go to the other)',
    '  Ctrl-C stops everything.',
    '',
  ].join('\n'),
);

const shutdown = async () => {
  process.stdout.write('\nstopping...\n');
  await set.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
