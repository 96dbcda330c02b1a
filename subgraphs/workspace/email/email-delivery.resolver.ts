import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { EmailDeliveryMode } from './email-delivery.entity.js';
import { EmailDeliveryService, type EmailDeliveryState } from './email-delivery.service.js';

@ObjectType('EmailDelivery', {
  description: "How the workspace's own mail (invitations, password resets, notifications) goes out. The API key is never shown.",
})
class EmailDeliveryView implements EmailDeliveryState {
  @Field()
  connected!: boolean;

  @Field(() => EmailDeliveryMode, { nullable: true })
  mode!: EmailDeliveryMode | null;

  @Field(() => String, {
    nullable: true,
    description: 'From of workspace mail, e.g. `"Acme" <notifications@acme-1f2e3d.mail.svc.example>`.',
  })
  fromAddress!: string | null;

  @Field(() => String, { nullable: true, description: 'Base URL of the mail API; mail is sent with `POST <apiUrl>/v1/send`.' })
  apiUrl!: string | null;

  @Field(() => Date, { nullable: true })
  connectedAt!: Date | null;
}

@InputType()
class ConnectEmailDeliveryInput {
  @Field(() => String, { nullable: true, description: 'Display name in the From header; defaults to the workspace name.' })
  fromName?: string | null;
}

@InputType()
class ConfigureEmailDeliveryInput {
  @Field({ description: 'Base URL of the mail API (without `/v1`), e.g. `https://mail.example.com`.' })
  apiUrl!: string;

  @Field({ description: 'A mail API key (`svc_mail_…`, `SENDING` access is enough). Stored encrypted, never shown again.' })
  apiKey!: string;

  @Field({ description: 'Sender address on a domain verified for that key, e.g. `workspace@example.com`.' })
  fromAddress!: string;

  @Field(() => String, { nullable: true, description: 'Display name in the From header.' })
  fromName?: string | null;
}

@Resolver()
export class EmailDeliveryResolver {
  @Query(() => EmailDeliveryView, { description: 'Workspace admins: the email delivery setting.' })
  emailDelivery(@Ctx() ctx: WorkspaceContext): Promise<EmailDeliveryState> {
    return new EmailDeliveryService(ctx).get();
  }

  @Mutation(() => EmailDeliveryView, {
    description:
      "Workspace admins: provisions a mail account, a verified subdomain of the operator's shared sender identity (no DNS work) and a sending key, and sends workspace mail through them. Idempotent; connecting again rotates the key.",
  })
  connectEmailDelivery(
    @Arg('input', () => ConnectEmailDeliveryInput, { nullable: true }) input: ConnectEmailDeliveryInput | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<EmailDeliveryState> {
    return new EmailDeliveryService(ctx).connect(input ?? {});
  }

  @Mutation(() => EmailDeliveryView, {
    description: 'Workspace admins (self-hosted, own from-domain): sends workspace mail through a mail API and key created elsewhere.',
  })
  configureEmailDelivery(@Arg('input') input: ConfigureEmailDeliveryInput, @Ctx() ctx: WorkspaceContext): Promise<EmailDeliveryState> {
    return new EmailDeliveryService(ctx).configure(input);
  }

  @Mutation(() => EmailDeliveryView, { description: 'Workspace admins: stops sending workspace mail and forgets the stored key.' })
  disconnectEmailDelivery(@Ctx() ctx: WorkspaceContext): Promise<EmailDeliveryState> {
    return new EmailDeliveryService(ctx).disconnect();
  }
}
