import type { SubgraphClient } from '../../core/subgraph-client.js';
import type { InternalTokens } from '../../core/viewer.js';

/** One entry of the workspace's audit log, as the federation engine records it. */
export interface AuditRecord {
  id: string;
  actorId: string | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  createdAt: string;
}

/** One row of the workspace's sync feed (or a current row): ids and payload in this instance's terms. */
export interface FeedChange {
  seq: number;
  entityType: string;
  entityId: string;
  projectId: string | null;
  op: 'upsert' | 'delete';
  version: number;
  origin: string | null;
  payload: Record<string, unknown> | null;
  /** The fields the change wrote (with latestOnly, every change of the row it stands for); null: all. */
  changed: string[] | null;
}

export interface FeedPerson {
  id: string;
  displayName: string;
  email: string;
  kind: string;
  peer: string | null;
}

export interface FeedPage {
  changes: FeedChange[];
  people: FeedPerson[];
  gaps: number[];
  highWater: number;
  more: boolean;
  oldestSeq: number | null;
}

/** What a row went through here that the peer has not read yet. */
export interface PendingChange {
  /** Fields updated (of a row inserted since, those updated after its insert). */
  fields: string[];
  deleted: boolean;
  /** Each written field as it was before the first of those writes: its value when both sides last agreed. */
  base: Record<string, unknown>;
}

export interface ApplyResult {
  entityId: string;
  status: 'applied' | 'noop' | 'stale' | 'failed';
  version: number | null;
  error: string | null;
  payload: Record<string, unknown> | null;
}

/**
 * The workspace subgraph's internal operations (`@inaccessible`, platform services only), called
 * directly on the subgraph (in this process or over HTTP) as the federation service: the federation
 * subgraph never reads workspace tables.
 */
export class WorkspaceApi {
  constructor(
    private readonly client: () => SubgraphClient,
    private readonly tokens: InternalTokens,
  ) {}

  async recordAudits(entries: AuditRecord[]): Promise<void> {
    await this.call(`mutation RecordAudits($entries: [AuditRecordInput!]!) { recordAudits(entries: $entries) }`, { entries });
  }

  async syncChanges(args: {
    after: number;
    limit: number;
    gaps: number[];
    entityTypes: string[] | null;
    projectIds: string[] | null;
    excludeOrigin: string;
    latestOnly: boolean;
  }): Promise<FeedPage> {
    const data = await this.call<{ syncChanges: FeedPage }>(
      `query SyncChanges($after: SafeInt!, $limit: Int!, $gaps: [SafeInt!], $entityTypes: [String!], $projectIds: [ID!], $excludeOrigin: String,
                         $latestOnly: Boolean) {
        syncChanges(after: $after, limit: $limit, gaps: $gaps, entityTypes: $entityTypes, projectIds: $projectIds, excludeOrigin: $excludeOrigin,
                    latestOnly: $latestOnly) {
          changes { seq entityType entityId projectId op version origin payload changed }
          people { id displayName email kind peer }
          gaps highWater more oldestSeq
        }
      }`,
      args,
    );
    return data.syncChanges;
  }

  /** One type's current rows, paged by id, as changes (op upsert, version and origin as they are). */
  async syncSnapshot(args: {
    entityType: string;
    after: string | null;
    limit: number;
    projectIds: string[] | null;
  }): Promise<{ rows: FeedChange[]; people: FeedPerson[]; nextAfter: string | null }> {
    const data = await this.call<{ syncSnapshot: { rows: FeedChange[]; people: FeedPerson[]; nextAfter: string | null } }>(
      `query SyncSnapshot($entityType: String!, $after: ID, $limit: Int!, $projectIds: [ID!]) {
        syncSnapshot(entityType: $entityType, after: $after, limit: $limit, projectIds: $projectIds) {
          rows { seq entityType entityId projectId op version origin payload changed }
          people { id displayName email kind peer }
          nextAfter
        }
      }`,
      args,
    );
    return data.syncSnapshot;
  }

  async syncHighWater(): Promise<number> {
    return (await this.call<{ syncHighWater: number }>('query SyncHighWater { syncHighWater }', {})).syncHighWater;
  }

  /** Keeps the workspace's feed from `fromSeq` on (null: releases the hold). */
  async holdSyncChanges(holder: string, fromSeq: number | null): Promise<void> {
    await this.call(
      `mutation HoldSyncChanges($holder: String!, $fromSeq: SafeInt) { holdSyncChanges(holder: $holder, fromSeq: $fromSeq) }`,
      {
        holder,
        fromSeq,
      },
    );
  }

  /** The current rows of any types, one request per type; keyed `<type>:<id>`, rows gone left out. */
  async currentRows(rows: ReadonlyArray<{ entityType: string; entityId: string }>): Promise<Map<string, FeedChange>> {
    const byType = new Map<string, Set<string>>();
    for (const row of rows) byType.set(row.entityType, (byType.get(row.entityType) ?? new Set()).add(row.entityId));
    const found = await Promise.all([...byType].map(([type, ids]) => this.syncRows(type, [...ids])));
    return new Map(found.flat().map((row) => [`${row.entityType}:${row.entityId}`, row]));
  }

  async syncRows(entityType: string, ids: string[]): Promise<FeedChange[]> {
    const data = await this.call<{ syncRows: FeedChange[] }>(
      `query SyncRows($entityType: String!, $ids: [ID!]!) {
        syncRows(entityType: $entityType, ids: $ids) { seq entityType entityId projectId op version origin payload changed }
      }`,
      { entityType, ids },
    );
    return data.syncRows;
  }

  /**
   * Per row, the fields written here (not by `excludeOrigin`) after `afterSeq` (null: inserted since),
   * and whether it was deleted since: what a peer that read that far has not seen.
   */
  async syncPending(entityType: string, ids: string[], afterSeq: number, excludeOrigin: string): Promise<Map<string, PendingChange>> {
    const data = await this.call<{ syncPending: Array<PendingChange & { entityId: string }> }>(
      `query SyncPending($entityType: String!, $ids: [ID!]!, $afterSeq: SafeInt!, $excludeOrigin: String) {
        syncPending(entityType: $entityType, ids: $ids, afterSeq: $afterSeq, excludeOrigin: $excludeOrigin) { entityId fields deleted base }
      }`,
      { entityType, ids, afterSeq, excludeOrigin },
    );
    return new Map(data.syncPending.map(({ entityId, ...pending }) => [entityId, pending]));
  }

  /** A project's key and name and the user's role in it (null: not a member); null: no such project. */
  async projectAccess(projectId: string, userId: string): Promise<{ id: string; key: string; name: string; role: string | null } | null> {
    const data = await this.call<{ syncProjectAccess: { id: string; key: string; name: string; role: string | null } | null }>(
      `query SyncProjectAccess($projectId: ID!, $userId: ID!) { syncProjectAccess(projectId: $projectId, userId: $userId) { id key name role } }`,
      { projectId, userId },
    );
    return data.syncProjectAccess;
  }

  async applySyncChanges(input: {
    origin: string;
    people: Array<{ id: string; displayName: string; email: string; peer: string }>;
    changes: Array<{
      entityType: string;
      entityId: string;
      op: string;
      payload: Record<string, unknown> | null;
      expectedVersion?: number | null;
    }>;
  }): Promise<ApplyResult[]> {
    const data = await this.call<{ applySyncChanges: ApplyResult[] }>(
      `mutation ApplySyncChanges($input: ApplySyncChangesInput!) { applySyncChanges(input: $input) { entityId status version error payload } }`,
      { input },
    );
    return data.applySyncChanges;
  }

  private async call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const result = await this.client().execute({ query, variables, internalToken: await this.tokens.service('federation') });
    if (result.errors?.length) throw new Error(`workspace: ${result.errors[0]!.message}`);
    return result.data as T;
  }
}
