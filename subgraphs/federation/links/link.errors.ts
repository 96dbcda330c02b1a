import { AppError, ruleError } from '../../../core/errors.js';
import type { LinkRemoval } from './link-rules.js';

/** Why link management or the peer protocol refuses something (`extensions.reason`). */
export const linkErrorReasons = [
  'LINK_NAME_TAKEN',
  'DIRECTION_MISMATCH',
  'LINK_PAUSED',
  'LINK_DOES_NOT_PULL',
  'LINK_SYNC_RUNNING',
  'CONFLICT_DECIDED',
  'CONFLICT_NOT_APPLIED',
  'PEER_VERSION_MISMATCH',
  'PEER_AUTHENTICATION_FAILED',
  'FEDERATION_SELF_LINK',
] as const;
export type LinkErrorReason = (typeof linkErrorReasons)[number];

const linkError = ruleError<LinkErrorReason>;

export const linkNameTaken = (name: string): AppError => linkError('CONFLICT', 'LINK_NAME_TAKEN', `A link named "${name}" already exists`);

/** The peer pulls from a link that is `target` on this side (SPEC.md: 403 `Direction mismatch`). */
export const directionMismatch = (): AppError => linkError('FORBIDDEN', 'DIRECTION_MISMATCH', 'Direction mismatch');

export const linkPaused = (): AppError => linkError('CONFLICT', 'LINK_PAUSED', 'The link is paused on this side');

export const linkDoesNotPull = (): AppError =>
  linkError('CONFLICT', 'LINK_DOES_NOT_PULL', 'Only target and bidirectional links pull: a source link never applies');

export const linkSyncRunning = (): AppError =>
  linkError('CONFLICT', 'LINK_SYNC_RUNNING', 'The link is being synced right now (or paused, or without the peer token)');

export const conflictDecided = (): AppError => linkError('CONFLICT', 'CONFLICT_DECIDED', 'This conflict has been decided already');

export const conflictNotApplied = (reason: string): AppError =>
  linkError('CONFLICT', 'CONFLICT_NOT_APPLIED', `The peer's values could not be written here: ${reason}`);

export const peerVersionMismatch = (ours: string, theirs: string): AppError =>
  linkError(
    'CONFLICT',
    'PEER_VERSION_MISMATCH',
    `Peer runs version ${theirs} and this instance ${ours}: federated instances must run the same major version`,
    { version: ours, peerVersion: theirs },
  );

/** Why a link whose two ends are one instance is refused, on either side of its handshake. */
export const SELF_LINK_MESSAGE =
  'This link leads back to this instance (the same instance id answers): an instance cannot federate with itself';

/** SELF_LINK_MESSAGE, as the answering side says it: the caller's instance id is this instance's own. */
export const federationSelfLink = (): AppError => linkError('CONFLICT', 'FEDERATION_SELF_LINK', SELF_LINK_MESSAGE);

/** One answer for a wrong token, a stale timestamp, a bad signature or a replayed nonce: it never says which. */
export const peerAuthenticationFailed = (): AppError =>
  linkError('UNAUTHENTICATED', 'PEER_AUTHENTICATION_FAILED', 'Peer authentication failed');

/**
 * The peer protocol's answer to the token of a link removed here (410 in REST, with `reason`
 * `LINK_DELETED` or `PAIR_REVOKED`): a code of its own, raised only to the gateway's peer check.
 */
export type LinkRemovedCode = 'LINK_REMOVED';

export const linkRemoved = (removal: LinkRemoval): AppError<LinkRemovedCode> =>
  removal === 'pair_revoked'
    ? new AppError('LINK_REMOVED', 'The project pair this link backed was revoked on this side', { reason: 'PAIR_REVOKED' })
    : new AppError('LINK_REMOVED', 'This link was deleted on this side', { reason: 'LINK_DELETED' });
