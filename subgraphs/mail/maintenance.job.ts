import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';

export const MAIL_MAINTENANCE_QUEUE = 'mail.maintenance';
/** How long messages (with their events), webhook deliveries, captured mail and inbound reports are kept. */
export const MAIL_RETENTION_DAYS = 30;
/** Idempotency keys answer repeats for this long. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** Rows deleted per table, each kept only for its retention period; work still to do is never deleted. */
export async function runMailMaintenance(em: EntityManager): Promise<Record<string, number>> {
  const connection = em.getConnection();
  const retention = `now() - interval '${MAIL_RETENTION_DAYS} days'`;
  const statements: Record<string, string> = {
    idempotencyKeys: `delete from mail.idempotency_keys where created_at < now() - interval '${IDEMPOTENCY_RETENTION_HOURS} hours'`,
    messages: `delete from mail.messages where created_at < ${retention} and status not in ('queued', 'deferred')`,
    events: `delete from mail.outbox where relayed and created_at < ${retention}`,
    webhookDeliveries: `delete from mail.webhook_deliveries where created_at < ${retention} and status <> 'pending'`,
    inboundReports: `delete from mail.inbound_reports where created_at < ${retention}`,
  };
  const removed: Record<string, number> = {};
  for (const [name, sql] of Object.entries(statements)) {
    removed[name] = ((await connection.execute(sql, [], 'run')) as { affectedRows: number }).affectedRows;
  }
  return removed;
}

/** Hourly, through pg-boss: one run per hour across all workers. */
export async function scheduleMailMaintenance(boss: PgBoss, em: () => EntityManager, logger: Logger): Promise<void> {
  await boss.createQueue(MAIL_MAINTENANCE_QUEUE);
  await boss.schedule(MAIL_MAINTENANCE_QUEUE, '23 * * * *');
  await boss.work(MAIL_MAINTENANCE_QUEUE, async () => {
    logger.info({ removed: await runMailMaintenance(em()) }, 'mail maintenance done');
  });
}
