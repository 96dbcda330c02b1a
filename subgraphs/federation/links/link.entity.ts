import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { MutableEntity } from '../../../core/base.entity.js';
import type { Sharing } from '../pairs/sharing.js';
import type { LinkDirection, LinkHealth } from './link-rules.js';

/** An instance link: the trust boundary between this workspace and one peer. GraphQL shape: FederationLink. */
@Entity({ tableName: 'links' })
export class Link extends MutableEntity {
  @Property({ type: 'text' })
  name!: string;

  /** The peer's base URL (https), without a trailing slash. */
  @Property({ type: 'text' })
  remoteUrl!: string;

  /** Stated from this side; the peer holds the mirror value. */
  @Property({ type: 'text' })
  direction!: LinkDirection;

  @Property({ type: 'integer' })
  pollIntervalSeconds: Opt<number> = 60;

  /** Entity types that cross; empty means every type. */
  @Property({ type: 'text[]', columnType: 'text[]' })
  entityScope: Opt<string[]> = [];

  /** Projects that cross; empty means every project. */
  @Property({ type: 'uuid[]', columnType: 'uuid[]' })
  projectFilter: Opt<string[]> = [];

  /** SHA-256 of the token the peer sends us; the token itself is shown once. */
  @Property({ type: 'text', hidden: true })
  incomingTokenHash!: string;

  @Property({ type: 'text' })
  incomingTokenPrefix!: string;

  /** AES-256-GCM envelope of the token we send the peer (its incoming token); null until entered. */
  @Property({ type: 'text', nullable: true, hidden: true })
  peerTokenEncrypted?: string | null;

  /** AES-256-GCM envelope of the shared HMAC secret. */
  @Property({ type: 'text', hidden: true })
  sharedSecretEncrypted!: string;

  /** The secret the current one replaced (same envelope), valid for SECRET_ROTATION_GRACE_MS after `secretReplacedAt`. */
  @Property({ type: 'text', nullable: true, hidden: true })
  previousSecretEncrypted?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  secretReplacedAt?: Date | null;

  @Property({ type: 'boolean' })
  dryRun: Opt<boolean> = false;

  @Property({ type: 'boolean' })
  paused: Opt<boolean> = false;

  @Property({ type: 'text' })
  health: Opt<LinkHealth> = 'amber';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastPolledAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastSuccessAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** Events waiting in state `failed` after the last poll (a missing parent, a broken rule): retried on their own. */
  @Property({ type: 'integer' })
  failedEvents: Opt<number> = 0;

  /** The latest failed event's reason, `<type> <peer's id>: <error>`. */
  @Property({ type: 'text', nullable: true })
  lastEventError?: string | null;

  /** The peer's `reason` for refusing the last poll (e.g. `LINK_PAUSED`); null when it gave none. */
  @Property({ type: 'text', nullable: true })
  lastErrorCode?: string | null;

  /** When the peer last pulled from this side (a served `changes` or `snapshot` page). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastPulledByPeerAt?: Date | null;

  /** Learned at the handshake. */
  @Property({ type: 'text', nullable: true })
  peerInstanceId?: string | null;

  @Property({ type: 'text', nullable: true })
  peerVersion?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastReconciledAt?: Date | null;

  @Property({ type: 'uuid' })
  createdById!: string;

  /** A project pair's sharing, per direction; null on an instance link. */
  @Property({ type: 'json', nullable: true })
  sharing?: Sharing | null;
}
