import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { rootCertificates } from 'node:tls';
import { Agent, request } from 'undici';
import { epochMs, type Clock } from '../../../core/clock.js';
import { federationTargetPolicy, type Config } from '../../../core/config.js';
import { guardedLookup, RefusedAddress, vetAddressLiteral, type OutboundPolicy } from '../../../core/url-policy.js';
import { INVITES_PATH, PEER_PATH_PREFIX, signedPeerRequest } from './peer-protocol.js';

/** Largest response a peer may send (a batch of events); a larger one is refused whole. */
export const PEER_RESPONSE_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * A peer call that did not succeed: `status` is the peer's HTTP status, absent when it could not be
 * reached; `reason` is the `reason` of its error body (`LINK_PAUSED`, `INVITE_EXPIRED`, …), when it gave one.
 */
export class PeerCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'PeerCallError';
  }
}

export interface PeerEndpoint {
  remoteUrl: string;
  /** The peer's incoming token. */
  token: string;
  sharedSecret: string;
  /**
   * The secret a rotation replaced, until the end of its grace: a request the peer refuses (401) is
   * sent once more signed with it, for a peer whose admin has not entered the new secret yet.
   */
  previousSecret?: { secret: string; untilMs: number } | null;
}

/**
 * Signed requests to peers over HTTPS (docs/federation-protocol.md), trusting the system's
 * certificate authorities plus FEDERATION_CA_FILE's, through one keep-alive agent. Only to the public
 * internet (core/url-policy.ts, FEDERATION_ALLOW_LOOPBACK), vetted at each connection: a stored URL
 * whose host resolves to a private address is never reached.
 */
export class PeerClient {
  private readonly agent: Agent;
  private readonly targets: OutboundPolicy;

  constructor(
    config: Config,
    private readonly clock: Clock,
  ) {
    const extra = config.FEDERATION_CA_FILE ? readFileSync(config.FEDERATION_CA_FILE, 'utf8') : null;
    this.targets = federationTargetPolicy(config);
    this.agent = new Agent({
      connect: { lookup: guardedLookup(this.targets), ...(extra ? { ca: [...rootCertificates, extra] } : {}) },
      headersTimeout: config.FEDERATION_REQUEST_TIMEOUT_MS,
      bodyTimeout: config.FEDERATION_REQUEST_TIMEOUT_MS,
      connections: 4,
    });
  }

  /** POSTs `payload` (signed, with a fresh nonce) to `/federation/peer/<path>` and returns the parsed JSON answer. */
  async call<T>(peer: PeerEndpoint, path: string, payload: Record<string, unknown>): Promise<T> {
    const response = await this.post(peer, path, payload);
    const text = await readLimited(response.body, PEER_RESPONSE_LIMIT_BYTES);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new PeerCallError(`Peer answered ${response.statusCode} with a body that is not JSON`, response.statusCode);
    }
    if (response.statusCode >= 300) {
      throw new PeerCallError(peerRefusal(response.statusCode, parsed), response.statusCode, peerReason(parsed));
    }
    return parsed as T;
  }

  /**
   * Hands a project invite to the instance that made it (`POST <url>/federation/invites/accept`,
   * unsigned: the invite's secret in the body is the credential). The parsed answer; a refusal or
   * an unreachable instance throws, with the partner's own message.
   */
  async acceptInvite<T>(url: string, payload: Record<string, unknown>): Promise<T> {
    let response;
    try {
      vetAddressLiteral(new URL(url), this.targets);
      response = await request(`${url}${INVITES_PATH}/accept`, {
        method: 'POST',
        body: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
        dispatcher: this.agent,
      });
    } catch {
      // Whatever the failure (a refused address, DNS, TLS, a refused connection): its text would describe
      // the network the request was made from, to whoever wrote the invite's URL.
      throw new PeerCallError('The inviting instance is unreachable');
    }
    const text = await readLimited(response.body, 1024 * 1024);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // The status says enough.
    }
    if (response.statusCode >= 300) {
      const message = (parsed as { error?: { message?: unknown } } | null)?.error?.message;
      throw new PeerCallError(
        `The inviting instance refused the invite (${response.statusCode}): ${typeof message === 'string' ? message.slice(0, 300) : 'no message'}`,
        response.statusCode,
        peerReason(parsed),
      );
    }
    return parsed as T;
  }

  /** POSTs a signed request whose answer is bytes (an attachment's content): the body as a stream. */
  async stream(peer: PeerEndpoint, path: string, payload: Record<string, unknown>): Promise<Readable> {
    const response = await this.post(peer, path, payload);
    if (response.statusCode >= 300) {
      const text = await readLimited(response.body, 64 * 1024).catch(() => '');
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the status says enough.
      }
      throw new PeerCallError(peerRefusal(response.statusCode, parsed), response.statusCode, peerReason(parsed));
    }
    return response.body;
  }

  /** Signed with the link's secret; refused (401) within a rotation's grace, once more with the secret it replaced. */
  private async post(peer: PeerEndpoint, path: string, payload: Record<string, unknown>) {
    const response = await this.send(peer, peer.sharedSecret, path, payload);
    const previous = peer.previousSecret;
    if (response.statusCode !== 401 || !previous || epochMs(this.clock) >= previous.untilMs) return response;
    await response.body.dump();
    return this.send(peer, previous.secret, path, payload);
  }

  private async send(peer: PeerEndpoint, sharedSecret: string, path: string, payload: Record<string, unknown>) {
    const { body, headers } = signedPeerRequest(payload, { token: peer.token, sharedSecret }, epochMs(this.clock));
    try {
      vetAddressLiteral(new URL(peer.remoteUrl), this.targets);
      return await request(`${peer.remoteUrl}${PEER_PATH_PREFIX}/${path}`, { method: 'POST', body, headers, dispatcher: this.agent });
    } catch (error) {
      if (isRefusedAddress(error)) throw new PeerCallError('Peer unreachable: its address is not on the public internet');
      throw new PeerCallError(`Peer unreachable: ${(error as Error).message}`);
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** A refusal of core/url-policy.ts, thrown here or by the agent's lookup (which undici may wrap). */
const isRefusedAddress = (error: unknown): boolean =>
  error instanceof RefusedAddress || (error as { cause?: unknown } | null)?.cause instanceof RefusedAddress;

/** What an admin reads in the link's inline error for a refusal. */
function peerRefusal(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; reason?: unknown } } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message.slice(0, 300) : 'no message';
  if (status === 401) {
    return `Peer refused this side's credentials (401): usually a token or secret rotation on the peer that is not yet entered here`;
  }
  // Only the token's former holder hears this: the link is gone there, no rotation will bring it back.
  if (status === 410 && error?.reason === 'PAIR_REVOKED') {
    return 'The partner revoked the pair (410 PAIR_REVOKED): sync has stopped for good; revoke the pair here too';
  }
  if (status === 410 && error?.reason === 'LINK_DELETED') {
    return "The peer removed this link (410 LINK_DELETED): delete it here too, or set up a new one with the peer's admin";
  }
  return `Peer answered ${status}: ${message}`;
}

/** The `reason` of a peer's error body, if it is a plausible one (upper-case words). */
function peerReason(body: unknown): string | undefined {
  const reason = (body as { error?: { reason?: unknown } } | null)?.error?.reason;
  return typeof reason === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(reason) ? reason : undefined;
}

async function readLimited(body: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new PeerCallError(`Peer answer larger than ${limit} bytes: refused whole`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
