import type { EntityManager } from '@mikro-orm/postgresql';
import { federationTargetPolicy } from '../../../core/config.js';
import { decryptSecret, encryptSecret, randomToken, sha256Hex } from '../../../core/crypto.js';
import { notFound } from '../../../core/errors.js';
import { newerThanCursor, toPage, type Page } from '../../../core/pagination.js';
import { transact } from '../../../core/outbox.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import type { FederationAuditEntry } from '../audit/audit-log.js';
import type { FederationContext, FederationDeps } from '../context.js';
import { Link } from './link.entity.js';
import { linkDoesNotPull, linkNameTaken, linkSyncRunning } from './link.errors.js';
import { POLL_WAKE_CHANNEL, pollSoon, withLinkLease } from '../sync/poll-loop.js';
import { transactionContext } from '../../../core/orm.js';
import type { Sharing } from '../pairs/sharing.js';
import { LinkPuller } from '../sync/pull.js';
import { feedHolder } from '../sync/serve.js';
import { handshakeWith } from '../peer/handshake.js';
import { PeerCallError, type PeerEndpoint } from '../peer/peer-client.js';
import {
  DEFAULT_POLL_SECONDS,
  entityScope,
  LINK_SECRET_PREFIX,
  LINK_TOKEN_PREFIX,
  linkName,
  PEER_TOKEN_PURPOSE,
  peerToken,
  pollInterval,
  pullsFromPeer,
  projectFilter,
  remoteUrl,
  SECRET_ROTATION_GRACE_MS,
  SHARED_SECRET_PURPOSE,
  sharedSecret,
  type LinkDirection,
  type LinkRemoval,
} from './link-rules.js';

export interface LinkSettings {
  name?: string | null;
  remoteUrl?: string | null;
  direction?: LinkDirection | null;
  pollIntervalSeconds?: number | null;
  entityScope?: string[] | null;
  projectFilter?: string[] | null;
  /** The peer's incoming token, as its admin copied it. */
  peerToken?: string | null;
  /** The secret the peer generated, typed in on this (second) side, or a rotation mirrored. */
  sharedSecret?: string | null;
  dryRun?: boolean | null;
  paused?: boolean | null;
}

/** A link with the secrets that are shown once: a new incoming token, a generated shared secret. */
export interface LinkWithSecrets {
  link: Link;
  incomingToken: string | null;
  sharedSecret: string | null;
}

export interface LinkCheck {
  link: Link;
  ok: boolean;
  error: string | null;
}

/** Instance links: every operation needs `admin:federation:write` and is audited with the acting admin. */
export class LinkService {
  constructor(private readonly ctx: FederationContext) {}

  async list(first: number, after?: string | null): Promise<Page<Link>> {
    this.ctx.requireLinkAdmin();
    // Instance links: a link that backs a project pair is listed with its pair (Project Settings, Federation).
    const rows = await this.ctx.em.find(Link, { ...newerThanCursor(after), sharing: null }, { orderBy: { id: 'asc' }, limit: first + 1 });
    return toPage(rows, first);
  }

  async get(id: string): Promise<Link> {
    this.ctx.requireLinkAdmin();
    return this.require(this.ctx.em, id);
  }

  async create(input: LinkSettings & { name: string; remoteUrl: string; direction: LinkDirection }): Promise<LinkWithSecrets> {
    const admin = this.ctx.requireLinkAdmin();
    const { values, incomingToken, generatedSecret } = newLinkValues(this.ctx.deps, { ...input, createdById: admin.userId });
    const name = values.name;
    await this.assertNameFree(name);
    const link = await uniqueOrConflict(
      () => linkNameTaken(name),
      () =>
        transact(this.ctx.em, async (em) => {
          const created = em.create(Link, values);
          this.audit(em, created, 'federation.link.created', {
            name,
            remoteUrl: values.remoteUrl,
            direction: values.direction,
            entityScope: values.entityScope,
            projectFilter: values.projectFilter,
            secretEntered: !generatedSecret,
          });
          return created;
        }),
    );
    await this.ctx.deps.audit.flush();
    return { link, incomingToken, sharedSecret: generatedSecret };
  }

  /** Changes the given settings; a new peer token or shared secret mirrors a rotation on the peer's side. */
  async update(id: string, input: LinkSettings): Promise<Link> {
    this.ctx.requireLinkAdmin();
    const changes: Partial<Link> = {};
    if (input.name != null) changes.name = linkName(input.name);
    if (input.remoteUrl != null) changes.remoteUrl = remoteUrl(input.remoteUrl, federationTargetPolicy(this.ctx.deps.config));
    if (input.direction != null) changes.direction = input.direction;
    if (input.pollIntervalSeconds != null) changes.pollIntervalSeconds = pollInterval(input.pollIntervalSeconds);
    if (input.entityScope != null) changes.entityScope = entityScope(input.entityScope);
    if (input.projectFilter != null) changes.projectFilter = projectFilter(input.projectFilter);
    if (input.peerToken != null) changes.peerTokenEncrypted = this.encrypt(PEER_TOKEN_PURPOSE, peerToken(input.peerToken));
    if (input.dryRun != null) changes.dryRun = input.dryRun;
    if (input.paused != null) changes.paused = input.paused;
    const newSecret = input.sharedSecret != null ? sharedSecret(input.sharedSecret) : null;
    if (changes.name) await this.assertNameFree(changes.name, id);
    const link = await uniqueOrConflict(
      () => linkNameTaken(changes.name ?? ''),
      () =>
        transact(this.ctx.em, async (em) => {
          const current = await this.require(em, id);
          em.assign(current, changes);
          // A new secret mirrors the peer's rotation: the one it replaces stays valid for the grace.
          if (newSecret) this.replaceSecret(current, newSecret);
          // Secrets are never written to the log, only that they changed.
          const { peerTokenEncrypted, ...visible } = changes;
          this.audit(em, current, 'federation.link.updated', {
            ...visible,
            ...(peerTokenEncrypted ? { peerTokenChanged: true } : {}),
            ...(newSecret ? { sharedSecretChanged: true } : {}),
          });
          return current;
        }),
    );
    await this.ctx.deps.audit.flush();
    return link;
  }

  pause(id: string): Promise<Link> {
    return this.control(id, 'federation.link.paused', (link) => void (link.paused = true));
  }

  /** Back to polling: a link that pulls from its peer is polled at once. */
  async resume(id: string): Promise<Link> {
    const link = await this.control(id, 'federation.link.resumed', (current) => void (current.paused = false));
    if (pullsFromPeer(link.direction)) await pollSoon(this.ctx.deps, this.ctx.em, link.id);
    return link;
  }

  setDryRun(id: string, dryRun: boolean): Promise<Link> {
    return this.control(id, 'federation.link.dry_run_changed', (link) => void (link.dryRun = dryRun), { dryRun });
  }

  /** A new incoming token: the old one stops working at once, and the peer must enter the new one. */
  async rotateToken(id: string): Promise<LinkWithSecrets> {
    const token = randomToken(LINK_TOKEN_PREFIX);
    const link = await this.control(id, 'federation.link.token_rotated', (current) => {
      current.incomingTokenHash = sha256Hex(token);
      current.incomingTokenPrefix = token.slice(0, LINK_TOKEN_PREFIX.length + 6);
    });
    return { link, incomingToken: token, sharedSecret: null };
  }

  /**
   * A new shared secret, for the peer's admin to mirror: the old one stays valid for
   * SECRET_ROTATION_GRACE_MS (both ways, see replaceSecret), and is refused after it.
   */
  async rotateSecret(id: string): Promise<LinkWithSecrets> {
    const secret = randomToken(LINK_SECRET_PREFIX);
    const link = await this.control(id, 'federation.link.secret_rotated', (current) => this.replaceSecret(current, secret));
    return { link, incomingToken: null, sharedSecret: secret };
  }

  /**
   * "Test connection": the handshake with the peer, signed with this link's credentials. Records the
   * peer's instance and version on success; the outcome is audited either way.
   */
  async check(id: string): Promise<LinkCheck> {
    this.ctx.requireLinkAdmin();
    const link = await this.require(this.ctx.em, id);
    let outcome: LinkCheck;
    try {
      const theirs = await handshakeWith(this.ctx.deps, link);
      link.peerInstanceId = theirs.instanceId;
      link.peerVersion = theirs.version;
      outcome = { link, ok: true, error: null };
    } catch (error) {
      if (!(error instanceof PeerCallError)) throw error;
      outcome = { link, ok: false, error: error.message };
    }
    this.audit(this.ctx.em, link, 'federation.link.checked', { ok: outcome.ok, ...(outcome.error ? { error: outcome.error } : {}) });
    await this.ctx.em.flush();
    await this.ctx.deps.audit.flush();
    return outcome;
  }

  /**
   * "Sync now": polls a target or bidirectional link at once, whatever its schedule, and returns it
   * with its health after the poll.
   */
  async syncNow(id: string): Promise<Link> {
    this.ctx.requireLinkAdmin();
    const link = await this.require(this.ctx.em, id);
    if (!pullsFromPeer(link.direction)) throw linkDoesNotPull();
    const polled = await withLinkLease(this.ctx.deps, this.ctx.em, id, (claimed) => new LinkPuller(this.ctx.deps).poll(claimed));
    if (!polled) throw linkSyncRunning();
    return this.require(this.ctx.em.fork() as EntityManager, id);
  }

  /**
   * Force-resync (target and bidirectional links): the cursor goes back to the start, so the next
   * poll replays every event the peer still has. Rows that did not change are no-ops; rows both
   * sides changed become conflicts (the merge against each row's base). Audited; polls at once.
   */
  async forceResync(id: string): Promise<Link> {
    this.ctx.requireLinkAdmin();
    const link = await transact(this.ctx.em, async (em) => {
      const current = await this.require(em, id);
      if (!pullsFromPeer(current.direction)) throw linkDoesNotPull();
      const connection = em.getConnection();
      const context = transactionContext(em);
      await connection.execute(
        `insert into federation.link_sync (link_id, resyncing, updated_at) values (?, true, ?)
         on conflict (link_id) do update set cursor = 0, gaps = '[]', resyncing = true, updated_at = excluded.updated_at`,
        [id, this.ctx.now()],
        'run',
        context,
      );
      // Replayed events must not be taken for ones already applied.
      await connection.execute('update federation.id_map set remote_version = 0 where link_id = ?', [id], 'run', context);
      current.lastPolledAt = null;
      this.audit(em, current, 'federation.link.resync_forced', {});
      return current;
    });
    await this.ctx.deps.audit.flush();
    await this.ctx.deps.pubsub.publish(POLL_WAKE_CHANNEL, link.id);
    return link;
  }

  /**
   * Removes the link with its sync history and open conflicts; data already mirrored stays. Its
   * incoming token is remembered as removed, so the peer is told so (410) rather than refused (401).
   */
  async delete(id: string): Promise<string> {
    this.ctx.requireLinkAdmin();
    await transact(this.ctx.em, async (em) => {
      const link = await this.require(em, id);
      this.audit(em, link, 'federation.link.deleted', { name: link.name });
      await rememberRemovedLink(em, link, 'link_deleted', this.ctx.now());
      em.remove(link);
    });
    // The workspace no longer keeps its feed for this peer.
    await this.ctx.deps.workspace.holdSyncChanges(feedHolder(id), null);
    await this.ctx.deps.audit.flush();
    return id;
  }

  private async control(id: string, action: string, change: (link: Link) => void, details: Record<string, unknown> = {}): Promise<Link> {
    this.ctx.requireLinkAdmin();
    const link = await transact(this.ctx.em, async (em) => {
      const current = await this.require(em, id);
      change(current);
      this.audit(em, current, action, details);
      return current;
    });
    await this.ctx.deps.audit.flush();
    return link;
  }

  private audit(em: EntityManager, link: Link, action: string, details: Record<string, unknown>): void {
    const entry: FederationAuditEntry = {
      actorId: this.ctx.viewer.kind === 'user' ? this.ctx.viewer.userId : null,
      action,
      targetType: 'federation_link',
      targetId: link.id,
      details,
      ip: this.ctx.ip,
    };
    this.ctx.deps.audit.record(em, entry);
  }

  private async require(em: EntityManager, id: string): Promise<Link> {
    const link = await em.findOne(Link, { id });
    if (!link) throw notFound('Federation link');
    return link;
  }

  private async assertNameFree(name: string, exceptId?: string): Promise<void> {
    const clash = await this.ctx.em
      .getConnection()
      .execute('select id from federation.links where lower(name) = lower(?) and id is distinct from ?::uuid', [name, exceptId ?? null]);
    if ((clash as unknown[]).length) throw linkNameTaken(name);
  }

  /** A new shared secret; the one it replaces is kept (encrypted alike) for the grace, unless it is the same. */
  private replaceSecret(link: Link, secret: string): void {
    if (linkSecrets(this.ctx.deps.masterKey, link).sharedSecret === secret) return;
    link.previousSecretEncrypted = link.sharedSecretEncrypted;
    link.secretReplacedAt = this.ctx.now();
    link.sharedSecretEncrypted = this.encrypt(SHARED_SECRET_PURPOSE, secret);
  }

  private encrypt(purpose: string, plaintext: string): string {
    return encryptSecret(this.ctx.deps.masterKey, purpose, plaintext);
  }
}

/**
 * A new link's checked values, with its incoming token (generated unless one was already handed to
 * the peer; shown once) and, unless the secret was entered, the shared secret generated for it
 * (shown once): for instance links and pair links alike.
 */
export function newLinkValues(
  { masterKey, config }: Pick<FederationDeps, 'masterKey' | 'config'>,
  input: LinkSettings & {
    name: string;
    remoteUrl: string;
    direction: LinkDirection;
    createdById: string;
    sharing?: Sharing | null;
    incomingToken?: string;
  },
) {
  const incomingToken = input.incomingToken ?? randomToken(LINK_TOKEN_PREFIX);
  const generatedSecret = input.sharedSecret ? null : randomToken(LINK_SECRET_PREFIX);
  const secret = input.sharedSecret ? sharedSecret(input.sharedSecret) : generatedSecret!;
  const values = {
    name: linkName(input.name),
    remoteUrl: remoteUrl(input.remoteUrl, federationTargetPolicy(config)),
    direction: input.direction,
    pollIntervalSeconds: pollInterval(input.pollIntervalSeconds ?? DEFAULT_POLL_SECONDS),
    entityScope: entityScope(input.entityScope ?? []),
    projectFilter: projectFilter(input.projectFilter ?? []),
    incomingTokenHash: sha256Hex(incomingToken),
    incomingTokenPrefix: incomingToken.slice(0, LINK_TOKEN_PREFIX.length + 6),
    peerTokenEncrypted: input.peerToken ? encryptSecret(masterKey, PEER_TOKEN_PURPOSE, peerToken(input.peerToken)) : null,
    sharedSecretEncrypted: encryptSecret(masterKey, SHARED_SECRET_PURPOSE, secret),
    dryRun: input.dryRun ?? false,
    paused: input.paused ?? false,
    createdById: input.createdById,
    sharing: input.sharing ?? null,
  };
  return { values, incomingToken, generatedSecret };
}

/**
 * The plaintext of a link's shared secret, of the secret it replaced with the end of that one's grace
 * (null: none, or its grace has ended), and, once entered, of the peer's token.
 */
export function linkSecrets(
  masterKey: Buffer,
  link: Link,
): { sharedSecret: string; previousSecret: { secret: string; untilMs: number } | null; peerToken: string | null } {
  const untilMs = (link.secretReplacedAt?.getTime() ?? 0) + SECRET_ROTATION_GRACE_MS;
  return {
    sharedSecret: decryptSecret(masterKey, SHARED_SECRET_PURPOSE, link.sharedSecretEncrypted),
    previousSecret:
      link.previousSecretEncrypted && link.secretReplacedAt
        ? { secret: decryptSecret(masterKey, SHARED_SECRET_PURPOSE, link.previousSecretEncrypted), untilMs }
        : null,
    peerToken: link.peerTokenEncrypted ? decryptSecret(masterKey, PEER_TOKEN_PURPOSE, link.peerTokenEncrypted) : null,
  };
}

/** Where and how this side calls the link's peer; refused until the peer's token has been entered here. */
export function peerEndpoint(masterKey: Buffer, link: Link): PeerEndpoint {
  const { sharedSecret, previousSecret, peerToken } = linkSecrets(masterKey, link);
  if (!peerToken) throw new PeerCallError("The peer's token has not been entered on this side yet");
  return { remoteUrl: link.remoteUrl, token: peerToken, sharedSecret, previousSecret };
}

/**
 * Keeps a removed link's incoming-token hash, so that whoever still presents the token (only its
 * former holder can) learns that the link is gone and why, instead of a 401 that suggests a rotation.
 * In the transaction that removes the link.
 */
export async function rememberRemovedLink(em: EntityManager, link: Link, reason: LinkRemoval, now: Date): Promise<void> {
  await em.getConnection().execute(
    `insert into federation.removed_links (token_hash, link_id, reason, removed_at) values (?, ?, ?, ?)
       on conflict (token_hash) do update set reason = excluded.reason, removed_at = excluded.removed_at`,
    [link.incomingTokenHash, link.id, reason, now],
    'run',
    transactionContext(em),
  );
}
