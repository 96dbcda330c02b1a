import type { Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '../../../core/ids.js';

/** UUIDv7 id and creation time shared by mail entities. */
@ObjectType()
export abstract class MailEntity {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = newId();

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
