import { majorVersion, platformVersion } from '../../../core/version.js';
import type { FederationDeps } from '../context.js';
import type { Link } from '../links/link.entity.js';
import { peerEndpoint } from '../links/link.service.js';
import { mirrorDirection } from '../links/link-rules.js';
import { SELF_LINK_MESSAGE } from '../links/link.errors.js';
import { PeerCallError } from './peer-client.js';
import { PEER_PROTOCOL_VERSION } from './peer-protocol.js';
import type { Handshake } from './peer.service.js';

/**
 * The peer's answer to our handshake, checked from this side too: another instance (never this one),
 * same protocol, same major version, mirrored direction. A poll starts with it, so a refused one
 * applies nothing.
 */
export async function handshakeWith(deps: FederationDeps, link: Link): Promise<Handshake> {
  const theirs = await deps.peers.call<Handshake>(peerEndpoint(deps.masterKey, link), 'handshake', {
    protocol: PEER_PROTOCOL_VERSION,
    version: platformVersion,
    instanceId: deps.instanceId,
    direction: link.direction,
  });
  if (theirs.instanceId === deps.instanceId) throw new PeerCallError(SELF_LINK_MESSAGE);
  if (theirs.protocol !== PEER_PROTOCOL_VERSION || majorVersion(theirs.version) !== majorVersion(platformVersion)) {
    throw new PeerCallError(`Peer runs version ${theirs.version} (protocol ${theirs.protocol}); this instance ${platformVersion}`);
  }
  if (theirs.direction !== mirrorDirection(link.direction)) {
    throw new PeerCallError(`Direction mismatch: the peer's link is ${theirs.direction}, this side's ${link.direction}`);
  }
  return theirs;
}
