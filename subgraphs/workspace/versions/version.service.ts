import type DataLoader from 'dataloader';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { audit } from '../audit/audit.js';
import { alignById, groupByKey } from '../../../core/batch.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import { localDate, markdown, notNull, requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { transactWithEvents } from '../outbox/outbox.js';
import { Version } from './version.entity.js';
import { versionNameTaken } from './version.errors.js';

export interface VersionFields {
  name?: string | null;
  description?: string | null;
  releaseDate?: string | null;
  released?: boolean | null;
}

type Columns = Partial<Pick<Version, 'name' | 'description' | 'releaseDate' | 'released'>>;

export const versionsById = (ctx: WorkspaceContext): DataLoader<string, Version | null> =>
  ctx.loader<Version>('version:byId', async (ids) => alignById(ids, await ctx.em.find(Version, { id: { $in: ids.filter(isUuid) } })));

/** Versions (releases) of a project: managed with `ticket:update`, deleted with `project:settings:manage`. */
export class VersionService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** Versions of a project by release date (undated last); batched across projects. */
  async list(projectId: string): Promise<Version[]> {
    const versions = await this.ctx
      .loader<Version[]>('version:byProject', async (projectIds) => {
        const rows = await this.em.find(
          Version,
          { projectId: { $in: [...projectIds] } },
          { orderBy: { releaseDate: 'asc nulls last', id: 'asc' } },
        );
        return groupByKey(projectIds, rows, (row) => row.projectId);
      })
      .load(projectId);
    return versions ?? [];
  }

  async require(id: string): Promise<Version> {
    this.ctx.requireUser();
    const version = isUuid(id) ? await versionsById(this.ctx).load(id) : null;
    if (!version || !(await this.ctx.canInProject(version.projectId, 'project:read'))) throw notFound('Version');
    return version;
  }

  async create(projectId: string, input: VersionFields & { name: string }): Promise<Version> {
    if (!isUuid(projectId)) throw notFound('Project');
    const project = await this.ctx.requireProject(projectId, 'ticket:update');
    const fields = this.fields(input);
    await this.ensureNameFree(project.id, fields.name!);
    return uniqueOrConflict(
      () => versionNameTaken(fields.name!),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          const version = tx.create(Version, { projectId: project.id, name: fields.name!, ...fields });
          events.record({
            aggregateType: 'version',
            aggregateId: version.id,
            projectId: project.id,
            type: 'version.created',
            payload: { versionId: version.id, changedFields: Object.keys(fields) },
          });
          return version;
        }),
    );
  }

  async update(id: string, input: VersionFields): Promise<Version> {
    const version = await this.require(id);
    await this.ctx.requireProject(version.projectId, 'ticket:update');
    const fields = this.fields(input);
    const changed = (Object.keys(fields) as (keyof Columns)[]).filter((key) => (version[key] ?? null) !== (fields[key] ?? null));
    if (changed.length === 0) return version;
    if (changed.includes('name')) await this.ensureNameFree(version.projectId, fields.name!, version.id);
    return uniqueOrConflict(
      () => versionNameTaken(fields.name ?? version.name),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          Object.assign(version, fields);
          version.updatedAt = this.ctx.now();
          events.record({
            aggregateType: 'version',
            aggregateId: version.id,
            projectId: version.projectId,
            type: 'version.updated',
            payload: { versionId: version.id, changedFields: changed },
          });
          await tx.flush();
          return version;
        }),
    );
  }

  /** Deletes a version; its tickets keep existing without one. */
  async delete(id: string): Promise<boolean> {
    const version = await this.require(id);
    await this.ctx.requireProject(version.projectId, 'project:settings:manage');
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(Version, { id: version.id });
      audit(tx, {
        actorId: this.ctx.actorId,
        action: 'version.deleted',
        targetType: 'version',
        targetId: version.id,
        details: { name: version.name },
        ip: this.ctx.ip,
      });
      events.record({
        aggregateType: 'version',
        aggregateId: version.id,
        projectId: version.projectId,
        type: 'version.deleted',
        payload: { versionId: version.id, changedFields: [] },
      });
    });
    versionsById(this.ctx).clear(version.id);
    return true;
  }

  private async ensureNameFree(projectId: string, name: string, exceptId?: string): Promise<void> {
    const taken = await this.em.count(Version, { projectId, name, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (taken) throw versionNameTaken(name);
  }

  private fields(input: VersionFields): Columns {
    const fields: Columns = {};
    if (input.name !== undefined) fields.name = requiredText('name', input.name, 100);
    if (input.description !== undefined) fields.description = markdown('description', input.description);
    if (input.releaseDate !== undefined) fields.releaseDate = localDate('releaseDate', input.releaseDate);
    if (input.released !== undefined) fields.released = notNull('released', input.released);
    return fields;
  }
}
