import pLimit from 'p-limit';
import { conflict, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { intInRange, markdown, requiredText } from '../../../core/validation.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import type { WorkspaceContext } from '../context.js';
import { isWorkspaceAdmin } from '../../../core/permissions.js';
import { transactWithEvents, type EventRecorder } from '../outbox/outbox.js';
import { DOC_DIFF_LIMITS, lineDiff } from './doc-diff.js';
import { Doc, DocRevision, DocSpace } from './doc.entity.js';
import { docDiffTooLarge } from './doc.errors.js';

const MAX_TITLE = 500;
const MAX_SEARCH_RESULTS = 100;
/**
 * Diffs searched at once in the process, the others waiting their turn: each keeps up to 8 MB of paths while
 * it runs (`DOC_DIFF_LIMITS`), and many requests' diffs must not add up.
 */
const DIFFS_AT_ONCE = 2;
const diffing = pLimit(DIFFS_AT_ONCE);

const record = (events: EventRecorder, entity: Doc | DocSpace, aggregateType: 'doc' | 'doc_space', type: string, changedFields: string[]) =>
  events.record({
    aggregateType,
    aggregateId: entity.id,
    projectId: entity.projectId,
    type,
    // A doc's public flag: once it is deleted, subscribers can no longer look up who could read it.
    payload: { id: entity.id, changedFields, ...(entity instanceof Doc ? { public: entity.public } : {}) },
  });

/** Whether the viewer may read a doc: any workspace user a public one, project readers the others. */
export async function canReadDoc(ctx: WorkspaceContext, doc: Pick<Doc, 'public' | 'projectId'>): Promise<boolean> {
  return doc.public ? ctx.viewer.kind === 'user' : ctx.canInProject(doc.projectId, 'project:read');
}

/**
 * Doc spaces and docs. Project readers read every doc of the project; a public doc is readable by
 * every workspace user. Whoever edits tickets (`ticket:update`) writes docs; deleting a space takes
 * `project:settings:manage`. Every change of a doc's title, body or public flag is a new revision.
 */
export class DocService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async spaces(projectId: string): Promise<DocSpace[]> {
    await this.ctx.requireProject(projectId);
    return this.em.find(DocSpace, { projectId }, { orderBy: { name: 'asc' } });
  }

  async createSpace(input: { projectId: string; name: string; description?: string | null }): Promise<DocSpace> {
    await this.ctx.requireProject(input.projectId, 'ticket:update');
    const name = requiredText('name', input.name, 100);
    return uniqueOrConflict(
      () => conflict('A doc space with this name exists in the project', { field: 'name' }),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          const space = tx.create(DocSpace, { projectId: input.projectId, name, description: markdown('description', input.description) });
          record(events, space, 'doc_space', 'doc_space.created', []);
          return space;
        }),
    );
  }

  async deleteSpace(id: string): Promise<boolean> {
    const space = await this.requireSpace(id);
    await this.ctx.requireProject(space.projectId, 'project:settings:manage');
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      // Its docs go with it (on delete cascade): each deletion is told as well.
      for (const doc of await tx.find(Doc, { spaceId: space.id })) record(events, doc, 'doc', 'doc.deleted', []);
      await tx.nativeDelete(DocSpace, { id: space.id });
      record(events, space, 'doc_space', 'doc_space.deleted', []);
    });
    return true;
  }

  /** Docs of a space, by title: a reader of the space's project reads all of them. */
  async docs(spaceId: string): Promise<Doc[]> {
    const space = await this.requireSpace(spaceId);
    return this.em.find(Doc, { spaceId: space.id }, { orderBy: { title: 'asc' } });
  }

  /** A doc the viewer may read; NOT_FOUND otherwise, so its existence does not leak. */
  async requireDoc(id: string): Promise<Doc> {
    const doc = await this.readable(id);
    if (!doc) throw notFound('Doc');
    return doc;
  }

  /** A doc the viewer may read, or null. */
  async readable(id: string): Promise<Doc | null> {
    this.ctx.requireUser();
    const doc = isUuid(id) ? await this.em.findOne(Doc, { id }) : null;
    return doc && (await canReadDoc(this.ctx, doc)) ? doc : null;
  }

  async create(input: { spaceId: string; title: string; body?: string | null; public?: boolean | null }): Promise<Doc> {
    const viewer = this.ctx.requireUser();
    const space = await this.requireSpace(input.spaceId);
    await this.ctx.requireProject(space.projectId, 'ticket:update');
    const title = requiredText('title', input.title, MAX_TITLE);
    const body = markdown('body', input.body);
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      const doc = tx.create(Doc, {
        projectId: space.projectId,
        spaceId: space.id,
        title,
        body,
        public: input.public ?? false,
        revision: 1,
        createdById: viewer.userId,
        updatedById: viewer.userId,
      });
      tx.create(DocRevision, { docId: doc.id, number: 1, title, body, public: doc.public, authorId: viewer.userId });
      record(events, doc, 'doc', 'doc.created', []);
      return doc;
    });
  }

  async update(input: { id: string; title?: string | null; body?: string | null; public?: boolean | null }): Promise<Doc> {
    const doc = await this.requireWritable(input.id);
    const next = {
      title: input.title !== undefined && input.title !== null ? requiredText('title', input.title, MAX_TITLE) : doc.title,
      body: input.body !== undefined && input.body !== null ? markdown('body', input.body) : doc.body,
      public: input.public ?? doc.public,
    };
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((field) => next[field] !== doc[field]);
    if (changed.length === 0) return doc;
    return this.revise(doc, next, changed, null);
  }

  async delete(id: string): Promise<boolean> {
    const doc = await this.requireWritable(id);
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(Doc, { id: doc.id });
      record(events, doc, 'doc', 'doc.deleted', []);
    });
    return true;
  }

  /** A doc's revisions, newest first. */
  async revisions(docId: string): Promise<DocRevision[]> {
    const doc = await this.requireDoc(docId);
    return this.em.find(DocRevision, { docId: doc.id }, { orderBy: { number: 'desc' } });
  }

  async revision(docId: string, number: number): Promise<DocRevision> {
    const doc = await this.requireDoc(docId);
    const revision = await this.em.findOne(DocRevision, { docId: doc.id, number });
    if (!revision) throw notFound('Revision');
    return revision;
  }

  /**
   * A unified diff (title line, then body) from one revision to another, within `DOC_DIFF_LIMITS`: past them
   * `DOC_DIFF_TOO_LARGE`. The search runs in short turns of the event loop, `DIFFS_AT_ONCE` at a time in the process.
   */
  async diff(docId: string, from: number, to: number): Promise<string> {
    const [a, b] = [await this.revision(docId, from), await this.revision(docId, to)];
    const text = (revision: DocRevision) => `# ${revision.title}\n\n${revision.body}${revision.body.endsWith('\n') ? '' : '\n'}`;
    const diff = await diffing(() => lineDiff(`revision ${a.number}`, `revision ${b.number}`, text(a), text(b), 3, DOC_DIFF_LIMITS));
    if ('tooLarge' in diff) throw docDiffTooLarge(a.number, b.number, DOC_DIFF_LIMITS);
    return diff.patch;
  }

  /** Makes an old revision's content current again, as a new revision. */
  async restore(docId: string, number: number): Promise<Doc> {
    const doc = await this.requireWritable(docId);
    const old = await this.revision(doc.id, number);
    const next = { title: old.title, body: old.body, public: old.public };
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((field) => next[field] !== doc[field]);
    return this.revise(doc, next, changed, old.number);
  }

  /** Full-text search over the docs the viewer may read, best match first. */
  async search(query: string, projectId: string | null, first: number): Promise<Doc[]> {
    const viewer = this.ctx.requireUser();
    const text = requiredText('query', query, 500);
    intInRange('first', first, 1, MAX_SEARCH_RESULTS);
    const rows = (await this.em.getConnection().execute(
      `select d.id from workspace.docs d
        where d.search @@ websearch_to_tsquery('english', ?)
          and (?::uuid is null or d.project_id = ?::uuid)
          and (d.public or ?::boolean or exists (select 1 from workspace.project_members m where m.project_id = d.project_id and m.user_id = ?))
        order by ts_rank(d.search, websearch_to_tsquery('english', ?)) desc, d.id
        limit ?`,
      [text, projectId ?? null, projectId ?? null, isWorkspaceAdmin(viewer.globalRole), viewer.userId, text, first],
    )) as Array<{ id: string }>;
    const docs = new Map((await this.em.find(Doc, { id: { $in: rows.map((row) => row.id) } })).map((doc) => [doc.id, doc]));
    return rows.flatMap((row) => docs.get(row.id) ?? []);
  }

  private async revise(
    doc: Doc,
    next: { title: string; body: string; public: boolean },
    changed: string[],
    restoredFrom: number | null,
  ): Promise<Doc> {
    const viewer = this.ctx.requireUser();
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      // Row lock: concurrent edits of one doc get consecutive revision numbers.
      const [row] = await tx.execute<{ revision: number }[]>(
        'update workspace.docs set revision = revision + 1 where id = ? returning revision',
        [doc.id],
      );
      Object.assign(doc, next, { revision: row!.revision, updatedById: viewer.userId });
      tx.create(DocRevision, { docId: doc.id, number: row!.revision, ...next, authorId: viewer.userId, restoredFrom });
      record(events, doc, 'doc', restoredFrom === null ? 'doc.updated' : 'doc.restored', changed);
      return doc;
    });
  }

  /** A doc the viewer may read and write (`ticket:update` in its project). */
  async requireWritable(id: string): Promise<Doc> {
    const doc = await this.requireDoc(id);
    await this.ctx.requireProject(doc.projectId, 'ticket:update');
    return doc;
  }

  private async requireSpace(id: string): Promise<DocSpace> {
    this.ctx.requireUser();
    const space = isUuid(id) ? await this.em.findOne(DocSpace, { id }) : null;
    if (!space || !(await this.ctx.canInProject(space.projectId, 'project:read'))) throw notFound('Doc space');
    return space;
  }
}
