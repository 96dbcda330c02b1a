import { fromNow } from '../../../core/clock.js';
import type { PgBoss } from '../../../core/jobs.js';
import { MailContext, type MailDeps } from '../context.js';
import { DomainService } from './domain.service.js';
import { DOMAIN_RECHECK_QUEUE, DOMAIN_VERIFY_QUEUE } from './queues.js';
import { SenderDomain } from './sender-domain.entity.js';

const SWEEP_BATCH = 200;

const workerContext = (deps: MailDeps) => new MailContext({ kind: 'service', service: 'worker' }, deps);

/**
 * Re-verifies a domain whose last DKIM lookup met a transient DNS error (in `temporary-failure`, or
 * still `verified`); another transient failure schedules the next try.
 */
export async function retryVerification(deps: MailDeps, domainId: string): Promise<void> {
  const ctx = workerContext(deps);
  const domain = await ctx.em.findOne(SenderDomain, { id: domainId, deletedAt: null });
  if (!domain) return;
  const dkimLookupFailed = domain.lastCheck?.find((check) => check.record === 'dkim')?.status === 'error';
  if (domain.verificationStatus === 'temporary-failure' || (domain.verificationStatus === 'verified' && dkimLookupFailed)) {
    await new DomainService(ctx).check(domain);
  }
}

/**
 * Re-checks verified domains due for it; a vanished or changed DKIM record makes them `failed`, a
 * transient DNS error leaves them verified. Shared subdomains are not re-checked: they have no
 * records of their own, and the shared domain's are the operator's (see shared-dkim.ts).
 */
export async function recheckVerifiedDomains(deps: MailDeps): Promise<number> {
  const ctx = workerContext(deps);
  const due = fromNow(deps.clock, -deps.config.MAIL_DOMAIN_RECHECK_MINUTES * 60_000);
  const domains = await ctx.em.find(
    SenderDomain,
    {
      deletedAt: null,
      verificationStatus: 'verified',
      $or: [{ lastCheckedAt: null }, { lastCheckedAt: { $lt: due } }],
      $not: { domain: { $like: `%.${deps.sharedSender.domain}` } },
    },
    { orderBy: { lastCheckedAt: 'asc' }, limit: SWEEP_BATCH },
  );
  const service = new DomainService(ctx);
  for (const domain of domains) await service.check(domain);
  return domains.length;
}

export async function startDomainJobs(boss: PgBoss, deps: MailDeps): Promise<void> {
  await boss.createQueue(DOMAIN_VERIFY_QUEUE);
  await boss.createQueue(DOMAIN_RECHECK_QUEUE);
  await boss.schedule(DOMAIN_RECHECK_QUEUE, '*/5 * * * *');
  await boss.work<{ domainId: string }>(DOMAIN_VERIFY_QUEUE, async ([job]) => {
    if (job) await retryVerification(deps, job.data.domainId);
  });
  await boss.work(DOMAIN_RECHECK_QUEUE, async () => {
    const checked = await recheckVerifiedDomains(deps);
    if (checked) deps.logger.info({ checked }, 'verified sender domains re-checked');
  });
}
