import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';
import { QueueRowEntity } from '../../../core/queue-row.entity.js';

export const messageStatuses = ['queued', 'deferred', 'delivered', 'partially-delivered', 'bounced', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const recipientKinds = ['to', 'cc', 'bcc'] as const;
export type RecipientKind = (typeof recipientKinds)[number];

export const recipientStatuses = ['pending', 'delivered', 'bounced', 'failed'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

export interface MessageAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

/** An accepted send. Also the delivery queue: `queued`/`deferred` rows due at `nextAttemptAt`. */
@Entity({ tableName: 'messages' })
export class Message extends QueueRowEntity {
  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'uuid' })
  domainId!: string;

  @Property({ type: 'text' })
  fromHeader!: string;

  @Property({ type: 'text' })
  fromEmail!: string;

  @Property({ type: 'text' })
  toEmail!: string;

  @Property({ type: 'text[]', columnType: 'text[]' })
  cc: Opt<string[]> = [];

  @Property({ type: 'text[]', columnType: 'text[]' })
  bcc: Opt<string[]> = [];

  @Property({ type: 'text[]', columnType: 'text[]' })
  replyTo: Opt<string[]> = [];

  @Property({ type: 'text', nullable: true })
  subject?: string | null;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  @Property({ type: 'uuid', nullable: true })
  templateId?: string | null;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  variables?: Record<string, unknown> | null;

  @Property({ type: 'json', columnType: 'jsonb', nullable: true, lazy: true })
  attachments?: MessageAttachment[] | null;

  @Property({ type: 'json', columnType: 'jsonb' })
  tags: Opt<Record<string, string>> = {};

  @Property({ type: 'text' })
  messageIdHeader!: string;

  @Property({ type: 'text' })
  returnToken!: string;

  @Property({ type: 'text', nullable: true })
  openToken?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  openedAt?: Date | null;

  @Property({ type: 'text' })
  status: Opt<MessageStatus> = 'queued';

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/** One envelope recipient of a message and how its delivery ended (or `pending`). */
@Entity({ tableName: 'message_recipients' })
export class MessageRecipient {
  @PrimaryKey({ type: 'uuid' })
  messageId!: string;

  @PrimaryKey({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  kind!: RecipientKind;

  @Property({ type: 'text' })
  status: Opt<RecipientStatus> = 'pending';

  @Property({ type: 'text', nullable: true })
  smtpResponse?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/** A message kept in the local capture mailbox (no SMTP relay configured): the signed MIME as it would have been sent. */
@Entity({ tableName: 'captured_messages' })
export class CapturedMessage extends BaseEntity {
  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'uuid' })
  messageId!: string;

  @Property({ type: 'text' })
  envelopeFrom!: string;

  @Property({ type: 'text[]', columnType: 'text[]' })
  envelopeTo!: string[];

  @Property({ type: 'text' })
  raw!: string;
}
