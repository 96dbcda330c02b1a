import { Property } from '@mikro-orm/decorators/legacy';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from './base.entity.js';

/** GraphQL description of `tokenPrefix`, the same on every key type. */
export const TOKEN_PREFIX_DESCRIPTION = 'First characters of the key, to recognise it in lists.';

/**
 * What every API key stores, whichever subgraph issues it: a name, the SHA-256 of the secret (shown
 * once, never stored), its first characters to recognise it by, its last use and its revocation.
 * Subgraphs add the owner and the permissions. Each key type names the columns it shows in GraphQL
 * itself (`@Field() declare name: string`), so its fields keep their order among the subgraph's own.
 */
@ObjectType()
export abstract class ApiKeyEntity extends BaseEntity {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Property({ type: 'text' })
  tokenPrefix!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
