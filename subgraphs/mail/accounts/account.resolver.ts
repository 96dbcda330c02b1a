import { Arg, Ctx, Directive, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { MailContext } from '../context.js';
import { MailAccount } from './account.entity.js';
import { AccountService } from './account.service.js';
import { MailApiKey, MailKeyAccess } from './mail-api-key.entity.js';

@InputType()
class CreateMailApiKeyInput {
  @Field(() => ID)
  accountId!: string;

  @Field()
  name!: string;

  @Field(() => MailKeyAccess)
  access!: MailKeyAccess;

  @Field(() => ID, { nullable: true, description: 'Limit a sending key to this sender domain.' })
  domainId?: string | null;
}

@ObjectType()
class CreateMailApiKeyPayload {
  @Field(() => MailApiKey)
  apiKey!: MailApiKey;

  @Field({ description: 'The key itself (`svc_mail_…`). Shown only in this response.' })
  token!: string;
}

/** What the gateway learns about a mail key. Hidden from the public API. */
@ObjectType()
class ResolvedMailKey {
  @Field(() => ID)
  accountId!: string;

  @Field(() => ID)
  apiKeyId!: string;

  @Field(() => String)
  access!: string;

  @Field(() => ID, { nullable: true })
  domainId?: string;

  @Field(() => ID, { description: "The account's owner, whom the gateway checks is still active." })
  ownerUserId!: string;
}

@Resolver()
export class AccountResolver {
  @Query(() => [MailAccount], { description: 'Mail accounts you own.' })
  mailAccounts(@Ctx() ctx: MailContext): Promise<MailAccount[]> {
    return new AccountService(ctx).list();
  }

  @Query(() => [MailApiKey], { description: 'API keys of one of your mail accounts. Secrets are never listed.' })
  mailApiKeys(@Arg('accountId', () => ID) accountId: string, @Ctx() ctx: MailContext): Promise<MailApiKey[]> {
    return new AccountService(ctx).listKeys(accountId);
  }

  @Mutation(() => MailAccount, { description: 'Creates a mail account owned by you.' })
  createMailAccount(@Arg('name') name: string, @Ctx() ctx: MailContext): Promise<MailAccount> {
    return new AccountService(ctx).create(name);
  }

  @Mutation(() => CreateMailApiKeyPayload)
  createMailApiKey(@Arg('input') input: CreateMailApiKeyInput, @Ctx() ctx: MailContext): Promise<CreateMailApiKeyPayload> {
    return new AccountService(ctx).createKey(input);
  }

  @Mutation(() => MailApiKey)
  revokeMailApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: MailContext): Promise<MailApiKey> {
    return new AccountService(ctx).revokeKey(id);
  }

  @Directive('@inaccessible')
  @Query(() => ResolvedMailKey, { nullable: true, description: 'Gateway only: the account behind a mail API key.' })
  resolveMailKey(
    @Arg('credential') credential: string,
    @Arg('ip', () => String, { nullable: true }) ip: string | null,
    @Ctx() ctx: MailContext,
  ): Promise<ResolvedMailKey | null> {
    return new AccountService(ctx).resolveKey(credential, ip);
  }
}
