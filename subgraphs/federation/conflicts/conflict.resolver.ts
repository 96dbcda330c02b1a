import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { FederationContext } from '../context.js';
import { PairObject } from '../pairs/pair.resolver.js';
import type { Conflict, ConflictStatus } from './conflict.entity.js';
import { ConflictService, type ConflictDecision } from './conflict.service.js';

export enum FederationConflictStatus {
  OPEN = 'open',
  KEPT_LOCAL = 'kept_local',
  TOOK_REMOTE = 'took_remote',
}
registerEnumType(FederationConflictStatus, { name: 'FederationConflictStatus' });

export enum FederationConflictDecision {
  KEEP_LOCAL = 'keep_local',
  TAKE_REMOTE = 'take_remote',
}
registerEnumType(FederationConflictDecision, {
  name: 'FederationConflictDecision',
  description: "`KEEP_LOCAL`: this side's values stay. `TAKE_REMOTE`: the peer's values are written here.",
});

@ObjectType('FederationConflict', {
  description: 'Fields of one row both sides changed since the last sync; this side keeps its values until decided.',
})
class ConflictView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  linkId!: string;

  @Field({ description: 'One of the 18 entity types, e.g. `ticket`.' })
  entityType!: string;

  @Field(() => ID, { description: "The row's id on this side." })
  localId!: string;

  @Field(() => GraphQLJSONObject, {
    description:
      'Per field: `{base, local, remote}`: its value when both sides last agreed (null when none is known: the row was made here ' +
      'since, or the history that held it was pruned), here, and on the peer.',
  })
  fields!: Record<string, unknown>;

  @Field(() => Int, { description: "The peer's version of the row." })
  remoteVersion!: number;

  @Field(() => FederationConflictStatus)
  status!: FederationConflictStatus;

  @Field(() => ID, { nullable: true })
  decidedById!: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
class FederationConflictConnection extends Connection(ConflictView, 'FederationConflict') {}

@ArgsType()
class PairConflictsArgs extends PageArgs {
  @Field(() => FederationConflictStatus, { nullable: true, description: 'Omitted: every status.' })
  status?: FederationConflictStatus | null;
}

@ArgsType()
class FederationConflictsArgs extends PairConflictsArgs {
  @Field(() => ID)
  linkId!: string;
}

@InputType()
class ResolveFederationConflictInput {
  @Field(() => ID)
  id!: string;

  @Field(() => FederationConflictDecision)
  decision!: FederationConflictDecision;
}

const view = (conflict: Conflict): ConflictView => ({
  id: conflict.id,
  linkId: conflict.linkId,
  entityType: conflict.entityType,
  localId: conflict.localId,
  fields: conflict.fields,
  remoteVersion: conflict.remoteVersion,
  status: conflict.status as FederationConflictStatus,
  decidedById: conflict.decidedById ?? null,
  decidedAt: conflict.decidedAt ?? null,
  createdAt: conflict.createdAt,
});

const page = (conflicts: Page<Conflict>): Page<ConflictView> => ({ ...conflicts, nodes: conflicts.nodes.map(view) });
const statusOf = (args: PairConflictsArgs): ConflictStatus | null => (args.status as ConflictStatus | null) ?? null;

/**
 * A link's conflicts and their decisions (audited): an instance link's by the workspace's admins
 * (`admin:federation:write`), a project pair's by the project's owners (`project:federation:manage`).
 */
@Resolver()
export class ConflictResolver {
  @Query(() => FederationConflictConnection, {
    description:
      "A link's conflicts. Needs `admin:federation:write`; the link of a project pair, `project:federation:manage` on its project " +
      '(a pair lists them as `ProjectFederationPair.conflicts`).',
  })
  async federationConflicts(@Args() args: FederationConflictsArgs, @Ctx() ctx: FederationContext): Promise<Page<ConflictView>> {
    return page(await new ConflictService(ctx).list(args.linkId, statusOf(args), args.first, args.after));
  }

  @Mutation(() => ConflictView, {
    description:
      "Decides an open conflict: keep this side's values or take the peer's. Audited. Needs what listing the conflict's link needs.",
  })
  async resolveFederationConflict(
    @Arg('input') input: ResolveFederationConflictInput,
    @Ctx() ctx: FederationContext,
  ): Promise<ConflictView> {
    return view(await new ConflictService(ctx).resolve(input.id, input.decision as ConflictDecision));
  }
}

/** A project pair's conflicts, for the project's owners (`project:federation:manage`). */
@Resolver(() => PairObject)
export class PairConflictsResolver {
  @FieldResolver(() => FederationConflictConnection, {
    description: "Fields of this project's rows that both sides changed at once: this side keeps its values until decided.",
  })
  async conflicts(@Root() pair: PairObject, @Args() args: PairConflictsArgs, @Ctx() ctx: FederationContext): Promise<Page<ConflictView>> {
    return page(await new ConflictService(ctx).listOfPair(pair, statusOf(args), args.first, args.after));
  }
}
