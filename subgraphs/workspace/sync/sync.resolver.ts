import { GraphQLJSONObject, GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Ctx, Directive, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import {
  SyncService,
  type SyncApplyResultView,
  type SyncApplyStatus,
  type SyncChangePageView,
  type SyncChangeView,
  type SyncPersonView,
  type SyncProjectAccessView,
  type SyncSnapshotPageView,
} from './sync.service.js';

@Directive('@inaccessible')
@ObjectType({ description: 'One change of the sync feed, or a current row as an upsert (snapshot, rows by id).' })
class SyncChange implements SyncChangeView {
  @Field(() => GraphQLSafeInt)
  seq!: number;

  @Field({ description: 'Wire name: project, milestone, label, version, ticket_status, ticket, ticket_assignment, …' })
  entityType!: string;

  @Field(() => ID)
  entityId!: string;

  @Field(() => ID, { nullable: true })
  projectId!: string | null;

  @Field({ description: '"upsert" or "delete".' })
  op!: 'upsert' | 'delete';

  @Field(() => Int)
  version!: number;

  @Field(() => String, { nullable: true, description: 'The peer whose apply wrote it; null for a local change.' })
  origin!: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The row: camelCase keys, never-crossing columns left out.' })
  payload!: Record<string, unknown> | null;

  @Field(() => Date, { nullable: true })
  occurredAt!: Date | null;

  @Field(() => [String], {
    nullable: true,
    description: 'The fields the change wrote (with `latestOnly`: every change of the row it stands for); null: all (an insert).',
  })
  changed!: string[] | null;
}

@Directive('@inaccessible')
@ObjectType({ description: 'The fields of a row written here that a peer has not read yet.' })
class SyncPending {
  @Field(() => ID)
  entityId!: string;

  @Field(() => [String], { description: 'The fields updated since (of a row inserted since, those updated after its insert).' })
  fields!: string[];

  @Field({ description: 'The row was deleted here since.' })
  deleted!: boolean;

  @Field(() => GraphQLJSONObject, {
    description: 'Each field written since, as it was before the first of those writes (fields whose history was pruned left out).',
  })
  base!: Record<string, unknown>;
}

@Directive('@inaccessible')
@ObjectType({ description: "A project and a user's role in it." })
class SyncProjectAccess implements SyncProjectAccessView {
  @Field(() => ID)
  id!: string;

  @Field()
  key!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: '"admin", "member" or "viewer"; null: not a member.' })
  role!: string | null;
}

@Directive('@inaccessible')
@ObjectType({ description: 'A person a page names.' })
class SyncPerson implements SyncPersonView {
  @Field(() => ID)
  id!: string;

  @Field()
  displayName!: string;

  @Field()
  email!: string;

  @Field({ description: '"human", "bot" or "federated".' })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'For a federated placeholder: the peer it came from.' })
  peer!: string | null;
}

@Directive('@inaccessible')
@ObjectType()
class SyncChangePage implements SyncChangePageView {
  @Field(() => [SyncChange])
  changes!: SyncChange[];

  @Field(() => [SyncPerson])
  people!: SyncPerson[];

  @Field(() => [GraphQLSafeInt], { description: 'Seqs of the scanned range absent from the feed, and requested gaps still absent.' })
  gaps!: number[];

  @Field(() => GraphQLSafeInt, { description: 'The last seq scanned (`after` when none was): the next `after`.' })
  highWater!: number;

  @Field()
  more!: boolean;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'The smallest seq still kept; null when the feed is empty.' })
  oldestSeq!: number | null;
}

@Directive('@inaccessible')
@ObjectType()
class SyncSnapshotPage implements SyncSnapshotPageView {
  @Field(() => [SyncChange])
  rows!: SyncChange[];

  @Field(() => [SyncPerson])
  people!: SyncPerson[];

  @Field(() => ID, { nullable: true, description: 'The `after` of the next page; null on the last.' })
  nextAfter!: string | null;
}

@Directive('@inaccessible')
@ObjectType()
class SyncApplyResult implements SyncApplyResultView {
  @Field(() => ID)
  entityId!: string;

  @Field(() => String, { description: '"applied", "noop", "stale" or "failed".' })
  status!: SyncApplyStatus;

  @Field(() => Int, { nullable: true })
  version!: number | null;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The row as stored (for stale: as it is now).' })
  payload!: Record<string, unknown> | null;
}

@Directive('@inaccessible')
@InputType()
class SyncPersonInput {
  @Field(() => ID)
  id!: string;

  @Field()
  displayName!: string;

  @Field()
  email!: string;

  @Field()
  peer!: string;
}

@Directive('@inaccessible')
@InputType()
class SyncApplyInput {
  @Field()
  entityType!: string;

  @Field(() => ID)
  entityId!: string;

  @Field()
  op!: string;

  @Field(() => GraphQLJSONObject, { nullable: true })
  payload!: Record<string, unknown> | null;

  @Field(() => Int, { nullable: true })
  expectedVersion!: number | null;
}

@Directive('@inaccessible')
@InputType()
class ApplySyncChangesInput {
  @Field()
  origin!: string;

  @Field(() => [SyncPersonInput], { nullable: true })
  people!: SyncPersonInput[] | null;

  @Field(() => [SyncApplyInput])
  changes!: SyncApplyInput[];
}

/** The sync feed and apply, for the federation subgraph (the internal service viewer); none of it is in the public API. */
@Resolver()
export class SyncResolver {
  @Directive('@inaccessible')
  @Query(() => SyncChangePage, { description: 'Service only: feed changes after a seq.' })
  syncChanges(
    @Arg('after', () => GraphQLSafeInt) after: number,
    @Arg('limit', () => Int) limit: number,
    @Arg('gaps', () => [GraphQLSafeInt], { nullable: true }) gaps: number[] | null,
    @Arg('entityTypes', () => [String], { nullable: true }) entityTypes: string[] | null,
    @Arg('projectIds', () => [ID], { nullable: true }) projectIds: string[] | null,
    @Arg('excludeOrigin', () => String, { nullable: true }) excludeOrigin: string | null,
    @Arg('latestOnly', () => Boolean, {
      nullable: true,
      description: 'Leave out changes a later change of the same row supersedes (one the caller receives too).',
    })
    latestOnly: boolean | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<SyncChangePageView> {
    ctx.requireService();
    return new SyncService(ctx).changes({ after, limit, gaps, entityTypes, projectIds, excludeOrigin, latestOnly });
  }

  @Directive('@inaccessible')
  @Query(() => SyncSnapshotPage, { description: 'Service only: current rows of one type, paged by id.' })
  syncSnapshot(
    @Arg('entityType') entityType: string,
    @Arg('after', () => ID, { nullable: true }) after: string | null,
    @Arg('limit', () => Int) limit: number,
    @Arg('projectIds', () => [ID], { nullable: true }) projectIds: string[] | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<SyncSnapshotPageView> {
    ctx.requireService();
    return new SyncService(ctx).snapshot({ entityType, after, limit, projectIds });
  }

  @Directive('@inaccessible')
  @Query(() => [SyncChange], { description: 'Service only: current rows of one type by id (missing ids left out).' })
  syncRows(
    @Arg('entityType') entityType: string,
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: WorkspaceContext,
  ): Promise<SyncChangeView[]> {
    ctx.requireService();
    return new SyncService(ctx).rows(entityType, ids);
  }

  @Directive('@inaccessible')
  @Query(() => [SyncPending], {
    description:
      'Service only: per row, the fields updated (or whether it was deleted) here, not by `excludeOrigin`, after `afterSeq`; rows without any left out.',
  })
  syncPending(
    @Arg('entityType') entityType: string,
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('afterSeq', () => GraphQLSafeInt) afterSeq: number,
    @Arg('excludeOrigin', () => String, { nullable: true }) excludeOrigin: string | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<SyncPending[]> {
    ctx.requireService();
    return new SyncService(ctx).pending(entityType, ids, afterSeq, excludeOrigin);
  }

  @Directive('@inaccessible')
  @Query(() => SyncProjectAccess, {
    nullable: true,
    description: "Service only: a project and a user's role in it; null: no such project.",
  })
  syncProjectAccess(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<SyncProjectAccessView | null> {
    ctx.requireService();
    return new SyncService(ctx).projectAccess(projectId, userId);
  }

  @Directive('@inaccessible')
  @Mutation(() => [SyncApplyResult], { description: "Service only: applies a peer's changes in one transaction." })
  applySyncChanges(@Arg('input') input: ApplySyncChangesInput, @Ctx() ctx: WorkspaceContext): Promise<SyncApplyResultView[]> {
    ctx.requireService();
    return new SyncService(ctx).apply(input);
  }

  @Directive('@inaccessible')
  @Query(() => GraphQLSafeInt, { description: 'Service only: the last seq of the feed (0 when empty).' })
  syncHighWater(@Ctx() ctx: WorkspaceContext): Promise<number> {
    ctx.requireService();
    return new SyncService(ctx).highWater();
  }

  @Directive('@inaccessible')
  @Mutation(() => Boolean, { description: 'Service only: keeps feed rows from a seq on from pruning; null fromSeq removes the hold.' })
  holdSyncChanges(
    @Arg('holder') holder: string,
    @Arg('fromSeq', () => GraphQLSafeInt, { nullable: true }) fromSeq: number | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<boolean> {
    ctx.requireService();
    return new SyncService(ctx).hold(holder, fromSeq);
  }
}
