import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from '../../../core/jobs.js';
import type { FederationDeps } from '../context.js';
import { withLinkLease } from './poll-loop.js';
import { LinkPuller } from './pull.js';

export const RECONCILE_QUEUE = 'federation.reconcile';

/**
 * The backstop for events missed for any reason: every FEDERATION_RECONCILE_HOURS each pulling link
 * takes a snapshot of the peer's rows (see LinkPuller.snapshot) and merges it like any change; a new
 * link's first one comes a period after its creation (its first polls read the whole feed). Rows
 * that already match are no-ops. Returns how many links were reconciled.
 */
export async function reconcileDueLinks(deps: FederationDeps): Promise<number> {
  const em = deps.orm.em.fork() as EntityManager;
  const due = (await em.getConnection().execute(
    `select id from federation.links
      where direction <> 'source' and not paused and not dry_run and peer_token_encrypted is not null
        and coalesce(last_reconciled_at, created_at) < ?
      order by last_reconciled_at nulls first`,
    [new Date(deps.clock.now().getTime() - deps.config.FEDERATION_RECONCILE_HOURS * 3_600_000)],
  )) as Array<{ id: string }>;
  const puller = new LinkPuller(deps);
  let reconciled = 0;
  for (const { id } of due) {
    if (await withLinkLease(deps, em, id, (link) => puller.reconcile(link))) reconciled++;
  }
  return reconciled;
}

/** Hourly through pg-boss (one run across all workers); each link is reconciled when its period has passed. */
export async function scheduleReconcile(boss: PgBoss, deps: FederationDeps): Promise<void> {
  await boss.createQueue(RECONCILE_QUEUE);
  await boss.schedule(RECONCILE_QUEUE, '41 * * * *');
  await boss.work(RECONCILE_QUEUE, async () => {
    deps.logger.info({ links: await reconcileDueLinks(deps) }, 'federation reconcile done');
  });
}
