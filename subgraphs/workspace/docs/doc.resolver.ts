import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { User } from '../identity/user.entity.js';
import { Project } from '../projects/project.entity.js';
import { contextFor } from '../tickets/ticket.access.js';
import { Doc, DocRevision, DocSpace } from './doc.entity.js';
import { DocService } from './doc.service.js';

@InputType()
class CreateDocSpaceInput {
  @Field(() => ID)
  projectId!: string;

  @Field({ description: 'Unique in the project, ignoring case; 1..100 characters.' })
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType()
class CreateDocInput {
  @Field(() => ID)
  spaceId!: string;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true, description: 'Markdown.' })
  body?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  public?: boolean | null;
}

@InputType()
class UpdateDocInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  body?: string | null;

  @Field(() => Boolean, { nullable: true })
  public?: boolean | null;
}

@Resolver(() => Doc)
export class DocResolver {
  @Query(() => Doc, { description: 'A doc you can read; NOT_FOUND otherwise.' })
  doc(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<Doc> {
    return new DocService(ctx).requireDoc(id);
  }

  @Query(() => [Doc], { description: 'Full-text search over the docs you can read (title, then body), best match first.' })
  searchDocs(
    @Arg('query') query: string,
    @Arg('projectId', () => ID, { nullable: true }) projectId: string | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<Doc[]> {
    return new DocService(ctx).search(query, projectId, first);
  }

  @Query(() => String, {
    description:
      'Unified diff from one revision of a doc to another. More than 2,000 changed lines (or lines so repetitive that aligning them ' +
      'takes over 4,000,000 steps) is `DOC_DIFF_TOO_LARGE`; each docDiff costs 12,000 of the query cost limit.',
  })
  docDiff(
    @Arg('docId', () => ID) docId: string,
    @Arg('from', () => Int) from: number,
    @Arg('to', () => Int) to: number,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<string> {
    return new DocService(ctx).diff(docId, from, to);
  }

  @Mutation(() => DocSpace, { description: 'Needs `ticket:update` in the project.' })
  createDocSpace(@Arg('input') input: CreateDocSpaceInput, @Ctx() ctx: WorkspaceContext): Promise<DocSpace> {
    return new DocService(ctx).createSpace(input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a space with its docs. Needs `project:settings:manage`.' })
  deleteDocSpace(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new DocService(ctx).deleteSpace(id);
  }

  @Mutation(() => Doc, { description: 'Needs `ticket:update` in the project; revision 1.' })
  createDoc(@Arg('input') input: CreateDocInput, @Ctx() ctx: WorkspaceContext): Promise<Doc> {
    return new DocService(ctx).create(input);
  }

  @Mutation(() => Doc, { description: 'Changes the given fields; any change is a new revision.' })
  updateDoc(@Arg('input') input: UpdateDocInput, @Ctx() ctx: WorkspaceContext): Promise<Doc> {
    return new DocService(ctx).update(input);
  }

  @Mutation(() => Boolean)
  deleteDoc(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new DocService(ctx).delete(id);
  }

  @Mutation(() => Doc, { description: "Makes an old revision's content current again, as a new revision." })
  restoreDocRevision(
    @Arg('docId', () => ID) docId: string,
    @Arg('number', () => Int) number: number,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<Doc> {
    return new DocService(ctx).restore(docId, number);
  }

  @FieldResolver(() => [DocRevision], { description: 'Newest first.' })
  revisions(@Root() doc: Doc, @Ctx() ctx: WorkspaceContext): Promise<DocRevision[]> {
    return new DocService(contextFor(doc, ctx)).revisions(doc.id);
  }

  @FieldResolver(() => DocRevision)
  revisionByNumber(@Root() doc: Doc, @Arg('number', () => Int) number: number, @Ctx() ctx: WorkspaceContext): Promise<DocRevision> {
    return new DocService(contextFor(doc, ctx)).revision(doc.id, number);
  }

  @FieldResolver(() => DocSpace, { nullable: true })
  space(@Root() doc: Doc, @Ctx() ctx: WorkspaceContext): Promise<DocSpace | null> {
    return contextFor(doc, ctx).em.findOne(DocSpace, { id: doc.spaceId });
  }

  @FieldResolver(() => User, { nullable: true })
  updatedBy(@Root() doc: Doc, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return contextFor(doc, ctx).users.load(doc.updatedById);
  }
}

@Resolver(() => DocRevision)
export class DocRevisionResolver {
  @FieldResolver(() => User, { nullable: true })
  author(@Root() revision: DocRevision, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return ctx.users.load(revision.authorId);
  }
}

@Resolver(() => DocSpace)
export class DocSpaceResolver {
  @FieldResolver(() => [Doc], { description: 'Docs you can read, by title.' })
  docs(@Root() space: DocSpace, @Ctx() ctx: WorkspaceContext): Promise<Doc[]> {
    return new DocService(ctx).docs(space.id);
  }
}

@Resolver(() => Project)
export class ProjectDocSpacesResolver {
  @FieldResolver(() => [DocSpace], { description: 'Doc spaces, by name.' })
  docSpaces(@Root() project: Project, @Ctx() ctx: WorkspaceContext): Promise<DocSpace[]> {
    return new DocService(ctx).spaces(project.id);
  }
}
