import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';

@ObjectType({ description: 'An API key. Its secret is shown once, at creation; only a SHA-256 hash is stored.' })
@Entity({ tableName: 'api_keys' })
export class ApiKey extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', hidden: true })
  tokenHash!: string;

  @Field({ description: 'First characters of the key, to recognise it in lists.' })
  @Property({ type: 'text' })
  tokenPrefix!: string;

  @Field(() => [String])
  @Property({ type: 'text[]', columnType: 'text[]' })
  scopes: Opt<string[]> = [];

  @Property({ type: 'uuid' })
  createdById!: string;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
