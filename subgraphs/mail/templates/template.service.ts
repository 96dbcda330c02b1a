import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, invalidInput, notFound } from '../../../core/errors.js';
import { newerThanCursor, toPage, type Page } from '../../../core/pagination.js';
import { uniqueOrExisting } from '../../../core/unique.js';
import { markdown, notNull, requiredText } from '../../../core/validation.js';
import type { MailContext } from '../context.js';
import type { NewMailEvent } from '../outbox/mail-event.entity.js';
import { transactWithMailEvents, type MailEventRecorder } from '../outbox/mail-outbox.js';
import {
  checkTemplateSyntax,
  compileTemplate,
  compileVariablesSchema,
  type CompiledTemplate,
  type RenderedTemplate,
} from './template-render.js';
import { Template } from './template.entity.js';

export const MAX_TEMPLATE_NAME_LENGTH = 200;
export const MAX_TEMPLATE_SUBJECT_LENGTH = 2_000;
/** Compiled templates kept in memory (per process). */
const MAX_CACHED_TEMPLATES = 500;

export interface CreateTemplate {
  name: string;
  subject: string;
  html?: string | null;
  text?: string | null;
  variablesSchema?: Record<string, unknown> | null;
}

/** Omitted fields stay; `html`/`text`/`variablesSchema: null` clear them (one body must remain). */
export interface UpdateTemplate {
  name?: string | null;
  subject?: string | null;
  html?: string | null;
  text?: string | null;
  variablesSchema?: Record<string, unknown> | null;
}

type Fields = Pick<Template, 'name' | 'subject' | 'html' | 'text' | 'variablesSchema'>;

/** Compiled templates by (id, updatedAt): an edit gets a new key, so nothing is ever stale. */
const compiled = new Map<string, CompiledTemplate>();

function compiledFor(template: Template): CompiledTemplate {
  const key = `${template.id}:${template.updatedAt.getTime()}`;
  let entry = compiled.get(key);
  if (!entry) {
    entry = compileTemplate({
      subject: template.subject,
      html: template.html ?? null,
      text: template.text ?? null,
      variablesSchema: template.variablesSchema ?? null,
    });
    if (compiled.size >= MAX_CACHED_TEMPLATES) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, entry);
  }
  return entry;
}

const templateName = (value: string | null | undefined) => requiredText('name', value, MAX_TEMPLATE_NAME_LENGTH);

function templateSubject(value: string | null | undefined): string {
  const subject = requiredText('subject', value, MAX_TEMPLATE_SUBJECT_LENGTH);
  checkTemplateSyntax('subject', subject);
  return subject;
}

/** A body kept as written; null or blank is none. */
function templateBody(field: 'html' | 'text', value: string | null | undefined): string | null {
  const body = markdown(field, value);
  if (!body.trim()) return null;
  checkTemplateSyntax(field, body);
  return body;
}

function variablesSchema(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  compileVariablesSchema(value);
  return value;
}

/** A `template.*` event of the mail outbox. */
const templateEvent = (accountId: string, aggregateId: string, type: string, payload: Record<string, unknown>): NewMailEvent => ({
  accountId,
  aggregateType: 'template',
  aggregateId,
  type,
  payload,
});

/** Stored email templates of a mail account, and rendering them with variables (preview and sends). */
export class TemplateService {
  constructor(private readonly ctx: MailContext) {}

  private get em() {
    return this.ctx.em;
  }

  async create(accountId: string | null | undefined, input: CreateTemplate): Promise<Template> {
    const account = await this.ctx.requireAccount(accountId);
    const fields: Fields = {
      name: templateName(input.name),
      subject: templateSubject(input.subject),
      html: templateBody('html', input.html),
      text: templateBody('text', input.text),
      variablesSchema: variablesSchema(input.variablesSchema),
    };
    if (fields.html === null && fields.text === null) throw invalidInput('html', 'an HTML or a text body is required');
    await this.ensureNameFree(account.id, fields.name);
    return this.saveNamed(account.id, fields.name, undefined, async (tx, events) => {
      const template = tx.create(Template, { accountId: account.id, ...fields });
      events.record(templateEvent(account.id, template.id, 'template.created', { name: template.name }));
      return template;
    });
  }

  async get(accountId: string | null | undefined, id: string): Promise<Template> {
    const account = await this.ctx.requireAccount(accountId);
    const template = await this.em.findOne(Template, { id, accountId: account.id, deletedAt: null });
    if (!template) throw notFound('Template');
    return template;
  }

  /** Oldest first. */
  async list(accountId: string | null | undefined, first: number, after?: string | null): Promise<Page<Template>> {
    const account = await this.ctx.requireAccount(accountId);
    const rows = await this.em.find(
      Template,
      { accountId: account.id, deletedAt: null, ...newerThanCursor(after) },
      { orderBy: { id: 'asc' }, limit: first + 1 },
    );
    return toPage(rows, first);
  }

  async update(accountId: string | null | undefined, id: string, input: UpdateTemplate): Promise<Template> {
    const template = await this.get(accountId, id);
    const changes: Partial<Fields> = {};
    if (input.name !== undefined) changes.name = templateName(notNull('name', input.name));
    if (input.subject !== undefined) changes.subject = templateSubject(notNull('subject', input.subject));
    if (input.html !== undefined) changes.html = templateBody('html', input.html);
    if (input.text !== undefined) changes.text = templateBody('text', input.text);
    if (input.variablesSchema !== undefined) changes.variablesSchema = variablesSchema(input.variablesSchema);
    const html = changes.html !== undefined ? changes.html : (template.html ?? null);
    const text = changes.text !== undefined ? changes.text : (template.text ?? null);
    if (html === null && text === null)
      throw invalidInput(input.html === undefined ? 'text' : 'html', 'an HTML or a text body is required');
    const changed = (Object.keys(changes) as Array<keyof Fields>).filter(
      (key) => JSON.stringify(changes[key] ?? null) !== JSON.stringify(template[key] ?? null),
    );
    if (changed.length === 0) return template;
    if (changed.includes('name')) await this.ensureNameFree(template.accountId, changes.name!, template.id);
    return this.saveNamed(template.accountId, changes.name ?? template.name, template.id, async (_tx, events) => {
      Object.assign(template, changes);
      events.record(templateEvent(template.accountId, template.id, 'template.updated', { changed, name: template.name }));
      return template;
    });
  }

  /** Deletes the template (kept as history); its name is free again at once. */
  async delete(accountId: string | null | undefined, id: string): Promise<Template> {
    const template = await this.get(accountId, id);
    template.deletedAt = this.ctx.now();
    // The transaction's flush writes the change above: it shares the request's identity map.
    return transactWithMailEvents(this.em, this.ctx.deps.pubsub, async (_tx, events) => {
      events.record(templateEvent(template.accountId, template.id, 'template.deleted', { name: template.name }));
      return template;
    });
  }

  /**
   * Renders a template with `variables`: checked against its schema (TEMPLATE_VARIABLES_INVALID),
   * then subject (single line), HTML (escaped) and text. The preview of the console and API.
   */
  async render(
    accountId: string | null | undefined,
    id: string,
    variables: Record<string, unknown> | null | undefined,
  ): Promise<RenderedTemplate> {
    const template = await this.get(accountId, id);
    return compiledFor(template).render(variables ?? {});
  }

  /**
   * render() for a send: `accountId` is already resolved (a sending-only key may send with a
   * template it may not manage). NOT_FOUND naming `templateId` when the account has no such template.
   */
  async renderForSend(accountId: string, id: string, variables: Record<string, unknown> | null | undefined): Promise<RenderedTemplate> {
    const template = await this.em.findOne(Template, { id, accountId, deletedAt: null });
    if (!template) throw invalidInput('templateId', 'no such template on this account');
    return compiledFor(template).render(variables ?? {});
  }

  private async ensureNameFree(accountId: string, name: string, exceptId?: string): Promise<void> {
    const existing = await this.em.findOne(Template, { accountId, name, deletedAt: null, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (existing) throw nameTaken(name, existing.id);
  }

  /** Runs `work`, which saves a template named `name`, in a transaction with its events. */
  private saveNamed(
    accountId: string,
    name: string,
    exceptId: string | undefined,
    work: (tx: EntityManager, events: MailEventRecorder) => Promise<Template>,
  ): Promise<Template> {
    // A concurrent save of the same name meets the partial unique index.
    return uniqueOrExisting(
      () => transactWithMailEvents(this.em, this.ctx.deps.pubsub, work),
      () => this.em.fork().findOne(Template, { accountId, name, deletedAt: null, ...(exceptId ? { id: { $ne: exceptId } } : {}) }),
      (winner) => nameTaken(name, winner.id),
    );
  }
}

const nameTaken = (name: string, existingId: string) =>
  conflict(`A template named "${name}" already exists on this account`, { field: 'name', existingId });
