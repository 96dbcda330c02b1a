import { invalidInput, notFound } from '../../../core/errors.js';
import { readOnlyEntities, readRows } from '../../../core/orm.js';
import { newerThanCursor, toPage, type Page } from '../../../core/pagination.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../audit/audit.js';
import { rawSql, sql, type SqlFragment } from '../common/sql.js';
import { uniqueOrConflict } from '../../../core/unique.js';
import { transactWithEvents, type DomainEvent } from '../outbox/outbox.js';
import { markdown, requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import type { ProjectRole } from '../../../core/permissions.js';
import { User } from '../identity/user.entity.js';
import { defaultStatuses, Status } from '../statuses/status.entity.js';
import { recordTimersDiscarded } from '../time/time.service.js';
import { publishCredentialsChanged } from '../identity/credentials-changed.js';
import { ProjectMember } from './project-member.entity.js';
import { Project } from './project.entity.js';
import { alreadyProjectMember, botsCannotCreateProjects, lastProjectAdmin, projectKeyTaken } from './project.errors.js';

const PROJECT_KEY = /^[A-Z][A-Z0-9]{1,9}$/;

/** Project fields whose change is announced in `project.updated` events. */
const changedProjectFields = ['name', 'description', 'gitRepositoryUrl', 'budgetAmount', 'budgetCurrency', 'budgetHours'] as const;

const projectEvent = (project: Project, type: string, payload: Record<string, unknown>): DomainEvent => ({
  aggregateType: 'project',
  aggregateId: project.id,
  projectId: project.id,
  type,
  payload: { projectId: project.id, key: project.key, ...payload },
});

const memberEvent = (member: ProjectMember, type: string): DomainEvent => ({
  aggregateType: 'project_member',
  aggregateId: member.id,
  projectId: member.projectId,
  type,
  payload: { projectId: member.projectId, userId: member.userId, role: member.role },
});

export interface ProjectFields {
  name?: string | null;
  description?: string | null;
  gitRepositoryUrl?: string | null;
  budgetAmount?: number | null;
  budgetCurrency?: string | null;
  budgetHours?: number | null;
}

function applyFields(project: Project, input: ProjectFields): void {
  if (input.name !== undefined && input.name !== null) project.name = requiredText('name', input.name, 200);
  if (input.description !== undefined && input.description !== null) project.description = markdown('description', input.description);
  if (input.gitRepositoryUrl !== undefined) {
    const url = input.gitRepositoryUrl?.trim() || null;
    if (url !== null && !/^(https?:\/\/|ssh:\/\/|git@)[^\s]+$/.test(url))
      throw invalidInput('gitRepositoryUrl', 'must be an http(s), ssh or git@ repository address');
    project.gitRepositoryUrl = url;
  }
  if (input.budgetAmount !== undefined) {
    if (input.budgetAmount !== null && (!Number.isFinite(input.budgetAmount) || input.budgetAmount < 0))
      throw invalidInput('budgetAmount', 'must be >= 0');
    project.budgetAmount = input.budgetAmount;
  }
  if (input.budgetCurrency !== undefined) {
    if (input.budgetCurrency !== null && !/^[A-Z]{3}$/.test(input.budgetCurrency))
      throw invalidInput('budgetCurrency', 'must be an ISO 4217 code such as EUR');
    project.budgetCurrency = input.budgetCurrency;
  }
  if (input.budgetHours !== undefined) {
    if (input.budgetHours !== null && (!Number.isFinite(input.budgetHours) || input.budgetHours < 0))
      throw invalidInput('budgetHours', 'must be >= 0');
    project.budgetHours = input.budgetHours;
  }
}

/**
 * A field's read joined to the statement that reads its project: `column`, SQL over the project aliased `p`, and
 * `keep`, given the column's value once the viewer is known to read the project.
 */
export interface ReadAhead {
  column: SqlFragment;
  keep(projectId: string, value: unknown): Promise<void>;
}

/** Projects and their members. A project the viewer cannot read does not exist for them. */
export class ProjectService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async create(input: ProjectFields & { key: string; name: string }): Promise<Project> {
    const viewer = this.ctx.requireGlobal('project:create');
    if (viewer.userKind === 'bot') throw botsCannotCreateProjects();
    const key = input.key.trim();
    if (!PROJECT_KEY.test(key)) throw invalidInput('key', 'must match [A-Z][A-Z0-9]{1,9}');
    if (await this.em.count(Project, { key })) throw projectKeyTaken(key);
    // Two creators racing past the check meet the unique index.
    return uniqueOrConflict(
      () => projectKeyTaken(key),
      () =>
        transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
          const project = tx.create(Project, { key, name: input.name, createdById: viewer.userId });
          applyFields(project, input);
          const owner = tx.create(ProjectMember, { projectId: project.id, userId: viewer.userId, role: 'admin' });
          defaultStatuses.forEach((status, position) => tx.create(Status, { projectId: project.id, ...status, position }));
          events.record(projectEvent(project, 'project.created', { key }));
          events.record(memberEvent(owner, 'project_member.added'));
          audit(tx, {
            actorId: viewer.userId,
            action: 'project.created',
            targetType: 'project',
            targetId: project.id,
            details: { key },
            ip: this.ctx.ip,
          });
          return project;
        }),
    );
  }

  async update(id: string, input: ProjectFields): Promise<Project> {
    const project = await this.ctx.requireProject(id, 'project:update');
    const before = { ...project };
    applyFields(project, input);
    const changedFields = changedProjectFields.filter((field) => project[field] !== before[field]);
    if (changedFields.length === 0) return project;
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (_tx, events) => {
      events.record(projectEvent(project, 'project.updated', { changedFields }));
      return project;
    });
  }

  async delete(id: string): Promise<boolean> {
    const project = await this.ctx.requireProject(id, 'project:delete');
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      await recordTimersDiscarded(tx, events, { projectId: project.id });
      await tx.nativeDelete(Project, { id: project.id });
      events.record(projectEvent(project, 'project.deleted', { key: project.key }));
      audit(tx, {
        actorId: this.ctx.actorId,
        action: 'project.deleted',
        targetType: 'project',
        targetId: project.id,
        details: { key: project.key },
        ip: this.ctx.ip,
      });
    });
    return true;
  }

  /** A project the viewer may read, by key (NOT_FOUND otherwise), as a managed entity (see `readByKey`). */
  async byKey(key: string): Promise<Project> {
    const row = await this.rowByKey(key);
    const project = this.em.map(Project, row as never);
    this.ctx.projects.prime(project.id, project);
    return this.readable(project, row.viewer_role);
  }

  /**
   * `byKey` for the `project(key)` query, whose project nothing writes: a read-only entity, kept in
   * `projectsInHand` for its tickets' `project` fields; `ahead` adds a field's own read to the statement.
   */
  async readByKey(key: string, ahead?: ReadAhead): Promise<Project> {
    const row = await this.rowByKey(key, ahead);
    const [project] = readOnlyEntities(this.em, Project, [row]) as [Project];
    this.ctx.projectsInHand.set(project.id, project);
    await this.readable(project, row.viewer_role);
    await ahead?.keep(project.id, row.read_ahead);
    return project;
  }

  /** The project's row with the viewer's role (and `ahead`'s column as `read_ahead`), in one statement. */
  private async rowByKey(key: string, ahead?: ReadAhead): Promise<Record<string, unknown> & { viewer_role: ProjectRole | null }> {
    const viewer = this.ctx.requireUser();
    const query = sql`select p.*, (select m.role from workspace.project_members m where m.project_id = p.id and m.user_id = ${viewer.userId}) as viewer_role${ahead ? sql`, ${ahead.column} as read_ahead` : rawSql('')}
         from workspace.projects p where p.key = ${key}`;
    const [row] = await readRows<Record<string, unknown> & { viewer_role: ProjectRole | null }>(this.em, query.text, query.params, {
      named: true,
    });
    if (!row) throw notFound('Project');
    return row;
  }

  private async readable(project: Project, role: ProjectRole | null): Promise<Project> {
    this.ctx.projectRoles.prime(project.id, role);
    if (!(await this.ctx.canInProject(project.id, 'project:read'))) throw notFound('Project');
    return project;
  }

  /** Projects the viewer can read: all for workspace admins, their memberships otherwise. */
  async list(first: number, after?: string | null): Promise<Page<Project>> {
    const viewer = this.ctx.requireUser();
    const where: Record<string, unknown> = newerThanCursor(after);
    if (!this.ctx.isAdmin()) {
      const memberships = await this.em.find(ProjectMember, { userId: viewer.userId }, { fields: ['projectId'] });
      where.id = { ...(where.id as object), $in: memberships.map((m) => m.projectId) };
    }
    const rows = await this.em.find(Project, where, { orderBy: { id: 'asc' }, limit: first + 1 });
    return toPage(rows, first);
  }

  async addMember(projectId: string, userId: string, role: ProjectRole): Promise<ProjectMember> {
    const project = await this.ctx.requireProject(projectId, 'project:members:manage');
    const user = await this.em.findOne(User, { id: userId, deactivatedAt: null });
    if (!user) throw notFound('User');
    if (await this.em.count(ProjectMember, { projectId, userId })) throw alreadyProjectMember();
    return uniqueOrConflict(alreadyProjectMember, () =>
      transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
        const member = tx.create(ProjectMember, { projectId, userId, role });
        events.record(memberEvent(member, 'project_member.added'));
        this.auditMember(tx, project, 'project_member.added', { userId, role });
        return member;
      }),
    ).then(this.afterMembershipChange);
  }

  async updateMember(projectId: string, userId: string, role: ProjectRole): Promise<ProjectMember> {
    const project = await this.ctx.requireProject(projectId, 'project:members:manage');
    const member = await this.em.findOne(ProjectMember, { projectId, userId });
    if (!member) throw notFound('Project member');
    if (member.role === role) return member;
    if (member.role === 'admin') await this.ensureAnotherAdmin(projectId, userId);
    return transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      this.auditMember(tx, project, 'project_member.role_changed', { userId, from: member.role, to: role });
      member.role = role;
      events.record(memberEvent(member, 'project_member.updated'));
      return member;
    }).then(this.afterMembershipChange);
  }

  async removeMember(projectId: string, userId: string): Promise<boolean> {
    const project = await this.ctx.requireProject(projectId, 'project:members:manage');
    const member = await this.em.findOne(ProjectMember, { projectId, userId });
    if (!member) throw notFound('Project member');
    if (member.role === 'admin') await this.ensureAnotherAdmin(projectId, userId);
    await transactWithEvents(this.em, this.ctx.deps.pubsub, async (tx, events) => {
      tx.remove(member);
      events.record(memberEvent(member, 'project_member.removed'));
      this.auditMember(tx, project, 'project_member.removed', { userId });
    });
    return this.afterMembershipChange(true);
  }

  /**
   * A membership decides what credentials reach (a key minted by a project admin lives only while its bot's projects are
   * theirs): once committed, gateways re-resolve credentials and re-check live channels (core/acting-for.ts).
   */
  private readonly afterMembershipChange = async <T>(result: T): Promise<T> => {
    await publishCredentialsChanged(this.ctx);
    return result;
  };

  private auditMember(em: EntityManager, project: Project, action: string, details: Record<string, unknown>): void {
    audit(em, { actorId: this.ctx.actorId, action, targetType: 'project', targetId: project.id, details, ip: this.ctx.ip });
  }

  /** A project keeps at least one admin member. */
  private async ensureAnotherAdmin(projectId: string, leavingUserId: string): Promise<void> {
    const others = await this.em.count(ProjectMember, { projectId, role: 'admin', userId: { $ne: leavingUserId } });
    if (others === 0) throw lastProjectAdmin();
  }

  /** Budget is shown to project admins (and workspace admins) only. */
  async canSeeBudget(project: Project): Promise<boolean> {
    return this.ctx.isProjectAdmin(project.id);
  }
}
