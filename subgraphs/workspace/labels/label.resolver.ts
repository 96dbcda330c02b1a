import { Arg, Ctx, Field, FieldResolver, ID, InputType, Mutation, Resolver, Root } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { Project } from '../projects/project.entity.js';
import { Label } from './label.entity.js';
import { DEFAULT_LABEL_COLOR, LabelService } from './label.service.js';

@InputType()
class CreateLabelInput {
  @Field(() => ID)
  projectId!: string;

  @Field({ description: 'Unique in the project, ignoring case; 1..50 characters.' })
  name!: string;

  @Field(() => String, { nullable: true, description: `Hex colour \`#rrggbb\`; default \`${DEFAULT_LABEL_COLOR}\`.` })
  color?: string | null;
}

@InputType()
class UpdateLabelInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;
}

@Resolver(() => Label)
export class LabelResolver {
  @Mutation(() => Label, { description: 'Needs `ticket:update` in the project.' })
  createLabel(@Arg('input') input: CreateLabelInput, @Ctx() ctx: WorkspaceContext): Promise<Label> {
    return new LabelService(ctx).create(input.projectId, input);
  }

  @Mutation(() => Label)
  updateLabel(@Arg('input') input: UpdateLabelInput, @Ctx() ctx: WorkspaceContext): Promise<Label> {
    return new LabelService(ctx).update(input.id, input);
  }

  @Mutation(() => Boolean, { description: 'Needs `project:settings:manage`; removes the label from every ticket.' })
  deleteLabel(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new LabelService(ctx).delete(id);
  }

  @FieldResolver(() => Project)
  project(@Root() label: Label, @Ctx() ctx: WorkspaceContext): Promise<Project | null> {
    return ctx.projects.load(label.projectId);
  }
}

@Resolver(() => Project)
export class ProjectLabelsResolver {
  @FieldResolver(() => [Label], { description: 'Labels by name.' })
  labels(@Root() project: Project, @Ctx() ctx: WorkspaceContext): Promise<Label[]> {
    return new LabelService(ctx).list(project.id);
  }
}
