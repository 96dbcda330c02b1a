import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A requested password reset. The token is only emailed; only its SHA-256 hash is stored. */
@Entity({ tableName: 'password_resets' })
export class PasswordReset extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
