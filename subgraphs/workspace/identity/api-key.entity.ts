import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { ApiKeyEntity, TOKEN_PREFIX_DESCRIPTION } from '../../../core/api-key.entity.js';

@ObjectType({ description: 'An API key. Its secret is shown once, at creation; only a SHA-256 hash is stored.' })
@Entity({ tableName: 'api_keys' })
export class ApiKey extends ApiKeyEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Field()
  declare name: string;

  @Field({ description: TOKEN_PREFIX_DESCRIPTION })
  declare tokenPrefix: string;

  @Field(() => [String])
  @Property({ type: 'text[]', columnType: 'text[]' })
  scopes: Opt<string[]> = [];

  @Property({ type: 'uuid' })
  createdById!: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true })
  declare lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  declare revokedAt?: Date | null;
}
