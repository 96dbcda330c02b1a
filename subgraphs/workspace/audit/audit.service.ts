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
}
