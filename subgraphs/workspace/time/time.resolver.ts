import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { User } from '../identity/user.entity.js';
import { Milestone } from '../milestones/milestone.entity.js';
import { contextFor, visibleTicket } from '../tickets/ticket.access.js';
import { Ticket } from '../tickets/ticket.entity.js';
import { TimeEntry, Timer } from './time-entry.entity.js';
import { TimeService } from './time.service.js';

@ObjectType()
class TimeEntryConnection extends Connection(TimeEntry) {}

@ArgsType()
class TimeEntriesArgs extends PageArgs {
  @Field(() => ID, { nullable: true })
  ticketId?: string | null;

  @Field(() => ID, { nullable: true })
  userId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Entries starting at or after this time.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Entries starting before this time.' })
  to?: Date | null;
}

@InputType()
class TimeFieldsInput {
  @Field(() => Int, { nullable: true, description: 'Minutes worked (or give `endedAt`); at most 24 hours per entry.' })
  durationMinutes?: number | null;

  @Field(() => Date, { nullable: true })
  endedAt?: Date | null;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  billable?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Project admins only.' })
  hourlyRate?: number | null;
}

@InputType()
class LogTimeInput extends TimeFieldsInput {
  @Field(() => ID)
  ticketId!: string;

  @Field(() => Date)
  startedAt!: Date;
}

@InputType()
class UpdateTimeEntryInput extends TimeFieldsInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Date, { nullable: true })
  startedAt?: Date | null;
}

@InputType()
class StartTimerInput {
  @Field(() => ID)
  ticketId!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field(() => Boolean, { nullable: true })
  billable?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Stop a running timer first (its time becomes an entry) instead of refusing.' })
  stopRunning?: boolean | null;
}

@Resolver(() => TimeEntry)
export class TimeEntryResolver {
  @Query(() => TimeEntryConnection, { description: 'Time entries of tickets you can see, newest first.' })
  timeEntries(@Args() args: TimeEntriesArgs, @Ctx() ctx: WorkspaceContext): Promise<Page<TimeEntry>> {
    return new TimeService(ctx).entries(args);
  }

  @Mutation(() => TimeEntry, { description: 'Logs your time on a ticket (needs `ticket:update`). Your entries never overlap.' })
  logTime(@Arg('input') input: LogTimeInput, @Ctx() ctx: WorkspaceContext): Promise<TimeEntry> {
    return new TimeService(ctx).log(input);
  }

  @Mutation(() => TimeEntry, { description: 'Changes an entry: its author or a project admin.' })
  updateTimeEntry(@Arg('input') input: UpdateTimeEntryInput, @Ctx() ctx: WorkspaceContext): Promise<TimeEntry> {
    return new TimeService(ctx).update(input.id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes an entry: its author or a project admin.' })
  deleteTimeEntry(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new TimeService(ctx).delete(id);
  }

  @FieldResolver(() => Int, { description: 'Whole minutes, rounded down.' })
  durationMinutes(@Root() entry: TimeEntry): number {
    return Math.floor(entry.durationSeconds / 60);
  }

  @FieldResolver(() => Int)
  durationSeconds(@Root() entry: TimeEntry): number {
    return entry.durationSeconds;
  }

  @FieldResolver(() => Date)
  endedAt(@Root() entry: TimeEntry): Date {
    return new Date(entry.startedAt.getTime() + entry.durationSeconds * 1000);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Null unless you are a project admin.' })
  async hourlyRate(@Root() entry: TimeEntry, @Ctx() ctx: WorkspaceContext): Promise<number | null> {
    return entry.hourlyRate !== null && entry.hourlyRate !== undefined && (await ctx.isProjectAdmin(entry.projectId))
      ? Number(entry.hourlyRate)
      : null;
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Rate x hours, rounded to cents; null unless you are a project admin.' })
  async cost(@Root() entry: TimeEntry, @Ctx() ctx: WorkspaceContext): Promise<number | null> {
    const rate = await this.hourlyRate(entry, ctx);
    return rate === null ? null : Math.round((rate * entry.durationSeconds) / 36) / 100;
  }

  @FieldResolver(() => User, { nullable: true })
  user(@Root() entry: TimeEntry, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return ctx.users.load(entry.userId);
  }

  @FieldResolver(() => Ticket, { nullable: true })
  ticket(@Root() entry: TimeEntry, @Ctx() ctx: WorkspaceContext): Promise<Ticket | null> {
    return visibleTicket(ctx, entry.ticketId);
  }
}

@Resolver(() => Timer)
export class TimerResolver {
  @Query(() => Timer, { nullable: true, description: 'Your running timer, if any.' })
  currentTimer(@Ctx() ctx: WorkspaceContext): Promise<Timer | null> {
    return new TimeService(ctx).currentTimer();
  }

  @Mutation(() => Timer, { description: 'Starts your timer on a ticket; one runs at a time (CONFLICT, unless `stopRunning`).' })
  startTimer(@Arg('input') input: StartTimerInput, @Ctx() ctx: WorkspaceContext): Promise<Timer> {
    return new TimeService(ctx).startTimer(input);
  }

  @Mutation(() => TimeEntry, { nullable: true, description: 'Stops your timer; its time becomes an entry (null under a second).' })
  stopTimer(@Ctx() ctx: WorkspaceContext): Promise<TimeEntry | null> {
    return new TimeService(ctx).stopTimer();
  }

  @FieldResolver(() => Int, { description: 'Whole seconds since it started.' })
  elapsedSeconds(@Root() timer: Timer, @Ctx() ctx: WorkspaceContext): number {
    return Math.max(0, Math.floor((ctx.now().getTime() - timer.startedAt.getTime()) / 1000));
  }

  @FieldResolver(() => Ticket, { nullable: true })
  ticket(@Root() timer: Timer, @Ctx() ctx: WorkspaceContext): Promise<Ticket | null> {
    return visibleTicket(contextFor(timer, ctx), timer.ticketId);
  }
}

@Resolver(() => Ticket)
export class TicketTimeResolver {
  @FieldResolver(() => Int, { description: 'Minutes logged on the ticket, by everyone (rounded down).' })
  loggedMinutes(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<number> {
    return new TimeService(contextFor(ticket, ctx)).loggedMinutes(ticket.id);
  }
}

@Resolver(() => Milestone)
export class MilestoneTimeResolver {
  @FieldResolver(() => Int, { description: "Sum of its tickets' estimates, in minutes." })
  async estimatedMinutes(@Root() milestone: Milestone, @Ctx() ctx: WorkspaceContext): Promise<number> {
    return (await new TimeService(ctx).milestoneTotals(milestone.id)).estimated;
  }

  @FieldResolver(() => Int, { description: 'Minutes logged on its tickets (rounded down).' })
  async loggedMinutes(@Root() milestone: Milestone, @Ctx() ctx: WorkspaceContext): Promise<number> {
    return (await new TimeService(ctx).milestoneTotals(milestone.id)).logged;
  }
}
