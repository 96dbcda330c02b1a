import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { Project } from '../projects/project.entity.js';
import { ProjectTemplate } from './project-template.entity.js';
import { ProjectTemplateService } from './project-template.service.js';

@InputType()
class SaveProjectTemplateInput {
  @Field(() => ID, { description: 'The project to copy (needs `project:settings:manage` on it).' })
  projectId!: string;

  @Field({ description: 'Unique, ignoring case; 1..100 characters.' })
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Keep skeletons of its non-private tickets (default true).' })
  includeTickets?: boolean | null;
}

@InputType()
class CreateProjectFromTemplateInput {
  @Field(() => ID)
  templateId!: string;

  @Field({ description: '`[A-Z][A-Z0-9]{1,9}`, unique.' })
  key!: string;

  @Field()
  name!: string;
}

@Resolver(() => ProjectTemplate)
export class ProjectTemplateResolver {
  @Query(() => [ProjectTemplate], { description: 'Project templates, by name. Needs `project:create`.' })
  projectTemplates(@Ctx() ctx: WorkspaceContext): Promise<ProjectTemplate[]> {
    return new ProjectTemplateService(ctx).list();
  }

  @Mutation(() => ProjectTemplate, { description: "Saves a project's statuses, labels, milestones and ticket skeletons as a template." })
  saveProjectTemplate(@Arg('input') input: SaveProjectTemplateInput, @Ctx() ctx: WorkspaceContext): Promise<ProjectTemplate> {
    return new ProjectTemplateService(ctx).save(input);
  }

  @Mutation(() => Project, { description: 'Creates a project shaped by a template (you become its admin).' })
  createProjectFromTemplate(@Arg('input') input: CreateProjectFromTemplateInput, @Ctx() ctx: WorkspaceContext): Promise<Project> {
    return new ProjectTemplateService(ctx).createProject(input);
  }

  @Mutation(() => Boolean, { description: 'Its author or a workspace admin.' })
  deleteProjectTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new ProjectTemplateService(ctx).delete(id);
  }

  @FieldResolver(() => [String], { description: 'Status names, in board order.' })
  statuses(@Root() template: ProjectTemplate): string[] {
    return template.content.statuses.map((status) => status.name);
  }

  @FieldResolver(() => [String])
  labels(@Root() template: ProjectTemplate): string[] {
    return template.content.labels.map((label) => label.name);
  }

  @FieldResolver(() => [String])
  milestones(@Root() template: ProjectTemplate): string[] {
    return template.content.milestones.map((milestone) => milestone.name);
  }

  @FieldResolver(() => Int, { description: 'Ticket skeletons it holds.' })
  ticketCount(@Root() template: ProjectTemplate): number {
    return template.content.tickets.length;
  }
}
