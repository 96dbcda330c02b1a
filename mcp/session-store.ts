import type { EdgeState } from '../core/edge.js';

/** An open MCP session as every replica sees it. */
export interface McpSessionRecord {
  id: string;
  /** Who may drive it (McpCredential.principal). */
  principal: string;
  /** The user whose calls it makes (the fair share and the api_call limit count per caller). */
  callerId: string;
  toolset: string;
  /** The `initialize` request it was opened with: a replica that has not seen the session replays it to resume it. */
  initialize: unknown;
  /** The resources it follows (`resources/subscribe`), in the order subscribed. */
  subscriptions: string[];
  /** Its latest use on any replica (ms), recorded at most every SESSION_TOUCH_MS per replica. */
  lastUsedAt: number;
}

/**
 * Where MCP sessions live: PostgreSQL's `edge.mcp_sessions` when replicas share them, or this process's memory for a lone
 * MCP process without a database. Times are the service's clock, so tests move them.
 */
export interface McpSessionStore {
  create(record: McpSessionRecord): Promise<void>;
  /** The session, unless it ended (or never was). */
  find(id: string): Promise<McpSessionRecord | undefined>;
  touch(id: string, at: number): Promise<void>;
  /** Ends it on every replica's next look (they also hear of it on pub/sub). */
  end(id: string): Promise<void>;
  subscribe(id: string, uri: string): Promise<void>;
  unsubscribe(id: string, uri: string): Promise<void>;
  /** Forgets the sessions unused since `before` (ms): they would answer 404 anyway. */
  prune(before: number): Promise<void>;
}

export function memorySessionStore(): McpSessionStore {
  const records = new Map<string, McpSessionRecord>();
  return {
    create: async (record) => void records.set(record.id, { ...record }),
    find: async (id) => {
      const record = records.get(id);
      return record && { ...record, subscriptions: [...record.subscriptions] };
    },
    touch: async (id, at) => {
      const record = records.get(id);
      if (record) record.lastUsedAt = Math.max(record.lastUsedAt, at);
    },
    end: async (id) => void records.delete(id),
    subscribe: async (id, uri) => {
      const record = records.get(id);
      if (record && !record.subscriptions.includes(uri)) record.subscriptions.push(uri);
    },
    unsubscribe: async (id, uri) => {
      const record = records.get(id);
      if (record) record.subscriptions = record.subscriptions.filter((subscribed) => subscribed !== uri);
    },
    prune: async (before) => {
      for (const [id, record] of records) if (record.lastUsedAt < before) records.delete(id);
    },
  };
}

interface SessionRow {
  id: string;
  principal: string;
  caller_id: string;
  toolset: string;
  initialize: unknown;
  subscriptions: string[];
  last_used_at: Date;
}

export function edgeSessionStore(edge: EdgeState): McpSessionStore {
  return {
    create: async (record) => {
      const at = new Date(record.lastUsedAt);
      await edge.query(
        `insert into edge.mcp_sessions (id, principal, caller_id, toolset, initialize, subscriptions, created_at, last_used_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [record.id, record.principal, record.callerId, record.toolset, JSON.stringify(record.initialize), record.subscriptions, at],
      );
    },
    find: async (id) => {
      const [row] = await edge.query<SessionRow>(
        'select id, principal, caller_id, toolset, initialize, subscriptions, last_used_at from edge.mcp_sessions where id = $1',
        [id],
      );
      if (!row) return undefined;
      return {
        id: row.id,
        principal: row.principal,
        callerId: row.caller_id,
        toolset: row.toolset,
        initialize: row.initialize,
        subscriptions: row.subscriptions,
        lastUsedAt: row.last_used_at.getTime(),
      };
    },
    touch: async (id, at) => {
      await edge.query('update edge.mcp_sessions set last_used_at = greatest(last_used_at, $2) where id = $1', [id, new Date(at)]);
    },
    end: async (id) => {
      await edge.query('delete from edge.mcp_sessions where id = $1', [id]);
    },
    subscribe: async (id, uri) => {
      await edge.query(
        'update edge.mcp_sessions set subscriptions = array_append(subscriptions, $2) where id = $1 and not ($2 = any (subscriptions))',
        [id, uri],
      );
    },
    unsubscribe: async (id, uri) => {
      await edge.query('update edge.mcp_sessions set subscriptions = array_remove(subscriptions, $2) where id = $1', [id, uri]);
    },
    prune: async (before) => {
      await edge.query('delete from edge.mcp_sessions where last_used_at < $1', [new Date(before)]);
    },
  };
}
