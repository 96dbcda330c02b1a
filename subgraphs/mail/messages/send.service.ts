import { runBound, transactionContext } from '../../../core/orm.js';
import { fromNow } from '../../../core/clock.js';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import stringify from 'safe-stable-stringify';
import { sha256Hex } from '../../../core/crypto.js';
import { AppError, invalidInput } from '../../../core/errors.js';
import { distinctBy } from '../../../core/validation.js';
import { newId } from '../../../core/ids.js';
import type { MailAccount } from '../accounts/account.entity.js';
import type { MailContext } from '../context.js';
import { SenderDomain } from '../domains/sender-domain.entity.js';
import { consumeQuota } from '../quota/quota.js';
import { quotaLimits } from '../quota/quota.resolver.js';
import { SuppressionService } from '../suppression/suppression.service.js';
import { TemplateService } from '../templates/template.service.js';
import { DELIVERY_WAKE_CHANNEL } from '../delivery/delivery-queue.js';
import { transactWithMailEvents, type MailEventRecorder } from '../outbox/mail-outbox.js';
import type { RecipientKind } from './message.entity.js';
import { fromDomainNotVerified, idempotencyKeyReused, recipientSuppressed } from './send.errors.js';
import { MAX_BATCH_SIZE, validateIdempotencyKey, validateSend, type SendInput, type ValidSend } from './send-input.js';

/** One message's outcome in a batch: its id, or why it was not accepted. */
export type BatchResult =
  { id: string; error?: undefined } | { id?: undefined; error: { code: string; message: string; details: Record<string, unknown> } };

/** A message that passed the shape check, rendered, waiting for the account checks. */
interface Candidate {
  index: number;
  send: ValidSend;
  subject: string;
  html: string | null;
  text: string | null;
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const token = (): string => randomBytes(20).toString('hex');

/**
 * Accepting sends: the checks in their documented order (shape, from-domain verified, no
 * suppressed recipient, quota), then the message persisted and queued in the same transaction
 * as its quota count and idempotency record. Delivery happens in the worker (delivery/).
 */
export class SendService {
  constructor(private readonly ctx: MailContext) {}

  async send(accountId: string | null | undefined, input: SendInput, idempotencyKey?: string | null): Promise<{ id: string }> {
    const [result] = await this.accept(accountId, [input], idempotencyKey, 'single');
    if (result!.error) throw new AppError(result!.error.code, result!.error.message, result!.error.details);
    return { id: result!.id! };
  }

  /** Each message is checked as a single send; invalid ones fail alone, in their slot of the result. */
  async sendBatch(accountId: string | null | undefined, inputs: SendInput[], idempotencyKey?: string | null): Promise<BatchResult[]> {
    if (inputs.length === 0) throw invalidInput('messages', 'must contain at least one message');
    if (inputs.length > MAX_BATCH_SIZE) throw invalidInput('messages', `at most ${MAX_BATCH_SIZE} messages per batch`);
    return this.accept(accountId, inputs, idempotencyKey, 'batch');
  }

  private async accept(
    accountId: string | null | undefined,
    inputs: SendInput[],
    idempotencyKey: string | null | undefined,
    kind: 'single' | 'batch',
  ): Promise<BatchResult[]> {
    const account = await this.ctx.requireAccount(accountId, 'sending');
    const key = validateIdempotencyKey(idempotencyKey);
    const requestHash = key ? sha256Hex(stringify({ kind, inputs }) ?? '') : null;
    if (key) {
      const earlier = await this.storedResponse(this.ctx.em, account.id, key, requestHash!);
      if (earlier) return earlier;
    }
    const results = new Array<BatchResult>(inputs.length);
    const candidates = await this.shapeChecked(account, inputs, results);
    const passing = await this.accountChecked(account, candidates, results);
    // Quota threshold events may be written with the messages; the relay is woken after the commit then.
    const outcome = await transactWithMailEvents(this.ctx.em, this.ctx.deps.pubsub, async (tx, events) => {
      const counted = await this.countQuota(tx, events, account, passing, results);
      const ids = await this.persist(tx, account, counted);
      counted.forEach((candidate, at) => (results[candidate.index] = { id: ids[at]! }));
      if (key) {
        const stored = await this.storeResponse(tx, account.id, key, requestHash!, results);
        // A concurrent request with the same key committed first: answer as it did, accept nothing here.
        if (stored !== results) throw new IdempotentReplay(stored);
      }
      return { results, accepted: counted.length };
    }).catch((error: unknown) => {
      if (error instanceof IdempotentReplay) return { results: error.results, accepted: 0 };
      throw error;
    });
    if (outcome.accepted > 0) await this.ctx.deps.pubsub.publish(DELIVERY_WAKE_CHANNEL, {});
    return outcome.results;
  }

  /** Check 1: shape, and the template rendered with its variables. */
  private async shapeChecked(account: MailAccount, inputs: SendInput[], results: BatchResult[]): Promise<Candidate[]> {
    const templates = new TemplateService(this.ctx);
    const candidates: Candidate[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        const send = validateSend(input);
        const rendered =
          'templateId' in send.content
            ? await templates.renderForSend(account.id, send.content.templateId, send.content.variables)
            : send.content;
        candidates.push({ index, send, ...rendered });
      } catch (error) {
        results[index] = failure(error);
      }
    }
    return candidates;
  }

  /** Checks 2 and 3: the from-domain is verified on this account; no recipient is suppressed. */
  private async accountChecked(account: MailAccount, candidates: Candidate[], results: BatchResult[]) {
    const fromDomains = [...new Set(candidates.map((candidate) => candidate.send.fromDomain))];
    const domains = fromDomains.length
      ? await this.ctx.em.find(SenderDomain, { accountId: account.id, domain: { $in: fromDomains }, deletedAt: null })
      : [];
    const verified = new Map(domains.filter((domain) => domain.verificationStatus === 'verified').map((domain) => [domain.domain, domain]));
    const suppressed = new Set(
      await new SuppressionService(this.ctx).isSuppressed(
        account.id,
        candidates.flatMap((candidate) => recipientsOf(candidate.send).map((recipient) => recipient.email)),
      ),
    );
    const passing: Array<Candidate & { domain: SenderDomain }> = [];
    for (const candidate of candidates) {
      const domain = verified.get(candidate.send.fromDomain);
      const blocked = recipientsOf(candidate.send).filter((recipient) => suppressed.has(recipient.email));
      if (!domain) results[candidate.index] = failure(fromDomainNotVerified(candidate.send.fromDomain));
      else if (blocked.length) results[candidate.index] = failure(recipientSuppressed(blocked.map((recipient) => recipient.email)));
      else passing.push({ ...candidate, domain });
    }
    return passing;
  }

  /** Check 4: quota. The whole batch at once; if it does not fit, message by message in order until it is full. */
  private async countQuota<T extends Candidate>(
    em: EntityManager,
    events: MailEventRecorder,
    account: MailAccount,
    passing: T[],
    results: BatchResult[],
  ): Promise<T[]> {
    if (passing.length === 0) return [];
    const limits = quotaLimits(this.ctx);
    const refusal = (count: number) =>
      consumeQuota(em, events, account.id, count, limits, this.ctx.now()).then(
        () => null,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'QUOTA_EXCEEDED') return error;
          throw error;
        },
      );
    if (passing.length > 1 && !(await refusal(passing.length))) return passing;
    const counted: T[] = [];
    for (const candidate of passing) {
      const refused = await refusal(1);
      if (refused) results[candidate.index] = failure(refused);
      else counted.push(candidate);
    }
    return counted;
  }

  /**
   * Stores the accepted messages and their envelope recipients, queued for delivery: two
   * set-based statements for the whole batch (entities through the unit of work cost the
   * acceptance of a batch about a third of its time).
   */
  private async persist(em: EntityManager, account: MailAccount, accepted: Array<Candidate & { domain: SenderDomain }>): Promise<string[]> {
    if (accepted.length === 0) return [];
    const messages = accepted.map(({ send, domain, subject, html, text }) => {
      const id = newId();
      const template = 'templateId' in send.content ? send.content : null;
      return {
        id,
        account_id: account.id,
        domain_id: domain.id,
        from_header: send.from.header,
        from_email: send.from.email,
        to_email: send.to.email,
        cc: send.cc.map((mailbox) => mailbox.header),
        bcc: send.bcc.map((mailbox) => mailbox.email),
        reply_to: send.replyTo.map((mailbox) => mailbox.header),
        subject,
        html,
        text,
        template_id: template?.templateId ?? null,
        variables: template?.variables ?? null,
        attachments: send.attachments.length ? send.attachments : null,
        tags: send.tags,
        message_id_header: `<${id}@${domain.domain}>`,
        return_token: token(),
        open_token: domain.openTracking && html ? token() : null,
      };
    });
    const recipients = accepted.flatMap(({ send }, at) =>
      recipientsOf(send).map((recipient) => ({ message_id: messages[at]!.id, email: recipient.email, kind: recipient.kind })),
    );
    // Bound, not written into the statement's text: a message's attachments may be 40 MB of base64 (runBound).
    await runBound(
      em,
      `insert into mail.messages (id, account_id, domain_id, from_header, from_email, to_email, cc, bcc, reply_to, subject, html, text,
              template_id, variables, attachments, tags, message_id_header, return_token, open_token, status, next_attempt_at,
              created_at, updated_at)
       select m.*, 'queued', now(), now(), now()
         from jsonb_to_recordset(?::jsonb) as m(id uuid, account_id uuid, domain_id uuid, from_header text, from_email text,
              to_email text, cc text[], bcc text[], reply_to text[], subject text, html text, text text, template_id uuid,
              variables jsonb, attachments jsonb, tags jsonb, message_id_header text, return_token text, open_token text)`,
      [JSON.stringify(messages)],
    );
    await runBound(
      em,
      `insert into mail.message_recipients (message_id, email, kind, status, updated_at)
       select r.*, 'pending', now() from jsonb_to_recordset(?::jsonb) as r(message_id uuid, email text, kind text)`,
      [JSON.stringify(recipients)],
    );
    return messages.map((message) => message.id);
  }

  private async storedResponse(em: EntityManager, accountId: string, key: string, requestHash: string): Promise<BatchResult[] | null> {
    const [row] = (await em
      .getConnection()
      .execute(
        'select request_hash, response from mail.idempotency_keys where account_id = ? and key = ? and created_at > ?',
        [accountId, key, fromNow(this.ctx.deps.clock, -IDEMPOTENCY_TTL_MS)],
        'all',
        transactionContext(em),
      )) as Array<{ request_hash: string; response: BatchResult[] }>;
    if (!row) return null;
    if (row.request_hash !== requestHash) throw idempotencyKeyReused();
    return row.response;
  }

  /**
   * Records the response under the key. Returns `results` when this request owns the key, or the
   * response of the request that got there first (a concurrent insert waits for that commit).
   */
  private async storeResponse(em: EntityManager, accountId: string, key: string, requestHash: string, results: BatchResult[]) {
    const connection = em.getConnection();
    const context = transactionContext(em);
    // An expired key is free again.
    await connection.execute(
      'delete from mail.idempotency_keys where account_id = ? and key = ? and created_at <= ?',
      [accountId, key, fromNow(this.ctx.deps.clock, -IDEMPOTENCY_TTL_MS)],
      'run',
      context,
    );
    const inserted = (await connection.execute(
      'insert into mail.idempotency_keys (account_id, key, request_hash, response, created_at) values (?, ?, ?, ?, ?) on conflict do nothing returning 1',
      [accountId, key, requestHash, JSON.stringify(results), this.ctx.now()],
      'all',
      context,
    )) as unknown[];
    if (inserted.length === 1) return results;
    // The conflicting row committed before this statement, so this transaction sees it (READ COMMITTED).
    return (await this.storedResponse(em, accountId, key, requestHash)) ?? results;
  }
}

/** Thrown inside the transaction to roll back a request whose key another request already answered. */
class IdempotentReplay extends Error {
  constructor(readonly results: BatchResult[]) {
    super('idempotent replay');
  }
}

function recipientsOf(send: ValidSend): Array<{ email: string; kind: RecipientKind }> {
  // An address named twice is one envelope recipient, of its first kind.
  return distinctBy(
    [
      { email: send.to.email, kind: 'to' as const },
      ...send.cc.map((mailbox) => ({ email: mailbox.email, kind: 'cc' as const })),
      ...send.bcc.map((mailbox) => ({ email: mailbox.email, kind: 'bcc' as const })),
    ],
    (recipient) => recipient.email,
  );
}

/** A refused message's slot in a batch; errors other than the documented refusals abort the call. */
function failure(error: unknown): BatchResult {
  if (!(error instanceof AppError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
  // `instanceof` cannot tell which feature's code union it carries: a string is all a batch result needs.
  const { code, message, details } = error as AppError<string>;
  return { error: { code, message, details } };
}
