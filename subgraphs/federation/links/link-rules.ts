import { invalidInput } from '../../../core/errors.js';
import { outboundUrl, type OutboundPolicy } from '../../../core/url-policy.js';
import { intInRange, requiredText } from '../../../core/validation.js';
import { isUuid } from '../../../core/ids.js';
import { isSyncEntityType, type SyncEntityType } from '../../../core/sync-entity-types.js';
import { checkScopeClosed } from '../sync/scope.js';

export const linkDirections = ['source', 'target', 'bidirectional'] as const;
/** Stated from the local side: `source` emits and never applies, `target` only consumes, `bidirectional` both. */
export type LinkDirection = (typeof linkDirections)[number];

export const linkHealths = ['amber', 'green', 'red'] as const;
/**
 * A link that polls: amber, no successful poll yet; green, the last poll succeeded; red, the last
 * poll failed (see lastError). A `source` link, which never polls, is judged by the peer's pulls
 * (`servingHealth`).
 */
export type LinkHealth = (typeof linkHealths)[number];

/**
 * A `source` link is green while the peer pulls at least once in this many of its poll intervals
 * (and never stricter than SOURCE_STALE_MIN_MS): a slow page, a redeploy or a short outage of the
 * peer does not turn it red.
 */
export const SOURCE_STALE_INTERVALS = 5;
export const SOURCE_STALE_MIN_MS = 5 * 60_000;

/**
 * The health of a `source` link, seen from this side, which never polls: amber until the peer's
 * first pull; green while the peer pulls within SOURCE_STALE_INTERVALS of the interval it is
 * expected at (the link's `pollIntervalSeconds`, which on a source link states the peer's);
 * red, with the reason, once the peer has stopped pulling.
 */
export function servingHealth(
  link: { lastPulledByPeerAt?: Date | null; pollIntervalSeconds: number },
  now: Date,
): { health: LinkHealth; error: string | null } {
  const last = link.lastPulledByPeerAt;
  if (!last) return { health: 'amber', error: null };
  const staleAfterMs = Math.max(SOURCE_STALE_INTERVALS * link.pollIntervalSeconds * 1000, SOURCE_STALE_MIN_MS);
  if (now.getTime() - last.getTime() <= staleAfterMs) return { health: 'green', error: null };
  return {
    health: 'red',
    error:
      `The peer has not pulled since ${last.toISOString()} (expected every ${link.pollIntervalSeconds} s): ` +
      `its link may be paused, deleted or failing there`,
  };
}

/**
 * After a secret rotation (or a new secret entered here), the secret it replaced stays valid this
 * long: requests signed with it are accepted, and this side retries a request the peer refused
 * (401) once with it, so both sides stay green while the peer's admin mirrors the new one.
 */
export const SECRET_ROTATION_GRACE_MS = 15 * 60_000;

/** Why a link's incoming token was retired with the link (`federation.removed_links`). */
export type LinkRemoval = 'link_deleted' | 'pair_revoked';

/** Prefix of a link's incoming token (`svc_fed_…`), so a leaked one is recognisable. */
export const LINK_TOKEN_PREFIX = 'svc_fed_';
/** Prefix of a generated shared secret. */
export const LINK_SECRET_PREFIX = 'fedsec_';
/** A secret typed in on the second side must be at least this long. */
export const MIN_SECRET_LENGTH = 32;

export const DEFAULT_POLL_SECONDS = 60;
export const MIN_POLL_SECONDS = 15;
export const MAX_POLL_SECONDS = 3600;

/** Purposes of the master-key envelopes of a link's secrets. */
export const PEER_TOKEN_PURPOSE = 'federation-peer-token';
export const SHARED_SECRET_PURPOSE = 'federation-shared-secret';

/** The peer's view of a link's direction. */
export const mirrorDirection = (direction: LinkDirection): LinkDirection =>
  direction === 'source' ? 'target' : direction === 'target' ? 'source' : 'bidirectional';

/** Whether this side pulls from the peer (and so polls, and may force a resync). */
export const pullsFromPeer = (direction: LinkDirection): boolean => direction !== 'source';

/** Whether the peer may pull from this side. */
export const servesPeer = (direction: LinkDirection): boolean => direction !== 'target';

export const linkName = (value: string | null | undefined): string => requiredText('name', value, 100);

/**
 * A peer's base URL: absolute https, no credentials, query or fragment, and no host outside the public
 * internet (core/url-policy.ts; loopback where FEDERATION_ALLOW_LOOPBACK allows it); kept without a trailing
 * slash. Plain http is never accepted: the link's bearer token and data would cross in the clear.
 */
export function remoteUrl(value: string | null | undefined, policy: OutboundPolicy, field = 'remoteUrl'): string {
  const url = outboundUrl(value, policy, { field, maxLength: 2000, httpOnLoopback: false });
  if (url.search || url.hash) throw invalidInput(field, 'must not have a query or fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export const pollInterval = (value: number): number => intInRange('pollIntervalSeconds', value, MIN_POLL_SECONDS, MAX_POLL_SECONDS);

/** Distinct known entity types, holding the parents of each (empty: every type). */
export function entityScope(values: readonly string[]): SyncEntityType[] {
  const unknown = values.filter((value) => !isSyncEntityType(value));
  if (unknown.length) throw invalidInput('entityScope', `unknown entity type ${JSON.stringify(unknown[0])}`);
  const types = [...new Set(values as SyncEntityType[])];
  checkScopeClosed(types, 'entityScope');
  return types;
}

/** Distinct project ids (lower case), at most 1000: a link's filter, or the one a peer asks with (`field`). */
export function projectFilter(values: readonly string[], field = 'projectFilter'): string[] {
  if (values.some((value) => !isUuid(value))) throw invalidInput(field, 'must be project ids');
  if (values.length > 1000) throw invalidInput(field, 'must list at most 1000 projects');
  return [...new Set(values.map((value) => value.toLowerCase()))];
}

/** A shared secret typed in on the second side: printable, no spaces, long enough to resist guessing. */
export function sharedSecret(value: string): string {
  if (value.length < MIN_SECRET_LENGTH || value.length > 200 || !/^[\x21-\x7e]+$/.test(value)) {
    throw invalidInput('sharedSecret', `must be ${MIN_SECRET_LENGTH}..200 printable characters without spaces`);
  }
  return value;
}

/** The peer's incoming token, as the peer's admin copied it. */
export function peerToken(value: string): string {
  if (!value.startsWith(LINK_TOKEN_PREFIX) || value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) {
    throw invalidInput('peerToken', `must be the peer's incoming token (${LINK_TOKEN_PREFIX}…)`);
  }
  return value;
}
