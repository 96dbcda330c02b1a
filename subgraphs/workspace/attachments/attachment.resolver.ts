import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Ctx, Directive, Field, FieldResolver, ID, InputType, Mutation, Query, Resolver, Root } from 'type-graphql';
import { publicUrl } from '../../../core/config.js';
import { Comment } from '../comments/comment.entity.js';
import type { WorkspaceContext } from '../context.js';
import { Doc } from '../docs/doc.entity.js';
import { User } from '../identity/user.entity.js';
import { contextFor } from '../tickets/ticket.access.js';
import { Ticket } from '../tickets/ticket.entity.js';
import { Attachment } from './attachment.entity.js';
import { AttachmentService } from './attachment.service.js';

@Directive('@inaccessible')
@InputType({ description: 'Exactly one parent.' })
class AttachmentParentInput {
  @Field(() => ID, { nullable: true })
  ticketId?: string | null;

  @Field(() => ID, { nullable: true })
  commentId?: string | null;

  @Field(() => ID, { nullable: true })
  docId?: string | null;
}

@Directive('@inaccessible')
@InputType()
class RegisterAttachmentInput {
  @Field(() => AttachmentParentInput)
  parent!: AttachmentParentInput;

  @Field()
  filename!: string;

  @Field()
  contentType!: string;

  @Field(() => GraphQLSafeInt)
  size!: number;

  @Field()
  sha256!: string;
}

@Resolver(() => Attachment)
export class AttachmentResolver {
  @Query(() => Attachment, { description: 'An attachment whose ticket, comment or doc you can read; NOT_FOUND otherwise.' })
  attachment(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<Attachment> {
    return new AttachmentService(ctx).require(id);
  }

  // Gateway only: the upload route asks before it stores a byte, and registers the file once it is
  // stored. Not in the public API, so a client can never claim a content hash it did not upload.
  @Directive('@inaccessible')
  @Query(() => ID, { description: 'Gateway only: the project of a parent the viewer may attach files to.' })
  async attachmentTarget(@Arg('parent') parent: AttachmentParentInput, @Ctx() ctx: WorkspaceContext): Promise<string> {
    return (await new AttachmentService(ctx).requireTarget(parent)).projectId;
  }

  @Directive('@inaccessible')
  @Mutation(() => Attachment, { description: 'Gateway only: records a file the upload route has stored.' })
  registerAttachment(@Arg('input') input: RegisterAttachmentInput, @Ctx() ctx: WorkspaceContext): Promise<Attachment> {
    return new AttachmentService(ctx).register(input.parent, input);
  }

  @Mutation(() => Boolean, { description: 'The uploader (while they may still attach files to the parent), or a project admin.' })
  deleteAttachment(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new AttachmentService(ctx).delete(id);
  }

  @FieldResolver(() => String, { description: 'Where to download the content (same authorization as this API).' })
  downloadUrl(@Root() attachment: Attachment, @Ctx() ctx: WorkspaceContext): string {
    return `${publicUrl(ctx.deps.config)}/api/attachments/${attachment.id}/content`;
  }

  @FieldResolver(() => User, { nullable: true })
  uploadedBy(@Root() attachment: Attachment, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return ctx.users.load(attachment.uploadedById);
  }
}

@Resolver(() => Ticket)
export class TicketAttachmentsResolver {
  @FieldResolver(() => [Attachment], { description: 'Files attached to the ticket itself (not to its comments), oldest first.' })
  attachments(@Root() ticket: Ticket, @Ctx() ctx: WorkspaceContext): Promise<Attachment[]> {
    return new AttachmentService(contextFor(ticket, ctx)).of('ticketId', ticket.id);
  }
}

@Resolver(() => Comment)
export class CommentAttachmentsResolver {
  @FieldResolver(() => [Attachment], { description: 'Oldest first.' })
  attachments(@Root() comment: Comment, @Ctx() ctx: WorkspaceContext): Promise<Attachment[]> {
    return new AttachmentService(ctx).of('commentId', comment.id);
  }
}

@Resolver(() => Doc)
export class DocAttachmentsResolver {
  @FieldResolver(() => [Attachment], { description: 'Oldest first.' })
  attachments(@Root() doc: Doc, @Ctx() ctx: WorkspaceContext): Promise<Attachment[]> {
    return new AttachmentService(ctx).of('docId', doc.id);
  }
}
