import { globalRoles, MCP_SCOPE, type GlobalRole } from '../../../core/viewer.js';

/**
 * The one table from roles to permissions (documented in docs/permissions.md).
 * Workspace admins and super-admins hold every project permission on every project.
 */
export const projectRoles = ['admin', 'member', 'viewer'] as const;
export type ProjectRole = (typeof projectRoles)[number];

export const projectPermissionsByRole = {
  admin: [
    'project:read',
    'project:update',
    'project:delete',
    'project:members:manage',
    'project:federation:manage',
    'project:settings:manage',
    'project:api-keys:mint',
    'ticket:create',
    'ticket:update',
    'ticket:delete',
    'comment:create',
    'comment:internal:read',
  ],
  member: ['project:read', 'ticket:create', 'ticket:update', 'comment:create', 'comment:internal:read'],
  viewer: ['project:read'],
} as const satisfies Record<ProjectRole, readonly string[]>;
export type ProjectPermission = (typeof projectPermissionsByRole)['admin'][number];

export const globalPermissionsByRole = {
  'super-admin': [
    'admin:users:write',
    'admin:roles:assign-super-admin',
    'admin:audit:read',
    'admin:federation:write',
    'admin:api-keys:mint',
    'admin:email-delivery:manage',
    'admin:webhooks:manage',
    'project:create',
    'mcp:use',
  ],
  admin: [
    'admin:users:write',
    'admin:audit:read',
    'admin:federation:write',
    'admin:email-delivery:manage',
    'admin:webhooks:manage',
    'project:create',
    'mcp:use',
  ],
  member: ['project:create', 'mcp:use'],
} as const satisfies Record<GlobalRole, readonly string[]>;
export type GlobalPermission = (typeof globalPermissionsByRole)['super-admin'][number];

export const hasGlobalPermission = (role: GlobalRole, permission: GlobalPermission): boolean =>
  (globalPermissionsByRole[role] as readonly string[]).includes(permission);

/** Whether `role` ranks at least as high as `other` (super-admin, then admin, then member: the order of `globalRoles`). */
export const globalRoleAtLeast = (role: GlobalRole, other: GlobalRole): boolean => globalRoles.indexOf(role) <= globalRoles.indexOf(other);

export const isWorkspaceAdmin = (role: GlobalRole): boolean => role === 'admin' || role === 'super-admin';

export const roleHasProjectPermission = (role: ProjectRole, permission: ProjectPermission): boolean =>
  (projectPermissionsByRole[role] as readonly string[]).includes(permission);

/** API key scopes a key may carry; the owner must hold the matching permission. */
export const apiKeyScopes = [MCP_SCOPE] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
