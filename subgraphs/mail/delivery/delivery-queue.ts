import type { EntityManager } from '@mikro-orm/postgresql';

/** Published after accepted messages commit: wakes idle delivery workers in every process. */
export const DELIVERY_WAKE_CHANNEL = 'mail.delivery.wake';

/**
 * Claims up to `limit` messages due for an attempt (queued or deferred, not held by a live lease)
 * and counts the attempt. SKIP LOCKED spreads messages over workers; the lease makes a message
 * whose worker died due again when it runs out. Returns the claimed ids with their attempt number.
 */
export async function claimDueMessages(
  em: EntityManager,
  limit: number,
  leaseSeconds: number,
): Promise<Array<{ id: string; attempts: number }>> {
  return (await em.getConnection().execute(
    `update mail.messages m set lease_until = now() + make_interval(secs => ?), attempts = m.attempts + 1
      where m.id in (
        select id from mail.messages
         where status in ('queued', 'deferred') and next_attempt_at <= now() and (lease_until is null or lease_until < now())
         order by next_attempt_at
         limit ?
         for update skip locked)
      returning m.id, m.attempts`,
    [leaseSeconds, limit],
  )) as Array<{ id: string; attempts: number }>;
}
