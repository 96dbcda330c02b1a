import { PgBoss } from 'pg-boss';
import type { Logger } from './logger.js';

export type { PgBoss };

/** Starts pg-boss in its own `pgboss` schema; jobs survive restarts and spread over workers via SKIP LOCKED. */
export async function startJobQueue(options: { url: string; logger: Logger }): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: options.url, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
