import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A console sign-in. The token is returned once by `login`; only its hash is stored. */
@Entity({ tableName: 'sessions' })
export class Session extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'text', nullable: true })
  ip?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}

@Entity({ tableName: 'sign_in_failures' })
export class SignInFailure extends BaseEntity {
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  ip?: string | null;
}
