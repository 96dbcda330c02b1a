import type { Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from './ids.js';

/** UUIDv7 id and creation time shared by the entities of every subgraph. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = newId();

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}

/** A BaseEntity whose rows change after creation: `updatedAt` follows every flush that changes one. */
@ObjectType()
export abstract class MutableEntity extends BaseEntity {
  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
