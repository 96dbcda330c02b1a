import { Arg, Ctx, Field, FieldResolver, ID, InputType, Mutation, Resolver, Root } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { Project } from '../projects/project.entity.js';
import { Version } from './version.entity.js';
import { VersionService } from './version.service.js';

@InputType()
class VersionFieldsInput {
  @Field(() => String, { nullable: true, description: 'Markdown.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Calendar date YYYY-MM-DD; null clears it.' })
  releaseDate?: string | null;

  @Field(() => Boolean, { nullable: true })
  released?: boolean | null;
}

@InputType()
class CreateVersionInput extends VersionFieldsInput {
  @Field(() => ID)
  projectId!: string;

  @Field({ description: 'Unique in the project.' })
  name!: string;
}

@InputType()
class UpdateVersionInput extends VersionFieldsInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;
}

@Resolver(() => Version)
export class VersionResolver {
  @Mutation(() => Version, { description: 'Needs `ticket:update` in the project.' })
  createVersion(@Arg('input') input: CreateVersionInput, @Ctx() ctx: WorkspaceContext): Promise<Version> {
    return new VersionService(ctx).create(input.projectId, input);
  }

  @Mutation(() => Version)
  updateVersion(@Arg('input') input: UpdateVersionInput, @Ctx() ctx: WorkspaceContext): Promise<Version> {
    return new VersionService(ctx).update(input.id, input);
  }

  @Mutation(() => Boolean, { description: 'Needs `project:settings:manage`. Its tickets lose the version.' })
  deleteVersion(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new VersionService(ctx).delete(id);
  }

  @FieldResolver(() => Project)
  project(@Root() version: Version, @Ctx() ctx: WorkspaceContext): Promise<Project | null> {
    return ctx.projects.load(version.projectId);
  }
}

@Resolver(() => Project)
export class ProjectVersionsResolver {
  @FieldResolver(() => [Version], { description: 'Versions by release date, undated last.' })
  versions(@Root() project: Project, @Ctx() ctx: WorkspaceContext): Promise<Version[]> {
    return new VersionService(ctx).list(project.id);
  }
}
