import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';
import type { FieldConflict } from '../sync/merge.js';

export const conflictStatuses = ['open', 'kept_local', 'took_remote'] as const;
export type ConflictStatus = (typeof conflictStatuses)[number];

/** Fields of one row both sides changed since the last sync: this side's values stay until an admin decides. */
@Entity({ tableName: 'conflicts' })
export class Conflict extends BaseEntity {
  @Property({ type: 'uuid' })
  linkId!: string;

  @Property({ type: 'text' })
  entityType!: string;

  @Property({ type: 'uuid' })
  localId!: string;

  @Property({ type: 'uuid' })
  remoteId!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  fields!: Record<string, FieldConflict>;

  @Property({ type: 'integer' })
  remoteVersion!: number;

  @Property({ type: 'text' })
  status: Opt<ConflictStatus> = 'open';

  @Property({ type: 'uuid', nullable: true })
  decidedById?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;
}
