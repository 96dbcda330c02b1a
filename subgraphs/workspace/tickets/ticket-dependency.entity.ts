import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'The blocker ticket blocks the blocked ticket: the blocked one waits for it.' })
@Entity({ tableName: 'ticket_dependencies' })
export class TicketDependency extends BaseEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  blockerId!: string;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  blockedId!: string;
}
