import { timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import { federationTargetPolicy } from '../../../core/config.js';
import { randomToken, sha256Hex } from '../../../core/crypto.js';
import { invalidInput, notFound, unauthenticated, type AppError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import { transactionContext } from '../../../core/orm.js';
import { transact } from '../../../core/outbox.js';
import { majorVersion, platformVersion } from '../../../core/version.js';
import { requiredText } from '../../../core/validation.js';
import type { FederationAuditEntry } from '../audit/audit-log.js';
import type { FederationContext } from '../context.js';
import { requireProjectFederationManager } from '../links/link-access.js';
import { Link } from '../links/link.entity.js';
import { linkSecrets, newLinkValues, peerEndpoint, rememberRemovedLink } from '../links/link.service.js';
import { LINK_TOKEN_PREFIX, peerToken, remoteUrl, sharedSecret } from '../links/link-rules.js';
import { handshakeWith } from '../peer/handshake.js';
import { PeerCallError } from '../peer/peer-client.js';
import { PEER_PROTOCOL_VERSION } from '../peer/peer-protocol.js';
import { feedHolder } from '../sync/serve.js';
import { POLL_WAKE_CHANNEL, pollSoon } from '../sync/poll-loop.js';
import { throttleInviteAccept } from './invite-throttle.js';
import { decodeInviteToken, encodeInviteToken } from './invite-token.js';
import {
  inviteExpired,
  invitePartnerRefused,
  inviteInvalid,
  inviteRevoked,
  inviteSelf,
  inviteUsed,
  partnerRateLimited,
  projectAlreadyPaired,
  projectKeyMismatch,
  type PairErrorReason,
} from './pair.errors.js';
import { ProjectInvite, ProjectPair } from './pair.entity.js';
import { editSharing, presetSharing, type Sharing, type SharingEdit, type SharingPreset } from './sharing.js';

/** SPEC.md: an invite token and its QR code are valid 15 minutes. */
export const INVITE_VALIDITY_MS = 15 * 60_000;
/** SPEC.md: a project pair polls about every 15 seconds. */
export const PAIR_POLL_SECONDS = 15;
const INVITE_SECRET_PREFIX = 'invsec_';

export type InviteState = 'open' | 'accepted' | 'expired' | 'revoked';
export type PairState = 'pending' | 'active' | 'paused' | 'error';
/** Who paused a paused pair: this side (`pauseProjectFederationPair`), or the partner (its side answers `LINK_PAUSED`). */
export type PairPausedBy = 'this_side' | 'partner';

export interface InviteView {
  invite: ProjectInvite;
  state: InviteState;
}

export interface CreatedInvite extends InviteView {
  /** Shown once: the token and its QR code. */
  token: string;
  qrCodePng: string;
  qrCodeSvg: string;
}

export interface PairView {
  pair: ProjectPair;
  link: Link;
  state: PairState;
  pausedBy: PairPausedBy | null;
  sharing: Sharing;
}

/** What the inviting side answers a partner that accepts its invite. */
export interface InviteAcceptance {
  pairId: string;
  instanceId: string;
  version: string;
  /** The inviting side's incoming token for the new link, and the link's shared secret. */
  token: string;
  sharedSecret: string;
  preset: SharingPreset;
  /** The invite's note for the accepting admin; null without one. */
  note: string | null;
  project: { id: string; key: string; name: string; payload: Record<string, unknown> };
}

/** What a partner sends with an invite it accepts. */
export interface PartnerAcceptance {
  token: string;
  protocol: number;
  version: string;
  instanceId: string;
  /** Where the inviting side reaches the partner (https). */
  url: string;
  /** The partner's incoming token for the new link. */
  incomingToken: string;
}

/**
 * A pair's state, as its link has it: paused (here, or by the partner, whose side then answers our
 * polls `LINK_PAUSED`), amber until the first successful poll (and again after a resume), red with its reason.
 */
export function pairState(link: Link): { state: PairState; pausedBy: PairPausedBy | null } {
  if (link.paused) return { state: 'paused', pausedBy: 'this_side' };
  if (link.health === 'red' && link.lastErrorCode === 'LINK_PAUSED') return { state: 'paused', pausedBy: 'partner' };
  return { state: link.health === 'green' ? 'active' : link.health === 'red' ? 'error' : 'pending', pausedBy: null };
}

/** The inviting instance's refusals that the accepting admin gets as they are; its others are INVITE_PARTNER_REFUSED. */
const CARRIED_REFUSALS: Partial<Record<string, () => AppError>> = {
  INVITE_INVALID: inviteInvalid,
  INVITE_EXPIRED: inviteExpired,
  INVITE_REVOKED: inviteRevoked,
  INVITE_USED: inviteUsed,
  INVITE_SELF: inviteSelf,
  INVITE_RATE_LIMITED: partnerRateLimited,
} satisfies Partial<Record<PairErrorReason, () => AppError>>;

/** Why the inviting instance did not take the invite, in its own reason when it is one of ours. */
const refusedByPartner = (error: PeerCallError): AppError =>
  (error.reason ? CARRIED_REFUSALS[error.reason]?.() : undefined) ?? invitePartnerRefused(error.message);

/**
 * Project federation (SPEC.md, B): invites made by a project's owner (`project:federation:manage`),
 * accepted by a workspace admin of the partner instance (`admin:federation:write`), and the pair
 * that results on both sides, each backed by a link of its own that carries the pair's sharing.
 * Every change is audited with the acting person.
 */
export class PairService {
  constructor(private readonly ctx: FederationContext) {}

  async createInvite(input: { projectId: string; preset?: SharingPreset | null; note?: string | null }): Promise<CreatedInvite> {
    const { viewer, project } = await this.requireManager(input.projectId);
    if (await this.ctx.em.findOne(ProjectPair, { projectId: project.id })) throw projectAlreadyPaired(project.key);
    const secret = randomToken(INVITE_SECRET_PREFIX);
    const now = this.ctx.now();
    const invite = await transact(this.ctx.em, async (em) => {
      const created = em.create(ProjectInvite, {
        projectId: project.id,
        preset: input.preset ?? 'read_only',
        note: input.note == null || input.note.trim() === '' ? null : requiredText('note', input.note, 1000),
        secretHash: sha256Hex(secret),
        expiresAt: new Date(now.getTime() + INVITE_VALIDITY_MS),
        createdById: viewer.userId,
        createdAt: now,
        updatedAt: now,
      });
      this.audit(em, 'federation.invite.created', 'project_invite', created.id, { projectId: project.id, preset: created.preset });
      return created;
    });
    await this.ctx.deps.audit.flush();
    const token = encodeInviteToken({ url: this.ctx.deps.publicUrl(), inviteId: invite.id, secret });
    return {
      invite,
      state: 'open',
      token,
      qrCodePng: await QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }),
      qrCodeSvg: await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    };
  }

  async listInvites(projectId: string): Promise<InviteView[]> {
    await this.requireManager(projectId);
    const invites = await this.ctx.em.find(ProjectInvite, { projectId }, { orderBy: { id: 'desc' }, limit: 100 });
    return invites.map((invite) => ({ invite, state: this.inviteState(invite) }));
  }

  /** Revokes an open invite: its token is dead at once. */
  async revokeInvite(id: string): Promise<InviteView> {
    const found = await this.ctx.em.findOne(ProjectInvite, { id });
    if (!found) throw notFound('Project invite');
    await this.requireManager(found.projectId);
    const invite = await transact(this.ctx.em, async (em) => {
      const current = await em.findOneOrFail(ProjectInvite, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      this.refuseUnlessOpen(current);
      current.state = 'revoked';
      this.audit(em, 'federation.invite.revoked', 'project_invite', current.id, { projectId: current.projectId });
      return current;
    });
    await this.ctx.deps.audit.flush();
    return { invite, state: 'revoked' };
  }

  /**
   * The inviting side: a partner accepts an invite (anyone holding its token may; the secret is the
   * credential). In one transaction: the invite is used, and the link (bidirectional, every 15 s,
   * the project only, the preset's sharing) and the pair are made. Answers what the partner needs.
   * Limited per client address, and refused to this instance itself (`INVITE_SELF`).
   */
  async acceptFromPartner(input: PartnerAcceptance): Promise<InviteAcceptance> {
    await throttleInviteAccept(this.ctx.em, 'partner', this.clientIp(), this.ctx.now());
    const token = decodeInviteToken(input.token);
    if (input.instanceId === this.ctx.deps.instanceId) throw inviteSelf();
    if (input.protocol !== PEER_PROTOCOL_VERSION || majorVersion(input.version) !== majorVersion(platformVersion)) {
      throw invalidInput(
        'version',
        `this instance runs ${platformVersion} (protocol ${PEER_PROTOCOL_VERSION}): the same major version is needed`,
      );
    }
    const partnerToken = peerToken(input.incomingToken);
    // The partner's URL becomes the new link's remote URL, which this instance will poll.
    remoteUrl(input.url, federationTargetPolicy(this.ctx.deps.config), 'url');
    const found = await this.ctx.em.findOne(ProjectInvite, { id: token.inviteId });
    if (!found || !sameHash(found.secretHash, sha256Hex(token.secret))) throw inviteInvalid();
    this.refuseUnlessOpen(found);
    // Read before the transaction: embedded PGlite serialises transactions, so none may wait on the workspace's connection.
    const project = await this.ctx.deps.workspace.projectAccess(found.projectId, found.createdById);
    if (!project) throw inviteInvalid();
    const accepted = await transact(this.ctx.em, async (em) => {
      const invite = await em.findOneOrFail(ProjectInvite, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      this.refuseUnlessOpen(invite);
      if (await em.findOne(ProjectPair, { projectId: project.id })) throw projectAlreadyPaired(project.key);
      const partner = new URL(input.url).host;
      const { values, incomingToken, generatedSecret } = newLinkValues(this.ctx.deps, {
        name: `Project ${project.key} with ${partner} (${invite.id.slice(-6)})`,
        remoteUrl: input.url,
        direction: 'bidirectional',
        pollIntervalSeconds: PAIR_POLL_SECONDS,
        projectFilter: [project.id],
        peerToken: partnerToken,
        createdById: invite.createdById,
        sharing: presetSharing(invite.preset),
      });
      const link = em.create(Link, values);
      // The pair and the id map point at the link: it is written first.
      await em.flush();
      const now = this.ctx.now();
      const pair = em.create(ProjectPair, {
        linkId: link.id,
        projectId: project.id,
        role: 'sharing',
        partnerName: partner,
        partnerUrl: values.remoteUrl,
        note: invite.note ?? null,
        createdById: invite.createdById,
        createdAt: now,
        updatedAt: now,
      });
      invite.state = 'accepted';
      invite.pairId = pair.id;
      this.audit(em, 'federation.invite.accepted', 'project_pair', pair.id, {
        projectId: project.id,
        partner: values.remoteUrl,
        partnerInstanceId: input.instanceId,
        preset: invite.preset,
      });
      return { invite, project, pair, incomingToken, secret: generatedSecret! };
    });
    await this.ctx.deps.audit.flush();
    const [row] = await this.ctx.deps.workspace.syncRows('project', [accepted.project.id]);
    return {
      pairId: accepted.pair.id,
      instanceId: this.ctx.deps.instanceId,
      version: platformVersion,
      token: accepted.incomingToken,
      sharedSecret: accepted.secret,
      preset: accepted.invite.preset,
      note: accepted.invite.note ?? null,
      project: { id: accepted.project.id, key: accepted.project.key, name: accepted.project.name, payload: row?.payload ?? {} },
    };
  }

  /**
   * The accepting side (a workspace admin): hands the invite to the instance that made it, then
   * makes the link, the pair and the mirrored project here. Should anything here fail after the
   * partner accepted, the pair is revoked on both sides: nothing half-made stays.
   */
  async accept(tokenInput: string): Promise<PairView> {
    const admin = this.ctx.requireLinkAdmin();
    await throttleInviteAccept(this.ctx.em, 'admin', this.clientIp(), this.ctx.now());
    const token = decodeInviteToken(tokenInput);
    // The token names where this instance will connect: the same rule as every link's remote URL.
    remoteUrl(token.url, federationTargetPolicy(this.ctx.deps.config), 'token');
    // This instance's own invite: refused before anything is asked of anyone (the inviting side refuses it too).
    if (token.url === this.ctx.deps.publicUrl().replace(/\/+$/, '')) throw inviteSelf();
    const ourToken = randomToken(LINK_TOKEN_PREFIX);
    let answer: InviteAcceptance;
    try {
      answer = await this.ctx.deps.peers.acceptInvite<InviteAcceptance>(token.url, {
        token: tokenInput,
        protocol: PEER_PROTOCOL_VERSION,
        version: platformVersion,
        instanceId: this.ctx.deps.instanceId,
        url: this.ctx.deps.publicUrl(),
        incomingToken: ourToken,
      });
    } catch (error) {
      if (error instanceof PeerCallError) throw refusedByPartner(error);
      throw error;
    }
    const partner = new URL(token.url).host;
    const localProjectId = newId();
    const { values } = newLinkValues(this.ctx.deps, {
      name: `Project ${answer.project.key} from ${partner} (${answer.pairId.slice(-6)})`,
      remoteUrl: token.url,
      direction: 'bidirectional',
      pollIntervalSeconds: PAIR_POLL_SECONDS,
      projectFilter: [localProjectId],
      peerToken: peerToken(answer.token),
      sharedSecret: sharedSecret(answer.sharedSecret),
      createdById: admin.userId,
      sharing: presetSharing(answer.preset),
      // The partner holds the token we sent it.
      incomingToken: ourToken,
    });
    let made: { link: Link; pair: ProjectPair } | undefined;
    try {
      made = await transact(this.ctx.em, async (em) => {
        const link = em.create(Link, values);
        await em.flush();
        const now = this.ctx.now();
        const pair = em.create(ProjectPair, {
          linkId: link.id,
          projectId: localProjectId,
          role: 'receiving',
          partnerName: partner,
          partnerUrl: values.remoteUrl,
          // The partner's words, bounded as its own invites bound them.
          note: typeof answer.note === 'string' && answer.note.trim() !== '' ? answer.note.slice(0, 1000) : null,
          createdById: admin.userId,
          createdAt: now,
          updatedAt: now,
        });
        // The partner's project is this side's new one: its first sync lands on it.
        await em
          .getConnection()
          .execute(
            `insert into federation.id_map (link_id, entity_type, remote_id, local_id) values (?, 'project', ?, ?)`,
            [link.id, answer.project.id, localProjectId],
            'run',
            transactionContext(em),
          );
        this.audit(em, 'federation.pair.created', 'project_pair', pair.id, { partner: values.remoteUrl, preset: answer.preset });
        return { link, pair };
      });
      // The handshake, signed with the new link's credentials: both sides check the protocol and the
      // major version, and this one learns who the partner is.
      const theirs = await handshakeWith(this.ctx.deps, made.link);
      Object.assign(made.link, { peerInstanceId: theirs.instanceId, peerVersion: theirs.version });
      await this.ctx.em.nativeUpdate(Link, { id: made.link.id }, { peerInstanceId: theirs.instanceId, peerVersion: theirs.version });
      const { id: _id, ...payload } = answer.project.payload;
      const [result] = await this.ctx.deps.workspace.applySyncChanges({
        origin: made.link.id,
        people: [],
        changes: [{ entityType: 'project', entityId: localProjectId, op: 'upsert', payload: { ...payload, createdById: null } }],
      });
      if (result?.status !== 'applied') {
        throw invitePartnerRefused(`The partner's project could not be mirrored here: ${result?.error ?? 'no answer'}`);
      }
    } catch (error) {
      await this.undoAccept(made?.link, answer, token.url);
      // The pair was made before it was undone: its creation stays in the audit log.
      await this.ctx.deps.audit.flush();
      if (error instanceof PeerCallError) throw invitePartnerRefused(error.message);
      throw error;
    }
    await this.ctx.deps.audit.flush();
    await this.ctx.deps.pubsub.publish(POLL_WAKE_CHANNEL, made.link.id);
    return this.view(made.pair, made.link);
  }

  async pairOf(projectId: string): Promise<PairView | null> {
    await this.requireManager(projectId);
    return this.pairOfProject(projectId);
  }

  /** The pair of a project as anyone who can read the project sees it (its globe marker); null when not shared. */
  async marker(projectId: string): Promise<PairView | null> {
    if (this.ctx.viewer.kind !== 'user') throw unauthenticated();
    return this.pairOfProject(projectId);
  }

  private async pairOfProject(projectId: string): Promise<PairView | null> {
    const pair = await this.ctx.em.findOne(ProjectPair, { projectId });
    return pair ? this.view(pair, await this.ctx.em.findOneOrFail(Link, { id: pair.linkId })) : null;
  }

  /** A preset, or switches and masks (which make the pair Custom); they act on later changes only. */
  async updateSharing(id: string, input: SharingEdit & { preset?: SharingPreset | null }): Promise<PairView> {
    return this.change(id, 'federation.pair.sharing_changed', (link) => {
      const edited = input.preset && input.preset !== 'custom' ? presetSharing(input.preset) : link.sharing!;
      const masked =
        input.outboundTypes != null || input.inboundTypes != null || input.outboundMasked != null || input.inboundMasked != null;
      link.sharing = masked || input.preset === 'custom' ? editSharing(edited, input) : edited;
      return { sharing: link.sharing };
    });
  }

  pause(id: string): Promise<PairView> {
    return this.change(id, 'federation.pair.paused', (link) => ((link.paused = true), {}));
  }

  /** Back to polling, at once: `PENDING` (amber) until that poll, when successful, makes it `ACTIVE`. */
  async resume(id: string): Promise<PairView> {
    const view = await this.change(id, 'federation.pair.resumed', (link) => {
      Object.assign(link, { paused: false, health: 'amber', lastError: null, lastErrorCode: null });
      return {};
    });
    await pollSoon(this.ctx.deps, this.ctx.em, view.link.id);
    return view;
  }

  /**
   * Revokes the pair, the project's key typed to confirm: pair and link go on this side, the partner
   * is told to do the same (if it cannot be reached, its next poll is refused and its pair turns
   * red). Synced data stays on both sides.
   */
  async revoke(id: string, projectKey: string): Promise<string> {
    const pair = await this.ctx.em.findOne(ProjectPair, { id });
    if (!pair) throw notFound('Project pair');
    const { project } = await this.requireManager(pair.projectId);
    if (projectKey !== project.key) throw projectKeyMismatch();
    const link = await this.ctx.em.findOneOrFail(Link, { id: pair.linkId });
    const endpoint = linkSecrets(this.ctx.deps.masterKey, link).peerToken ? peerEndpoint(this.ctx.deps.masterKey, link) : null;
    await this.remove(link, pair, 'federation.pair.revoked');
    if (endpoint) {
      await this.ctx.deps.peers
        .call(endpoint, 'pair-revoke', {})
        .catch((error: unknown) => this.ctx.deps.logger.warn({ err: error, pairId: id }, 'the partner was not told of the revoke'));
    }
    return id;
  }

  /** The partner revoked the pair: it goes here too (the peer request authenticates as its link). */
  async revokedByPartner(): Promise<boolean> {
    const linkId = this.ctx.requirePeer();
    const pair = await this.ctx.em.findOne(ProjectPair, { linkId });
    if (!pair) throw notFound('Project pair');
    await this.remove(await this.ctx.em.findOneOrFail(Link, { id: linkId }), pair, 'federation.pair.revoked_by_partner');
    return true;
  }

  private async remove(link: Link, pair: ProjectPair, action: string): Promise<void> {
    await transact(this.ctx.em, async (em) => {
      this.audit(em, action, 'project_pair', pair.id, { projectId: pair.projectId, partner: pair.partnerUrl });
      // A partner that still polls is told the pair was revoked (410), not refused as after a rotation.
      await rememberRemovedLink(em, link, 'pair_revoked', this.ctx.now());
      em.remove(em.getReference(Link, link.id));
    });
    await this.ctx.deps.workspace.holdSyncChanges(feedHolder(link.id), null);
    await this.ctx.deps.audit.flush();
  }

  /** After a failure here once the partner accepted: nothing stays on either side. */
  private async undoAccept(link: Link | undefined, answer: InviteAcceptance, url: string): Promise<void> {
    if (link) await transact(this.ctx.em, async (em) => em.remove(em.getReference(Link, link.id)));
    await this.ctx.deps.peers
      .call({ remoteUrl: url, token: answer.token, sharedSecret: answer.sharedSecret }, 'pair-revoke', {})
      .catch((error: unknown) => this.ctx.deps.logger.warn({ err: error, pairId: answer.pairId }, 'the partner was not told'));
  }

  private async change(id: string, action: string, apply: (link: Link) => Record<string, unknown>): Promise<PairView> {
    const pair = await this.ctx.em.findOne(ProjectPair, { id });
    if (!pair) throw notFound('Project pair');
    await this.requireManager(pair.projectId);
    const link = await transact(this.ctx.em, async (em) => {
      const current = await em.findOneOrFail(Link, { id: pair.linkId });
      this.audit(em, action, 'project_pair', pair.id, apply(current));
      return current;
    });
    await this.ctx.deps.audit.flush();
    return this.view(pair, link);
  }

  private view(pair: ProjectPair, link: Link): PairView {
    return { pair, link, ...pairState(link), sharing: link.sharing! };
  }

  /** The caller's address (an anonymous partner's too), what acceptances are counted by. */
  private clientIp(): string | null {
    const viewer = this.ctx.viewer;
    return viewer.kind === 'service' ? null : (viewer.ip ?? null);
  }

  private inviteState(invite: ProjectInvite): InviteState {
    return invite.state === 'open' && invite.expiresAt.getTime() <= this.ctx.now().getTime() ? 'expired' : invite.state;
  }

  private refuseUnlessOpen(invite: ProjectInvite): void {
    const state = this.inviteState(invite);
    if (state === 'expired') throw inviteExpired();
    if (state === 'revoked') throw inviteRevoked();
    if (state === 'accepted') throw inviteUsed();
  }

  /** The viewer may manage the project's federation: a workspace admin, or an admin of the project. */
  private requireManager(projectId: string) {
    return requireProjectFederationManager(this.ctx, projectId);
  }

  private audit(em: EntityManager, action: string, targetType: string, targetId: string, details: Record<string, unknown>): void {
    const entry: FederationAuditEntry = {
      actorId: this.ctx.viewer.kind === 'user' ? this.ctx.viewer.userId : null,
      action,
      targetType,
      targetId,
      details,
      ip: this.ctx.ip,
    };
    this.ctx.deps.audit.record(em, entry);
  }
}

const sameHash = (stored: string, given: string): boolean =>
  stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));
