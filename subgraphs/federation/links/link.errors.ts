import { ruleError, type AppError } from '../../../core/errors.js';

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

/** One answer for a wrong token, a stale timestamp, a bad signature or a replayed nonce: it never says which. */
export const peerAuthenticationFailed = (): AppError =>
  linkError('UNAUTHENTICATED', 'PEER_AUTHENTICATION_FAILED', 'Peer authentication failed');
