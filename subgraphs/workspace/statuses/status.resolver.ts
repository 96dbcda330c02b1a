import { Arg, Ctx, Field, FieldResolver, ID, InputType, Mutation, Resolver, Root } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { Project } from '../projects/project.entity.js';
import { Status, StatusCategory } from './status.entity.js';
import { StatusService } from './status.service.js';

@InputType()
class CreateStatusInput {
  @Field(() => ID)
  projectId!: string;

  @Field({ description: 'Unique in the project, ignoring case; 1..50 characters.' })
  name!: string;

  @Field(() => StatusCategory)
  category!: StatusCategory;
}

@InputType()
class UpdateStatusInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'New display name.' })
  name?: string | null;

  @Field(() => StatusCategory, { nullable: true, description: 'New category; tickets in the status move with it.' })
  category?: StatusCategory | null;
}

@InputType()
class ReorderStatusesInput {
  @Field(() => ID)
  projectId!: string;

  @Field(() => [ID], { description: 'Every status of the project, in the new board order.' })
  statusIds!: string[];
}

@Resolver(() => Status)
export class StatusResolver {
  @Mutation(() => Status, { description: 'Adds a status at the end of the board. Needs `project:settings:manage`.' })
  createStatus(@Arg('input') input: CreateStatusInput, @Ctx() ctx: WorkspaceContext): Promise<Status> {
    return new StatusService(ctx).create(input.projectId, input);
  }

  @Mutation(() => Status, { description: 'Renames or recategorises a status. Needs `project:settings:manage`.' })
  updateStatus(@Arg('input') input: UpdateStatusInput, @Ctx() ctx: WorkspaceContext): Promise<Status> {
    return new StatusService(ctx).update(input.id, input);
  }

  @Mutation(() => [Status], { description: 'Sets the board order. Needs `project:settings:manage`.' })
  reorderStatuses(@Arg('input') input: ReorderStatusesInput, @Ctx() ctx: WorkspaceContext): Promise<Status[]> {
    return new StatusService(ctx).reorder(input.projectId, input.statusIds);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a status. Its tickets move to `moveTicketsTo` (another status of the project); without it, a status tickets use is a CONFLICT. Needs `project:settings:manage`.',
  })
  deleteStatus(
    @Arg('id', () => ID) id: string,
    @Arg('moveTicketsTo', () => ID, { nullable: true, description: 'Where its tickets go.' }) moveTicketsTo: string | null | undefined,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<boolean> {
    return new StatusService(ctx).delete(id, moveTicketsTo);
  }

  @FieldResolver(() => Project)
  project(@Root() status: Status, @Ctx() ctx: WorkspaceContext): Promise<Project | null> {
    return ctx.projects.load(status.projectId);
  }
}
