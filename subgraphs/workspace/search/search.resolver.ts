import type { GraphQLResolveInfo } from 'graphql';
import { Args, ArgsType, Ctx, Field, ID, Info, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { StatusCategory } from '../statuses/status.entity.js';
import { TicketConnection, type TicketPage } from '../tickets/ticket-connection.js';
import { ticketsAsked } from '../tickets/ticket.access.js';
import { Ticket, TicketPriority } from '../tickets/ticket.entity.js';
import { TicketSearchService } from './search.service.js';
import { TicketOrder } from './ticket-order.js';

/** Filters of a ticket list. */
@ArgsType()
export class TicketListArgs extends PageArgs {
  @Field(() => [StatusCategory], { nullable: true, description: 'Only tickets whose status is in one of these categories.' })
  statusCategory?: StatusCategory[] | null;

  @Field(() => ID, { nullable: true, description: 'Only tickets assigned to this user.' })
  assigneeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only tickets with this label (name, ignoring case).' })
  label?: string | null;

  @Field(() => [TicketPriority], { nullable: true, description: 'Only tickets with one of these priorities.' })
  priority?: TicketPriority[] | null;
}

/** A project's ticket list: the filters and an order. */
@ArgsType()
export class ProjectTicketListArgs extends TicketListArgs {
  @Field(() => TicketOrder, {
    nullable: true,
    description: 'Order of the list; default newest first (CREATED_AT DESC). A cursor continues only the order it was read in.',
  })
  orderBy?: TicketOrder | null;
}

@ArgsType()
class SearchTicketsArgs extends TicketListArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Full-text query (web search syntax: words, "phrases", -exclusions, or) over key, title and description, or an exact ticket key. Empty: every ticket, newest first.',
  })
  query?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this project.' })
  projectId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this project, by key.' })
  projectKey?: string | null;
}

@Resolver(() => Ticket)
export class SearchResolver {
  @Query(() => TicketConnection, {
    description:
      'Tickets you can see matching a query and filters. With a query: the exact key and the newest matches (`SEARCH_RANK_WINDOW`, 500) by relevance, then older matches newest first; without one, newest first.',
  })
  searchTickets(@Args() args: SearchTicketsArgs, @Ctx() ctx: WorkspaceContext, @Info() info: GraphQLResolveInfo): Promise<TicketPage> {
    return new TicketSearchService(ctx).search(args, ticketsAsked(ctx, info));
  }
}
