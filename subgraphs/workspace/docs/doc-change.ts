import { Field, ID, ObjectType } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { projectEventsChannel, type PublishedEvent } from '../outbox/outbox.js';
import { subscriberChanges } from '../outbox/subscriber-changes.js';
import { bindContext } from '../tickets/ticket.access.js';
import { Doc } from './doc.entity.js';
import { canReadDoc, DocService } from './doc.service.js';

@ObjectType({ description: 'A committed change to a doc (or to its attachments), as one subscriber may see it.' })
export class DocChangeEvent {
  @Field(() => ID, { description: 'Id of the domain event.' })
  id!: string;

  @Field({ description: '`doc.updated`, `doc.restored`, `doc.deleted`, `attachment.created|deleted`.' })
  type!: string;

  @Field(() => ID)
  docId!: string;

  @Field()
  occurredAt!: Date;

  @Field(() => [String], { description: 'Doc fields that changed, by their GraphQL names (`attachments` for an attachment).' })
  changedFields!: string[];

  @Field(() => Doc, { nullable: true, description: 'The doc as it is now, loaded for you; null once deleted.' })
  doc!: Doc | null;
}

interface DocEventPayload {
  changedFields?: string[];
  /** On doc events: whether the doc was public. */
  public?: boolean;
  /** On attachment events: the doc it is attached to, if any. */
  docId?: string | null;
}

/**
 * What one subscriber sees of a published event about the doc `docId`, or null when it is about
 * something else or the subscriber may not read the doc (now: the doc's own read rule, checked per
 * event). `ctx` should be fresh for the event.
 */
export async function toDocChange(ctx: WorkspaceContext, docId: string, event: PublishedEvent): Promise<DocChangeEvent | null> {
  const payload = event.payload as DocEventPayload;
  const aboutDoc =
    (event.aggregateType === 'doc' && event.aggregateId === docId) || (event.aggregateType === 'attachment' && payload.docId === docId);
  if (!aboutDoc || !event.projectId) return null;
  let doc: Doc | null = null;
  if (event.type === 'doc.deleted') {
    // An event written before the flag was recorded counts as private: told to project readers only.
    if (!(await canReadDoc(ctx, { public: payload.public === true, projectId: event.projectId }))) return null;
  } else {
    doc = await new DocService(ctx).readable(docId);
    // Unreadable now, or deleted since (its own event follows): dropped.
    if (!doc) return null;
    bindContext(doc, ctx);
  }
  return {
    id: event.id,
    type: event.type,
    docId,
    occurredAt: new Date(event.occurredAt),
    changedFields: event.aggregateType === 'attachment' ? ['attachments'] : (payload.changedFields ?? []),
    doc,
  };
}

/**
 * `Subscription.docChanged`: the doc must be readable when subscribing (NOT_FOUND otherwise); each
 * event of its project is then checked and resolved in a fresh context for the subscriber.
 */
export async function subscribeToDocChanges(ctx: WorkspaceContext, docId: string): Promise<AsyncIterableIterator<DocChangeEvent>> {
  const doc = await new DocService(ctx).requireDoc(docId);
  return subscriberChanges(ctx, projectEventsChannel(doc.projectId), (fresh, event) => toDocChange(fresh, doc.id, event));
}
