import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, Float, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A project: the unit of membership, tickets and statuses.', simpleResolvers: true })
@Entity({ tableName: 'projects' })
export class Project extends MutableEntity {
  @Field({ description: 'Unique key, `[A-Z][A-Z0-9]{1,9}`; prefixes ticket keys.' })
  @Property({ type: 'text' })
  key!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'Markdown.' })
  @Property({ type: 'text' })
  description: Opt<string> = '';

  @Field(() => String, { nullable: true, description: 'Connected git repository; enables branch names for tickets.' })
  @Property({ type: 'text', nullable: true })
  gitRepositoryUrl?: string | null;

  // Budget fields are exposed through field resolvers that show them to project admins only.
  @Property({ type: 'decimal', columnType: 'numeric(14,2)', nullable: true, runtimeType: 'number' })
  budgetAmount?: number | null;

  @Property({ type: 'text', nullable: true })
  budgetCurrency?: string | null;

  @Property({ type: 'decimal', columnType: 'numeric(10,2)', nullable: true, runtimeType: 'number' })
  budgetHours?: number | null;

  /** Last ticket number issued; incremented under a row lock so keys stay gapless. */
  @Property({ type: 'integer' })
  ticketSeq: Opt<number> = 0;

  @Property({ type: 'uuid', nullable: true })
  createdById?: string | null;
}

@ObjectType({ description: 'Budget of a project; visible to project admins only.' })
export class ProjectBudget {
  @Field(() => Float, { nullable: true })
  amount!: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 currency of `amount`.' })
  currency!: string | null;

  @Field(() => Float, { nullable: true })
  hours!: number | null;
}
