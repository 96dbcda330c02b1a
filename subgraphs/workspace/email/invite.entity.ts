import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import type { GlobalRole } from '../../../core/viewer.js';
import { BaseEntity } from '../../../core/base.entity.js';
import { GlobalRoleEnum } from '../identity/user.entity.js';

export enum InviteStatus {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  EXPIRED = 'expired',
  REVOKED = 'revoked',
}
registerEnumType(InviteStatus, { name: 'InviteStatus', description: 'Where an invitation stands: only a `PENDING` one can be accepted.' });

@ObjectType({ description: 'An invitation to join the workspace. Its token is shown once; only a SHA-256 hash is stored.' })
@Entity({ tableName: 'user_invites' })
export class UserInvite extends BaseEntity {
  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field(() => GlobalRoleEnum, { description: 'The role the new user gets.' })
  @Property({ type: 'text' })
  globalRole!: GlobalRole;

  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Property({ type: 'uuid' })
  invitedById!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acceptedAt?: Date | null;

  /** The user created by accepting. */
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  revokedById?: string | null;

  /** Where the invitation stands at `now` (served as the `status` field by InviteResolver). */
  statusAt(now: Date): InviteStatus {
    if (this.acceptedAt) return InviteStatus.ACCEPTED;
    if (this.revokedAt) return InviteStatus.REVOKED;
    return this.expiresAt <= now ? InviteStatus.EXPIRED : InviteStatus.PENDING;
  }
}
