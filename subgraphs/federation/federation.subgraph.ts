import type { EntityManager } from '@mikro-orm/postgresql';
import { createContentStore } from '../../core/content-store/content-store.js';
import { federatedSchemaOnce } from '../../core/federated-schema.js';
import { newId } from '../../core/ids.js';
import { ormSubgraph, platformOrm } from '../../core/orm-subgraph.js';
import type { Platform, RunningSubgraph, SubgraphDefinition } from '../../core/platform.js';
import { startWorkLoop } from '../../core/work-loop.js';
import type { Viewer } from '../../core/viewer.js';
import { AUDIT_WAKE_CHANNEL, AuditLog } from './audit/audit-log.js';
import { PendingAudit } from './audit/pending-audit.entity.js';
import { Conflict } from './conflicts/conflict.entity.js';
import { ConflictResolver, PairConflictsResolver } from './conflicts/conflict.resolver.js';
import { FederationContext, type FederationDeps } from './context.js';
import { Link } from './links/link.entity.js';
import { LinkEventsResolver, PairEventsResolver } from './links/link-events.resolver.js';
import { LinkResolver } from './links/link.resolver.js';
import { Migration0001Links } from './migrations/0001-links.migration.js';
import { Migration0002Sync } from './migrations/0002-sync.migration.js';
import { Migration0003LinkSharing } from './migrations/0003-link-sharing.migration.js';
import { Migration0004ProjectPairs } from './migrations/0004-project-pairs.migration.js';
import { Migration0005EventFailures } from './migrations/0005-event-failures.migration.js';
import { Migration0006PairNoteAndInviteThrottle } from './migrations/0006-pair-note-and-invite-throttle.migration.js';
import { Migration0007LinkCredentialsHealth } from './migrations/0007-link-credentials-health.migration.js';
import { ProjectInvite, ProjectPair } from './pairs/pair.entity.js';
import { PairResolver, ProjectPairMarkerResolver, ProjectReference } from './pairs/pair.resolver.js';
import { PeerClient } from './peer/peer-client.js';
import { PeerResolver } from './peer/peer.resolver.js';
import { startNudger } from './sync/nudger.js';
import { startPollLoop } from './sync/poll-loop.js';
import { scheduleReconcile } from './sync/reconcile.job.js';
import { WorkspaceApi } from './workspace-api.js';

export const FEDERATION_SCHEMA = 'federation';

export const federationEntities = [Link, PendingAudit, Conflict, ProjectInvite, ProjectPair];
export const federationMigrations = [
  Migration0001Links,
  Migration0002Sync,
  Migration0003LinkSharing,
  Migration0004ProjectPairs,
  Migration0005EventFailures,
  Migration0006PairNoteAndInviteThrottle,
  Migration0007LinkCredentialsHealth,
];
const resolvers = [
  LinkResolver,
  PeerResolver,
  ConflictResolver,
  PairResolver,
  ProjectPairMarkerResolver,
  LinkEventsResolver,
  PairConflictsResolver,
  PairEventsResolver,
] as const;
/** The workspace's projects, which this subgraph adds a field to: a reference is all it needs. */
const referenceResolvers = { Project: { __resolveReference: (ref: { id: string }) => ({ id: ref.id }) } };

const federationDatabase = { schema: FEDERATION_SCHEMA, entities: federationEntities, migrations: federationMigrations };

export const buildFederationSchema = federatedSchemaOnce(() => ({
  resolvers: [...resolvers],
  referenceResolvers,
  orphanedTypes: [ProjectReference],
}));

/** Federation between workspace instances: links, the peer protocol and the sync engine (SPEC.md, B). */
export const federationSubgraph: SubgraphDefinition = {
  name: 'federation',
  database: federationDatabase,
  buildSchema: buildFederationSchema,
  async start(platform: Platform, subgraph): Promise<RunningSubgraph> {
    if (!subgraph) throw new Error('the federation subgraph needs to reach the workspace subgraph');
    const orm = await platformOrm(platform, 'federation', federationDatabase);
    const logger = platform.logger.child({ subgraph: 'federation' });
    const workspace = new WorkspaceApi(() => subgraph('workspace'), platform.tokens);
    const deps: FederationDeps = {
      orm,
      pubsub: platform.pubsub,
      jobs: platform.jobs,
      logger,
      config: platform.config,
      clock: platform.clock,
      masterKey: platform.masterKey,
      workspace,
      audit: new AuditLog(orm, workspace, platform.clock, logger),
      peers: new PeerClient(platform.config, platform.clock),
      content: createContentStore(platform.config),
      instanceId: await instanceId(orm.em.fork() as EntityManager, platform),
      publicUrl: () => platform.publicUrl(),
    };
    if (platform.jobs) await scheduleReconcile(platform.jobs, deps);
    const running = ormSubgraph({
      name: 'federation',
      orm,
      schema: await buildFederationSchema(),
      platform,
      logger,
      createContext: (viewer: Viewer) => new FederationContext(viewer, deps),
    });
    // The loops start last: a start that fails before them leaves nothing running that nobody stops.
    // Entries whose hand-over failed after their commit (the workspace unreachable) are retried here.
    const auditRelay = platform.config.JOBS_ENABLED
      ? startWorkLoop({
          name: 'federation-audit',
          pubsub: platform.pubsub,
          wakeChannel: AUDIT_WAKE_CHANNEL,
          pollMs: Math.max(platform.config.WORKER_POLL_MS, 5000),
          lanes: 1,
          logger,
          runOnce: () => deps.audit.flush(),
        })
      : null;
    const poller = platform.config.JOBS_ENABLED ? startPollLoop(deps) : null;
    const nudger = platform.config.JOBS_ENABLED && platform.config.FEDERATION_NUDGE ? startNudger(deps) : null;
    return {
      ...running,
      drainWork: async () => (poller ? await poller.drain() : 0) + (auditRelay ? await auditRelay.drain() : 0),
      close: async () => {
        await nudger?.stop();
        await poller?.stop();
        await auditRelay?.stop();
        await deps.peers.close();
        await running.close();
      },
    };
  },
};

/** This deployment's id: made on the first start, the same ever after. */
async function instanceId(em: EntityManager, platform: Platform): Promise<string> {
  const connection = em.getConnection();
  await connection.execute(
    'insert into federation.instance (id, created_at) select ?, ? where not exists (select 1 from federation.instance)',
    [newId(), platform.clock.now()],
  );
  const [row] = (await connection.execute('select id from federation.instance order by created_at limit 1')) as Array<{ id: string }>;
  return row!.id;
}
