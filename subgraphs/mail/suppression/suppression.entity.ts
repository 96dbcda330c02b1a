import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { newId } from '../../../core/ids.js';

export const suppressionReasons = ['hard-bounce', 'complaint', 'manual'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

export const isSuppressionReason = (value: string): value is SuppressionReason => (suppressionReasons as readonly string[]).includes(value);

/** Where an entry came from: the bounce or complaint (message id, …) or who added it by hand. */
export type SuppressionSource = Record<string, unknown>;

/**
 * An address the account never sends to again. One row per (account, normalised address); the
 * unique index serves the per-send lookup. GraphQL shape: SuppressionView.
 */
@Entity({ tableName: 'suppressions' })
export class Suppression {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = newId();

  @Property({ type: 'uuid' })
  accountId!: string;

  /** Trimmed, lower-cased, IDN domain in punycode (see normaliseEmailAddress). */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  reason!: SuppressionReason;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  source?: SuppressionSource | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  addedAt: Opt<Date> = new Date();
}
