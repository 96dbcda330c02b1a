import pg from 'pg';
import { Migration0001EdgeState } from './edge-migrations/0001-edge-state.migration.js';
import { createSubgraphOrm } from './orm.js';

/** The PostgreSQL schema of the edge processes' shared state (gateways, MCP servers): no subgraph owns it. */
export const EDGE_SCHEMA = 'edge';

/** Checked-in migrations of the `edge` schema, in order. */
export const edgeMigrations = [Migration0001EdgeState];

/**
 * What the replicas of the gateway and the MCP server share instead of keeping it in their memory: rate-limit counters
 * and MCP sessions, in the `edge` schema. Plain SQL on a small pool: these are single statements on the request path.
 */
export interface EdgeState {
  /**
   * Whether other processes reach this database. Not the embedded one, which only its own process opens: there, limits count
   * in this process's memory (a statement per request on PGlite costs milliseconds, and no replica shares the count).
   */
  shared: boolean;
  query<Row extends object>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Brings the `edge` schema up to date (advisory-locked, as every subgraph's migrations are). */
export async function migrateEdgeState(url: string): Promise<void> {
  const orm = await createSubgraphOrm({ url, schema: EDGE_SCHEMA, entities: [], migrations: edgeMigrations, poolSize: 1 });
  await orm.close();
}

/** Opens the shared edge state on the platform's database, migrating it first. */
export async function openEdgeState(url: string, options: { poolSize?: number; shared?: boolean } = {}): Promise<EdgeState> {
  await migrateEdgeState(url);
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 4 });
  // An idle connection the server dropped is replaced on the next query; its error must not end the process.
  pool.on('error', () => undefined);
  return {
    shared: options.shared ?? true,
    query: async <Row extends object>(sql: string, params: unknown[] = []) => (await pool.query<Row>(sql, params)).rows,
    close: () => pool.end(),
  };
}
