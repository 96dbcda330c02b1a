import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'A release of a project that tickets ship in; the name is unique per project.' })
@Entity({ tableName: 'versions' })
export class Version extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'Markdown.' })
  @Property({ type: 'text' })
  description: Opt<string> = '';

  @Field(() => GraphQLLocalDate, { nullable: true, description: 'YYYY-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  releaseDate?: string | null;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  released: Opt<boolean> = false;
}
