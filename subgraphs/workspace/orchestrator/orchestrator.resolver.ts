import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Query, Resolver } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { OrchestratorIssue, OrchestratorIssuePage, OrchestratorQueryResult } from './issue-record.js';
import { MAX_IDS, MAX_QUERY_LENGTH, OrchestratorService } from './orchestrator.service.js';

@ArgsType()
class OrchestratorPageArgs {
  @Field(() => Int, { defaultValue: 50, description: `Page size, 1..${MAX_PAGE_SIZE}.` })
  first!: number;

  @Field(() => String, { nullable: true, description: 'Cursor of the last record of the previous page.' })
  after?: string | null;
}

@ArgsType()
class CandidatesArgs extends OrchestratorPageArgs {
  @Field(() => [String], { description: 'Project keys; projects the caller is not a member of yield nothing.' })
  projectKeys!: string[];

  @Field(() => [String], {
    nullable: true,
    description: 'Status categories (`todo`, `in_progress`, `in_review`, `done`, `wont_fix`); default the active three.',
  })
  states?: string[] | null;
}

@ArgsType()
class ByStatesArgs extends OrchestratorPageArgs {
  @Field(() => [String], { nullable: true, description: 'Status categories.' })
  states?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Instead of `states`: status display names, any case (the Linear-compatible endpoint filters by these).',
  })
  statusNames?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Project keys; default every project the caller sees.' })
  projectKeys?: string[] | null;
}

@ArgsType()
class QueryArgs {
  @Field({
    description: `A query (at most ${MAX_QUERY_LENGTH} characters), e.g. \`project = WEB AND category IN (todo, in_progress) AND label = backend ORDER BY priority DESC\`; see docs/orchestrator.md.`,
  })
  query!: string;

  @Field(() => Int, { defaultValue: 50, description: `Most records returned, 1..${MAX_PAGE_SIZE}.` })
  first!: number;
}

@Resolver()
export class OrchestratorResolver {
  @Query(() => OrchestratorQueryResult, {
    description: 'A running agent queries the tickets its account sees (JQL-style); a syntax error names its position.',
  })
  orchestratorQuery(@Args() args: QueryArgs, @Ctx() ctx: WorkspaceContext): Promise<OrchestratorQueryResult> {
    return new OrchestratorService(ctx).query(args);
  }

  @Query(() => OrchestratorIssuePage, {
    description: "An orchestrator's poll: issues in the given categories of the given projects, in dispatch order (priority, oldest, key).",
  })
  orchestratorCandidates(@Args() args: CandidatesArgs, @Ctx() ctx: WorkspaceContext): Promise<OrchestratorIssuePage> {
    return new OrchestratorService(ctx).candidates(args);
  }

  @Query(() => OrchestratorIssuePage, { description: 'Issues by status category across projects, in dispatch order.' })
  orchestratorIssuesByStates(@Args() args: ByStatesArgs, @Ctx() ctx: WorkspaceContext): Promise<OrchestratorIssuePage> {
    return new OrchestratorService(ctx).byStates(args);
  }

  @Query(() => [OrchestratorIssue], {
    description: `Records of the given tickets (at most ${MAX_IDS}), in the order asked; tickets the caller cannot see are left out.`,
  })
  orchestratorIssuesByIds(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: WorkspaceContext): Promise<OrchestratorIssue[]> {
    return new OrchestratorService(ctx).byIds(ids);
  }

  @Query(() => String, { nullable: true, description: "A ticket's branch name; null when its project has no git repository." })
  orchestratorBranchName(@Arg('ticketId', () => ID) ticketId: string, @Ctx() ctx: WorkspaceContext): Promise<string | null> {
    return new OrchestratorService(ctx).branchName(ticketId);
  }
}
