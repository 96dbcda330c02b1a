import DataLoader from 'dataloader';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import { notFound, unauthenticated } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { PubSub } from '../../core/pubsub.js';
import type { UploadReceipts } from '../../core/upload-receipt.js';
import type { UserViewer, Viewer } from '../../core/viewer.js';
import { alignById } from '../../core/batch.js';
import type { WorkspaceMailer } from './email/workspace-mailer.js';
import {
  gatewayOnly,
  hasGlobalPermission,
  isWorkspaceAdmin,
  permissionRequired,
  roleHasProjectPermission,
  type GlobalPermission,
  type ProjectPermission,
  type ProjectRole,
} from '../../core/permissions.js';
import { User } from './identity/user.entity.js';
import { ProjectMember } from './projects/project-member.entity.js';
import { Project } from './projects/project.entity.js';

/** Long-lived dependencies of the workspace subgraph. */
export interface WorkspaceDeps {
  orm: MikroORM;
  pubsub: PubSub;
  logger: Logger;
  config: Config;
  clock: Clock;
  masterKey: Buffer;
  mailer: WorkspaceMailer;
  receipts: UploadReceipts;
}

/**
 * Per-request state: the viewer, a forked EntityManager and the request's DataLoaders.
 * Authorization questions are answered here so every service asks them the same way.
 */
export class WorkspaceContext {
  readonly em: EntityManager;
  private readonly loaderCache = new Map<string, DataLoader<string, unknown>>();
  /**
   * Projects this request has in hand, read-only (read by `project(key)`; `projects` stays for managed entities):
   * the `project` fields of its tickets return them as they are, without a promise per ticket.
   */
  readonly projectsInHand = new Map<string, Project>();

  constructor(
    readonly viewer: Viewer,
    readonly deps: WorkspaceDeps,
  ) {
    this.em = deps.orm.em.fork() as EntityManager;
  }

  /** The platform clock's time. */
  now(): Date {
    return this.deps.clock.now();
  }

  /** One DataLoader per name and request: batches every lookup of a kind into one query. */
  loader<V>(name: string, batch: (keys: readonly string[]) => Promise<(V | null)[]>): DataLoader<string, V | null> {
    let loader = this.loaderCache.get(name);
    if (!loader) {
      loader = new DataLoader<string, unknown>(batch as (keys: readonly string[]) => Promise<unknown[]>);
      this.loaderCache.set(name, loader);
    }
    return loader as DataLoader<string, V | null>;
  }

  get users(): DataLoader<string, User | null> {
    return this.loader('users', async (ids) => alignById(ids, await this.em.find(User, { id: { $in: [...ids] } })));
  }

  get projects(): DataLoader<string, Project | null> {
    return this.loader('projects', async (ids) => alignById(ids, await this.em.find(Project, { id: { $in: [...ids] } })));
  }

  /** The viewer's role in each project (null when not a member). */
  get projectRoles(): DataLoader<string, ProjectRole | null> {
    return this.loader('projectRoles', async (projectIds) => {
      const user = this.viewer.kind === 'user' ? this.viewer.userId : null;
      if (!user) return projectIds.map(() => null);
      const rows = await this.em.find(ProjectMember, { userId: user, projectId: { $in: [...projectIds] } });
      const roles = new Map(rows.map((row) => [row.projectId, row.role]));
      return projectIds.map((id) => roles.get(id) ?? null);
    });
  }

  get ip(): string | null {
    return this.viewer.kind === 'service' ? null : (this.viewer.ip ?? null);
  }

  get actorId(): string | null {
    return this.viewer.kind === 'user' ? this.viewer.userId : null;
  }

  requireUser(): UserViewer {
    if (this.viewer.kind !== 'user') throw unauthenticated();
    return this.viewer;
  }

  requireService(): void {
    if (this.viewer.kind !== 'service') throw gatewayOnly();
  }

  requireGlobal(permission: GlobalPermission): UserViewer {
    const viewer = this.requireUser();
    if (!hasGlobalPermission(viewer.globalRole, permission)) throw permissionRequired(permission);
    return viewer;
  }

  isAdmin(): boolean {
    return this.viewer.kind === 'user' && isWorkspaceAdmin(this.viewer.globalRole);
  }

  /** Effective project role: workspace admins act as project admins everywhere. */
  async effectiveProjectRole(projectId: string): Promise<ProjectRole | null> {
    if (this.viewer.kind !== 'user') return null;
    if (isWorkspaceAdmin(this.viewer.globalRole)) return 'admin';
    return this.projectRoles.load(projectId);
  }

  /** Project admin, or workspace admin: who sees a project's money (budgets, rates, costs) and manages others' entries. */
  async isProjectAdmin(projectId: string): Promise<boolean> {
    return (await this.effectiveProjectRole(projectId)) === 'admin';
  }

  async canInProject(projectId: string, permission: ProjectPermission): Promise<boolean> {
    const role = await this.effectiveProjectRole(projectId);
    return role !== null && roleHasProjectPermission(role, permission);
  }

  /**
   * Loads a project the viewer may read and checks `permission` on it. A project the viewer
   * cannot read is NOT_FOUND, so its existence does not leak.
   */
  async requireProject(projectId: string, permission: ProjectPermission = 'project:read'): Promise<Project> {
    this.requireUser();
    const project = await this.projects.load(projectId);
    if (!project || !(await this.canInProject(project.id, 'project:read'))) throw notFound('Project');
    if (!(await this.canInProject(project.id, permission))) throw permissionRequired(permission, `project ${project.key}`);
    return project;
  }
}
