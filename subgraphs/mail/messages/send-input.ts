import addressparser from 'nodemailer/lib/addressparser';
import { AppError, invalidInput } from '../../../core/errors.js';
import { distinctBy, requiredText } from '../../../core/validation.js';
import { parseEmailAddress } from '../suppression/email-address.js';
import { singleLine } from '../templates/template-render.js';
import type { MessageAttachment } from './message.entity.js';

export const MAX_CC = 50;
export const MAX_BCC = 50;
export const MAX_REPLY_TO = 50;
export const MAX_ATTACHMENTS = 20;
/** 30 MB of decoded attachment content per message. */
export const MAX_ATTACHMENT_BYTES = 30 * 1024 * 1024;
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 256;
export const MAX_SUBJECT_LENGTH = 998;
/** Each of the HTML and text bodies. */
export const MAX_BODY_LENGTH = 5 * 1024 * 1024;
export const MAX_BATCH_SIZE = 100;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 256;

/** A send as the API takes it (GraphQL `SendEmailInput`, REST body). */
export interface SendInput {
  from: string;
  to: string;
  cc?: string[] | null;
  bcc?: string[] | null;
  replyTo?: string[] | null;
  subject?: string | null;
  html?: string | null;
  text?: string | null;
  templateId?: string | null;
  variables?: Record<string, unknown> | null;
  attachments?: Array<{ filename: string; content: string; contentType?: string | null }> | null;
  tags?: Record<string, unknown> | null;
}

/** A mailbox: the header form to put in the message and the normalised address. */
export interface Mailbox {
  header: string;
  email: string;
}

/** A send whose shape is valid; the account-dependent checks (domain, suppression, quota) come next. */
export interface ValidSend {
  from: Mailbox;
  fromDomain: string;
  to: Mailbox;
  cc: Mailbox[];
  bcc: Mailbox[];
  replyTo: Mailbox[];
  /** Raw content, or the template to render (with its variables). */
  content: { subject: string; html: string | null; text: string | null } | { templateId: string; variables: Record<string, unknown> };
  attachments: MessageAttachment[];
  tags: Record<string, string>;
}

const TAG_NAME = /^[A-Za-z0-9_.:-]+$/;
/** A character outside the base64 alphabet (padding aside). */
const NOT_BASE64 = /[^A-Za-z0-9+/]/;
const HEADER_UNSAFE = /[\r\n]/;

/** One mailbox (`a@example.com` or `Name <a@example.com>`), or BAD_USER_INPUT naming `field`. */
export function parseMailbox(field: string, value: unknown): Mailbox {
  if (typeof value !== 'string' || !value.trim()) throw invalidInput(field, 'must be an email address');
  if (HEADER_UNSAFE.test(value)) throw invalidInput(field, 'must not contain line breaks');
  const parsed = addressparser(value, { flatten: true });
  const [only] = parsed;
  if (parsed.length !== 1 || !only?.address)
    throw invalidInput(field, 'must be exactly one address such as someone@example.com or "Name <someone@example.com>"');
  const email = parseEmailAddress(only.address);
  if (!email) throw invalidInput(field, `${JSON.stringify(only.address)} is not a valid email address`);
  const header = only.name ? `${JSON.stringify(only.name)} <${only.address}>` : only.address;
  return { header, email };
}

function mailboxList(field: string, values: string[] | null | undefined, max: number): Mailbox[] {
  if (!values) return [];
  if (values.length > max) throw invalidInput(field, `at most ${max} addresses`);
  return distinctBy(
    values.map((value, index) => parseMailbox(`${field}[${index}]`, value)),
    (mailbox) => mailbox.email,
  );
}

/**
 * Whether `value` (whitespace removed) is base64 with its padding. A repeated-group regex recurses
 * per group in V8 and overflows the stack on a few MB, so this is one search for a stray character.
 */
function isBase64(value: string): boolean {
  if (value.length % 4 !== 0) return false;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return !NOT_BASE64.test(value.slice(0, value.length - padding));
}

function attachmentList(values: SendInput['attachments']): MessageAttachment[] {
  if (!values) return [];
  if (values.length > MAX_ATTACHMENTS) throw invalidInput('attachments', `at most ${MAX_ATTACHMENTS} per message`);
  let total = 0;
  return values.map((attachment, index) => {
    const field = `attachments[${index}]`;
    const filename = attachment.filename?.trim();
    if (!filename || filename.length > 255 || /[\r\n/\\]/.test(filename)) {
      throw invalidInput(`${field}.filename`, 'must be 1..255 characters without line breaks or path separators');
    }
    const content = attachment.content.replace(/\s+/g, '');
    if (!isBase64(content)) throw invalidInput(`${field}.content`, 'must be base64');
    total += Buffer.byteLength(content, 'base64');
    if (total > MAX_ATTACHMENT_BYTES)
      throw invalidInput('attachments', `at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB in all per message`);
    const contentType = attachment.contentType?.trim() || 'application/octet-stream';
    if (!/^[\w.+-]+\/[\w.+-]+$/.test(contentType))
      throw invalidInput(`${field}.contentType`, 'must be a MIME type such as application/pdf');
    return { filename, contentType, content };
  });
}

function tagBag(value: SendInput['tags']): Record<string, string> {
  if (!value) return {};
  const entries = Object.entries(value);
  if (entries.length > MAX_TAGS) throw invalidInput('tags', `at most ${MAX_TAGS} tags`);
  for (const [name, tag] of entries) {
    if (name.length > MAX_TAG_LENGTH || !TAG_NAME.test(name)) {
      throw invalidInput('tags', `tag name ${JSON.stringify(name)} must be 1..${MAX_TAG_LENGTH} of A-Z a-z 0-9 _ . : -`);
    }
    if (typeof tag !== 'string' || tag.length > MAX_TAG_LENGTH)
      throw invalidInput(`tags.${name}`, `must be a string of at most ${MAX_TAG_LENGTH} characters`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function content(input: SendInput): ValidSend['content'] {
  const hasBody = Boolean(input.html) || Boolean(input.text);
  if (input.templateId) {
    if (hasBody || input.subject)
      throw invalidInput('templateId', 'give either templateId (with variables) or subject and html/text, not both');
    return { templateId: input.templateId, variables: input.variables ?? {} };
  }
  if (input.variables) throw invalidInput('variables', 'only with templateId');
  if (!hasBody) throw invalidInput('html', 'an html or a text body (or a templateId) is required');
  const subject = requiredText('subject', input.subject, MAX_SUBJECT_LENGTH);
  for (const field of ['html', 'text'] as const) {
    if ((input[field]?.length ?? 0) > MAX_BODY_LENGTH) throw invalidInput(field, `must be at most ${MAX_BODY_LENGTH} characters`);
  }
  return { subject: singleLine(subject), html: input.html || null, text: input.text || null };
}

/** Checks the shape of a send (the first of the send checks); BAD_USER_INPUT naming the field otherwise. */
export function validateSend(input: SendInput): ValidSend {
  const from = parseMailbox('from', input.from);
  const to = parseMailbox('to', input.to);
  return {
    from,
    fromDomain: from.email.slice(from.email.indexOf('@') + 1),
    to,
    cc: mailboxList('cc', input.cc, MAX_CC),
    bcc: mailboxList('bcc', input.bcc, MAX_BCC),
    replyTo: mailboxList('replyTo', input.replyTo, MAX_REPLY_TO),
    content: content(input),
    attachments: attachmentList(input.attachments),
    tags: tagBag(input.tags),
  };
}

/** An Idempotency-Key: 1..256 printable ASCII characters. */
export function validateIdempotencyKey(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!value || value.length > MAX_IDEMPOTENCY_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(value)) {
    throw new AppError('BAD_USER_INPUT', `Idempotency-Key: must be 1..${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters`, {
      field: 'idempotencyKey',
    });
  }
  return value;
}
