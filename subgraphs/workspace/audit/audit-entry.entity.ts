import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from '../../../core/base.entity.js';

@ObjectType({ description: 'A security-relevant action: who did what to which target, and when.' })
@Entity({ tableName: 'audit_log' })
export class AuditEntry extends BaseEntity {
  @Field(() => ID, { nullable: true, description: 'Acting user; null for anonymous actions such as failed sign-ins.' })
  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  @Field({ description: 'Dotted action name, e.g. `api_key.created`.' })
  @Property({ type: 'text' })
  action!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  targetType?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  targetId?: string | null;

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'json', columnType: 'jsonb' })
  details: Opt<Record<string, unknown>> = {};

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  ip?: string | null;
}
