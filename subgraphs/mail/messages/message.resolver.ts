import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Connection, PageArgs, type Page } from '../../../core/pagination.js';
import type { MailContext } from '../context.js';
import { MailEventView } from '../outbox/mail-events.resolver.js';
import type { CapturedMessage } from './message.entity.js';
import { MessageService, type MessageDetails } from './message.service.js';
import { SendService, type BatchResult } from './send.service.js';
import { MAX_ATTACHMENTS, MAX_BATCH_SIZE, MAX_BCC, MAX_CC } from './send-input.js';

const ACCOUNT = 'Required in the console; implied by a mail API key.';

@InputType({ description: 'A file attached to a message.' })
class EmailAttachmentInput {
  @Field({ description: 'File name shown to the recipient (no path separators).' })
  filename!: string;

  @Field({ description: 'Base64 of the file content.' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'MIME type; default application/octet-stream.' })
  contentType?: string | null;
}

@InputType({ description: 'One message: raw subject and html/text, or a templateId with variables.' })
class SendEmailInput {
  @Field({ description: 'Sender, `a@example.com` or `Name <a@example.com>`, on a verified sender domain of the account.' })
  from!: string;

  @Field({ description: 'The recipient.' })
  to!: string;

  @Field(() => [String], { nullable: true, description: `Up to ${MAX_CC} addresses.` })
  cc?: string[] | null;

  @Field(() => [String], { nullable: true, description: `Up to ${MAX_BCC} addresses.` })
  bcc?: string[] | null;

  @Field(() => [String], { nullable: true })
  replyTo?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Required without templateId.' })
  subject?: string | null;

  @Field(() => String, { nullable: true })
  html?: string | null;

  @Field(() => String, { nullable: true })
  text?: string | null;

  @Field(() => ID, { nullable: true, description: 'A stored template; then subject/html/text come from it.' })
  templateId?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: "Checked against the template's variablesSchema." })
  variables?: Record<string, unknown> | null;

  @Field(() => [EmailAttachmentInput], { nullable: true, description: `Up to ${MAX_ATTACHMENTS}, 30 MB in all.` })
  attachments?: EmailAttachmentInput[] | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Free-form string key/value tags, up to 50.' })
  tags?: Record<string, unknown> | null;
}

@ObjectType('SentEmail', { description: 'An accepted message.' })
class SentEmailView {
  @Field(() => ID)
  id!: string;
}

@ObjectType('MailSendError', { description: 'Why one message of a batch was not accepted (the code of the same single send).' })
class MailSendErrorView {
  @Field()
  code!: string;

  @Field()
  message!: string;

  @Field(() => GraphQLJSONObject)
  details!: Record<string, unknown>;
}

@ObjectType('SendEmailBatchResult')
class BatchResultView {
  @Field(() => Int, { description: 'Position of the message in the request.' })
  index!: number;

  @Field(() => ID, { nullable: true, description: 'Set when the message was accepted.' })
  id!: string | null;

  @Field(() => MailSendErrorView, { nullable: true, description: 'Set when it was not.' })
  error!: MailSendErrorView | null;
}

@ObjectType('MailMessageRecipient')
class RecipientView {
  @Field()
  email!: string;

  @Field({ description: '`to`, `cc` or `bcc`.' })
  kind!: string;

  @Field({ description: '`pending`, `delivered`, `bounced` or `failed`.' })
  status!: string;

  @Field(() => String, { nullable: true, description: "The receiving server's last reply." })
  smtpResponse!: string | null;
}

@ObjectType('MailMessage', { description: 'An accepted message, its delivery state and event history.' })
class MessageView {
  @Field(() => ID)
  id!: string;

  @Field({ description: '`queued`, `deferred` (retrying), `delivered`, `partially-delivered`, `bounced` or `failed`.' })
  status!: string;

  @Field()
  from!: string;

  @Field()
  to!: string;

  @Field(() => [String])
  cc!: string[];

  @Field(() => [String])
  bcc!: string[];

  @Field(() => [String])
  replyTo!: string[];

  @Field(() => String, { nullable: true })
  subject!: string | null;

  @Field(() => ID, { nullable: true })
  templateId!: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the template it was rendered from (kept when the template is deleted).' })
  templateName!: string | null;

  @Field(() => GraphQLJSONObject)
  tags!: Record<string, string>;

  @Field({ description: 'The Message-ID header (the same on every attempt).' })
  messageIdHeader!: string;

  @Field(() => Int, { description: 'Delivery attempts so far.' })
  attempts!: number;

  @Field(() => Date, { nullable: true, description: 'When a deferred message is tried again.' })
  nextAttemptAt!: Date | null;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'First open, when open tracking was on.' })
  openedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [RecipientView])
  recipients!: RecipientView[];

  @Field(() => [MailEventView], { description: 'Oldest first.' })
  events!: MailEventView[];
}

@ObjectType('CapturedMail', { description: 'A message kept in the local capture mailbox: the signed MIME as it would have gone out.' })
class CapturedMailView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  messageId!: string;

  @Field()
  envelopeFrom!: string;

  @Field(() => [String])
  envelopeTo!: string[];

  @Field({ description: 'RFC 5322 message, DKIM-signed.' })
  raw!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
class CapturedMailConnection extends Connection(CapturedMailView, 'CapturedMail') {}

@ArgsType()
class AccountPageArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: ACCOUNT })
  accountId?: string | null;
}

@ObjectType()
class MessageConnection extends Connection(MessageView, 'MailMessage') {}

const captured = (row: CapturedMessage): CapturedMailView => ({ ...row });

const messageView = ({ message, recipients, events, templateName }: MessageDetails): MessageView => ({
  ...message,
  from: message.fromHeader,
  to: message.toEmail,
  subject: message.subject ?? null,
  templateId: message.templateId ?? null,
  templateName,
  nextAttemptAt: message.status === 'queued' || message.status === 'deferred' ? message.nextAttemptAt : null,
  lastError: message.lastError ?? null,
  openedAt: message.openedAt ?? null,
  recipients: recipients.map((recipient) => ({ ...recipient, smtpResponse: recipient.smtpResponse ?? null })),
  events: events.map((event) => ({ id: event.id, event: event.type, timestamp: event.createdAt, data: event.payload })),
});

@Resolver()
export class MessageResolver {
  @Mutation(() => SentEmailView, {
    description:
      'Accepts a message for delivery. Checks in order: input, from-domain verified (FROM_DOMAIN_NOT_VERIFIED), no suppressed recipient (RECIPIENT_SUPPRESSED), quota (QUOTA_EXCEEDED).',
  })
  async sendEmail(
    @Arg('input', () => SendEmailInput) input: SendEmailInput,
    @Arg('accountId', () => ID, { nullable: true, description: ACCOUNT }) accountId: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'Same key and body within 24 h: the first answer again.' })
    idempotencyKey: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<SentEmailView> {
    return new SendService(ctx).send(accountId, input, idempotencyKey);
  }

  @Mutation(() => [BatchResultView], {
    description: `Up to ${MAX_BATCH_SIZE} messages, each checked as a single send; one result per message, in order.`,
  })
  async sendEmailBatch(
    @Arg('messages', () => [SendEmailInput]) messages: SendEmailInput[],
    @Arg('accountId', () => ID, { nullable: true, description: ACCOUNT }) accountId: string | null,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<BatchResultView[]> {
    const results = await new SendService(ctx).sendBatch(accountId, messages, idempotencyKey);
    return results.map((result: BatchResult, index) => ({ index, id: result.id ?? null, error: result.error ?? null }));
  }

  @Query(() => MessageView, { description: 'A message of the account; NOT_FOUND otherwise.' })
  async mailMessage(
    @Arg('id', () => ID) id: string,
    @Arg('accountId', () => ID, { nullable: true, description: ACCOUNT }) accountId: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<MessageView> {
    return messageView(await new MessageService(ctx).get(accountId, id));
  }

  @Query(() => MessageConnection, { description: "The account's messages, newest first, with their recipients and events." })
  async mailMessages(@Args() args: AccountPageArgs, @Ctx() ctx: MailContext): Promise<Page<MessageView>> {
    const page = await new MessageService(ctx).list(args.accountId, args.first, args.after);
    return { ...page, nodes: page.nodes.map(messageView) };
  }

  @Query(() => CapturedMailConnection, { description: 'The local capture mailbox (no SMTP relay configured), newest first.' })
  async mailbox(@Args() args: AccountPageArgs, @Ctx() ctx: MailContext): Promise<Page<CapturedMailView>> {
    const page = await new MessageService(ctx).mailbox(args.accountId, args.first, args.after);
    return { ...page, nodes: page.nodes.map(captured) };
  }

  @Mutation(() => Boolean, { description: 'The open-tracking pixel of a message was loaded (public: the token is the credential).' })
  async recordMailOpen(@Arg('token') token: string, @Ctx() ctx: MailContext): Promise<boolean> {
    await new MessageService(ctx).recordOpen(token);
    return true;
  }
}
