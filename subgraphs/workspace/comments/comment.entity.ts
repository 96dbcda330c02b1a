import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'A comment on a ticket. Internal comments are visible to holders of `comment:internal:read` only.' })
@Entity({ tableName: 'comments' })
export class Comment extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  ticketId!: string;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  authorId!: string;

  @Field({ description: 'Markdown.' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  internal: Opt<boolean> = false;
}
