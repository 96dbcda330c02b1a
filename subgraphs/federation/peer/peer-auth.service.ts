import { constantTimeEqual, hmacSha256Hex, sha256Hex } from '../../../core/crypto.js';
import { epochMs } from '../../../core/clock.js';
import type { FederationContext } from '../context.js';
import { Link } from '../links/link.entity.js';
import { linkSecrets } from '../links/link.service.js';
import type { LinkRemoval } from '../links/link-rules.js';
import { linkRemoved } from '../links/link.errors.js';
import { PEER_NONCE_PATTERN, PEER_TIMESTAMP_TOLERANCE_SECONDS, peerSignedContent } from './peer-protocol.js';

/** What the gateway hands over of a request to `/federation/peer/…`: its credentials and raw body. */
export interface PeerRequest {
  token: string;
  timestamp: string;
  signature: string;
  nonce: string;
  body: string;
  ip?: string | null;
}

/** Which check refused a request: written to the audit log for the admin, never told to the caller. */
type Refusal = 'token' | 'timestamp' | 'signature' | 'nonce';

/** Nonces are kept a little longer than the timestamp window, so no replay inside it slips through. */
const NONCE_RETENTION_MS = 2 * PEER_TIMESTAMP_TOLERANCE_SECONDS * 1000;

/**
 * The peer protocol's credential check, for the gateway (platform services only). A request passes
 * when its bearer token is a link's incoming token, its timestamp is within five minutes of this
 * clock, its signature is the HMAC-SHA256 of `<timestamp>.<raw body>` under the link's shared
 * secret (or, within a rotation's grace, the secret it replaced), and its nonce (also in the signed
 * body) has not been seen on that link. Any failure is the same null to the caller; the audit log
 * records which check failed. Only a removed link's own token is told apart (`refuseRemoved`).
 */
export class PeerAuthService {
  constructor(private readonly ctx: FederationContext) {}

  async authenticate(request: PeerRequest): Promise<string | null> {
    this.ctx.requireService();
    const tokenHash = sha256Hex(request.token);
    const link = await this.ctx.em.findOne(Link, { incomingTokenHash: tokenHash });
    if (!link) await this.refuseRemoved(tokenHash);
    const refusal = link ? await this.check(link, request) : 'token';
    if (!refusal) return link!.id;
    const entry = {
      actorId: null,
      action: 'federation.peer.rejected',
      targetType: 'federation_link',
      ...(link ? { targetId: link.id } : {}),
      details: { check: refusal },
      ip: request.ip ?? null,
    };
    this.ctx.deps.audit.record(this.ctx.em, entry);
    await this.ctx.em.flush();
    await this.ctx.deps.audit.flush();
    return null;
  }

  /**
   * A token that belonged to a link removed here (deleted, or its pair revoked): its caller is told
   * so, 410 with the reason, signed or not. Only the token's former holder can present it, so this
   * tells nobody else anything; every other failure stays the one 401.
   */
  private async refuseRemoved(tokenHash: string): Promise<void> {
    const [removed] = (await this.ctx.em
      .getConnection()
      .execute('select reason from federation.removed_links where token_hash = ?', [tokenHash])) as Array<{ reason: LinkRemoval }>;
    if (removed) throw linkRemoved(removed.reason);
  }

  private async check(link: Link, request: PeerRequest): Promise<Refusal | null> {
    const now = epochMs(this.ctx.deps.clock);
    const seconds = /^\d{1,12}$/.test(request.timestamp) ? Number(request.timestamp) : NaN;
    if (!(Math.abs(now / 1000 - seconds) <= PEER_TIMESTAMP_TOLERANCE_SECONDS)) return 'timestamp';
    // The link's secret, or within a rotation's grace the one it replaced.
    const { sharedSecret, previousSecret } = linkSecrets(this.ctx.deps.masterKey, link);
    const secrets = previousSecret && now < previousSecret.untilMs ? [sharedSecret, previousSecret.secret] : [sharedSecret];
    const signature = request.signature.toLowerCase();
    const signed = secrets.map((secret) =>
      constantTimeEqual(hmacSha256Hex(secret, peerSignedContent(request.timestamp, request.body)), signature),
    );
    if (!signed.includes(true)) return 'signature';
    if (!PEER_NONCE_PATTERN.test(request.nonce) || bodyNonce(request.body) !== request.nonce) return 'nonce';
    const connection = this.ctx.em.getConnection();
    await connection.execute('delete from federation.peer_nonces where seen_at < ?', [new Date(now - NONCE_RETENTION_MS)], 'run');
    const fresh = (await connection.execute(
      `insert into federation.peer_nonces (link_id, nonce, seen_at) values (?, ?, ?)
       on conflict do nothing returning nonce`,
      [link.id, request.nonce, new Date(now)],
    )) as unknown[];
    return fresh.length ? null : 'nonce';
  }
}

/** The `nonce` of a signed JSON body, so the signature covers the nonce header's value too. */
function bodyNonce(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { nonce?: unknown }).nonce === 'string'
      ? (parsed as { nonce: string }).nonce
      : undefined;
  } catch {
    return undefined;
  }
}
