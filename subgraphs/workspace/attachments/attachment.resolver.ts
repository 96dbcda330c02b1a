import { Arg, Ctx, Field, FieldResolver, ID, InputType, Mutation, Query, Resolver, Root } from 'type-graphql';
import { publicUrl } from '../../../core/config.js';
import { Comment } from '../comments/comment.entity.js';
import type { WorkspaceContext } from '../context.js';
import { Doc } from '../docs/doc.entity.js';
import { User } from '../identity/user.entity.js';
import { contextFor } from '../tickets/ticket.access.js';
import { Ticket } from '../tickets/ticket.entity.js';
import { Attachment } from './attachment.entity.js';
import { AttachmentService } from './attachment.service.js';

@InputType({ description: 'Exactly one parent.' })
class AttachmentParentInput {
  @Field(() => ID, { nullable: true })
  ticketId?: string | null;

  @Field(() => ID, { nullable: true })
  commentId?: string | null;

  @Field(() => ID, { nullable: true })
  docId?: string | null;
}

@InputType()
class RegisterAttachmentInput {
  @Field(() => AttachmentParentInput)
  parent!: AttachmentParentInput;

  @Field({ description: 'The upload receipt the gateway signed for you after storing the file (valid for minutes).' })
  receipt!: string;
}

@Resolver(() => Attachment)
export class AttachmentResolver {
  @Query(() => Attachment, { description: 'An attachment whose ticket, comment or doc you can read; NOT_FOUND otherwise.' })
  attachment(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<Attachment> {
    return new AttachmentService(ctx).require(id);
  }

  @Query(() => ID, {
    description:
      'The project of a parent you may attach files to; FORBIDDEN or NOT_FOUND otherwise (the upload route asks before storing).',
  })
  async attachmentTarget(@Arg('parent') parent: AttachmentParentInput, @Ctx() ctx: WorkspaceContext): Promise<string> {
    return (await new AttachmentService(ctx).requireTarget(parent)).projectId;
  }

  @Mutation(() => Attachment, {
    description: 'Records a file you uploaded (`POST /api/attachments` does it for you) on a parent you may attach files to.',
  })
  registerAttachment(@Arg('input') input: RegisterAttachmentInput, @Ctx() ctx: WorkspaceContext): Promise<Attachment> {
    return new AttachmentService(ctx).register(input.parent, input.receipt);
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
    return new AttachmentService(contextFor(doc, ctx)).of('docId', doc.id);
  }
}
