import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../../core/clock.js';
import type { Logger } from '../../../core/logger.js';
import { newId } from '../../../core/ids.js';
import type { WorkspaceApi } from '../workspace-api.js';
import { PendingAudit } from './pending-audit.entity.js';

export interface FederationAuditEntry {
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Wakes the relay of pending audit entries. */
export const AUDIT_WAKE_CHANNEL = 'federation.audit';
const BATCH = 100;

/**
 * Federation actions in the workspace's audit log (which the workspace owns): an entry is written to
 * `audit_outbox` in the transaction of the change it records, then handed to the workspace right
 * after the commit, and by the relay loop should that fail. The entry's id makes a repeat harmless.
 */
export class AuditLog {
  constructor(
    private readonly orm: MikroORM,
    private readonly workspace: WorkspaceApi,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Adds the entry to `em`'s unit of work; call `flush()` after the commit. */
  record(em: EntityManager, entry: FederationAuditEntry): void {
    const id = newId();
    em.create(PendingAudit, {
      id,
      entry: { id, ...entry, ip: entry.ip ?? null, createdAt: this.clock.now().toISOString() },
      createdAt: this.clock.now(),
    });
  }

  /**
   * Hands pending entries to the workspace; returns how many. Failures stay pending for the relay.
   * No transaction spans the workspace call (on the embedded database a transaction holds the one
   * session the workspace's insert needs): two flushes may send an entry twice, which its id absorbs.
   */
  async flush(): Promise<number> {
    try {
      const connection = this.orm.em.getConnection();
      const rows = (await connection.execute('select id, entry from federation.audit_outbox order by id limit ?', [BATCH])) as Array<{
        id: string;
        entry: PendingAudit['entry'];
      }>;
      if (!rows.length) return 0;
      await this.workspace.recordAudits(rows.map((row) => row.entry));
      await connection.execute('delete from federation.audit_outbox where id in (?)', [rows.map((row) => row.id)], 'run');
      return rows.length;
    } catch (error) {
      this.logger.warn({ err: error }, 'audit entries not yet recorded in the workspace; the relay retries');
      return 0;
    }
  }
}
