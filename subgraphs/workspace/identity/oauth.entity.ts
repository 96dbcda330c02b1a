import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../core/base.entity.js';

/** A client registered dynamically (RFC 7591). A confidential client's secret is stored as its SHA-256. */
@Entity({ tableName: 'oauth_clients' })
export class OAuthClient extends BaseEntity {
  @Property({ type: 'text' })
  clientId!: string;

  @Property({ type: 'text', nullable: true })
  clientSecretHash?: string | null;

  /** The registered metadata (redirect URIs, name, auth method), as the registration endpoint answered it, without the secret. */
  @Property({ type: 'json' })
  metadata!: Record<string, unknown>;
}

/** One consent: `userId` let `clientId` act as `actingUserId` (themselves, or a bot they own). */
@Entity({ tableName: 'oauth_grants' })
export class OAuthGrant extends BaseEntity {
  @Property({ type: 'text' })
  clientId!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  actingUserId!: string;

  @Property({ type: 'text[]', columnType: 'text[]' })
  scopes: Opt<string[]> = [];

  /** The protected resource (RFC 8707) the tokens are for, when the client named one. */
  @Property({ type: 'text', nullable: true })
  resource?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  revokedReason?: string | null;
}

@Entity({ tableName: 'oauth_codes' })
export class OAuthCode extends BaseEntity {
  @Property({ type: 'uuid' })
  grantId!: string;

  @Property({ type: 'text' })
  codeHash!: string;

  @Property({ type: 'text' })
  codeChallenge!: string;

  @Property({ type: 'text' })
  redirectUri!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}

export type OAuthTokenKind = 'access' | 'refresh';

@Entity({ tableName: 'oauth_tokens' })
export class OAuthToken extends BaseEntity {
  @Property({ type: 'uuid' })
  grantId!: string;

  @Property({ type: 'text' })
  kind!: OAuthTokenKind;

  @Property({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  /** When a refresh token was exchanged for its successor. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  rotatedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
