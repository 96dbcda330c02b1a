import { Args, ArgsType, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, decodeCursor, PageArgs, toPage, type Page } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { AuditEntry } from './audit-entry.entity.js';

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
  async auditLog(@Args() args: AuditLogArgs, @Ctx() ctx: WorkspaceContext): Promise<Page<AuditEntry>> {
    ctx.requireGlobal('admin:audit:read');
    const before = decodeCursor(args.after);
    const rows = await ctx.em.find(
      AuditEntry,
      { ...(args.action ? { action: args.action } : {}), ...(before ? { id: { $lt: before } } : {}) },
      { orderBy: { id: 'desc' }, limit: args.first + 1 },
    );
    return toPage(rows, args.first);
  }
}
