import type { GlobalPermission, ProjectPermission } from '../../core/permissions.js';

/** A permission from the one table of `subgraphs/workspace/identity/permissions.ts`. */
export type WorkspacePermission = GlobalPermission | ProjectPermission;

/**
 * The permission each workspace REST route needs (`x-permissions` in `/api/openapi.json`), grouped by
 * feature (the operation's OpenAPI tag). `[]`: any signed-in user may call it; rules beyond the
 * permission table (ownership, authorship, private tickets) are in the route's description and in
 * docs/permissions.md. The workspace subgraph enforces them all; this table only describes them.
 * Keys are `Query.<field>` and `Mutation.<field>`; a unit test fails when a workspace field is missing.
 */
export const workspaceApiRoutes = {
  Users: {
    'Query.me': [],
    'Query.currentCredential': [],
    'Query.users': [],
    'Query.user': [],
    'Query.apiKeys': [],
    'Query.userInvites': ['admin:users:write'],
    'Mutation.createUser': ['admin:users:write'],
    'Mutation.inviteUser': ['admin:users:write'],
    'Mutation.revokeInvite': ['admin:users:write'],
    'Mutation.resendInvite': ['admin:users:write'],
    'Mutation.updateUser': [],
    'Mutation.deactivateUser': ['admin:users:write'],
    'Mutation.reactivateUser': ['admin:users:write'],
    'Mutation.createBot': [],
    'Mutation.createApiKey': [],
    'Mutation.revokeApiKey': [],
  },
  Audit: {
    'Query.auditLog': ['admin:audit:read'],
  },
  'Email delivery': {
    'Query.emailDelivery': ['admin:email-delivery:manage'],
    'Mutation.connectEmailDelivery': ['admin:email-delivery:manage'],
    'Mutation.configureEmailDelivery': ['admin:email-delivery:manage'],
    'Mutation.disconnectEmailDelivery': ['admin:email-delivery:manage'],
  },
  Projects: {
    'Query.projects': [],
    'Query.project': ['project:read'],
    'Mutation.createProject': ['project:create'],
    'Mutation.updateProject': ['project:update'],
    'Mutation.deleteProject': ['project:delete'],
    'Mutation.addProjectMember': ['project:members:manage'],
    'Mutation.updateProjectMember': ['project:members:manage'],
    'Mutation.removeProjectMember': ['project:members:manage'],
  },
  'Project templates': {
    'Query.projectTemplates': ['project:create'],
    'Mutation.saveProjectTemplate': ['project:settings:manage'],
    'Mutation.createProjectFromTemplate': ['project:create'],
    'Mutation.deleteProjectTemplate': [],
  },
  Statuses: {
    'Mutation.createStatus': ['project:settings:manage'],
    'Mutation.updateStatus': ['project:settings:manage'],
    'Mutation.reorderStatuses': ['project:settings:manage'],
    'Mutation.deleteStatus': ['project:settings:manage'],
  },
  Tickets: {
    'Query.ticket': ['project:read'],
    'Query.searchTickets': [],
    'Mutation.createTicket': ['ticket:create'],
    'Mutation.updateTicket': ['ticket:update'],
    'Mutation.claimTicket': ['ticket:update'],
    'Mutation.closeTicket': ['ticket:update'],
    'Mutation.deleteTicket': ['ticket:delete'],
    'Mutation.addTicketDependency': ['ticket:update'],
    'Mutation.removeTicketDependency': ['ticket:update'],
  },
  Comments: {
    'Mutation.createComment': ['comment:create'],
    'Mutation.updateComment': ['comment:create'],
    'Mutation.deleteComment': [],
  },
  Labels: {
    'Mutation.createLabel': ['ticket:update'],
    'Mutation.updateLabel': ['ticket:update'],
    'Mutation.deleteLabel': ['project:settings:manage'],
  },
  Milestones: {
    'Mutation.createMilestone': ['ticket:update'],
    'Mutation.updateMilestone': ['ticket:update'],
    'Mutation.deleteMilestone': ['project:settings:manage'],
  },
  Versions: {
    'Mutation.createVersion': ['ticket:update'],
    'Mutation.updateVersion': ['ticket:update'],
    'Mutation.deleteVersion': ['project:settings:manage'],
  },
  Docs: {
    'Query.doc': ['project:read'],
    'Query.searchDocs': [],
    'Query.docDiff': ['project:read'],
    'Mutation.createDocSpace': ['ticket:update'],
    'Mutation.deleteDocSpace': ['project:settings:manage'],
    'Mutation.createDoc': ['ticket:update'],
    'Mutation.updateDoc': ['ticket:update'],
    'Mutation.deleteDoc': ['ticket:update'],
    'Mutation.restoreDocRevision': ['ticket:update'],
  },
  Attachments: {
    'Query.attachment': ['project:read'],
    'Query.attachmentTarget': ['ticket:update'],
    'Mutation.registerAttachment': ['ticket:update'],
    'Mutation.deleteAttachment': ['ticket:update'],
  },
  'Time tracking': {
    'Query.timeEntries': [],
    'Query.currentTimer': [],
    'Mutation.logTime': ['ticket:update'],
    'Mutation.updateTimeEntry': [],
    'Mutation.deleteTimeEntry': [],
    'Mutation.startTimer': ['ticket:update'],
    'Mutation.stopTimer': [],
  },
  'Workspace webhooks': {
    'Query.workspaceWebhooks': ['admin:webhooks:manage'],
    'Query.workspaceWebhookDeliveries': ['admin:webhooks:manage'],
    'Mutation.createWorkspaceWebhook': ['admin:webhooks:manage'],
    'Mutation.updateWorkspaceWebhook': ['admin:webhooks:manage'],
    'Mutation.deleteWorkspaceWebhook': ['admin:webhooks:manage'],
    'Mutation.rotateWorkspaceWebhookSecret': ['admin:webhooks:manage'],
  },
  Orchestrator: {
    'Query.orchestratorQuery': [],
    'Query.orchestratorCandidates': ['project:read'],
    'Query.orchestratorIssuesByStates': [],
    'Query.orchestratorIssuesByIds': [],
    'Query.orchestratorBranchName': ['project:read'],
    'Query.orchestratorWorkflows': ['admin:users:write'],
    'Query.orchestratorWorkflow': ['admin:users:write'],
    'Mutation.recordAgentEvents': ['comment:create'],
    'Mutation.setupOrchestratorAccount': ['admin:users:write'],
    'Mutation.setupOrchestratorProjects': ['admin:users:write'],
    'Mutation.setupOrchestratorKey': ['admin:users:write'],
    'Mutation.testOrchestratorConnection': ['admin:users:write'],
  },
} as const satisfies Record<string, Record<string, readonly WorkspacePermission[]>>;

/**
 * Workspace fields with no REST route: they sign in or out, or act on an emailed token, so they
 * need no bearer credential, while every `/api` route needs one. They stay on GraphQL.
 */
export const graphqlOnlyFields = [
  'Mutation.login',
  'Mutation.logout',
  'Mutation.acceptInvite',
  'Query.inviteByToken',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
] as const;

export interface WorkspaceRoute {
  tag: string;
  permissions: readonly WorkspacePermission[];
}

/** `Query.<field>` / `Mutation.<field>` to its tag and permissions. */
export const workspaceRouteByField: ReadonlyMap<string, WorkspaceRoute> = new Map(
  Object.entries(workspaceApiRoutes).flatMap(([tag, fields]) =>
    Object.entries(fields as Record<string, readonly WorkspacePermission[]>).map(
      ([field, permissions]) => [field, { tag, permissions }] as const,
    ),
  ),
);
