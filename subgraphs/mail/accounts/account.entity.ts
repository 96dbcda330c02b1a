import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'A mail account: owns API keys, sender domains, the suppression list and webhooks.' })
@Entity({ tableName: 'accounts' })
export class MailAccount extends BaseEntity {
  @Field(() => ID, { description: 'The platform user who owns the account.' })
  @Property({ type: 'uuid' })
  ownerUserId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;
}
