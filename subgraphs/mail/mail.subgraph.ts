import { webhookTargetPolicy } from '../../core/config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { federatedSchemaOnce } from '../../core/federated-schema.js';
import { ormSubgraph, platformOrm } from '../../core/orm-subgraph.js';
import type { Platform, RunningSubgraph, SubgraphDefinition } from '../../core/platform.js';
import type { Viewer } from '../../core/viewer.js';
import { MailAccount } from './accounts/account.entity.js';
import { AccountResolver } from './accounts/account.resolver.js';
import { MailApiKey } from './accounts/mail-api-key.entity.js';
import { WorkspaceSenderResolver } from './accounts/workspace-sender.js';
import { MailContext, type MailDeps } from './context.js';
import { DnsLookup } from './domains/dns-lookup.js';
import { startDomainJobs } from './domains/domain.jobs.js';
import { DomainResolver } from './domains/domain.resolver.js';
import { SenderDomain } from './domains/sender-domain.entity.js';
import { startSharedSender } from './domains/shared-dkim.js';
import { SharedDkimKey } from './domains/shared-dkim-key.entity.js';
import { Migration0001Mail } from './migrations/0001-mail.migration.js';
import { Migration0002SuppressionWebhooks } from './migrations/0002-suppression-webhooks.migration.js';
import { Migration0004Quota } from './migrations/0004-quota.migration.js';
import { Migration0005Messages } from './migrations/0005-messages.migration.js';
import { Migration0006DueIndexLeases } from './migrations/0006-due-index-leases.migration.js';
import { Migration0007SharedDkimKey } from './migrations/0007-shared-dkim-key.migration.js';
import { Migration0008RecipientBounce } from './migrations/0008-recipient-bounce.migration.js';
import { Migration0009RecipientComplaint } from './migrations/0009-recipient-complaint.migration.js';
import { CapturedMessage, Message, MessageRecipient } from './messages/message.entity.js';
import { MessageResolver } from './messages/message.resolver.js';
import { InboundMx } from './bounces/inbound-mx.js';
import { scheduleMailMaintenance } from './maintenance.job.js';
import { DeliveryWorker } from './delivery/delivery.worker.js';
import { startEventRelay, WEBHOOK_WAKE_CHANNEL } from './outbox/event-relay.js';
import { WEBHOOK_SECRET_PURPOSE } from './webhooks/webhook.service.js';
import { WebhookDispatcher } from '../../core/webhooks/webhook-dispatcher.js';
import { WebhookDelivery } from './webhooks/webhook-delivery.entity.js';
import { WebhookDeliveryResolver } from './webhooks/webhook-delivery.resolver.js';
import { MailEventsResolver } from './outbox/mail-events.resolver.js';
import { QuotaResolver } from './quota/quota.resolver.js';
import { Migration0003Templates } from './migrations/0003-templates.migration.js';
import { MailEvent } from './outbox/mail-event.entity.js';
import { Suppression } from './suppression/suppression.entity.js';
import { SuppressionResolver } from './suppression/suppression.resolver.js';
import { Template } from './templates/template.entity.js';
import { TemplateResolver } from './templates/template.resolver.js';
import { Webhook } from './webhooks/webhook.entity.js';
import { WebhookResolver } from './webhooks/webhook.resolver.js';

export const MAIL_SCHEMA = 'mail';

export const mailEntities = [
  MailAccount,
  MailApiKey,
  SenderDomain,
  SharedDkimKey,
  MailEvent,
  Suppression,
  Webhook,
  Template,
  Message,
  MessageRecipient,
  CapturedMessage,
  WebhookDelivery,
];
export const mailMigrations = [
  Migration0001Mail,
  Migration0002SuppressionWebhooks,
  Migration0003Templates,
  Migration0004Quota,
  Migration0005Messages,
  Migration0006DueIndexLeases,
  Migration0007SharedDkimKey,
  Migration0008RecipientBounce,
  Migration0009RecipientComplaint,
];
const resolvers = [
  AccountResolver,
  DomainResolver,
  SuppressionResolver,
  WebhookResolver,
  TemplateResolver,
  QuotaResolver,
  MessageResolver,
  MailEventsResolver,
  WebhookDeliveryResolver,
  WorkspaceSenderResolver,
] as const;

const mailDatabase = { schema: MAIL_SCHEMA, entities: mailEntities, migrations: mailMigrations };

export const buildMailSchema = federatedSchemaOnce(() => ({ resolvers: [...resolvers] }));

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

export const mailSubgraph: SubgraphDefinition = {
  name: 'mail',
  database: mailDatabase,
  buildSchema: buildMailSchema,
  async start(platform: Platform): Promise<RunningSubgraph> {
    const { config } = platform;
    const orm = await platformOrm(platform, 'mail', mailDatabase);
    const base: Omit<MailDeps, 'sharedSender'> = {
      orm,
      pubsub: platform.pubsub,
      jobs: platform.jobs,
      logger: platform.logger.child({ subgraph: 'mail' }),
      config,
      clock: platform.clock,
      masterKey: platform.masterKey,
      dns: new DnsLookup({ servers: list(config.MAIL_DNS_SERVERS), timeoutMs: config.MAIL_DNS_TIMEOUT_MS }),
      hosts: {
        sendingSpfHost: config.MAIL_SENDING_SPF_HOST,
        bounceMxHost: config.MAIL_BOUNCE_MX_HOST,
        bounceSpfHost: config.MAIL_BOUNCE_SPF_HOST,
        dmarcRua: config.MAIL_DMARC_RUA,
        dmarcRuf: config.MAIL_DMARC_RUF,
      },
      reservedDomains: list(config.MAIL_RESERVED_DOMAINS),
    };
    const deps: MailDeps = { ...base, sharedSender: await startSharedSender(base, (message) => platform.announce(message)) };
    if (platform.jobs) {
      await startDomainJobs(platform.jobs, deps);
      await scheduleMailMaintenance(platform.jobs, () => orm.em.fork() as EntityManager, deps.logger);
    }
    const running = ormSubgraph({
      name: 'mail',
      orm,
      schema: await buildMailSchema(),
      platform,
      logger: deps.logger,
      createContext: (viewer: Viewer) => new MailContext(viewer, deps),
    });
    // The workers start last: a start that fails before them leaves nothing running that nobody stops.
    const workers = config.JOBS_ENABLED ? await startMailWorkers(deps) : null;
    return {
      ...running,
      drainWork: async () => (workers ? workers.drain() : 0),
      close: async () => {
        await workers?.stop();
        await running.close();
      },
    };
  },
};

/** The mail service's background work in this process: delivery, the event relay, webhook dispatch and the inbound bounce MX. */
async function startMailWorkers(deps: MailDeps): Promise<{ drain(): Promise<number>; stop(): Promise<void> }> {
  const { MAIL_INBOUND_SMTP_PORT: port, MAIL_INBOUND_SMTP_HOST: host } = deps.config;
  const inbound = port > 0 ? new InboundMx(deps) : null;
  if (inbound) deps.logger.info({ port: await inbound.listen(port, host) }, 'inbound bounce MX listening');
  const delivery = new DeliveryWorker(deps);
  const webhooks = new WebhookDispatcher({
    schema: 'mail',
    orm: deps.orm,
    pubsub: deps.pubsub,
    logger: deps.logger,
    clock: deps.clock,
    masterKey: deps.masterKey,
    secretPurpose: WEBHOOK_SECRET_PURPOSE,
    wakeChannel: WEBHOOK_WAKE_CHANNEL,
    retrySeconds: deps.config.MAIL_WEBHOOK_RETRY_SECONDS,
    timeoutMs: deps.config.MAIL_WEBHOOK_TIMEOUT_MS,
    leaseMarginSeconds: deps.config.WEBHOOK_LEASE_MARGIN_SECONDS,
    pollMs: deps.config.WORKER_POLL_MS,
    targets: webhookTargetPolicy(deps.config),
    concurrency: deps.config.MAIL_WEBHOOK_CONCURRENCY,
  });
  delivery.start();
  webhooks.start();
  const relay = startEventRelay(deps);
  return {
    async drain() {
      // In the order work flows: a delivery writes events, the relay turns them into webhook deliveries.
      return (await delivery.drain()) + (await relay.drain()) + (await webhooks.drain());
    },
    async stop() {
      await Promise.all([delivery.stop(), webhooks.stop(), relay.stop(), inbound?.close()]);
    },
  };
}
