import { Args, ArgsType, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
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

@Resolver()
export class AuditResolver {
  @Query(() => AuditEntryConnection, { description: 'Security-relevant actions, newest first. Workspace admins only.' })
  auditLog(@Args() args: AuditLogArgs, @Ctx() ctx: WorkspaceContext): Promise<Page<AuditEntry>> {
    return new AuditService(ctx).list(args);
  }
}
