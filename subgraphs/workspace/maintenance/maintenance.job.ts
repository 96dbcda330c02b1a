import type { Clock } from '../../../core/clock.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from '../../../core/jobs.js';
import type { Logger } from '../../../core/logger.js';
import { Session, SignInFailure } from '../identity/session.entity.js';
import { SIGN_IN_WINDOW_MS } from '../identity/session.service.js';
import { OutboxEvent } from '../outbox/outbox-event.entity.js';

export const MAINTENANCE_QUEUE = 'workspace.maintenance';
/** Outbox rows are kept this long for consumers that catch up late (federation feeds, replays). */
export const OUTBOX_RETENTION_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** Sync feed rows are kept this long, and longer while a holder (a federation link that has not read them) holds them. */
export const SYNC_CHANGES_RETENTION_DAYS = 30;

/** Sent and failed workspace emails are kept this long (what went out, and why some did not). */
export const OUTGOING_EMAIL_RETENTION_DAYS = 30;

export interface MaintenanceResult {
  outbox: number;
  signInFailures: number;
  sessions: number;
  outgoingEmails: number;
  syncChanges: number;
}

/**
 * Deletes what has outlived its use: old outbox events, stale sign-in failures, expired sessions, finished workspace emails,
 * and sync feed rows older than 30 days that no hold keeps (a hold keeps every row from its `from_seq` on).
 */
export async function runMaintenance(em: EntityManager, now: Date): Promise<MaintenanceResult> {
  const [outbox, signInFailures, sessions, finishedEmails, syncChanges] = await Promise.all([
    em.nativeDelete(OutboxEvent, { createdAt: { $lt: new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS) } }),
    em.nativeDelete(SignInFailure, { createdAt: { $lt: new Date(now.getTime() - SIGN_IN_WINDOW_MS) } }),
    em.nativeDelete(Session, { expiresAt: { $lt: now } }),
    em
      .getConnection()
      .execute(
        `delete from workspace.outgoing_emails where status <> 'pending' and updated_at < ?`,
        [new Date(now.getTime() - OUTGOING_EMAIL_RETENTION_DAYS * DAY_MS)],
        'run',
      ) as Promise<{ affectedRows: number }>,
    em.getConnection().execute(
      `delete from workspace.sync_changes
        where occurred_at < ? and seq < coalesce((select min(from_seq) from workspace.sync_change_holds), 9223372036854775807)`,
      [new Date(now.getTime() - SYNC_CHANGES_RETENTION_DAYS * DAY_MS)],
      'run',
    ) as Promise<{ affectedRows: number }>,
  ]);
  return {
    outbox,
    signInFailures,
    sessions,
    outgoingEmails: finishedEmails.affectedRows,
    syncChanges: syncChanges.affectedRows,
  };
}

/** Hourly maintenance through pg-boss: one run per hour across all workers, surviving restarts. */
export async function scheduleMaintenance(boss: PgBoss, em: () => EntityManager, clock: Clock, logger: Logger): Promise<void> {
  await boss.createQueue(MAINTENANCE_QUEUE);
  await boss.schedule(MAINTENANCE_QUEUE, '17 * * * *');
  await boss.work(MAINTENANCE_QUEUE, async () => {
    const removed = await runMaintenance(em(), clock.now());
    logger.info({ removed }, 'workspace maintenance done');
  });
}
