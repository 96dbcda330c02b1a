import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../core/clock.js';
import type { ContentStore } from '../../core/content-store/content-store.js';
import type { Config } from '../../core/config.js';
import { unauthenticated } from '../../core/errors.js';
import type { PgBoss } from '../../core/jobs.js';
import type { Logger } from '../../core/logger.js';
import { gatewayOnly, hasGlobalPermission, permissionRequired } from '../../core/permissions.js';
import type { PubSub } from '../../core/pubsub.js';
import type { UserViewer, Viewer } from '../../core/viewer.js';
import type { AuditLog } from './audit/audit-log.js';
import type { PeerClient } from './peer/peer-client.js';
import type { WorkspaceApi } from './workspace-api.js';

/** Long-lived dependencies of the federation subgraph. */
export interface FederationDeps {
  orm: MikroORM;
  pubsub: PubSub;
  jobs: PgBoss | null;
  logger: Logger;
  config: Config;
  clock: Clock;
  masterKey: Buffer;
  /** The workspace's internal operations (audit log, change feed, apply), called as the federation service. */
  workspace: WorkspaceApi;
  audit: AuditLog;
  /** Signed HTTPS requests to peers. */
  peers: PeerClient;
  /** Attachment bytes, fetched from peers once per content hash. */
  content: ContentStore;
  /** This deployment's id, sent to peers at the handshake. */
  instanceId: string;
  /** This instance's public base URL: where a partner accepting a project invite reaches it. */
  publicUrl: () => string;
}

/** Per-request state of the federation subgraph: the viewer and a forked EntityManager. */
export class FederationContext {
  readonly em: EntityManager;

  constructor(
    readonly viewer: Viewer,
    readonly deps: FederationDeps,
  ) {
    this.em = deps.orm.em.fork() as EntityManager;
  }

  now(): Date {
    return this.deps.clock.now();
  }

  get ip(): string | null {
    return this.viewer.kind === 'user' || this.viewer.kind === 'peer' ? (this.viewer.ip ?? null) : null;
  }

  /** A workspace admin managing instance links (`admin:federation:write`). */
  requireLinkAdmin(): UserViewer {
    if (this.viewer.kind !== 'user') throw unauthenticated();
    if (!hasGlobalPermission(this.viewer.globalRole, 'admin:federation:write')) throw permissionRequired('admin:federation:write');
    return this.viewer;
  }

  /** A peer authenticated by the gateway for one link: its id. */
  requirePeer(): string {
    if (this.viewer.kind !== 'peer') throw unauthenticated();
    return this.viewer.linkId;
  }

  requireService(): void {
    if (this.viewer.kind !== 'service') throw gatewayOnly();
  }
}
