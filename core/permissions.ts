import { ruleError, type AppError } from './errors.js';
import { globalRoles, MCP_SCOPE, type GlobalRole } from './viewer.js';

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

/** Why a permission check refuses (`extensions.reason`), in every subgraph. */
export const permissionErrorReasons = ['PERMISSION_REQUIRED', 'GATEWAY_ONLY', 'DELEGATED_CREDENTIAL'] as const;
export type PermissionErrorReason = (typeof permissionErrorReasons)[number];

const permissionError = ruleError<PermissionErrorReason>;

/** The viewer lacks `permission`, globally or `on` a project or ticket they can see (`project WEB`, `ticket WEB-1`). */
export const permissionRequired = (permission: GlobalPermission | ProjectPermission, on?: string): AppError =>
  permissionError('FORBIDDEN', 'PERMISSION_REQUIRED', `Missing permission ${permission}${on ? ` on ${on}` : ''}`, { permission });

/** An internal operation called by anyone but the platform's own processes (the gateway, workers, the federation engine). */
export const gatewayOnly = (): AppError => permissionError('FORBIDDEN', 'GATEWAY_ONLY', 'Only the gateway may call this');
