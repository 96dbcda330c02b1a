import type { Opt } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from './base.entity.js';

/**
 * A row of a table used as a queue (core/work-loop.ts, claimed by `claimDueSql`): due at
 * `nextAttemptAt`, held by a worker until `leaseUntil`, and `attempts` counts the claims, so a worker
 * whose lease ran out cannot record its outcome over a later attempt's.
 */
export abstract class QueueRowEntity extends BaseEntity {
  @Property({ type: 'integer' })
  attempts: Opt<number> = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  leaseUntil?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
