import { randomBytes } from 'node:crypto';
import { hmacSha256Hex } from '../../../core/crypto.js';

/**
 * The peer protocol's fixed parts, shared by the side that sends a request (the poller) and the
 * side that checks it (the gateway and PeerAuthService). See docs/federation-protocol.md.
 */
export const PEER_PROTOCOL_VERSION = 1;
export const PEER_PATH_PREFIX = '/federation/peer';
/** Where an instance takes a partner's acceptance of its project invite (unsigned: the invite's secret is the credential). */
export const INVITES_PATH = '/federation/invites';
export const PEER_TIMESTAMP_HEADER = 'x-svc-timestamp';
export const PEER_SIGNATURE_HEADER = 'x-svc-signature';
export const PEER_NONCE_HEADER = 'x-svc-nonce';
/** SPEC.md: a timestamp more than five minutes from the receiver's clock is refused. */
export const PEER_TIMESTAMP_TOLERANCE_SECONDS = 300;
export const PEER_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** Largest request body a peer may send (requests carry cursors and ids; batches travel in responses). */
export const PEER_REQUEST_BODY_LIMIT = 256 * 1024;

/** What the signature covers: `<timestamp>.<raw body>`. */
export const peerSignedContent = (timestamp: string, body: string): string => `${timestamp}.${body}`;

/** The body and headers of a signed peer request: the nonce goes in the header and, signed, in the body. */
export function signedPeerRequest(
  payload: Record<string, unknown>,
  credentials: { token: string; sharedSecret: string },
  nowMs: number,
): { body: string; headers: Record<string, string> } {
  const nonce = randomBytes(18).toString('base64url');
  const body = JSON.stringify({ ...payload, nonce });
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    body,
    headers: {
      authorization: `Bearer ${credentials.token}`,
      'content-type': 'application/json',
      [PEER_TIMESTAMP_HEADER]: timestamp,
      [PEER_SIGNATURE_HEADER]: hmacSha256Hex(credentials.sharedSecret, peerSignedContent(timestamp, body)),
      [PEER_NONCE_HEADER]: nonce,
    },
  };
}
