import { transactionContext } from '../../../core/orm.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../core/errors.js';
import type { MailEventRecorder } from '../outbox/mail-outbox.js';

export const quotaErrorCodes = ['QUOTA_EXCEEDED'] as const;
export type QuotaErrorCode = (typeof quotaErrorCodes)[number];

export interface QuotaLimits {
  /** Base messages per month. */
  base: number;
  /** Overage allowed beyond the base, per month. */
  overageCap: number;
}

export interface QuotaUsage extends QuotaLimits {
  /** `YYYY-MM` (UTC). */
  period: string;
  used: number;
  /** First instant of the next period. */
  resetsAt: Date;
}

/** The calendar month (UTC) a moment falls in, as the first day of it. */
export function periodOf(now: Date): { start: string; label: string; resetsAt: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const label = `${year}-${String(month + 1).padStart(2, '0')}`;
  return { start: `${label}-01`, label, resetsAt: new Date(Date.UTC(year, month + 1, 1)) };
}

/** Threshold events in the order they can fire, with the usage at which each fires. */
export function thresholds(limits: QuotaLimits): Array<{ flag: string; event: string; at: number }> {
  const list = [
    { flag: 'warned_80', event: 'quota.soft-warn-80', at: Math.ceil(limits.base * 0.8) },
    { flag: 'warned_95', event: 'quota.soft-warn-95', at: Math.ceil(limits.base * 0.95) },
    { flag: 'exhausted_base', event: 'quota.exhausted-base', at: limits.base },
  ];
  // Overage exists only when the account has a cap above zero.
  if (limits.overageCap > 0) list.push({ flag: 'exhausted_cap', event: 'quota.exhausted-cap', at: limits.base + limits.overageCap });
  return list.filter((threshold) => threshold.at > 0);
}

const run = async <T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> =>
  (await em.getConnection().execute(sql, params, 'all', transactionContext(em))) as T[];

/**
 * Counts `count` messages against this month's quota, atomically under concurrent sends: the
 * guarded UPDATE refuses usage beyond base + overage cap (QUOTA_EXCEEDED, nothing counted). Each
 * threshold crossed flips its flag once, and that flip writes its event in the same transaction.
 * Call inside the transaction that accepts the messages, so a rollback undoes the count too.
 */
export async function consumeQuota(
  em: EntityManager,
  events: MailEventRecorder,
  accountId: string,
  count: number,
  limits: QuotaLimits,
  now: Date,
): Promise<QuotaUsage> {
  const period = periodOf(now);
  const limit = limits.base + limits.overageCap;
  await run(em, 'insert into mail.quota_usage (account_id, period) values (?, ?) on conflict do nothing', [accountId, period.start]);
  const [row] = await run<{ used: number }>(
    em,
    'update mail.quota_usage set used = used + ? where account_id = ? and period = ? and used + ? <= ? returning used',
    [count, accountId, period.start, count, limit],
  );
  if (!row) {
    throw new AppError<QuotaErrorCode>(
      'QUOTA_EXCEEDED',
      `Monthly quota of ${limit} messages reached; it resets at ${period.resetsAt.toISOString()}`,
      {
        limit,
        resetsAt: period.resetsAt.toISOString(),
      },
    );
  }
  for (const threshold of thresholds(limits)) {
    if (row.used < threshold.at) break;
    const flipped = await run(
      em,
      `update mail.quota_usage set ${threshold.flag} = true where account_id = ? and period = ? and not ${threshold.flag} returning 1`,
      [accountId, period.start],
    );
    if (flipped.length > 0) {
      events.record({
        accountId,
        aggregateType: 'quota',
        aggregateId: accountId,
        type: threshold.event,
        payload: { period: period.label, used: row.used, base: limits.base, overageCap: limits.overageCap },
      });
    }
  }
  return { period: period.label, used: row.used, ...limits, resetsAt: period.resetsAt };
}

/** This month's usage, without counting anything. */
export async function quotaUsage(em: EntityManager, accountId: string, limits: QuotaLimits, now: Date): Promise<QuotaUsage> {
  const period = periodOf(now);
  const [row] = await run<{ used: number }>(em, 'select used from mail.quota_usage where account_id = ? and period = ?', [
    accountId,
    period.start,
  ]);
  return { period: period.label, used: row?.used ?? 0, ...limits, resetsAt: period.resetsAt };
}

/** One past month's count. */
export interface MonthUsage {
  /** `YYYY-MM` (UTC). */
  period: string;
  used: number;
}

/** Most months of history one request reads: the rows are kept for good, a page of them is enough. */
export const MAX_HISTORY_MONTHS = 36;

/**
 * The months before this one, newest first, back to `months` months ago, that counted any message (a month without a send has
 * no row). The limits of those months are not kept: they are the configured ones, the same for every month until plans exist.
 */
export async function quotaHistory(em: EntityManager, accountId: string, months: number, now: Date): Promise<MonthUsage[]> {
  const current = periodOf(now);
  const earliest = periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)));
  const rows = await run<{ period: string; used: number }>(
    em,
    `select to_char(period, 'YYYY-MM') as period, used from mail.quota_usage
     where account_id = ? and period >= ? and period < ? and used > 0 order by period desc`,
    [accountId, earliest.start, current.start],
  );
  return rows.map((row) => ({ period: row.period, used: Number(row.used) }));
}
