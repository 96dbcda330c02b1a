import {
  Arg,
  Ctx,
  Directive,
  Field,
  FieldResolver,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyService } from './api-key.service.js';
import { BotService } from './bot.service.js';
import { CredentialService } from './credential.service.js';
import { SessionService } from './session.service.js';
import { UserService } from './user.service.js';
import { GlobalRoleEnum, User } from './user.entity.js';

@InputType()
class LoginInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

@ObjectType()
class LoginPayload {
  @Field({ description: 'Session token; send it as `Authorization: Bearer <token>`. Shown once.' })
  token!: string;

  @Field()
  expiresAt!: Date;

  @Field(() => User)
  user!: User;
}

@InputType()
class CreateUserInput {
  @Field()
  email!: string;

  @Field()
  displayName!: string;

  @Field()
  password!: string;

  // Enum defaults do not survive the SDL round trip of buildSubgraphSchema; the service defaults to member.
  @Field(() => GlobalRoleEnum, { nullable: true, description: 'Defaults to MEMBER.' })
  globalRole?: GlobalRoleEnum;
}

@InputType()
class CreateBotInput {
  @Field()
  displayName!: string;

  @Field(() => String, { nullable: true, description: 'Optional contact address; a placeholder is generated otherwise.' })
  email?: string | null;
}

@InputType()
class UpdateUserInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => GlobalRoleEnum, { nullable: true })
  globalRole?: GlobalRoleEnum | null;

  @Field(() => String, {
    nullable: true,
    description: 'New password (yourself only, with `currentPassword`). Ends your other sessions and every OAuth grant you gave.',
  })
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'Your current password: required with `password`.' })
  currentPassword?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Your "connect AI clients" setting (yourself only).' })
  connectAiClients?: boolean | null;

  @Field(() => ID, {
    nullable: true,
    description: "A bot's new owner (an active person): by its owner or an admin. Ends the bot's OAuth delegations at once.",
  })
  ownerId?: string | null;
}

@InputType()
class CreateApiKeyInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "Owner of the key; defaults to you. Another person's key takes a super-admin; a bot's, its owner, a super-admin, or an admin of every project the bot is in (docs/permissions.md).",
  })
  userId?: string | null;

  @Field()
  name!: string;

  @Field(() => Date, { nullable: true })
  expiresAt?: Date | null;

  @Field(() => [String], { nullable: true, description: 'Extra scopes, e.g. `mcp:use`.' })
  scopes?: string[] | null;
}

@ObjectType()
export class CreateApiKeyPayload {
  @Field(() => ApiKey)
  apiKey!: ApiKey;

  @Field({ description: 'The key itself. Shown only in this response.' })
  token!: string;
}

/** What the gateway learns about a credential. Hidden from the public API. */
@ObjectType()
class ResolvedViewer {
  @Field(() => ID)
  userId!: string;

  // Raw values (`bot`, `super-admin`), not GraphQL enum names: the gateway puts them in the viewer token.
  @Field(() => String)
  userKind!: string;

  @Field(() => String)
  globalRole!: string;

  @Field(() => String)
  authMethod!: string;

  @Field(() => ID, { nullable: true })
  apiKeyId?: string;

  @Field(() => ID, { nullable: true })
  sessionId?: string;

  @Field(() => ID, { nullable: true })
  oauthTokenId?: string;

  @Field(() => ID, { nullable: true })
  oauthGrantId?: string;

  @Field(() => ID, { nullable: true })
  delegatedBy?: string;

  @Field(() => ID, { nullable: true })
  mintedBy?: string;

  @Field(() => [String])
  scopes!: string[];

  @Field(() => Date, { nullable: true, description: 'When the key or session expires.' })
  expiresAt!: Date | null;
}

enum AuthMethod {
  API_KEY = 'api_key',
  SESSION = 'session',
  OAUTH = 'oauth',
}
registerEnumType(AuthMethod, {
  name: 'AuthMethod',
  description: 'How a request signed in: an API key, a session from `login`, or an OAuth access token of a connected AI client.',
});

@ObjectType({ description: 'The credential the request carries: what the API lets it do, and until when.' })
class CurrentCredential {
  @Field(() => AuthMethod)
  authMethod!: AuthMethod;

  @Field(() => [String], {
    description: 'Scopes in effect (e.g. `mcp:use`): those of the key or OAuth grant that its user still holds. Empty for a session.',
  })
  scopes!: string[];

  @Field(() => Date, { nullable: true, description: 'When the key, session or access token expires; null for a key without expiry.' })
  expiresAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The API key, for a key.' })
  apiKeyId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The session, for a session.' })
  sessionId!: string | null;

  @Field(() => User, { description: 'Whom the credential acts as.' })
  user!: User;

  @Field(() => User, { nullable: true, description: 'An OAuth client acting as a bot: the person who connected it.' })
  delegatedBy!: User | null;

  @Field(() => User, { nullable: true, description: 'An API key minted for its owner by someone else: who minted it.' })
  mintedBy!: User | null;

  @Field(() => String, { nullable: true, description: "The OAuth client's registered name, for an OAuth access token." })
  oauthClientName!: string | null;

  @Field(() => String, { nullable: true, description: 'The protected resource an OAuth access token was issued for (RFC 8707).' })
  resource!: string | null;
}

@Resolver(() => User)
export class IdentityResolver {
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() ctx: WorkspaceContext): Promise<User> {
    return new UserService(ctx).me();
  }

  @Query(() => CurrentCredential, {
    description: 'The credential of this request (an API key, a session or an OAuth access token): its scopes in effect, expiry and user.',
  })
  async currentCredential(@Ctx() ctx: WorkspaceContext): Promise<CurrentCredential> {
    const { viewer, user, expiresAt, oauthClientName, resource } = await new CredentialService(ctx).current();
    return {
      authMethod: viewer.authMethod as AuthMethod,
      scopes: viewer.scopes,
      expiresAt,
      apiKeyId: viewer.apiKeyId ?? null,
      sessionId: viewer.sessionId ?? null,
      user,
      delegatedBy: viewer.delegatedBy ? await ctx.users.load(viewer.delegatedBy) : null,
      mintedBy: viewer.mintedBy ? await ctx.users.load(viewer.mintedBy) : null,
      oauthClientName,
      resource,
    };
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Your "connect AI clients" setting: off refuses new OAuth grants for AI clients and their renewal. Null for anyone else.',
  })
  connectAiClients(@Root() user: User, @Ctx() ctx: WorkspaceContext): boolean | null {
    return ctx.viewer.kind === 'user' && ctx.viewer.userId === user.id ? user.connectAiClients : null;
  }

  @Query(() => User, { nullable: true })
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    ctx.requireUser();
    return ctx.users.load(id);
  }

  @Query(() => [User], {
    description: 'Active users and bots, for assignment and membership pickers; with `includeDeactivated`, deactivated ones too.',
  })
  users(
    @Arg('includeDeactivated', () => Boolean, {
      nullable: true,
      description: 'Also deactivated users and bots (e.g. to reactivate them); needs `admin:users:write`.',
    })
    includeDeactivated: boolean | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<User[]> {
    return new UserService(ctx).list(includeDeactivated ?? false);
  }

  @Query(() => [ApiKey], { description: 'API keys of a user (default: you). Secrets are never listed.' })
  apiKeys(@Arg('userId', () => ID, { nullable: true }) userId: string | null, @Ctx() ctx: WorkspaceContext): Promise<ApiKey[]> {
    return new ApiKeyService(ctx).list(userId);
  }

  @Directive('@inaccessible')
  @Query(() => ResolvedViewer, { nullable: true, description: 'Gateway only: the viewer behind a bearer credential.' })
  async resolveCredential(
    @Arg('credential') credential: string,
    @Arg('ip', () => String, { nullable: true }) ip: string | null,
    @Ctx() ctx: WorkspaceContext,
  ): Promise<ResolvedViewer | null> {
    const resolved = await new CredentialService(ctx).resolve(credential, ip);
    if (!resolved || resolved.viewer.kind !== 'user') return null;
    return { ...resolved.viewer, expiresAt: resolved.expiresAt } as ResolvedViewer;
  }

  @Directive('@inaccessible')
  @Query(() => Boolean, {
    description: "Gateway only: whether the user is active (a bot: and its owner), for other subgraphs' credentials.",
  })
  userActive(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new CredentialService(ctx).isActive(id);
  }

  @Mutation(() => LoginPayload, { description: 'Signs in with email and password. Repeated failures are throttled.' })
  login(@Arg('input') input: LoginInput, @Ctx() ctx: WorkspaceContext): Promise<LoginPayload> {
    return new SessionService(ctx).login(input.email, input.password);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session.' })
  logout(@Ctx() ctx: WorkspaceContext): Promise<boolean> {
    return new SessionService(ctx).logout();
  }

  @Mutation(() => User)
  createUser(@Arg('input') input: CreateUserInput, @Ctx() ctx: WorkspaceContext): Promise<User> {
    return new UserService(ctx).create(input);
  }

  @Mutation(() => User, { description: 'Creates a bot (service account) owned by you.' })
  createBot(@Arg('input') input: CreateBotInput, @Ctx() ctx: WorkspaceContext): Promise<User> {
    return new BotService(ctx).create(input);
  }

  @Mutation(() => User)
  updateUser(@Arg('input') input: UpdateUserInput, @Ctx() ctx: WorkspaceContext): Promise<User> {
    return new UserService(ctx).update(input);
  }

  @Mutation(() => User)
  deactivateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<User> {
    return new UserService(ctx).deactivate(id);
  }

  @Mutation(() => User, {
    description:
      "Reactivates a deactivated user (holders of `admin:users:write`, or a bot's owner; a super-admin only by a super-admin). The account comes back, its credentials do not: its API keys stay revoked and its OAuth grants end; mint a new key.",
  })
  reactivateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<User> {
    return new UserService(ctx).reactivate(id);
  }

  @Mutation(() => CreateApiKeyPayload)
  createApiKey(@Arg('input') input: CreateApiKeyInput, @Ctx() ctx: WorkspaceContext): Promise<CreateApiKeyPayload> {
    return new ApiKeyService(ctx).create(input);
  }

  @Mutation(() => ApiKey)
  revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: WorkspaceContext): Promise<ApiKey> {
    return new ApiKeyService(ctx).revoke(id);
  }

  @FieldResolver(() => Boolean, { description: 'False once deactivated.' })
  active(@Root() user: User): boolean {
    return !user.deactivatedAt;
  }

  @FieldResolver(() => User, { nullable: true, description: 'Owner of a bot.' })
  owner(@Root() user: User, @Ctx() ctx: WorkspaceContext): Promise<User | null> | null {
    return user.ownerId ? ctx.users.load(user.ownerId) : null;
  }
}

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @FieldResolver(() => User)
  async user(@Root() key: ApiKey, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return ctx.users.load(key.userId);
  }

  @FieldResolver(() => User, { description: 'Who minted the key: its owner, or someone acting for them.' })
  createdBy(@Root() key: ApiKey, @Ctx() ctx: WorkspaceContext): Promise<User | null> {
    return ctx.users.load(key.createdById);
  }
}
