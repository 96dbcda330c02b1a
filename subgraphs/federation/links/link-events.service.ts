import { invalidInput } from '../../../core/errors.js';
import { decodeCursor, encodeCursor, type Page } from '../../../core/pagination.js';
import type { FederationContext } from '../context.js';
import { requireLinkManager, requirePairLink } from './link-access.js';

export const linkEventStatuses = ['pending', 'applied', 'failed', 'dry_run'] as const;
export type LinkEventStatus = (typeof linkEventStatuses)[number];

/** One event of a link's history (`federation.sync_events`), without its payload. */
export interface LinkEvent {
  /** The connection's cursor key: the event's sequence. */
  id: string;
  /** The peer's feed sequence. */
  seq: number;
  entityType: string;
  remoteId: string;
  op: 'upsert' | 'delete';
  version: number;
  status: LinkEventStatus;
  error: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  appliedAt: Date | null;
  /** The row's title or name as the peer sent it, if it has one. */
  summary: string | null;
}

interface EventRow {
  seq: string;
  entity_type: string;
  remote_id: string;
  op: 'upsert' | 'delete';
  version: number;
  status: LinkEventStatus;
  last_error: string | null;
  attempts: number;
  // Raw rows carry timestamps as the driver gives them (strings here).
  next_attempt_at: string | Date | null;
  created_at: string | Date;
  applied_at: string | Date | null;
  summary: string | null;
}

/** A summary is a label for a list, not the row: cut to this many characters. */
const SUMMARY_CHARS = 120;

/**
 * A link's event history, newest first: every event fetched from the peer with its state (pending,
 * applied, failed with its error and next retry, or dry_run), for whoever manages the link
 * (`requireLinkManager`). Payloads stay out of it but for a one-line summary.
 */
export class LinkEventService {
  constructor(private readonly ctx: FederationContext) {}

  async list(linkId: string, status: LinkEventStatus | null, first: number, after?: string | null): Promise<Page<LinkEvent>> {
    await requireLinkManager(this.ctx, linkId);
    return this.page(linkId, status, first, after);
  }

  /** The history of a project pair's link, for the project's owners. */
  async listOfPair(
    pair: { id: string; projectId: string },
    status: LinkEventStatus | null,
    first: number,
    after?: string | null,
  ): Promise<Page<LinkEvent>> {
    return this.page(await requirePairLink(this.ctx, pair), status, first, after);
  }

  private async page(linkId: string, status: LinkEventStatus | null, first: number, after?: string | null): Promise<Page<LinkEvent>> {
    const key = decodeCursor(after);
    if (key !== undefined && !/^\d{1,15}$/.test(key)) throw invalidInput('after', 'not a cursor returned by this list');
    const rows = (await this.ctx.em.getConnection().execute(
      `select seq, entity_type, remote_id, op, version, status, last_error, attempts, next_attempt_at, created_at, applied_at,
              left(coalesce(event #>> '{change,payload,title}', event #>> '{change,payload,name}',
                            event #>> '{change,payload,filename}'), ?) as summary
         from federation.sync_events
        where link_id = ? and (?::text is null or status = ?) and (?::bigint is null or seq < ?)
        order by seq desc
        limit ?`,
      [SUMMARY_CHARS, linkId, status, status, key ?? null, key ?? null, first + 1],
    )) as EventRow[];
    const nodes = rows.slice(0, first).map((row): LinkEvent => ({
      id: row.seq,
      seq: Number(row.seq),
      entityType: row.entity_type,
      remoteId: row.remote_id,
      op: row.op,
      version: row.version,
      status: row.status,
      error: row.last_error,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at),
      createdAt: new Date(row.created_at),
      appliedAt: row.applied_at === null ? null : new Date(row.applied_at),
      summary: row.summary,
    }));
    const last = nodes.at(-1);
    return { nodes, pageInfo: { hasNextPage: rows.length > first, endCursor: last ? encodeCursor(last.id) : null } };
  }
}
