import { Arg, Ctx, Directive, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import type { OAuthClient } from './oauth.entity.js';
import { OAuthService, type OAuthTokenSet } from './oauth.service.js';
import { User } from './user.entity.js';

/** A registered OAuth client as the gateway's authorization server needs it. Hidden from the public API. */
@ObjectType()
class OAuthClientRecord {
  @Field()
  clientId!: string;

  @Field({ description: 'The registered client metadata (RFC 7591), as JSON, without any secret.' })
  metadata!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType()
class OAuthTokenSetRecord implements OAuthTokenSet {
  @Field()
  accessToken!: string;

  @Field()
  refreshToken!: string;

  @Field(() => Int)
  expiresIn!: number;

  @Field()
  scope!: string;
}

@InputType()
class OAuthAuthorizeInput {
  @Field()
  clientId!: string;

  @Field()
  redirectUri!: string;

  @Field()
  codeChallenge!: string;

  @Field(() => [String])
  scopes!: string[];

  @Field(() => String, { nullable: true })
  resource!: string | null;

  @Field(() => ID, { nullable: true, description: 'Yourself when null; else a bot you own.' })
  actingUserId!: string | null;
}

const clientRecord = (client: OAuthClient): OAuthClientRecord => ({
  clientId: client.clientId,
  metadata: JSON.stringify(client.metadata),
  createdAt: client.createdAt,
});

/** The OAuth authorization server's records, for the gateway that serves its endpoints; none of it is in the public API. */
@Resolver()
export class OAuthResolver {
  @Directive('@inaccessible')
  @Mutation(() => OAuthClientRecord, { description: 'Gateway only: records a dynamically registered client.' })
  async oauthRegisterClient(
    @Arg('metadata') metadata: string,
    @Arg('clientSecret', () => String, { nullable: true }) clientSecret: string | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OAuthClientRecord> {
    return clientRecord(await new OAuthService(ctx).registerClient(JSON.parse(metadata) as Record<string, unknown>, clientSecret));
  }

  @Directive('@inaccessible')
  @Query(() => OAuthClientRecord, { nullable: true, description: 'Gateway only: a registered client.' })
  async oauthClient(@Arg('clientId') clientId: string, @Ctx() ctx: WorkspaceContext): Promise<OAuthClientRecord | null> {
    const client = await new OAuthService(ctx).client(clientId);
    return client ? clientRecord(client) : null;
  }

  @Directive('@inaccessible')
  @Query(() => OAuthClientRecord, { description: 'Gateway only: a client authenticated with its secret (a public client has none).' })
  async oauthAuthenticateClient(
    @Arg('clientId') clientId: string,
    @Arg('clientSecret', () => String, { nullable: true }) clientSecret: string | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OAuthClientRecord> {
    ctx.requireService();
    return clientRecord(await new OAuthService(ctx).authenticateClient(clientId, clientSecret));
  }

  @Directive('@inaccessible')
  @Query(() => [User], { description: 'Consent page: you, then the active bots you own (whom a client may act as).' })
  async oauthActingIdentities(@Ctx() ctx: WorkspaceContext): Promise<User[]> {
    const { user, agents } = await new OAuthService(ctx).actingIdentities();
    return [user, ...agents];
  }

  @Directive('@inaccessible')
  @Mutation(() => String, { description: 'Consent page: your consent, answered with the authorization code.' })
  oauthAuthorize(@Arg('input') input: OAuthAuthorizeInput, @Ctx() ctx: WorkspaceContext): Promise<string> {
    return new OAuthService(ctx).authorize(input);
  }

  @Directive('@inaccessible')
  @Query(() => String, { description: 'Gateway only: the PKCE challenge of an authorization code.' })
  oauthCodeChallenge(@Arg('clientId') clientId: string, @Arg('code') code: string, @Ctx() ctx: WorkspaceContext): Promise<string> {
    return new OAuthService(ctx).codeChallenge(clientId, code);
  }

  @Directive('@inaccessible')
  @Mutation(() => OAuthTokenSetRecord, { description: 'Gateway only: an authorization code exchanged for tokens.' })
  oauthExchangeCode(
    @Arg('clientId') clientId: string,
    @Arg('code') code: string,
    @Arg('redirectUri', () => String, { nullable: true }) redirectUri: string | null,
    @Arg('resource', () => String, { nullable: true }) resource: string | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OAuthTokenSet> {
    return new OAuthService(ctx).exchangeCode(clientId, code, redirectUri, resource);
  }

  @Directive('@inaccessible')
  @Mutation(() => OAuthTokenSetRecord, { description: 'Gateway only: a refresh token rotated.' })
  oauthRefresh(
    @Arg('clientId') clientId: string,
    @Arg('refreshToken') refreshToken: string,
    @Arg('scopes', () => [String]) scopes: string[],
    @Arg('resource', () => String, { nullable: true }) resource: string | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<OAuthTokenSet> {
    return new OAuthService(ctx).refresh(clientId, refreshToken, scopes, resource);
  }

  @Directive('@inaccessible')
  @Mutation(() => Boolean, { description: 'Gateway only: a token revoked (RFC 7009).' })
  async oauthRevoke(@Arg('clientId') clientId: string, @Arg('token') token: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    await new OAuthService(ctx).revoke(clientId, token);
    return true;
  }
}
