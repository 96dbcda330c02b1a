import { webhookTargetPolicy } from '../../core/config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { federatedSchemaOnce } from '../../core/federated-schema.js';
import { ormSubgraph, platformOrm } from '../../core/orm-subgraph.js';
import type { Platform, RunningSubgraph, SubgraphDefinition } from '../../core/platform.js';
import type { Viewer } from '../../core/viewer.js';
import { AuditEntry } from './audit/audit-entry.entity.js';
import { AuditResolver } from './audit/audit.resolver.js';
import { bootstrapWorkspace, WorkspaceRecord } from './bootstrap.js';
import { WorkspaceContext } from './context.js';
import { EmailDelivery } from './email/email-delivery.entity.js';
import { EmailDeliveryResolver } from './email/email-delivery.resolver.js';
import { UserInvite } from './email/invite.entity.js';
import { InviteResolver } from './email/invite.resolver.js';
import { PasswordReset } from './email/password-reset.entity.js';
import { PasswordResetResolver } from './email/password-reset.resolver.js';
import { WorkspaceMailer } from './email/workspace-mailer.js';
import { ApiKey } from './identity/api-key.entity.js';
import { ApiKeyResolver, IdentityResolver } from './identity/identity.resolver.js';
import { Session, SignInFailure } from './identity/session.entity.js';
import { User } from './identity/user.entity.js';
import { MAINTENANCE_QUEUE, scheduleMaintenance } from './maintenance/maintenance.job.js';
import { Migration0001Initial } from './migrations/0001-initial.migration.js';
import { OutboxEvent } from './outbox/outbox-event.entity.js';
import { ProjectMember } from './projects/project-member.entity.js';
import { Project } from './projects/project.entity.js';
import { ProjectMemberResolver, ProjectResolver } from './projects/project.resolver.js';
import { Status } from './statuses/status.entity.js';
import { Migration0002Tickets } from './migrations/0002-tickets.migration.js';
import { Migration0003Email } from './migrations/0003-email.migration.js';
import { Migration0004OutgoingEmails } from './migrations/0004-outgoing-emails.migration.js';
import { Migration0005InviteRevocation } from './migrations/0005-invite-revocation.migration.js';
import { Migration0006AgentEvents } from './migrations/0006-agent-events.migration.js';
import { Migration0007DispatchOrderIndex } from './migrations/0007-dispatch-order-index.migration.js';
import { Migration0008Webhooks } from './migrations/0008-webhooks.migration.js';
import { Migration0009TimeTracking } from './migrations/0009-time-tracking.migration.js';
import { Migration0010Docs } from './migrations/0010-docs.migration.js';
import { Migration0011ProjectTemplates } from './migrations/0011-project-templates.migration.js';
import { Migration0012Attachments } from './migrations/0012-attachments.migration.js';
import { Migration0013OAuth } from './migrations/0013-oauth.migration.js';
import { Migration0014SyncFeed } from './migrations/0014-sync-feed.migration.js';
import { Migration0015SyncChangesByRow } from './migrations/0015-sync-changes-by-row.migration.js';
import { Migration0016SyncChangedColumns } from './migrations/0016-sync-changed-columns.migration.js';
import { Migration0017TicketListOrder } from './migrations/0017-ticket-list-order.migration.js';
import { OAuthClient, OAuthCode, OAuthGrant, OAuthToken } from './identity/oauth.entity.js';
import { OAuthResolver } from './identity/oauth.resolver.js';
import { SyncResolver } from './sync/sync.resolver.js';
import { Attachment } from './attachments/attachment.entity.js';
import {
  AttachmentResolver,
  CommentAttachmentsResolver,
  DocAttachmentsResolver,
  TicketAttachmentsResolver,
} from './attachments/attachment.resolver.js';
import { ProjectTemplate } from './templates/project-template.entity.js';
import { ProjectTemplateResolver } from './templates/project-template.resolver.js';
import { Doc, DocRevision, DocSpace } from './docs/doc.entity.js';
import { DocChangeResolver } from './docs/doc-change.resolver.js';
import { DocResolver, DocRevisionResolver, DocSpaceResolver, ProjectDocSpacesResolver } from './docs/doc.resolver.js';
import { TimeEntry, Timer } from './time/time-entry.entity.js';
import { MilestoneTimeResolver, TicketTimeResolver, TimeEntryResolver, TimerResolver } from './time/time.resolver.js';
import { TimerChangeResolver } from './time/timer-change.resolver.js';
import { WorkspaceWebhook } from './webhooks/webhook.entity.js';
import { WorkspaceWebhookResolver } from './webhooks/webhook.resolver.js';
import { WORKSPACE_WEBHOOK_SECRET_PURPOSE, WORKSPACE_WEBHOOK_WAKE_CHANNEL } from './webhooks/webhook.service.js';
import { WebhookDispatcher } from '../../core/webhooks/webhook-dispatcher.js';
import { Comment } from './comments/comment.entity.js';
import { CommentResolver, TicketCommentsResolver } from './comments/comment.resolver.js';
import { Label } from './labels/label.entity.js';
import { LabelResolver, ProjectLabelsResolver } from './labels/label.resolver.js';
import { Milestone } from './milestones/milestone.entity.js';
import { MilestoneResolver, ProjectMilestonesResolver } from './milestones/milestone.resolver.js';
import { SearchResolver } from './search/search.resolver.js';
import { AgentEventResolver, TicketAgentSessionsResolver } from './orchestrator/agent-events.resolver.js';
import { OrchestratorResolver } from './orchestrator/orchestrator.resolver.js';
import { OrchestratorSetupResolver } from './orchestrator/setup.resolver.js';
import { StatusResolver } from './statuses/status.resolver.js';
import { TicketAccess } from './tickets/ticket-acl.entity.js';
import { TicketAssignee } from './tickets/ticket-assignee.entity.js';
import { TicketDependency } from './tickets/ticket-dependency.entity.js';
import { TicketLabel } from './tickets/ticket-label.entity.js';
import { visibleTicket } from './tickets/ticket.access.js';
import { Ticket } from './tickets/ticket.entity.js';
import { TicketChangeResolver } from './tickets/ticket-change.resolver.js';
import { ProjectTicketsResolver, TicketDependencyResolver, TicketResolver } from './tickets/ticket.resolver.js';
import { Version } from './versions/version.entity.js';
import { ProjectVersionsResolver, VersionResolver } from './versions/version.resolver.js';

export const WORKSPACE_SCHEMA = 'workspace';

const entities = [WorkspaceRecord, User, ApiKey, Session, SignInFailure, AuditEntry, OutboxEvent, Project, ProjectMember, Status];
const oauthEntities = [OAuthClient, OAuthGrant, OAuthCode, OAuthToken];
const ticketEntities = [Ticket, TicketAssignee, TicketLabel, TicketAccess, TicketDependency, Milestone, Version, Label, Comment];
const emailEntities = [EmailDelivery, UserInvite, PasswordReset];
const contentEntities = [WorkspaceWebhook, TimeEntry, Timer, DocSpace, Doc, DocRevision, ProjectTemplate, Attachment];
/** Workspace webhook requests one process has in flight (workspace events are few next to mail's). */
const WORKSPACE_WEBHOOK_CONCURRENCY = 16;
const migrations = [
  Migration0001Initial,
  Migration0002Tickets,
  Migration0003Email,
  Migration0004OutgoingEmails,
  Migration0005InviteRevocation,
  Migration0006AgentEvents,
  Migration0007DispatchOrderIndex,
  Migration0008Webhooks,
  Migration0009TimeTracking,
  Migration0010Docs,
  Migration0011ProjectTemplates,
  Migration0012Attachments,
  Migration0013OAuth,
  Migration0014SyncFeed,
  Migration0015SyncChangesByRow,
  Migration0016SyncChangedColumns,
  Migration0017TicketListOrder,
];
const resolvers = [IdentityResolver, ApiKeyResolver, OAuthResolver, ProjectResolver, ProjectMemberResolver, AuditResolver] as const;
const emailResolvers = [EmailDeliveryResolver, InviteResolver, PasswordResetResolver] as const;
const ticketResolvers = [
  TicketResolver,
  TicketChangeResolver,
  TicketDependencyResolver,
  ProjectTicketsResolver,
  TicketCommentsResolver,
  CommentResolver,
  SearchResolver,
  StatusResolver,
  MilestoneResolver,
  ProjectMilestonesResolver,
  VersionResolver,
  ProjectVersionsResolver,
  LabelResolver,
  ProjectLabelsResolver,
  OrchestratorResolver,
  AgentEventResolver,
  TicketAgentSessionsResolver,
  OrchestratorSetupResolver,
  WorkspaceWebhookResolver,
  TimeEntryResolver,
  TimerResolver,
  TimerChangeResolver,
  TicketTimeResolver,
  MilestoneTimeResolver,
  DocResolver,
  DocChangeResolver,
  DocRevisionResolver,
  DocSpaceResolver,
  ProjectDocSpacesResolver,
  ProjectTemplateResolver,
  AttachmentResolver,
  TicketAttachmentsResolver,
  CommentAttachmentsResolver,
  DocAttachmentsResolver,
  SyncResolver,
] as const;

type Reference = { id: string };
const referenceResolvers = {
  User: { __resolveReference: (ref: Reference, ctx: WorkspaceContext) => (ctx.requireUser(), ctx.users.load(ref.id)) },
  Project: {
    __resolveReference: async (ref: Reference, ctx: WorkspaceContext) =>
      (await ctx.canInProject(ref.id, 'project:read')) ? ctx.projects.load(ref.id) : null,
  },
  // Null (not an error) when the ticket is private and the viewer is not on its access list.
  Ticket: { __resolveReference: (ref: Reference, ctx: WorkspaceContext) => (ctx.requireUser(), visibleTicket(ctx, ref.id)) },
};

const database = {
  schema: WORKSPACE_SCHEMA,
  entities: [...entities, ...oauthEntities, ...ticketEntities, ...emailEntities, ...contentEntities],
  migrations,
};

export const buildWorkspaceSchema = federatedSchemaOnce(() => ({
  resolvers: [...resolvers, ...ticketResolvers, ...emailResolvers],
  referenceResolvers,
}));

export const workspaceSubgraph: SubgraphDefinition = {
  name: 'workspace',
  database,
  buildSchema: buildWorkspaceSchema,
  async start(platform: Platform): Promise<RunningSubgraph> {
    const orm = await platformOrm(platform, 'workspace', database);
    const credentials = await bootstrapWorkspace(orm.em.fork(), {
      email: platform.config.SVC_BOOTSTRAP_ADMIN_EMAIL,
      password: platform.config.SVC_BOOTSTRAP_ADMIN_PASSWORD,
      passwordHashCost: platform.config.PASSWORD_HASH_COST,
    });
    if (credentials) platform.announce(bootstrapMessage(credentials));
    if (platform.jobs)
      await scheduleMaintenance(
        platform.jobs,
        () => orm.em.fork() as EntityManager,
        platform.clock,
        platform.logger.child({ job: MAINTENANCE_QUEUE }),
      );
    const { config, masterKey } = platform;
    const logger = platform.logger.child({ subgraph: 'workspace' });
    const mailer = new WorkspaceMailer({ orm, pubsub: platform.pubsub, logger, config, clock: platform.clock, masterKey });
    const webhooks = new WebhookDispatcher({
      schema: 'workspace',
      orm,
      pubsub: platform.pubsub,
      logger,
      clock: platform.clock,
      masterKey,
      secretPurpose: WORKSPACE_WEBHOOK_SECRET_PURPOSE,
      wakeChannel: WORKSPACE_WEBHOOK_WAKE_CHANNEL,
      retrySeconds: config.WORKSPACE_WEBHOOK_RETRY_SECONDS,
      timeoutMs: config.WORKSPACE_WEBHOOK_TIMEOUT_MS,
      leaseMarginSeconds: config.WEBHOOK_LEASE_MARGIN_SECONDS,
      pollMs: config.WORKER_POLL_MS,
      targets: webhookTargetPolicy(config),
      concurrency: WORKSPACE_WEBHOOK_CONCURRENCY,
    });
    const deps = { orm, pubsub: platform.pubsub, logger, config, clock: platform.clock, masterKey, mailer, receipts: platform.receipts };
    const running = ormSubgraph({
      name: 'workspace',
      orm,
      schema: await buildWorkspaceSchema(),
      platform,
      logger: deps.logger,
      createContext: (viewer: Viewer) => new WorkspaceContext(viewer, deps),
    });
    // The workers start last: a start that fails before them leaves nothing running that nobody stops.
    if (config.JOBS_ENABLED) {
      mailer.start();
      webhooks.start();
    }
    return {
      ...running,
      drainWork: async () => (await mailer.drain()) + (await webhooks.drain()),
      close: async () => {
        await Promise.all([mailer.stop(), webhooks.stop()]);
        await running.close();
      },
    };
  },
};

/** Shown once, on the first start of an empty database; never logged. */
function bootstrapMessage(credentials: { email: string; generatedPassword: string | null; apiKey: string }): string {
  return [
    '',
    '==================== SVC workspace created ====================',
    `Super-admin: ${credentials.email}`,
    credentials.generatedPassword ? `Password:    ${credentials.generatedPassword}` : 'Password:    (SVC_BOOTSTRAP_ADMIN_PASSWORD)',
    `API key:     ${credentials.apiKey}`,
    'Sign in with the `login` mutation, or send `Authorization: Bearer <API key>`.',
    'These secrets are shown only now. Store them safely.',
    '===============================================================',
  ].join('\n');
}
