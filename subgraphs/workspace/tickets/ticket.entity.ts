import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

export enum TicketPriority {
  BLOCKER = 'blocker',
  HIGH = 'high',
  NORMAL = 'normal',
  LOW = 'low',
  TRIVIAL = 'trivial',
}
registerEnumType(TicketPriority, { name: 'TicketPriority', description: 'Urgency of a ticket, highest first.' });

/**
 * A ticket of a project. Milestone and version are exposed through field resolvers only, so
 * the id of a private milestone never reaches someone who may not see it.
 */
@Directive('@key(fields: "id")')
@ObjectType({ description: 'A ticket: a unit of work in a project, keyed `<PROJECT_KEY>-<number>`.', simpleResolvers: true })
@Entity({ tableName: 'tickets' })
export class Ticket extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  projectId!: string;

  @Field(() => Int, { description: 'Per-project sequence number, gapless from 1.' })
  @Property({ type: 'integer' })
  number!: number;

  @Field({ description: '`<PROJECT_KEY>-<number>`, unique in the workspace.' })
  @Property({ type: 'text' })
  key!: string;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, { description: 'Markdown.' })
  @Property({ type: 'text' })
  description: Opt<string> = '';

  @Field(() => TicketPriority)
  @Property({ type: 'text' })
  priority: Opt<TicketPriority> = TicketPriority.NORMAL;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  statusId!: string;

  @Property({ type: 'uuid' })
  reporterId!: string;

  @Property({ type: 'uuid', nullable: true })
  milestoneId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  versionId?: string | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  estimatedMinutes?: number | null;

  /** `private` is a TypeScript modifier, so the property has another name than the column and field. */
  @Field(() => Boolean, { name: 'private', description: 'Visible only to the users on its access list.', simple: false })
  @Property({ type: 'boolean', fieldName: 'private' })
  isPrivate: Opt<boolean> = false;
}
