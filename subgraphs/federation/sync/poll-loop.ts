import type { EntityManager } from '@mikro-orm/postgresql';
import { fromNow } from '../../../core/clock.js';
import { startWorkLoop, type WorkLoop } from '../../../core/work-loop.js';
import type { FederationDeps } from '../context.js';
import { Link } from '../links/link.entity.js';
import { LinkPuller } from './pull.js';

/**
 * A poll (or reconcile) holds its link this long, renewed every third of it while it runs: a worker
 * killed mid-poll frees its link within this time.
 */
export const POLL_LEASE_MS = 30_000;

/** Wakes the poll loop at once (a link resumed, a peer's nudge). */
export const POLL_WAKE_CHANNEL = 'federation.poll';

/**
 * Takes a link for one poll: due (nudged by its peer, never polled, or its interval passed), pulling (target or
 * bidirectional), not paused, with the peer's token entered, and not held by another worker (the
 * lease). `linkId` takes that link whatever its schedule ("sync now"). Null when none is free.
 */
async function claimLink(deps: FederationDeps, em: EntityManager, linkId?: string): Promise<Link | null> {
  const now = deps.clock.now();
  const rows = (await em.getConnection().execute(
    `update federation.links set poll_lease_until = ?, nudged = false
      where id = (
        select id from federation.links
         where direction <> 'source' and not paused and peer_token_encrypted is not null
           and (poll_lease_until is null or poll_lease_until < ?)
           and (?::uuid is not null and id = ?::uuid
                or ?::uuid is null and (nudged or last_polled_at is null or last_polled_at + poll_interval_seconds * interval '1 second' <= ?))
         order by nudged desc, last_polled_at nulls first
         limit 1 for update skip locked)
      returning id`,
    [fromNow(deps.clock, POLL_LEASE_MS), now, linkId ?? null, linkId ?? null, linkId ?? null, now],
  )) as Array<{ id: string }>;
  return rows[0] ? em.findOneOrFail(Link, { id: rows[0].id }) : null;
}

/**
 * Makes a link due and wakes the poll loop, so it is polled at once whatever its interval. Kept until a poll starts: a call
 * during a poll brings another right after it.
 */
export async function pollSoon(deps: FederationDeps, em: EntityManager, linkId: string): Promise<void> {
  await em.getConnection().execute('update federation.links set nudged = true where id = ?', [linkId], 'run');
  await deps.pubsub.publish(POLL_WAKE_CHANNEL, linkId);
}

async function releaseLink(em: EntityManager, linkId: string): Promise<void> {
  await em.getConnection().execute('update federation.links set poll_lease_until = null where id = ?', [linkId], 'run');
}

/**
 * Claims a link (see claimLink: `linkId` takes that one whatever its schedule), runs `work` on it with
 * the lease renewed while it runs, then releases it. Undefined when no link was free.
 */
export async function withLinkLease<T>(
  deps: FederationDeps,
  em: EntityManager,
  linkId: string | undefined,
  work: (link: Link) => Promise<T>,
): Promise<{ result: T } | undefined> {
  const link = await claimLink(deps, em, linkId);
  if (!link) return undefined;
  const renew = () =>
    (deps.orm.em.fork() as EntityManager)
      .getConnection()
      .execute('update federation.links set poll_lease_until = ? where id = ?', [fromNow(deps.clock, POLL_LEASE_MS), link.id], 'run')
      .catch((error: unknown) => deps.logger.warn({ err: error, linkId: link.id }, 'federation lease not renewed'));
  const heartbeat = setInterval(() => void renew(), POLL_LEASE_MS / 3);
  heartbeat.unref();
  try {
    return { result: await work(link) };
  } finally {
    clearInterval(heartbeat);
    await releaseLink(em, link.id);
  }
}

/** Polls due links, one at a time per lane; idle, it looks again every WORKER_POLL_MS or when woken. */
export function startPollLoop(deps: FederationDeps): WorkLoop {
  const puller = new LinkPuller(deps);
  return startWorkLoop({
    name: 'federation-poll',
    pubsub: deps.pubsub,
    wakeChannel: POLL_WAKE_CHANNEL,
    pollMs: deps.config.WORKER_POLL_MS,
    lanes: 2,
    logger: deps.logger,
    async runOnce() {
      const polled = await withLinkLease(deps, deps.orm.em.fork() as EntityManager, undefined, (link) => puller.poll(link));
      return polled ? 1 : 0;
    },
  });
}
