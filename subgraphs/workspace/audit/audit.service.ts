import { olderThanCursor, toPage, type Page } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { AuditEntry } from './audit-entry.entity.js';

/** Reading the audit log; entries are written by `audit()` in the unit of work of the change they record. */
export class AuditService {
  constructor(private readonly ctx: WorkspaceContext) {}

  /** Entries newest first, optionally of one action. Workspace admins only. */
  async list(args: { action?: string | null; first: number; after?: string | null }): Promise<Page<AuditEntry>> {
    this.ctx.requireGlobal('admin:audit:read');
    const rows = await this.ctx.em.find(
      AuditEntry,
      { ...(args.action ? { action: args.action } : {}), ...olderThanCursor(args.after) },
      { orderBy: { id: 'desc' }, limit: args.first + 1 },
    );
    return toPage(rows, args.first);
  }

  /**
   * Records entries another subgraph wrote (the federation engine keeps them in its own outbox until
   * this succeeds, so one may arrive twice: its id keeps it once). Platform services only.
   */
  async record(
    entries: Array<{
      id: string;
      actorId?: string | null;
      action: string;
      targetType?: string | null;
      targetId?: string | null;
      details?: Record<string, unknown> | null;
      ip?: string | null;
      createdAt: Date;
    }>,
  ): Promise<void> {
    this.ctx.requireService();
    if (!entries.length) return;
    await this.ctx.em.getConnection().execute(
      `insert into workspace.audit_log (id, actor_id, action, target_type, target_id, details, ip, created_at)
         select * from jsonb_to_recordset(?::jsonb) as e(id uuid, actor_id uuid, action text, target_type text, target_id text,
           details jsonb, ip text, created_at timestamptz)
         on conflict (id) do nothing`,
      [
        JSON.stringify(
          entries.map((entry) => ({
            id: entry.id,
            actor_id: entry.actorId ?? null,
            action: entry.action,
            target_type: entry.targetType ?? null,
            target_id: entry.targetId ?? null,
            details: entry.details ?? {},
            ip: entry.ip ?? null,
            created_at: entry.createdAt.toISOString(),
          })),
        ),
      ],
      'run',
    );
  }
}
