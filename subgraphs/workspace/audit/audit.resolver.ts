import { Arg, Args, ArgsType, Ctx, Directive, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditService } from './audit.service.js';

@ObjectType()
class AuditEntryConnection extends Connection(AuditEntry) {}

@ArgsType()
class AuditLogArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Only this action, e.g. `api_key.created`.' })
  action?: string | null;
}

@Directive('@inaccessible')
@InputType({ description: "An audit entry another subgraph records in the workspace's log (the federation engine's)." })
export class AuditRecordInput {
  @Field(() => ID, { description: 'Idempotency: an entry recorded twice is kept once.' })
  id!: string;

  @Field(() => ID, { nullable: true })
  actorId?: string | null;

  @Field()
  action!: string;

  @Field(() => String, { nullable: true })
  targetType?: string | null;

  @Field(() => String, { nullable: true })
  targetId?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  details?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true })
  ip?: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@Resolver()
export class AuditResolver {
  @Query(() => AuditEntryConnection, { description: 'Security-relevant actions, newest first. Workspace admins only.' })
  auditLog(@Args() args: AuditLogArgs, @Ctx() ctx: WorkspaceContext): Promise<Page<AuditEntry>> {
    return new AuditService(ctx).list(args);
  }

  @Directive('@inaccessible')
  @Mutation(() => Boolean, { description: 'Platform services only: records entries written by another subgraph.' })
  async recordAudits(
    @Arg('entries', () => [AuditRecordInput]) entries: AuditRecordInput[],
    @Ctx() ctx: WorkspaceContext,
  ): Promise<boolean> {
    await new AuditService(ctx).record(entries);
    return true;
  }
}
