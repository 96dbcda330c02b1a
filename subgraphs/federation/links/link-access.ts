import { notFound, unauthenticated } from '../../../core/errors.js';
import {
  hasGlobalPermission,
  isWorkspaceAdmin,
  permissionRequired,
  roleHasProjectPermission,
  type ProjectRole,
} from '../../../core/permissions.js';
import type { UserViewer } from '../../../core/viewer.js';
import type { FederationContext } from '../context.js';
import { ProjectPair } from '../pairs/pair.entity.js';
import { Link } from './link.entity.js';

export interface ProjectFederationManager {
  viewer: UserViewer;
  project: { id: string; key: string; name: string; role: string | null };
}

/**
 * The viewer may manage a project's federation (`project:federation:manage`): an admin of the
 * project, or a workspace admin. A project the viewer cannot read is NOT_FOUND; a member without the
 * permission is FORBIDDEN.
 */
export async function requireProjectFederationManager(ctx: FederationContext, projectId: string): Promise<ProjectFederationManager> {
  if (ctx.viewer.kind !== 'user') throw unauthenticated();
  const viewer = ctx.viewer;
  const project = await ctx.deps.workspace.projectAccess(projectId, viewer.userId);
  const admin = isWorkspaceAdmin(viewer.globalRole);
  if (!project || (!project.role && !admin)) throw notFound('Project');
  if (!admin && !roleHasProjectPermission(project.role as ProjectRole, 'project:federation:manage')) {
    throw permissionRequired('project:federation:manage', `project ${project.key}`);
  }
  return { viewer, project };
}

/**
 * Who may read a link's event history and list and decide its conflicts. The link of a project pair
 * is managed by the project's owners, as the pair is (`project:federation:manage`); an instance link
 * by the workspace's admins (`admin:federation:write`). A caller without `admin:federation:write`
 * gets the same FORBIDDEN for an instance link, an unknown id and the pair of a project it cannot
 * read, so an id tells it nothing; a member of the pair's project who is not its admin is refused
 * `project:federation:manage`. Returns the pair, when the link is one's.
 */
export async function requireLinkManager(
  ctx: FederationContext,
  linkId: string | null,
  what = 'Federation link',
): Promise<{ viewer: UserViewer; pair: ProjectPair | null }> {
  if (ctx.viewer.kind !== 'user') throw unauthenticated();
  const viewer = ctx.viewer;
  const linkAdmin = hasGlobalPermission(viewer.globalRole, 'admin:federation:write');
  const pair = linkId ? await ctx.em.findOne(ProjectPair, { linkId }) : null;
  if (pair && !linkAdmin) {
    const project = await ctx.deps.workspace.projectAccess(pair.projectId, viewer.userId);
    if (project?.role) {
      if (roleHasProjectPermission(project.role as ProjectRole, 'project:federation:manage')) return { viewer, pair };
      throw permissionRequired('project:federation:manage', `project ${project.key}`);
    }
  }
  if (!linkAdmin) throw permissionRequired('admin:federation:write');
  if (!linkId || !(pair || (await ctx.em.findOne(Link, { id: linkId })))) throw notFound(what);
  return { viewer, pair };
}

/** The link behind a project pair, for the project's owners (`project:federation:manage`). */
export async function requirePairLink(ctx: FederationContext, pair: { id: string; projectId: string }): Promise<string> {
  await requireProjectFederationManager(ctx, pair.projectId);
  const found = await ctx.em.findOne(ProjectPair, { id: pair.id });
  if (!found) throw notFound('Project pair');
  return found.linkId;
}
