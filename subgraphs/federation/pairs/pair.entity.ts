import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { MutableEntity } from '../../../core/base.entity.js';
import type { SharingPreset } from './sharing.js';

export const inviteStates = ['open', 'accepted', 'revoked'] as const;
export type StoredInviteState = (typeof inviteStates)[number];

/** A project owner's invite for one partner instance: its secret is kept as a SHA-256 only. */
@Entity({ tableName: 'project_invites' })
export class ProjectInvite extends MutableEntity {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'text' })
  preset!: SharingPreset;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'text', hidden: true })
  secretHash!: string;

  @Property({ type: 'text' })
  state: Opt<StoredInviteState> = 'open';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'uuid' })
  createdById!: string;

  @Property({ type: 'uuid', nullable: true })
  pairId?: string | null;
}

export const pairRoles = ['sharing', 'receiving'] as const;
export type PairRole = (typeof pairRoles)[number];

/** One project shared with one partner instance, backed by a link of its own. */
@Entity({ tableName: 'project_pairs' })
export class ProjectPair extends MutableEntity {
  @Property({ type: 'uuid' })
  linkId!: string;

  @Property({ type: 'uuid' })
  projectId!: string;

  /** Which side this is: the one that shared its project, or the one that accepted the invite. */
  @Property({ type: 'text' })
  role!: PairRole;

  @Property({ type: 'text' })
  partnerName!: string;

  @Property({ type: 'text' })
  partnerUrl!: string;

  /** The invite's note for the accepting admin, on both sides. */
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'uuid' })
  createdById!: string;
}
