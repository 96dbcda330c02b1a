import type { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  Info,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import { groupByKey } from '../../../core/batch.js';
import type { WorkspaceContext } from '../context.js';
import { User } from '../identity/user.entity.js';
import { Status } from '../statuses/status.entity.js';
import { projectTicketsAhead } from '../tickets/ticket.resolver.js';
import { ProjectMember, ProjectRoleEnum } from './project-member.entity.js';
import { Project, ProjectBudget } from './project.entity.js';
import { ProjectService } from './project.service.js';

@ObjectType()
class ProjectConnection extends Connection(Project) {}

@InputType()
class ProjectFieldsInput {
  @Field(() => String, { nullable: true, description: 'Markdown.' })
  description?: string | null;

  @Field(() => String, { nullable: true })
  gitRepositoryUrl?: string | null;

  @Field(() => Float, { nullable: true })
  budgetAmount?: number | null;

  @Field(() => String, { nullable: true })
  budgetCurrency?: string | null;

  @Field(() => Float, { nullable: true })
  budgetHours?: number | null;
}

@InputType()
class CreateProjectInput extends ProjectFieldsInput {
  @Field({ description: '`[A-Z][A-Z0-9]{1,9}`, unique, prefixes ticket keys.' })
  key!: string;

  @Field()
  name!: string;
}

@InputType()
class UpdateProjectInput extends ProjectFieldsInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;
}

@InputType()
class ProjectMemberInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => ID)
  userId!: string;

  // No enum default: it would not survive buildSubgraphSchema's SDL round trip.
  @Field(() => ProjectRoleEnum, { nullable: true, description: 'Defaults to MEMBER.' })
  role?: ProjectRoleEnum | null;
}

@InputType()
class RemoveProjectMemberInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => ID)
  userId!: string;
}

@Resolver(() => Project)
export class ProjectResolver {
  @Query(() => ProjectConnection, { description: 'Projects you can see.' })
  projects(@Args() page: PageArgs, @Ctx() ctx: WorkspaceContext): Promise<Page<Project>> {
    return new ProjectService(ctx).list(page.first, page.after);
  }

  @Query(() => Project, { description: 'A project by key. NOT_FOUND when it does not exist or you cannot see it.' })
  project(@Arg('key') key: string, @Ctx() ctx: WorkspaceContext, @Info() info: GraphQLResolveInfo): Promise<Project> {
    return new ProjectService(ctx).readByKey(key, projectTicketsAhead(ctx, info));
  }

  @Mutation(() => Project, { description: 'Creates a project with the default statuses; you become its admin.' })
  createProject(@Arg('input') input: CreateProjectInput, @Ctx() ctx: WorkspaceContext): Promise<Project> {
    return new ProjectService(ctx).create(input);
  }

  @Mutation(() => Project)
  updateProject(@Arg('input') input: UpdateProjectInput, @Ctx() ctx: WorkspaceContext): Promise<Project> {
    return new ProjectService(ctx).update(input.id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a project and everything in it.' })
  deleteProject(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new ProjectService(ctx).delete(id);
  }

  @Mutation(() => ProjectMember)
  addProjectMember(@Arg('input') input: ProjectMemberInput, @Ctx() ctx: WorkspaceContext): Promise<ProjectMember> {
    return new ProjectService(ctx).addMember(input.projectId, input.userId, input.role ?? ProjectRoleEnum.MEMBER);
  }

  @Mutation(() => ProjectMember)
  updateProjectMember(@Arg('input') input: ProjectMemberInput, @Ctx() ctx: WorkspaceContext): Promise<ProjectMember> {
    return new ProjectService(ctx).updateMember(input.projectId, input.userId, input.role ?? ProjectRoleEnum.MEMBER);
  }

  @Mutation(() => Boolean)
  removeProjectMember(@Arg('input') input: RemoveProjectMemberInput, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new ProjectService(ctx).removeMember(input.projectId, input.userId);
  }

  @FieldResolver(() => [ProjectMember], { description: 'Members with their project roles (one query for all projects of a list).' })
  members(@Root() project: Project, @Ctx() ctx: WorkspaceContext): Promise<ProjectMember[]> {
    // The parent project was resolved through a visibility check (project, projects, reference).
    return ctx
      .loader<ProjectMember[]>('projectMembers', async (ids) => {
        const rows = await ctx.em.find(ProjectMember, { projectId: { $in: [...ids] } }, { orderBy: { id: 'asc' } });
        return groupByKey(ids, rows, (row) => row.projectId);
      })
      .load(project.id) as Promise<ProjectMember[]>;
  }

  @FieldResolver(() => [Status], { description: 'Statuses in board order.' })
  statuses(@Root() project: Project, @Ctx() ctx: WorkspaceContext): Promise<Status[]> {
    return ctx
      .loader<Status[]>('projectStatuses', async (ids) => {
        const rows = await ctx.em.find(Status, { projectId: { $in: [...ids] } }, { orderBy: { position: 'asc' } });
        return groupByKey(ids, rows, (row) => row.projectId);
      })
      .load(project.id) as Promise<Status[]>;
  }

  @FieldResolver(() => ProjectBudget, { nullable: true, description: 'Null unless you are a project admin.' })
  async budget(@Root() project: Project, @Ctx() ctx: WorkspaceContext): Promise<ProjectBudget | null> {
    if (!(await new ProjectService(ctx).canSeeBudget(project))) return null;
    return { amount: project.budgetAmount ?? null, currency: project.budgetCurrency ?? null, hours: project.budgetHours ?? null };
  }
}

@Resolver(() => ProjectMember)
export class ProjectMemberResolver {
  @FieldResolver(() => User)
  async user(@Root() member: ProjectMember, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return ctx.users.load(member.userId);
  }

  @FieldResolver(() => Project)
  async project(@Root() member: ProjectMember, @Ctx() ctx: WorkspaceContext): Promise<Project | null> {
    return ctx.projects.load(member.projectId);
  }
}
