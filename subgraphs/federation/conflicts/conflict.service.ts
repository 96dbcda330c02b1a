import { notFound } from '../../../core/errors.js';
import { newerThanCursor, toPage, type Page } from '../../../core/pagination.js';
import { transact } from '../../../core/outbox.js';
import type { FederationContext } from '../context.js';
import { requireLinkManager, requirePairLink } from '../links/link-access.js';
import { conflictDecided, conflictNotApplied } from '../links/link.errors.js';
import { Conflict, type ConflictStatus } from './conflict.entity.js';

export type ConflictDecision = 'keep_local' | 'take_remote';

/**
 * Conflicts of a link, for whoever manages it (see `requireLinkManager`): an instance link's for the
 * workspace's admins (`admin:federation:write`), a project pair's for the project's owners
 * (`project:federation:manage`).
 */
export class ConflictService {
  constructor(private readonly ctx: FederationContext) {}

  async list(linkId: string, status: ConflictStatus | null, first: number, after?: string | null): Promise<Page<Conflict>> {
    await requireLinkManager(this.ctx, linkId);
    return this.page(linkId, status, first, after);
  }

  /** The conflicts of a project pair (its link's), for the project's owners. */
  async listOfPair(
    pair: { id: string; projectId: string },
    status: ConflictStatus | null,
    first: number,
    after?: string | null,
  ): Promise<Page<Conflict>> {
    return this.page(await requirePairLink(this.ctx, pair), status, first, after);
  }

  /**
   * Keep local: this side's values stay (a later change of the field on the peer is merged as any
   * other). Take remote: the peer's values are written here, marked as the link's own (never echoed
   * back). Audited with the deciding person, against the pair when the link is a pair's.
   */
  async resolve(id: string, decision: ConflictDecision): Promise<Conflict> {
    const conflict = await this.ctx.em.findOne(Conflict, { id });
    const { viewer, pair } = await requireLinkManager(this.ctx, conflict?.linkId ?? null, 'Conflict');
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
      row.decidedById = viewer.userId;
      row.decidedAt = this.ctx.now();
      this.ctx.deps.audit.record(em, {
        actorId: viewer.userId,
        action: 'federation.conflict.resolved',
        targetType: pair ? 'project_pair' : 'federation_link',
        targetId: pair ? pair.id : row.linkId,
        details: {
          conflictId: row.id,
          decision,
          entityType: row.entityType,
          localId: row.localId,
          fields: Object.keys(row.fields),
          ...(pair ? { linkId: row.linkId, projectId: pair.projectId } : {}),
        },
        ip: this.ctx.ip,
      });
      return row;
    });
    await this.ctx.deps.audit.flush();
    return decided;
  }

  private async page(linkId: string, status: ConflictStatus | null, first: number, after?: string | null): Promise<Page<Conflict>> {
    const rows = await this.ctx.em.find(
      Conflict,
      { linkId, ...(status ? { status } : {}), ...newerThanCursor(after) },
      { orderBy: { id: 'asc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }
}
