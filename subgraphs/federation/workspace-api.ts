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

  private async call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const result = await this.client().execute({ query, variables, internalToken: await this.tokens.service('federation') });
    if (result.errors?.length) throw new Error(`workspace: ${result.errors[0]!.message}`);
    return result.data as T;
  }
}
