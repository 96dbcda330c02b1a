import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { FederationContext } from '../context.js';
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
class FederationConflictsArgs extends PageArgs {
  @Field(() => ID)
  linkId!: string;

  @Field(() => FederationConflictStatus, { nullable: true, description: 'Omitted: every status.' })
  status?: FederationConflictStatus | null;
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

/** A link's conflicts and the admin's decisions (`admin:federation:write`, audited). */
@Resolver()
export class ConflictResolver {
  @Query(() => FederationConflictConnection, { description: "A link's conflicts, oldest first. Needs `admin:federation:write`." })
  async federationConflicts(@Args() args: FederationConflictsArgs, @Ctx() ctx: FederationContext): Promise<Page<ConflictView>> {
    const page = await new ConflictService(ctx).list(args.linkId, (args.status as ConflictStatus | null) ?? null, args.first, args.after);
    return { ...page, nodes: page.nodes.map(view) };
  }

  @Mutation(() => ConflictView, { description: "Decides an open conflict: keep this side's values or take the peer's. Audited." })
  async resolveFederationConflict(
    @Arg('input') input: ResolveFederationConflictInput,
    @Ctx() ctx: FederationContext,
  ): Promise<ConflictView> {
    return view(await new ConflictService(ctx).resolve(input.id, input.decision as ConflictDecision));
  }
}
