import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A domain event written in the same transaction as the change it describes. */
@Entity({ tableName: 'outbox' })
export class OutboxEvent extends BaseEntity {
  /** Assigned by the database (bigserial): the instance-wide order of events. */
  @Property({ type: 'bigint', persist: false })
  seq?: string;

  @Property({ type: 'text' })
  aggregateType!: string;

  @Property({ type: 'uuid' })
  aggregateId!: string;

  @Property({ type: 'uuid', nullable: true })
  projectId?: string | null;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  payload!: Record<string, unknown>;
}
