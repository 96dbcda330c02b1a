import type DataLoader from 'dataloader';
import { invalidInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { audit } from '../audit/audit.js';
import { alignById, groupByKey } from '../../../core/batch.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import { requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { transactWithEvents } from '../outbox/outbox.js';
import { Label } from './label.entity.js';
import { labelNameTaken } from './label.errors.js';

export const DEFAULT_LABEL_COLOR = '#6b7280';
const COLOR = /^#[0-9a-f]{6}$/;

/** `#RRGGBB` in any case to the stored lower-case form; BAD_USER_INPUT otherwise. */
export function normaliseColor(value: string): string {
  const color = value.trim().toLowerCase();
  if (!COLOR.test(color)) throw invalidInput('color', 'must be a hex colour like #1f883d');
  return color;
}

export interface LabelFields {
  name?: string | null;
  color?: string | null;
}

export const labelsById = (ctx: WorkspaceContext): DataLoader<string, Label | null> =>
  ctx.loader<Label>('label:byId', async (ids) => alignById(ids, await ctx.em.find(Label, { id: { $in: ids.filter(isUuid) } })));

/** Labels of a project: managed with `ticket:update`, deleted with `project:settings:manage`. */
export class LabelService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** Labels of a project by name; batched across projects. */
  async list(projectId: string): Promise<Label[]> {
    const labels = await this.ctx
      .loader<Label[]>('label:byProject', async (projectIds) => {
        const rows = await this.em.find(Label, { projectId: { $in: [...projectIds] } }, { orderBy: { name: 'asc', id: 'asc' } });
        return groupByKey(projectIds, rows, (row) => row.projectId);
      })
      .load(projectId);
    return labels ?? [];
  }

  async require(id: string): Promise<Label> {
    this.ctx.requireUser();
    const label = await labelsById(this.ctx).load(id);
    if (!label || !(await this.ctx.canInProject(label.projectId, 'project:read'))) throw notFound('Label');
    return label;
  }

  async create(projectId: string, input: { name: string; color?: string | null }): Promise<Label> {
    if (!isUuid(projectId)) throw notFound('Project');
    const project = await this.ctx.requireProject(projectId, 'ticket:update');
    const name = requiredText('name', input.name, 50);
    const color = input.color == null ? DEFAULT_LABEL_COLOR : normaliseColor(input.color);
    await this.ensureNameFree(project.id, name);
    return uniqueOrConflict(
      () => labelNameTaken(name),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          const label = tx.create(Label, { projectId: project.id, name, color });
          events.record({
            aggregateType: 'label',
            aggregateId: label.id,
            projectId: project.id,
            type: 'label.created',
            payload: { labelId: label.id, changedFields: ['name', 'color'] },
          });
          return label;
        }),
    );
  }

  async update(id: string, input: LabelFields): Promise<Label> {
    const label = await this.require(id);
    await this.ctx.requireProject(label.projectId, 'ticket:update');
    const changes: Partial<Pick<Label, 'name' | 'color'>> = {};
    if (input.name !== undefined) changes.name = requiredText('name', input.name, 50);
    if (input.color !== undefined) changes.color = input.color === null ? DEFAULT_LABEL_COLOR : normaliseColor(input.color);
    const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => label[key] !== changes[key]);
    if (changed.length === 0) return label;
    if (changes.name !== undefined && changes.name.toLowerCase() !== label.name.toLowerCase())
      await this.ensureNameFree(label.projectId, changes.name, label.id);
    return uniqueOrConflict(
      () => labelNameTaken(changes.name ?? label.name),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          Object.assign(label, changes);
          label.updatedAt = this.ctx.now();
          events.record({
            aggregateType: 'label',
            aggregateId: label.id,
            projectId: label.projectId,
            type: 'label.updated',
            payload: { labelId: label.id, changedFields: changed },
          });
          await tx.flush();
          return label;
        }),
    );
  }

  /** Deletes a label and takes it off every ticket. */
  async delete(id: string): Promise<boolean> {
    const label = await this.require(id);
    await this.ctx.requireProject(label.projectId, 'project:settings:manage');
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(Label, { id: label.id });
      audit(tx, {
        actorId: this.ctx.actorId,
        action: 'label.deleted',
        targetType: 'label',
        targetId: label.id,
        details: { name: label.name },
        ip: this.ctx.ip,
      });
      events.record({
        aggregateType: 'label',
        aggregateId: label.id,
        projectId: label.projectId,
        type: 'label.deleted',
        payload: { labelId: label.id, changedFields: [] },
      });
    });
    labelsById(this.ctx).clear(label.id);
    return true;
  }

  private async ensureNameFree(projectId: string, name: string, exceptId?: string): Promise<void> {
    const rows = await this.em.execute<{ id: string }[]>(
      'select id from workspace.labels where project_id = ? and lower(name) = lower(?) limit 1',
      [projectId, name],
    );
    if (rows.some((row) => row.id !== exceptId)) throw labelNameTaken(name);
  }
}
