import { notFound } from '../../../core/errors.js';
import { majorVersion, platformVersion } from '../../../core/version.js';
import type { FederationContext } from '../context.js';
import { Link } from '../links/link.entity.js';
import { directionMismatch, federationSelfLink, linkPaused, peerVersionMismatch } from '../links/link.errors.js';
import { mirrorDirection, pullsFromPeer, servesPeer, type LinkDirection } from '../links/link-rules.js';
import { pollSoon } from '../sync/poll-loop.js';
import { servable, servePage, serveSnapshot } from '../sync/serve.js';
import type { SyncEntityType } from '../../../core/sync-entity-types.js';
import type { WirePage, WireSnapshot } from '../sync/wire.js';
import { PEER_PROTOCOL_VERSION } from './peer-protocol.js';

export interface Handshake {
  protocol: number;
  version: string;
  instanceId: string;
  /** The link's direction as its sender states it (from the sender's side). */
  direction: LinkDirection;
}

/** What an authenticated peer may ask of its link (the viewer is the link, never a user). */
export class PeerService {
  constructor(private readonly ctx: FederationContext) {}

  /**
   * Both sides must speak this protocol and run the same major version (SPEC.md: event schemas
   * drift across majors). The peer's direction must mirror ours, and the peer must be another
   * instance: a link to this instance's own URL would copy its projects onto themselves. Records
   * who the peer is.
   */
  async handshake(theirs: Handshake): Promise<Handshake> {
    const link = await this.link();
    if (theirs.instanceId === this.ctx.deps.instanceId) throw federationSelfLink();
    const ours = platformVersion;
    if (theirs.protocol !== PEER_PROTOCOL_VERSION || majorVersion(theirs.version) !== majorVersion(ours)) {
      throw peerVersionMismatch(ours, theirs.version);
    }
    if (theirs.direction !== mirrorDirection(link.direction)) throw directionMismatch();
    link.peerInstanceId = theirs.instanceId;
    link.peerVersion = theirs.version;
    await this.ctx.em.flush();
    // The peer reached this link with its credentials, so it holds its side of the link now: a link of this side that has
    // never synced polls at once instead of after its interval. A new pair's first poll here may have run before the
    // partner had made its side (the invite's acceptance makes this side first), and failed.
    if (!link.lastSuccessAt && pullsFromPeer(link.direction)) await pollSoon(this.ctx.deps, this.ctx.em, link.id);
    return { protocol: PEER_PROTOCOL_VERSION, version: ours, instanceId: this.ctx.deps.instanceId, direction: link.direction };
  }

  /** A page of this side's changes, for a peer that may pull from this side (not a `target` link here). */
  async changes(request: { after: number; limit: number; gaps: number[]; projects: string[] | null }): Promise<WirePage> {
    const link = await this.link();
    if (!servesPeer(link.direction)) throw directionMismatch();
    const page = await servePage(this.ctx.deps, this.ctx.em, link, request);
    await this.pulled(link);
    return page;
  }

  /** A page of this side's current rows of one type (a snapshot), for a peer that may pull from this side. */
  async snapshot(request: { type: SyncEntityType; after: string | null; limit: number; projects: string[] | null }): Promise<WireSnapshot> {
    const link = await this.link();
    if (!servesPeer(link.direction)) throw directionMismatch();
    const page = await serveSnapshot(this.ctx.deps, this.ctx.em, link, request);
    await this.pulled(link);
    return page;
  }

  /** The peer has changes waiting: this side polls the link at once (it must pull from the peer). */
  async nudge(): Promise<boolean> {
    const link = await this.link();
    if (!pullsFromPeer(link.direction)) throw directionMismatch();
    await pollSoon(this.ctx.deps, this.ctx.em, link.id);
    return true;
  }

  /**
   * An attachment's content hash, for the peer to fetch the bytes (once per hash): only for an
   * attachment this side sent on the link and would send it now (the link's scope, filter and pair
   * sharing as they are: an attachment whose ticket turned private is not served any more).
   */
  async content(attachmentId: string): Promise<{ sha256: string; size: number }> {
    const link = await this.link();
    if (!servesPeer(link.direction)) throw directionMismatch();
    const [sent] = (await this.ctx.em
      .getConnection()
      .execute(`select 1 from federation.exports where link_id = ? and entity_type = 'attachment' and local_id = ?`, [
        link.id,
        attachmentId,
      ])) as unknown[];
    const rows = sent ? await this.ctx.deps.workspace.syncRows('attachment', [attachmentId]) : [];
    const [row] = (await servable(this.ctx.deps, this.ctx.em, link, rows)).filter((change) => change.op === 'upsert');
    const sha256 = row?.payload?.sha256;
    if (typeof sha256 !== 'string') throw notFound('Attachment');
    return { sha256, size: Number(row!.payload!.size) };
  }

  /** The peer pulled a page: the health of a `source` link follows its pulls (servingHealth). */
  private async pulled(link: Link): Promise<void> {
    await this.ctx.em
      .getConnection()
      .execute('update federation.links set last_pulled_by_peer_at = ? where id = ?', [this.ctx.now(), link.id], 'run');
  }

  /** The caller's link; a paused link serves nothing. */
  async link(): Promise<Link> {
    const link = await this.ctx.em.findOneOrFail(Link, { id: this.ctx.requirePeer() });
    if (link.paused) throw linkPaused();
    return link;
  }
}
