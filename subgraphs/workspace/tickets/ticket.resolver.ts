import { getArgumentValues, getNamedType, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Field, FieldResolver, ID, Info, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageSize } from '../../../core/pagination.js';
import { selectedFields } from '../common/selection.js';
import type { WorkspaceContext } from '../context.js';
import { User } from '../identity/user.entity.js';
import { Label } from '../labels/label.entity.js';
import { Milestone } from '../milestones/milestone.entity.js';
import { canSeeMilestone, milestonesById } from '../milestones/milestone.service.js';
import { Project } from '../projects/project.entity.js';
import type { ReadAhead } from '../projects/project.service.js';
import { ProjectTicketListArgs } from '../search/search.resolver.js';
import { TicketSearchService } from '../search/search.service.js';
import { Status } from '../statuses/status.entity.js';
import { Version } from '../versions/version.entity.js';
import { versionsById } from '../versions/version.service.js';
import { TicketConnection, type TicketPage } from './ticket-connection.js';
import { TicketDependency } from './ticket-dependency.entity.js';
import { TicketDependencyService } from './ticket-dependency.service.js';
import { contextFor, ticketLinks, ticketsAsked, visibleTicket } from './ticket.access.js';
import { Ticket, TicketPriority } from './ticket.entity.js';
import { MAX_TITLE_LENGTH, TicketService } from './ticket.service.js';

@InputType()
class TicketFieldsInput {
  @Field(() => String, { nullable: true, description: 'Markdown.' })
  description?: string | null;

  @Field(() => TicketPriority, { nullable: true })
  priority?: TicketPriority | null;

  @Field(() => ID, { nullable: true, description: 'A status of the project. New tickets default to the first `todo` status.' })
  statusId?: string | null;

  @Field(() => [ID], { nullable: true, description: 'Project members; replaces the assignees. Each assignee joins the access list.' })
  assigneeIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'Labels of the project; replaces the labels.' })
  labelIds?: string[] | null;

  @Field(() => ID, { nullable: true, description: 'A milestone of the project; null clears it.' })
  milestoneId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A version of the project; null clears it.' })
  versionId?: string | null;

  @Field(() => Int, { nullable: true, description: 'Estimate in minutes, >= 0; null clears it.' })
  estimatedMinutes?: number | null;

  @Field(() => Boolean, { nullable: true, name: 'private', description: 'Visible only to the users on the access list.' })
  private?: boolean | null;

  @Field(() => [ID], {
    nullable: true,
    description:
      'Project members who may see the ticket while it is private; replaces the list. The reporter and the assignees always stay on it.',
  })
  accessUserIds?: string[] | null;
}

@InputType()
class CreateTicketInput extends TicketFieldsInput {
  @Field(() => ID, { nullable: true, description: 'The project (or give `projectKey`).' })
  projectId?: string | null;

  @Field(() => String, { nullable: true })
  projectKey?: string | null;

  @Field({ description: `1..${MAX_TITLE_LENGTH} characters.` })
  title!: string;
}

@InputType()
class UpdateTicketInput extends TicketFieldsInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  title?: string | null;
}

/** A ticket by id or by key: exactly one of the two. */
@InputType()
class TicketRefInput {
  @Field(() => ID, { nullable: true, description: 'The ticket (or give `key`, not both).' })
  id?: string | null;

  @Field(() => String, { nullable: true, description: 'The ticket key, e.g. `WEB-42` (or give `id`, not both).' })
  key?: string | null;
}

@InputType()
class ClaimTicketInput extends TicketRefInput {}

@InputType()
class CloseTicketInput extends TicketRefInput {
  @Field(() => String, { nullable: true, description: 'Markdown; added as a comment (needs `comment:create`) in the same change.' })
  comment?: string | null;
}

@InputType()
class TicketDependencyInput {
  @Field(() => ID, { description: 'The ticket that has to be done first.' })
  blockerId!: string;

  @Field(() => ID, { description: 'The ticket that waits for it.' })
  blockedId!: string;
}

@Resolver(() => Ticket)
export class TicketResolver {
  @Query(() => Ticket, { description: 'A ticket by key, e.g. `WEB-42`. NOT_FOUND when it does not exist or you cannot see it.' })
  ticket(@Arg('key') key: string, @Ctx() ctx: WorkspaceContext): Promise<Ticket> {
    return new TicketService(ctx).byKey(key);
  }

  @Mutation(() => Ticket, {
    description: 'Creates a ticket with the next key of the project; you are its reporter. Needs `ticket:create`.',
  })
  createTicket(@Arg('input') input: CreateTicketInput, @Ctx() ctx: WorkspaceContext): Promise<Ticket> {
    return new TicketService(ctx).create(input);
  }

  @Mutation(() => Ticket, { description: 'Changes the given fields; omitted fields stay. Needs `ticket:update`.' })
  updateTicket(@Arg('input') input: UpdateTicketInput, @Ctx() ctx: WorkspaceContext): Promise<Ticket> {
    return new TicketService(ctx).update(input.id, input);
  }

  @Mutation(() => Ticket, {
    description:
      'Assigns the ticket to you, keeping its other assignees, and moves a `TODO` ticket to the first `IN_PROGRESS` status; ' +
      'other open tickets keep their status. A closed ticket (`DONE`, `WONT_FIX`) is refused (`TICKET_CLOSED`). ' +
      'Needs `ticket:update` and project membership.',
  })
  claimTicket(@Arg('input') input: ClaimTicketInput, @Ctx() ctx: WorkspaceContext): Promise<Ticket> {
    return new TicketService(ctx).claim(input);
  }

  @Mutation(() => Ticket, {
    description:
      'Moves the ticket to the first `DONE` status, with an optional comment. A ticket already closed (`DONE`, `WONT_FIX`) ' +
      'is returned unchanged and the comment is not added. Needs `ticket:update`.',
  })
  closeTicket(@Arg('input') input: CloseTicketInput, @Ctx() ctx: WorkspaceContext): Promise<Ticket> {
    return new TicketService(ctx).close(input, input.comment);
  }

  @Mutation(() => Boolean, { description: 'Deletes a ticket with its comments and dependencies. Needs `ticket:delete`.' })
  deleteTicket(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new TicketService(ctx).delete(id);
  }

  @Mutation(() => TicketDependency, { description: 'Records that one ticket blocks another. Needs `ticket:update` on both.' })
  addTicketDependency(@Arg('input') input: TicketDependencyInput, @Ctx() ctx: WorkspaceContext): Promise<TicketDependency> {
    return new TicketDependencyService(ctx).add(input.blockerId, input.blockedId);
  }

  @Mutation(() => Boolean)
  removeTicketDependency(@Arg('input') input: TicketDependencyInput, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new TicketDependencyService(ctx).remove(input.blockerId, input.blockedId);
  }

  @FieldResolver(() => Project)
  project(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Project | Promise<Project | null> {
    const c = contextFor(ticket, ctx);
    return c.projectsInHand.get(ticket.projectId) ?? c.projects.load(ticket.projectId);
  }

  // The link fields return what a list's statement brought as it is (no promise: ticketLinks).
  @FieldResolver(() => Status)
  status(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext, @Info() info: GraphQLResolveInfo): Status | null | Promise<Status | null> {
    const statuses = ticketLinks<Status>(contextFor(ticket, ctx), 'status', ticket.id, info);
    return Array.isArray(statuses) ? (statuses[0] ?? null) : statuses.then((loaded) => loaded[0] ?? null);
  }

  @FieldResolver(() => User)
  reporter(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return contextFor(ticket, ctx).users.load(ticket.reporterId);
  }

  @FieldResolver(() => [User])
  assignees(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext, @Info() info: GraphQLResolveInfo): User[] | Promise<User[]> {
    return ticketLinks<User>(contextFor(ticket, ctx), 'assignees', ticket.id, info);
  }

  @FieldResolver(() => [Label])
  labels(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext, @Info() info: GraphQLResolveInfo): Label[] | Promise<Label[]> {
    const byName = (labels: Label[]) => [...labels].sort((a, b) => a.name.localeCompare(b.name));
    const labels = ticketLinks<Label>(contextFor(ticket, ctx), 'labels', ticket.id, info);
    return Array.isArray(labels) ? byName(labels) : labels.then(byName);
  }

  @FieldResolver(() => [User], {
    description: 'Who may see the ticket while it is private: the reporter, the assignees and whoever was added.',
  })
  accessList(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext, @Info() info: GraphQLResolveInfo): User[] | Promise<User[]> {
    return ticketLinks<User>(contextFor(ticket, ctx), 'accessList', ticket.id, info);
  }

  @FieldResolver(() => Milestone, { nullable: true, description: 'Null when there is none or it is private and you are a project viewer.' })
  async milestone(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<Milestone | null> {
    if (!ticket.milestoneId) return null;
    const c = contextFor(ticket, ctx);
    const milestone = await milestonesById(c).load(ticket.milestoneId);
    return milestone && (await canSeeMilestone(c, milestone)) ? milestone : null;
  }

  @FieldResolver(() => Version, { nullable: true })
  version(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<Version | null> | null {
    return ticket.versionId ? versionsById(contextFor(ticket, ctx)).load(ticket.versionId) : null;
  }

  @FieldResolver(() => [Ticket], { description: 'Tickets this one waits for (those you can see).' })
  blockedBy(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<Ticket[]> {
    return new TicketDependencyService(contextFor(ticket, ctx)).blockedBy(ticket);
  }

  @FieldResolver(() => [Ticket], { description: 'Tickets waiting for this one (those you can see).' })
  blocks(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<Ticket[]> {
    return new TicketDependencyService(contextFor(ticket, ctx)).blocks(ticket);
  }
}

@Resolver(() => TicketDependency)
export class TicketDependencyResolver {
  @FieldResolver(() => Ticket, { nullable: true, description: 'Null when you cannot see it.' })
  blocker(@Root() dependency: TicketDependency, @Ctx() ctx: WorkspaceContext): Promise<Ticket | null> {
    return visibleTicket(ctx, dependency.blockerId);
  }

  @FieldResolver(() => Ticket, { nullable: true, description: 'Null when you cannot see it.' })
  blocked(@Root() dependency: TicketDependency, @Ctx() ctx: WorkspaceContext): Promise<Ticket | null> {
    return visibleTicket(ctx, dependency.blockedId);
  }
}

/**
 * What `project(key)` (`info`) reads ahead for its `tickets` field, when its selection asks for that field once,
 * without directives, with arguments that make a page (TicketSearchService.projectPageAhead).
 */
export function projectTicketsAhead(ctx: WorkspaceContext, info: GraphQLResolveInfo): ReadAhead | undefined {
  const fields = selectedFields(info, []).filter((field) => field.name.value === 'tickets');
  const [field] = fields;
  if (fields.length !== 1 || !field || field.directives?.length) return undefined;
  const definition = (getNamedType(info.returnType) as GraphQLObjectType).getFields().tickets!;
  try {
    const args = getArgumentValues(definition, field, info.variableValues) as unknown as ProjectTicketListArgs;
    pageSize(args.first);
    return new TicketSearchService(ctx).projectPageAhead('p', args, ticketsAsked(ctx, info, ['tickets']));
  } catch {
    // Arguments that fail here fail the field, which reports them.
    return undefined;
  }
}

@Resolver(() => Project)
export class ProjectTicketsResolver {
  @FieldResolver(() => TicketConnection, {
    description: 'Tickets of the project you can see, newest first unless `orderBy` says otherwise.',
  })
  tickets(
    @Root() project: Project,
    @Args() args: ProjectTicketListArgs,
    @Ctx() ctx: WorkspaceContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<TicketPage> {
    return new TicketSearchService(ctx).forProject(project, args, ticketsAsked(ctx, info));
  }
}
