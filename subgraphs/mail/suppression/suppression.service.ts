import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { invalidInput, notFound } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { olderThanCursor, toPage, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import { transactWithMailEvents, type MailEventRecorder } from '../outbox/mail-outbox.js';
import { normaliseEmailAddress, parseEmailAddress } from './email-address.js';
import {
  isSuppressionReason,
  Suppression,
  suppressionReasons,
  type SuppressionReason,
  type SuppressionSource,
} from './suppression.entity.js';

export interface SuppressOutcome {
  /** The account's entry for the address: the new one, or the one that was already there (unchanged). */
  entry: Suppression;
  /** False when the address was already suppressed (the call was a no-op). */
  added: boolean;
}

/**
 * The suppression list: the one place that decides whether an address is suppressed and that adds
 * to it (by hand here, by bounces and complaints later). Sends call isSuppressed; bounce handling calls suppress.
 */
export class SuppressionService {
  constructor(private readonly ctx: MailContext) {}

  private get em() {
    return this.ctx.em;
  }

  /**
   * The addresses among `emails` that `accountId` has suppressed, as given (first occurrence, in order).
   * Addresses are compared in normalised form; strings that are no address are never suppressed.
   */
  async isSuppressed(accountId: string, emails: readonly string[]): Promise<string[]> {
    const normalised = new Map<string, string>();
    for (const email of new Set(emails)) {
      const address = parseEmailAddress(email);
      if (address) normalised.set(email, address);
    }
    if (normalised.size === 0) return [];
    const rows = await this.em.find(
      Suppression,
      { accountId, email: { $in: [...new Set(normalised.values())] } },
      { fields: ['email'], disableIdentityMap: true },
    );
    const suppressed = new Set(rows.map((row) => row.email));
    return [...normalised].filter(([, address]) => suppressed.has(address)).map(([email]) => email);
  }

  /**
   * Adds `email` to the account's list. Idempotent: an address already on the list keeps its
   * original entry (reason, source and addedAt). Safe under concurrent calls (ON CONFLICT DO NOTHING).
   * `accountId` is trusted: callers have resolved it (requireAccount, or a worker's own data).
   */
  async suppress(
    accountId: string,
    email: string,
    reason: SuppressionReason,
    source: SuppressionSource | null = null,
  ): Promise<SuppressOutcome> {
    const address = normaliseEmailAddress('email', email);
    if (!isSuppressionReason(reason)) throw invalidInput('reason', `must be one of ${suppressionReasons.join(', ')}`);
    return transactWithMailEvents(this.em, this.ctx.deps.pubsub, (tx, events) =>
      addSuppression(tx, events, accountId, address, reason, source),
    );
  }

  /** Console and API: adds an address by hand (reason `manual`); a repeated add returns the original entry. */
  async add(accountId: string | null | undefined, email: string, reason?: string | null): Promise<Suppression> {
    const account = await this.ctx.requireAccount(accountId);
    const address = normaliseEmailAddress('email', email);
    if (reason !== undefined && reason !== null && reason !== 'manual') {
      throw invalidInput('reason', 'must be `manual`; bounces and complaints are added by the service');
    }
    const viewer = this.ctx.viewer;
    const source = viewer.kind === 'mail_key' ? { apiKeyId: viewer.apiKeyId } : viewer.kind === 'user' ? { userId: viewer.userId } : null;
    return (await this.suppress(account.id, address, 'manual', source)).entry;
  }

  async get(accountId: string | null | undefined, email: string): Promise<Suppression> {
    const account = await this.ctx.requireAccount(accountId);
    const address = normaliseEmailAddress('email', email);
    const entry = await this.em.findOne(Suppression, { accountId: account.id, email: address });
    if (!entry) throw notFound('Suppression entry');
    return entry;
  }

  /** Newest first, optionally one reason only. */
  async list(
    accountId: string | null | undefined,
    first: number,
    after?: string | null,
    reason?: string | null,
  ): Promise<Page<Suppression>> {
    const account = await this.ctx.requireAccount(accountId);
    if (reason !== undefined && reason !== null && !isSuppressionReason(reason)) {
      throw invalidInput('reason', `must be one of ${suppressionReasons.join(', ')}`);
    }
    const rows = await this.em.find(
      Suppression,
      { accountId: account.id, ...(reason ? { reason } : {}), ...olderThanCursor(after) },
      { orderBy: { id: 'desc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }

  /** Takes the address off the list; later sends to it go out again. */
  async remove(accountId: string | null | undefined, email: string): Promise<Suppression> {
    const entry = await this.get(accountId, email);
    await transactWithMailEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      tx.remove(entry);
      events.record({
        accountId: entry.accountId,
        aggregateType: 'suppression',
        aggregateId: entry.id,
        type: 'suppression.removed',
        payload: { email: entry.email, reason: entry.reason },
      });
    });
    return entry;
  }
}

/**
 * suppress() inside the caller's transaction, for an address already normalised: a bounce or
 * complaint suppresses in the same transaction as its event, so neither happens without the other.
 */
export async function addSuppression(
  em: EntityManager,
  events: MailEventRecorder,
  accountId: string,
  address: string,
  reason: SuppressionReason,
  source: SuppressionSource | null,
): Promise<SuppressOutcome> {
  const id = newId();
  const inserted = await em
    .createQueryBuilder(Suppression)
    .insert({ id, accountId, email: address, reason, source, addedAt: new Date() })
    .onConflict(['accountId', 'email'])
    .ignore()
    .execute<QueryResult<Suppression>>('run');
  const added = inserted.affectedRows === 1;
  if (added) {
    events.record({
      accountId,
      aggregateType: 'suppression',
      aggregateId: id,
      type: 'suppression.added',
      payload: { email: address, reason },
    });
  }
  const entry = await em.findOneOrFail(Suppression, { accountId, email: address }, { refresh: true });
  return { entry, added };
}
