import type { GraphQLSchema } from 'graphql';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './database.js';
import type { EdgeState } from './edge.js';
import type { PgBoss } from './jobs.js';
import type { Logger } from './logger.js';
import type { SubgraphOrmOptions } from './orm.js';
import type { PubSub } from './pubsub.js';
import type { SubgraphClient } from './subgraph-client.js';
import type { SubgraphExecutor } from './subgraph-executor.js';
import type { UploadReceipts } from './upload-receipt.js';
import type { InternalTokens } from './viewer.js';

/** Process-wide services every subgraph is started with. */
export interface Platform {
  config: Config;
  logger: Logger;
  /** Where every decision that depends on the time reads it; tests move it. */
  clock: Clock;
  database: Database;
  pubsub: PubSub;
  /** What replicas of the gateway and the MCP server share: rate-limit counters, MCP sessions (core/edge.ts). */
  edge: EdgeState;
  /** Present when this process runs job workers (JOBS_ENABLED). */
  jobs: PgBoss | null;
  tokens: InternalTokens;
  /** Signs (gateway) and verifies (workspace subgraph) receipts of stored attachment uploads. */
  receipts: UploadReceipts;
  masterKey: Buffer;
  /**
   * This instance's public base URL (SVC_PUBLIC_URL, else localhost:PORT); the gateway points it at
   * where it listens when PORT=0. What a peer is told to call (a project invite).
   */
  publicUrl: () => string;
  /** Shows a message to the operator once (first-start credentials); stdout in `npm start`. */
  announce(message: string): void;
  /** Observes every SQL statement of every subgraph ORM (tests); undefined in production. */
  onQuery?: (subgraph: string, sql: string) => void;
}

export interface RunningSubgraph {
  name: string;
  executor: SubgraphExecutor<unknown>;
  /** Throws when the subgraph cannot serve requests (e.g. its database is unreachable). */
  checkReady(): Promise<void>;
  /**
   * Runs the subgraph's background workers in this process until nothing is due (see WorkLoop.drain);
   * resolves with the number of items they handled. Absent when it has none.
   */
  drainWork?(): Promise<number>;
  close(): Promise<void>;
}

/** The PostgreSQL schema a subgraph owns, its entities and its checked-in migrations. */
export type SubgraphDatabase = Pick<SubgraphOrmOptions, 'schema' | 'entities' | 'migrations'>;

/** A subgraph as the gateway, the schema script and the standalone server see it. */
export interface SubgraphDefinition {
  name: string;
  database: SubgraphDatabase;
  /** Schema only: no database needed (used by `npm run schema`). */
  buildSchema(): Promise<GraphQLSchema>;
  /** `subgraph(name)` reaches another subgraph (in this process or over HTTP) for internal operations. */
  start(platform: Platform, subgraph?: (name: string) => SubgraphClient): Promise<RunningSubgraph>;
}
