import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { WorkspaceContext } from '../context.js';
import { User } from '../identity/user.entity.js';
import { contextFor, visibleTicket } from '../tickets/ticket.access.js';
import { Ticket } from '../tickets/ticket.entity.js';
import { Comment } from './comment.entity.js';
import { CommentService } from './comment.service.js';

@ObjectType()
class CommentConnection extends Connection(Comment) {}

/** A page of a ticket's comments: oldest first unless `newestFirst`. */
@ArgsType()
class CommentPageArgs extends PageArgs {
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Newest first: the first page is the latest comments, and each next page (`after`) is older.',
  })
  newestFirst!: boolean;
}

@InputType()
class CreateCommentInput {
  @Field(() => ID)
  ticketId!: string;

  @Field({ description: 'Markdown, not empty.' })
  body!: string;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Visible to holders of `comment:internal:read` only.' })
  internal?: boolean | null;
}

@InputType()
class UpdateCommentInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Markdown, not empty.' })
  body?: string | null;

  @Field(() => Boolean, { nullable: true })
  internal?: boolean | null;
}

@Resolver(() => Comment)
export class CommentResolver {
  @Mutation(() => Comment, { description: 'Needs `comment:create`; an internal comment also `comment:internal:read`.' })
  createComment(@Arg('input') input: CreateCommentInput, @Ctx() ctx: WorkspaceContext): Promise<Comment> {
    return new CommentService(ctx).create(input);
  }

  @Mutation(() => Comment, { description: 'Authors only.' })
  updateComment(@Arg('input') input: UpdateCommentInput, @Ctx() ctx: WorkspaceContext): Promise<Comment> {
    return new CommentService(ctx).update(input);
  }

  @Mutation(() => Boolean, { description: 'The author, or a project admin.' })
  deleteComment(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new CommentService(ctx).delete(id);
  }

  @FieldResolver(() => User)
  author(@Root() comment: Comment, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return ctx.users.load(comment.authorId);
  }

  @FieldResolver(() => Ticket)
  ticket(@Root() comment: Comment, @Ctx() ctx: WorkspaceContext): Promise<Ticket | null> {
    return visibleTicket(ctx, comment.ticketId);
  }
}

@Resolver(() => Ticket)
export class TicketCommentsResolver {
  @FieldResolver(() => CommentConnection, {
    description: 'Comments, oldest first (or newest first); internal ones only for holders of `comment:internal:read`.',
  })
  comments(@Root() ticket: Ticket, @Args() page: CommentPageArgs, @Ctx() ctx: WorkspaceContext): Promise<Page<Comment>> {
    return new CommentService(contextFor(ticket, ctx)).page(ticket, page.first, page.after, page.newestFirst);
  }

  @FieldResolver(() => Int, { description: 'Number of comments you can see.' })
  commentCount(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<number> {
    return new CommentService(contextFor(ticket, ctx)).count(ticket);
  }
}
