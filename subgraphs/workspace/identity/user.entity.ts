import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ObjectType, registerEnumType } from 'type-graphql';
import type { GlobalRole } from '../../../core/viewer.js';
import { MutableEntity } from '../../../core/base.entity.js';

export enum UserKind {
  HUMAN = 'human',
  BOT = 'bot',
  /** A person of a peer instance, named by synced rows: never signs in, has no credentials. */
  FEDERATED = 'federated',
}
registerEnumType(UserKind, {
  name: 'UserKind',
  description: 'A person, a service account (bot) owned by one, or a person of a peer instance (federated: shown as from a peer).',
});

export enum GlobalRoleEnum {
  SUPER_ADMIN = 'super-admin',
  ADMIN = 'admin',
  MEMBER = 'member',
}
registerEnumType(GlobalRoleEnum, { name: 'GlobalRole' });

@Directive('@key(fields: "id")')
@ObjectType({
  description: 'A workspace user: a human, or a bot (service account) that authenticates with API keys only.',
  simpleResolvers: true,
})
@Entity({ tableName: 'users' })
export class User extends MutableEntity {
  @Field(() => UserKind)
  @Property({ type: 'text' })
  kind: Opt<UserKind> = UserKind.HUMAN;

  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field()
  @Property({ type: 'text' })
  displayName!: string;

  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash?: string | null;

  @Field(() => GlobalRoleEnum)
  @Property({ type: 'text' })
  globalRole: Opt<GlobalRole> = 'member';

  /** Owner of a bot. */
  @Property({ type: 'uuid', nullable: true })
  ownerId?: string | null;

  /** The account's "connect AI clients" setting: off refuses new OAuth grants and their renewal. */
  @Property({ type: 'boolean' })
  connectAiClients: Opt<boolean> = true;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deactivatedAt?: Date | null;

  /** A federated placeholder's tag: the name of the link it came over. */
  @Field(() => String, {
    nullable: true,
    description:
      'For a federated placeholder (kind FEDERATED): the name of the federation link it came over, to tell people of several peers apart.',
  })
  @Property({ type: 'text', nullable: true })
  peer?: string | null;
}

/** A user of this instance (a person or a bot), not a federated placeholder: only they may sign in and act. */
export const isLocalUser = (user: User): user is User & { kind: UserKind.HUMAN | UserKind.BOT } => user.kind !== UserKind.FEDERATED;
