import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLLocalDate } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'A dated goal of a project. Private milestones are hidden from project viewers.' })
@Entity({ tableName: 'milestones' })
export class Milestone extends MutableEntity {
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
  dueDate?: string | null;

  @Field(() => Boolean, { name: 'private', description: 'Visible to project admins and members only, not to viewers.' })
  @Property({ type: 'boolean', fieldName: 'private' })
  isPrivate: Opt<boolean> = false;

  // Exposed through a field resolver that shows it to project admins only.
  @Property({ type: 'decimal', columnType: 'numeric(14,2)', nullable: true, runtimeType: 'number' })
  budgetAmount?: number | null;
}
