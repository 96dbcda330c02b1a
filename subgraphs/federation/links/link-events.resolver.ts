import { GraphQLSafeInt } from 'graphql-scalars';
import { Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, registerEnumType, Resolver, Root } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { FederationContext } from '../context.js';
import { PairObject } from '../pairs/pair.resolver.js';
import { LinkEventService, type LinkEvent, type LinkEventStatus } from './link-events.service.js';

export enum FederationLinkEventStatus {
  PENDING = 'pending',
  APPLIED = 'applied',
  FAILED = 'failed',
  DRY_RUN = 'dry_run',
}
registerEnumType(FederationLinkEventStatus, {
  name: 'FederationLinkEventStatus',
  description:
    '`PENDING` (fetched, not applied yet), `APPLIED`, `FAILED` (`error` says why; retried at `nextAttemptAt`), ' +
    '`DRY_RUN` (fetched while the link was in dry-run: logged, neither applied nor acknowledged).',
});

export enum FederationLinkEventOp {
  UPSERT = 'upsert',
  DELETE = 'delete',
}
registerEnumType(FederationLinkEventOp, { name: 'FederationLinkEventOp' });

@ObjectType('FederationLinkEvent', { description: "One event fetched from the peer, and what became of it here. Never the row's payload." })
class LinkEventObject {
  @Field(() => GraphQLSafeInt, { description: "The peer's feed sequence." })
  seq!: number;

  @Field({ description: 'One of the 18 entity types, e.g. `ticket`.' })
  entityType!: string;

  @Field(() => ID, { description: "The row's id on the peer." })
  remoteId!: string;

  @Field(() => FederationLinkEventOp)
  op!: FederationLinkEventOp;

  @Field(() => Int, { description: "The row's version on the peer." })
  version!: number;

  @Field(() => FederationLinkEventStatus)
  status!: FederationLinkEventStatus;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (e.g. a parent not synced yet).' })
  error!: string | null;

  @Field(() => Int, { description: 'Attempts to apply it so far.' })
  attempts!: number;

  @Field(() => Date, { nullable: true, description: 'When a failed event is retried (15 s, doubling up to an hour).' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { description: 'When it was fetched.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  appliedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The row's title or name as the peer sent it, up to 120 characters." })
  summary!: string | null;
}

@ObjectType()
class FederationLinkEventConnection extends Connection(LinkEventObject, 'FederationLinkEvent') {}

@ArgsType()
class LinkEventsArgs extends PageArgs {
  @Field(() => FederationLinkEventStatus, { nullable: true, description: 'Omitted: every status.' })
  status?: FederationLinkEventStatus | null;
}

@ArgsType()
class FederationLinkEventsArgs extends LinkEventsArgs {
  @Field(() => ID)
  linkId!: string;
}

const page = (events: Page<LinkEvent>): Page<LinkEventObject> => ({
  ...events,
  nodes: events.nodes.map((event) => ({
    ...event,
    op: event.op as FederationLinkEventOp,
    status: event.status as FederationLinkEventStatus,
  })),
});
const statusOf = (args: LinkEventsArgs): LinkEventStatus | null => (args.status as LinkEventStatus | null) ?? null;

/**
 * A link's event history, newest first: an instance link's for the workspace's admins
 * (`admin:federation:write`), a project pair's for the project's owners (`project:federation:manage`).
 */
@Resolver()
export class LinkEventsResolver {
  @Query(() => FederationLinkEventConnection, {
    description:
      "A link's event history, newest first. Needs `admin:federation:write`; the link of a project pair, `project:federation:manage` " +
      'on its project (a pair lists them as `ProjectFederationPair.events`).',
  })
  async federationLinkEvents(@Args() args: FederationLinkEventsArgs, @Ctx() ctx: FederationContext): Promise<Page<LinkEventObject>> {
    return page(await new LinkEventService(ctx).list(args.linkId, statusOf(args), args.first, args.after));
  }
}

/** A project pair's event history, for the project's owners (`project:federation:manage`). */
@Resolver(() => PairObject)
export class PairEventsResolver {
  @FieldResolver(() => FederationLinkEventConnection, { description: "The pair's event history (its link's), newest first." })
  async events(@Root() pair: PairObject, @Args() args: LinkEventsArgs, @Ctx() ctx: FederationContext): Promise<Page<LinkEventObject>> {
    return page(await new LinkEventService(ctx).listOfPair(pair, statusOf(args), args.first, args.after));
  }
}
