import { Arg, Ctx, Field, FieldResolver, Float, ID, InputType, Mutation, Resolver, Root } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { Project } from '../projects/project.entity.js';
import { Milestone } from './milestone.entity.js';
import { canSeeMilestoneBudget, MilestoneService } from './milestone.service.js';

@InputType()
class MilestoneFieldsInput {
  @Field(() => String, { nullable: true, description: 'Markdown.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Calendar date YYYY-MM-DD; null clears it.' })
  dueDate?: string | null;

  @Field(() => Boolean, { nullable: true, name: 'private', description: 'Hide from project viewers.' })
  private?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Project admins only.' })
  budgetAmount?: number | null;
}

@InputType()
class CreateMilestoneInput extends MilestoneFieldsInput {
  @Field(() => ID)
  projectId!: string;

  @Field()
  name!: string;
}

@InputType()
class UpdateMilestoneInput extends MilestoneFieldsInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;
}

@Resolver(() => Milestone)
export class MilestoneResolver {
  @Mutation(() => Milestone, { description: 'Needs `ticket:update` in the project; a budget needs project admin.' })
  createMilestone(@Arg('input') input: CreateMilestoneInput, @Ctx() ctx: WorkspaceContext): Promise<Milestone> {
    return new MilestoneService(ctx).create(input.projectId, input);
  }

  @Mutation(() => Milestone)
  updateMilestone(@Arg('input') input: UpdateMilestoneInput, @Ctx() ctx: WorkspaceContext): Promise<Milestone> {
    return new MilestoneService(ctx).update(input.id, input);
  }

  @Mutation(() => Boolean, { description: 'Needs `project:settings:manage`. Its tickets lose the milestone.' })
  deleteMilestone(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new MilestoneService(ctx).delete(id);
  }

  @FieldResolver(() => Project)
  project(@Root() milestone: Milestone, @Ctx() ctx: WorkspaceContext): Promise<Project | null> {
    return ctx.projects.load(milestone.projectId);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Null unless you are a project admin.' })
  async budgetAmount(@Root() milestone: Milestone, @Ctx() ctx: WorkspaceContext): Promise<number | null> {
    return (await canSeeMilestoneBudget(ctx, milestone)) ? (milestone.budgetAmount ?? null) : null;
  }
}

@Resolver(() => Project)
export class ProjectMilestonesResolver {
  @FieldResolver(() => [Milestone], { description: 'Milestones by due date; private ones only for project admins and members.' })
  milestones(@Root() project: Project, @Ctx() ctx: WorkspaceContext): Promise<Milestone[]> {
    return new MilestoneService(ctx).list(project.id);
  }
}
