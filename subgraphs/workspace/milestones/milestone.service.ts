import type DataLoader from 'dataloader';
import { invalidInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { audit } from '../audit/audit.js';
import { alignById, groupByKey } from '../../../core/batch.js';
import { localDate, markdown, notNull, requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { transactWithEvents } from '../outbox/outbox.js';
import { Milestone } from './milestone.entity.js';
import { milestoneBudgetAdminOnly } from './milestone.errors.js';

const MAX_BUDGET = 999_999_999_999.99;

export interface MilestoneFields {
  name?: string | null;
  description?: string | null;
  dueDate?: string | null;
  private?: boolean | null;
  budgetAmount?: number | null;
}

export const milestonesById = (ctx: WorkspaceContext): DataLoader<string, Milestone | null> =>
  ctx.loader<Milestone>('milestone:byId', async (ids) => alignById(ids, await ctx.em.find(Milestone, { id: { $in: ids.filter(isUuid) } })));

/**
 * Private milestones are for the people planning the work: project admins and members (and
 * workspace admins, who act as project admins). Project viewers do not see them at all.
 */
export async function canSeeMilestone(ctx: WorkspaceContext, milestone: Milestone): Promise<boolean> {
  const role = await ctx.effectiveProjectRole(milestone.projectId);
  if (role === null) return false;
  return !milestone.isPrivate || role === 'admin' || role === 'member';
}

/** Budgets are for project admins (and workspace admins) only, as for projects. */
export async function canSeeMilestoneBudget(ctx: WorkspaceContext, milestone: Milestone): Promise<boolean> {
  return ctx.isProjectAdmin(milestone.projectId);
}

/**
 * Milestones of a project. Planning objects are managed by whoever edits tickets
 * (`ticket:update`); deleting them and setting budgets takes `project:settings:manage`.
 */
export class MilestoneService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /** Visible milestones of a project, by due date (undated last); batched across projects. */
  async list(projectId: string): Promise<Milestone[]> {
    const milestones = await this.ctx
      .loader<Milestone[]>('milestone:byProject', async (projectIds) => {
        const rows = await this.em.find(
          Milestone,
          { projectId: { $in: [...projectIds] } },
          { orderBy: { dueDate: 'asc nulls last', id: 'asc' } },
        );
        return groupByKey(projectIds, rows, (row) => row.projectId);
      })
      .load(projectId);
    const visible = await Promise.all((milestones ?? []).map((milestone) => canSeeMilestone(this.ctx, milestone)));
    return (milestones ?? []).filter((_, index) => visible[index]);
  }

  async require(id: string): Promise<Milestone> {
    this.ctx.requireUser();
    const milestone = isUuid(id) ? await milestonesById(this.ctx).load(id) : null;
    if (!milestone || !(await canSeeMilestone(this.ctx, milestone))) throw notFound('Milestone');
    return milestone;
  }

  async create(projectId: string, input: MilestoneFields & { name: string }): Promise<Milestone> {
    if (!isUuid(projectId)) throw notFound('Project');
    const project = await this.ctx.requireProject(projectId, 'ticket:update');
    const fields = await this.fields(project.id, input);
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      const milestone = tx.create(Milestone, { projectId: project.id, name: fields.name!, ...fields });
      events.record({
        aggregateType: 'milestone',
        aggregateId: milestone.id,
        projectId: project.id,
        type: 'milestone.created',
        payload: { milestoneId: milestone.id, private: milestone.isPrivate, changedFields: Object.keys(fields) },
      });
      return milestone;
    });
  }

  async update(id: string, input: MilestoneFields): Promise<Milestone> {
    const milestone = await this.require(id);
    await this.ctx.requireProject(milestone.projectId, 'ticket:update');
    const fields = await this.fields(milestone.projectId, input);
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((key) => (milestone[key] ?? null) !== (fields[key] ?? null));
    if (changed.length === 0) return milestone;
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      Object.assign(milestone, fields);
      milestone.updatedAt = this.ctx.now();
      events.record({
        aggregateType: 'milestone',
        aggregateId: milestone.id,
        projectId: milestone.projectId,
        type: 'milestone.updated',
        payload: {
          milestoneId: milestone.id,
          private: milestone.isPrivate,
          changedFields: changed.map((key) => (key === 'isPrivate' ? 'private' : key)),
        },
      });
      await tx.flush();
      return milestone;
    });
  }

  /** Deletes a milestone; its tickets keep existing without one. */
  async delete(id: string): Promise<boolean> {
    const milestone = await this.require(id);
    await this.ctx.requireProject(milestone.projectId, 'project:settings:manage');
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await tx.nativeDelete(Milestone, { id: milestone.id });
      audit(tx, {
        actorId: this.ctx.actorId,
        action: 'milestone.deleted',
        targetType: 'milestone',
        targetId: milestone.id,
        details: { name: milestone.name },
        ip: this.ctx.ip,
      });
      events.record({
        aggregateType: 'milestone',
        aggregateId: milestone.id,
        projectId: milestone.projectId,
        type: 'milestone.deleted',
        payload: { milestoneId: milestone.id, private: milestone.isPrivate, changedFields: [] },
      });
    });
    milestonesById(this.ctx).clear(milestone.id);
    return true;
  }

  private async fields(
    projectId: string,
    input: MilestoneFields,
  ): Promise<Partial<Pick<Milestone, 'name' | 'description' | 'dueDate' | 'isPrivate' | 'budgetAmount'>>> {
    const fields: Partial<Pick<Milestone, 'name' | 'description' | 'dueDate' | 'isPrivate' | 'budgetAmount'>> = {};
    if (input.name !== undefined) fields.name = requiredText('name', input.name, 200);
    if (input.description !== undefined) fields.description = markdown('description', input.description);
    if (input.dueDate !== undefined) fields.dueDate = localDate('dueDate', input.dueDate);
    if (input.private !== undefined) fields.isPrivate = notNull('private', input.private);
    if (input.budgetAmount !== undefined) {
      if ((await this.ctx.effectiveProjectRole(projectId)) !== 'admin') throw milestoneBudgetAdminOnly();
      const amount = input.budgetAmount;
      if (amount !== null && (!Number.isFinite(amount) || amount < 0 || amount > MAX_BUDGET))
        throw invalidInput('budgetAmount', 'must be 0..999999999999.99');
      fields.budgetAmount = amount === null ? null : Math.round(amount * 100) / 100;
    }
    return fields;
  }
}
