import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../../core/clock.js';
import { startWorkLoop, type WorkLoop } from '../../../core/work-loop.js';
import type { FederationDeps } from '../context.js';
import { Link } from '../links/link.entity.js';
import { peerEndpoint } from '../links/link.service.js';

/** How often the feed's end is looked at. */
const WATCH_MS = 500;
/** A peer is nudged at most this often. */
const NUDGE_EVERY_MS = 1000;

/**
 * The "changes waiting" ping: when this side's feed grows, each peer that pulls from this side (the
 * peers of source and bidirectional links) is sent a signed nudge, and polls at once instead of at
 * its next interval. Best effort: a lost nudge only means the peer's next scheduled poll brings the
 * change. Off with FEDERATION_NUDGE=false.
 */
export function startNudger(deps: FederationDeps): WorkLoop {
  let seen: number | null = null;
  // Links owed a nudge, and when each was last sent one: a change inside the throttle window is nudged once the window passes.
  const owed = new Set<string>();
  const lastNudge = new Map<string, number>();
  return startWorkLoop({
    name: 'federation-nudge',
    pubsub: deps.pubsub,
    wakeChannel: 'federation.nudge',
    pollMs: WATCH_MS,
    lanes: 1,
    logger: deps.logger,
    async runOnce() {
      const highWater = await deps.workspace.syncHighWater();
      const grew = seen !== null && highWater > seen;
      seen = highWater;
      if (!grew && !owed.size) return 0;
      const em = deps.orm.em.fork() as EntityManager;
      const links = await em.find(Link, { direction: { $ne: 'target' }, paused: false, peerTokenEncrypted: { $ne: null } });
      const now = epochMs(deps.clock);
      for (const link of links) {
        if (grew) owed.add(link.id);
        if (!owed.has(link.id) || now - (lastNudge.get(link.id) ?? 0) < NUDGE_EVERY_MS) continue;
        owed.delete(link.id);
        lastNudge.set(link.id, now);
        deps.peers
          .call(peerEndpoint(deps.masterKey, link), 'nudge', {})
          .catch((error: unknown) => deps.logger.debug({ err: error, linkId: link.id }, 'nudge not delivered'));
      }
      // Owed links that are gone (deleted, paused) are dropped.
      for (const id of owed) if (!links.some((link) => link.id === id)) owed.delete(id);
      // Nothing to drain: the nudges are fire-and-forget.
      return 0;
    },
  });
}
