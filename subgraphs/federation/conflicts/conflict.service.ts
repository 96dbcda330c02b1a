import { notFound } from '../../../core/errors.js';
import { newerThanCursor, toPage, type Page } from '../../../core/pagination.js';
import { transact } from '../../../core/outbox.js';
import type { FederationContext } from '../context.js';
import { Link } from '../links/link.entity.js';
import { conflictDecided, conflictNotApplied } from '../links/link.errors.js';
import { Conflict, type ConflictStatus } from './conflict.entity.js';

export type ConflictDecision = 'keep_local' | 'take_remote';

/** Conflicts of a link, for the admin who decides them (`admin:federation:write`). */
export class ConflictService {
  constructor(private readonly ctx: FederationContext) {}

  async list(linkId: string, status: ConflictStatus | null, first: number, after?: string | null): Promise<Page<Conflict>> {
    this.ctx.requireLinkAdmin();
    if (!(await this.ctx.em.findOne(Link, { id: linkId }))) throw notFound('Federation link');
    const rows = await this.ctx.em.find(
      Conflict,
      { linkId, ...(status ? { status } : {}), ...newerThanCursor(after) },
      { orderBy: { id: 'asc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }

  /**
   * Keep local: this side's values stay (a later change of the field on the peer is merged as any
   * other). Take remote: the peer's values are written here, marked as the link's own (never echoed
   * back). Audited with the deciding admin.
   */
  async resolve(id: string, decision: ConflictDecision): Promise<Conflict> {
    const admin = this.ctx.requireLinkAdmin();
    const conflict = await this.ctx.em.findOne(Conflict, { id });
    if (!conflict) throw notFound('Conflict');
    if (conflict.status !== 'open') throw conflictDecided();
    const remote = Object.fromEntries(Object.entries(conflict.fields).map(([field, clash]) => [field, clash.remote]));
    if (decision === 'take_remote') {
      const [result] = await this.ctx.deps.workspace.applySyncChanges({
        origin: conflict.linkId,
        people: [],
        changes: [{ entityType: conflict.entityType, entityId: conflict.localId, op: 'upsert', payload: remote }],
      });
      if (!result || (result.status !== 'applied' && result.status !== 'noop')) throw conflictNotApplied(result?.error ?? 'no result');
    }
    const decided = await transact(this.ctx.em, async (em) => {
      const row = await em.findOneOrFail(Conflict, { id });
      row.status = decision === 'keep_local' ? 'kept_local' : 'took_remote';
      row.decidedById = admin.userId;
      row.decidedAt = this.ctx.now();
      this.ctx.deps.audit.record(em, {
        actorId: admin.userId,
        action: 'federation.conflict.resolved',
        targetType: 'federation_link',
        targetId: row.linkId,
        details: { conflictId: row.id, decision, entityType: row.entityType, localId: row.localId, fields: Object.keys(row.fields) },
        ip: this.ctx.ip,
      });
      return row;
    });
    await this.ctx.deps.audit.flush();
    return decided;
  }
}
