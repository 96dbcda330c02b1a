import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { MutableEntity } from '../../../core/base.entity.js';

/** Time someone spent on a ticket. Rate and cost are resolved for project admins only. */
@ObjectType({ description: 'Time spent on a ticket: who, from when, for how long.' })
@Entity({ tableName: 'time_entries' })
export class TimeEntry extends MutableEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  ticketId!: string;

  @Property({ type: 'uuid' })
  projectId!: string;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  userId!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'integer' })
  durationSeconds!: number;

  @Field(() => String)
  @Property({ type: 'text' })
  note: Opt<string> = '';

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  billable: Opt<boolean> = true;

  /** Numeric as text (exact), e.g. `"85.00"`; null when none was set. */
  @Property({ type: 'decimal', columnType: 'numeric(12,2)', nullable: true })
  hourlyRate?: string | null;
}

/** A running timer: at most one per user. Stopping it creates a time entry. */
@ObjectType({ description: "A user's running timer on a ticket." })
@Entity({ tableName: 'timers' })
export class Timer {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  ticketId!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Field(() => String)
  @Property({ type: 'text' })
  note: Opt<string> = '';

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  billable: Opt<boolean> = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
