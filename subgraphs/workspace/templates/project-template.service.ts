import { conflict, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { markdown, requiredText } from '../../../core/validation.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import type { WorkspaceContext } from '../context.js';
import { Label } from '../labels/label.entity.js';
import { Milestone } from '../milestones/milestone.entity.js';
import { transactWithEvents } from '../outbox/outbox.js';
import { Project } from '../projects/project.entity.js';
import { ProjectService } from '../projects/project.service.js';
import { Status, type StatusCategory } from '../statuses/status.entity.js';
import { TicketLabel } from '../tickets/ticket-label.entity.js';
import { Ticket, type TicketPriority } from '../tickets/ticket.entity.js';
import { TicketService } from '../tickets/ticket.service.js';
import { ProjectTemplate, type TemplateContent } from './project-template.entity.js';
import { templateAuthorOrAdminOnly } from './project-template.errors.js';

const DAY_MS = 86_400_000;
/** Most ticket skeletons one template keeps. */
const MAX_TEMPLATE_TICKETS = 500;

/** Midnight UTC of `now`'s day, in epoch milliseconds. */
const startOfDay = (now: Date): number => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/**
 * Project templates. Saving one takes `project:settings:manage` on the source project and copies its
 * statuses, labels, milestones (due dates as days from today) and the skeletons of its non-private
 * tickets (title, description, priority, estimate, labels, milestone). Creating a project from one
 * takes `project:create`; if any step fails, the new project is removed again.
 */
export class ProjectTemplateService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  list(): Promise<ProjectTemplate[]> {
    this.ctx.requireGlobal('project:create');
    return this.em.find(ProjectTemplate, {}, { orderBy: { name: 'asc' } });
  }

  async save(input: {
    projectId: string;
    name: string;
    description?: string | null;
    includeTickets?: boolean | null;
  }): Promise<ProjectTemplate> {
    const viewer = this.ctx.requireUser();
    const project = await this.ctx.requireProject(input.projectId, 'project:settings:manage');
    const name = requiredText('name', input.name, 100);
    const [statuses, labels, milestones, tickets] = await Promise.all([
      this.em.find(Status, { projectId: project.id }, { orderBy: { position: 'asc' } }),
      this.em.find(Label, { projectId: project.id }, { orderBy: { name: 'asc' } }),
      this.em.find(Milestone, { projectId: project.id }, { orderBy: { dueDate: 'asc', name: 'asc' } }),
      input.includeTickets === false
        ? Promise.resolve([] as Ticket[])
        : this.em.find(Ticket, { projectId: project.id, isPrivate: false }, { orderBy: { number: 'asc' }, limit: MAX_TEMPLATE_TICKETS }),
    ]);
    const ticketLabels = tickets.length ? await this.em.find(TicketLabel, { ticketId: { $in: tickets.map((ticket) => ticket.id) } }) : [];
    const labelNames = new Map(labels.map((label) => [label.id, label.name]));
    const milestoneNames = new Map(milestones.map((milestone) => [milestone.id, milestone.name]));
    const content: TemplateContent = {
      statuses: statuses.map((status) => ({ name: status.name, category: status.category })),
      labels: labels.map((label) => ({ name: label.name, color: label.color })),
      milestones: milestones.map((milestone) => ({
        name: milestone.name,
        description: milestone.description,
        dueInDays: milestone.dueDate
          ? Math.round((Date.parse(`${milestone.dueDate}T00:00:00Z`) - startOfDay(this.ctx.now())) / DAY_MS)
          : null,
      })),
      tickets: tickets.map((ticket) => ({
        title: ticket.title,
        description: ticket.description,
        priority: ticket.priority,
        estimatedMinutes: ticket.estimatedMinutes ?? null,
        labels: ticketLabels.filter((row) => row.ticketId === ticket.id).flatMap((row) => labelNames.get(row.labelId) ?? []),
        milestone: ticket.milestoneId ? (milestoneNames.get(ticket.milestoneId) ?? null) : null,
      })),
    };
    return uniqueOrConflict(
      () => conflict('A template with this name exists', { field: 'name' }),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          const template = tx.create(ProjectTemplate, {
            name,
            description: markdown('description', input.description),
            content,
            sourceProjectId: project.id,
            createdById: viewer.userId,
          });
          events.record({
            aggregateType: 'project_template',
            aggregateId: template.id,
            projectId: project.id,
            type: 'project_template.created',
            payload: { name, sourceProjectId: project.id },
          });
          return template;
        }),
    );
  }

  /** A new project shaped by the template: its statuses, labels, milestones (due dates from today) and tickets. */
  async createProject(input: { templateId: string; key: string; name: string }): Promise<Project> {
    const template = await this.require(input.templateId);
    const project = await new ProjectService(this.ctx).create({ key: input.key, name: input.name });
    try {
      const { content } = template;
      const milestones = new Map<string, string>();
      const labels = new Map<string, string>();
      await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
        if (content.statuses.length > 0) {
          await tx.nativeDelete(Status, { projectId: project.id });
          content.statuses.forEach((status, position) =>
            tx.create(Status, { projectId: project.id, name: status.name, category: status.category as StatusCategory, position }),
          );
        }
        for (const label of content.labels) labels.set(label.name, tx.create(Label, { projectId: project.id, ...label }).id);
        for (const milestone of content.milestones) {
          const dueDate =
            milestone.dueInDays === null
              ? null
              : new Date(startOfDay(this.ctx.now()) + milestone.dueInDays * DAY_MS).toISOString().slice(0, 10);
          milestones.set(
            milestone.name,
            tx.create(Milestone, { projectId: project.id, name: milestone.name, description: milestone.description, dueDate }).id,
          );
        }
        events.record({
          aggregateType: 'project',
          aggregateId: project.id,
          projectId: project.id,
          type: 'project.created_from_template',
          payload: { templateId: template.id },
        });
      });
      const tickets = new TicketService(this.ctx);
      for (const skeleton of content.tickets) {
        await tickets.create({
          projectId: project.id,
          title: skeleton.title,
          description: skeleton.description,
          priority: skeleton.priority as TicketPriority,
          estimatedMinutes: skeleton.estimatedMinutes,
          labelIds: skeleton.labels.flatMap((name) => labels.get(name) ?? []),
          milestoneId: skeleton.milestone ? (milestones.get(skeleton.milestone) ?? null) : null,
        });
      }
      return project;
    } catch (error) {
      // Nothing half-made stays: the project goes, and everything in it with it.
      await this.em.nativeDelete(Project, { id: project.id });
      throw error;
    }
  }

  async delete(id: string): Promise<boolean> {
    const viewer = this.ctx.requireUser();
    const template = await this.require(id);
    if (template.createdById !== viewer.userId && !this.ctx.isAdmin()) throw templateAuthorOrAdminOnly();
    await this.em.nativeDelete(ProjectTemplate, { id: template.id });
    return true;
  }

  private async require(id: string): Promise<ProjectTemplate> {
    this.ctx.requireGlobal('project:create');
    const template = isUuid(id) ? await this.em.findOne(ProjectTemplate, { id }) : null;
    if (!template) throw notFound('Project template');
    return template;
  }
}
