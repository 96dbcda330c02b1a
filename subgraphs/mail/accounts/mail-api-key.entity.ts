import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ApiKeyEntity, TOKEN_PREFIX_DESCRIPTION } from '../../../core/api-key.entity.js';

export enum MailKeyAccess {
  FULL = 'full',
  SENDING = 'sending',
}
registerEnumType(MailKeyAccess, { name: 'MailKeyAccess', description: '`full`: the whole /v1 API; `sending`: sends only.' });

@ObjectType({ description: 'A /v1 API key of a mail account. The secret is shown once; only its SHA-256 is stored.' })
@Entity({ tableName: 'api_keys' })
export class MailApiKey extends ApiKeyEntity {
  @Field(() => ID)
  @Property({ type: 'uuid' })
  accountId!: string;

  @Field()
  declare name: string;

  @Field({ description: TOKEN_PREFIX_DESCRIPTION })
  declare tokenPrefix: string;

  @Field(() => MailKeyAccess)
  @Property({ type: 'text' })
  access!: MailKeyAccess;

  @Field(() => ID, { nullable: true, description: 'Sending keys may be limited to one sender domain.' })
  @Property({ type: 'uuid', nullable: true })
  domainId?: string | null;

  @Field(() => Date, { nullable: true })
  declare lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  declare revokedAt?: Date | null;
}
