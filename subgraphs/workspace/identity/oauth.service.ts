import type { EntityManager } from '@mikro-orm/postgresql';
import { fromNow } from '../../../core/clock.js';
import { constantTimeEqual, randomToken, sha256Hex } from '../../../core/crypto.js';
import { isUuid, newId } from '../../../core/ids.js';
import { MCP_SCOPE, sameResource, type UserViewer, type Viewer } from '../../../core/viewer.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { publishCredentialsChanged } from './credentials-changed.js';
import {
  aiClientsDisabled,
  notAgentOwner,
  oauthInvalidClient,
  oauthInvalidGrant,
  oauthInvalidScope,
  oauthInvalidTarget,
} from './identity.errors.js';
import { OAuthClient, OAuthCode, OAuthGrant, OAuthToken, type OAuthTokenKind } from './oauth.entity.js';
import { hasGlobalPermission } from '../../../core/permissions.js';
import { isLocalUser, User, UserKind } from './user.entity.js';

export const OAUTH_ACCESS_TOKEN_PREFIX = 'svc_oat_';
const OAUTH_REFRESH_TOKEN_PREFIX = 'svc_ort_';
const OAUTH_CODE_PREFIX = 'svc_oac_';
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const CODE_TTL_MS = 5 * 60 * 1000;
/**
 * A refresh token presented again this soon after it was rotated still renews (a client that lost the
 * answer to a network error retries); later, the reuse means it leaked, and the whole grant is revoked.
 */
export const REFRESH_GRACE_MS = 60 * 1000;

export interface OAuthTokenSet {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: string[];
  resource: string | null;
  /** Whom the client acts as: the signed-in user (default) or a bot they own. */
  actingUserId: string | null;
}

/**
 * The OAuth 2.1 authorization server's records (the gateway serves its endpoints with the MCP SDK and
 * calls this): clients, consents (grants), PKCE-bound codes, and rotating tokens. A grant lets a
 * client act as the consenting person or as a bot they own; it ends at once when either is
 * deactivated, the bot changes owner, or the grant is revoked.
 */
export class OAuthService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async registerClient(metadata: Record<string, unknown>, clientSecret: string | null): Promise<OAuthClient> {
    this.ctx.requireService();
    const client = this.em.create(OAuthClient, {
      clientId: newId(),
      clientSecretHash: clientSecret ? sha256Hex(clientSecret) : null,
      metadata,
    });
    await this.em.flush();
    return client;
  }

  client(clientId: string): Promise<OAuthClient | null> {
    this.ctx.requireService();
    return this.em.findOne(OAuthClient, { clientId });
  }

  /** A confidential client's secret, compared in constant time with the stored hash; a public client has none to check. */
  async authenticateClient(clientId: string, clientSecret: string | null): Promise<OAuthClient> {
    const client = await this.client(clientId);
    if (!client) throw oauthInvalidClient();
    if (client.clientSecretHash && !(clientSecret && constantTimeEqual(client.clientSecretHash, sha256Hex(clientSecret)))) {
      throw oauthInvalidClient();
    }
    return client;
  }

  /** Self and the active bots the signed-in person owns: the identities a client may act as. */
  async actingIdentities(): Promise<{ user: User; agents: User[] }> {
    const viewer = this.requireHuman();
    const user = await this.em.findOneOrFail(User, { id: viewer.userId });
    const agents = await this.em.find(
      User,
      { ownerId: user.id, kind: UserKind.BOT, deactivatedAt: null },
      { orderBy: { displayName: 'asc' } },
    );
    return { user, agents };
  }

  /** The signed-in person consents: a single-use code for the client, bound to the PKCE challenge and redirect URI. */
  async authorize(request: AuthorizationRequest): Promise<string> {
    const viewer = this.requireHuman();
    const client = await this.em.findOne(OAuthClient, { clientId: request.clientId });
    if (!client) throw oauthInvalidClient();
    const user = await this.em.findOneOrFail(User, { id: viewer.userId });
    if (!user.connectAiClients) throw aiClientsDisabled();
    const scopes = request.scopes.length ? [...new Set(request.scopes)] : [MCP_SCOPE];
    for (const scope of scopes) if (scope !== MCP_SCOPE) throw oauthInvalidScope(scope);
    const acting = request.actingUserId && request.actingUserId !== user.id ? await this.ownedAgent(user.id, request.actingUserId) : user;
    if (!hasGlobalPermission(acting.globalRole, MCP_SCOPE)) throw oauthInvalidScope(MCP_SCOPE);
    const grant = this.em.create(OAuthGrant, {
      clientId: client.clientId,
      userId: user.id,
      actingUserId: acting.id,
      scopes,
      resource: request.resource,
    });
    const code = randomToken(OAUTH_CODE_PREFIX);
    this.em.create(OAuthCode, {
      grantId: grant.id,
      codeHash: sha256Hex(code),
      codeChallenge: request.codeChallenge,
      redirectUri: request.redirectUri,
      expiresAt: fromNow(this.ctx.deps.clock, CODE_TTL_MS),
    });
    audit(this.em, {
      actorId: user.id,
      action: 'oauth.granted',
      targetType: 'user',
      targetId: acting.id,
      details: {
        grantId: grant.id,
        clientId: client.clientId,
        clientName: client.metadata.client_name ?? null,
        actingUserId: acting.id,
        scopes,
      },
      ip: this.ctx.ip,
    });
    await this.em.flush();
    return code;
  }

  /** The PKCE challenge a code was issued for (the SDK checks the verifier against it before the exchange). */
  async codeChallenge(clientId: string, code: string): Promise<string> {
    this.ctx.requireService();
    const { record } = await this.liveCode(clientId, code);
    return record.codeChallenge;
  }

  /** Exchanges a code once; a second use revokes everything the grant issued (RFC 6749 §4.1.2). */
  async exchangeCode(clientId: string, code: string, redirectUri: string | null, resource: string | null): Promise<OAuthTokenSet> {
    this.ctx.requireService();
    const { record, grant } = await this.liveCode(clientId, code);
    if (redirectUri !== null && redirectUri !== record.redirectUri)
      throw oauthInvalidGrant('redirect_uri differs from the authorization request');
    this.checkResource(grant, resource);
    const claimed = await this.em.nativeUpdate(OAuthCode, { id: record.id, usedAt: null }, { usedAt: this.ctx.now() });
    if (claimed === 0) {
      await this.revokeGrant(grant, 'authorization code reused');
      throw oauthInvalidGrant('The authorization code was already used');
    }
    await this.requireLiveDelegation(grant);
    const tokens = this.issueTokens(grant);
    await this.em.flush();
    return tokens;
  }

  /**
   * Rotates a refresh token: the presented one is spent, a new pair issued. Presented again within
   * REFRESH_GRACE_MS it renews once more; after that, its reuse revokes the grant.
   */
  async refresh(clientId: string, refreshToken: string, scopes: string[], resource: string | null): Promise<OAuthTokenSet> {
    this.ctx.requireService();
    const token = await this.em.findOne(OAuthToken, { tokenHash: sha256Hex(refreshToken), kind: 'refresh' });
    const grant = token && (await this.em.findOne(OAuthGrant, { id: token.grantId }));
    const now = this.ctx.now();
    if (!token || !grant || grant.clientId !== clientId) throw oauthInvalidGrant('Unknown refresh token');
    if (grant.revokedAt || token.revokedAt) throw oauthInvalidGrant('The refresh token was revoked');
    if (token.expiresAt <= now) throw oauthInvalidGrant('The refresh token expired');
    for (const scope of scopes) if (!grant.scopes.includes(scope)) throw oauthInvalidScope(scope);
    this.checkResource(grant, resource);
    const user = await this.em.findOne(User, { id: grant.userId });
    if (user && !user.connectAiClients) throw aiClientsDisabled();
    const rotated = await this.em.nativeUpdate(OAuthToken, { id: token.id, rotatedAt: null }, { rotatedAt: now });
    if (rotated === 0) {
      const rotatedAt = (await this.em.findOneOrFail(OAuthToken, { id: token.id }, { refresh: true })).rotatedAt!;
      if (now.getTime() - rotatedAt.getTime() > REFRESH_GRACE_MS) {
        await this.revokeGrant(grant, 'refresh token reused after rotation');
        throw oauthInvalidGrant('The refresh token was already used; the grant is revoked');
      }
    }
    await this.requireLiveDelegation(grant);
    const tokens = this.issueTokens(grant);
    await this.em.flush();
    return tokens;
  }

  /** RFC 7009: an access token ends alone, a refresh token ends its grant. Unknown tokens are ignored. */
  async revoke(clientId: string, token: string): Promise<void> {
    this.ctx.requireService();
    const record = await this.em.findOne(OAuthToken, { tokenHash: sha256Hex(token) });
    const grant = record && (await this.em.findOne(OAuthGrant, { id: record.grantId }));
    if (!record || !grant || grant.clientId !== clientId) return;
    if (record.kind === 'refresh') {
      await this.revokeGrant(grant, 'revoked by the client');
      return;
    }
    await this.em.nativeUpdate(OAuthToken, { id: record.id, revokedAt: null }, { revokedAt: this.ctx.now() });
    await publishCredentialsChanged(this.ctx);
  }

  /**
   * The viewer of an access token: the acting identity with its own role and permissions, the
   * consenting person as `delegatedBy` when that is a bot. Null when the token, its grant or the
   * delegation behind it no longer holds.
   */
  async resolveAccessToken(accessToken: string, ip: string | null): Promise<{ viewer: Viewer; expiresAt: Date } | null> {
    const hash = sha256Hex(accessToken);
    const token = await this.em.findOne(OAuthToken, { tokenHash: hash, kind: 'access' });
    if (!token || !constantTimeEqual(token.tokenHash, hash) || token.revokedAt || token.expiresAt <= this.ctx.now()) return null;
    const grant = await this.em.findOne(OAuthGrant, { id: token.grantId, revokedAt: null });
    const acting = grant && (await this.delegate(grant));
    if (!grant || !acting || !isLocalUser(acting)) return null;
    const viewer: UserViewer = {
      kind: 'user',
      userId: acting.id,
      userKind: acting.kind,
      globalRole: acting.globalRole,
      authMethod: 'oauth',
      oauthTokenId: token.id,
      oauthGrantId: grant.id,
      ...(acting.id !== grant.userId ? { delegatedBy: grant.userId } : {}),
      scopes: grant.scopes.filter((scope) => scope === MCP_SCOPE && hasGlobalPermission(acting.globalRole, scope)),
      ...(ip ? { ip } : {}),
    };
    return { viewer, expiresAt: token.expiresAt };
  }

  /** The request's own access token with its grant and client, for `currentCredential`. */
  async credentialOf(viewer: UserViewer): Promise<{ token: OAuthToken; grant: OAuthGrant; client: OAuthClient | null } | null> {
    const token = viewer.oauthTokenId ? await this.em.findOne(OAuthToken, { id: viewer.oauthTokenId }) : null;
    const grant = token && (await this.em.findOne(OAuthGrant, { id: token.grantId }));
    if (!token || !grant) return null;
    return { token, grant, client: await this.em.findOne(OAuthClient, { clientId: grant.clientId }) };
  }

  private requireHuman(): UserViewer {
    const viewer = this.ctx.requireUser();
    // Consent is given by a person signed in to the platform (a console session), never by a key or another client.
    if (viewer.userKind !== 'human' || viewer.authMethod !== 'session') throw notAgentOwner();
    return viewer;
  }

  private async ownedAgent(ownerId: string, agentId: string): Promise<User> {
    // An id that is not a UUID names nobody (and must not reach the uuid column).
    const agent = isUuid(agentId) && (await this.em.findOne(User, { id: agentId, kind: UserKind.BOT, ownerId, deactivatedAt: null }));
    if (!agent) throw notAgentOwner();
    return agent;
  }

  private async liveCode(clientId: string, code: string): Promise<{ record: OAuthCode; grant: OAuthGrant }> {
    const record = await this.em.findOne(OAuthCode, { codeHash: sha256Hex(code) });
    const grant = record && (await this.em.findOne(OAuthGrant, { id: record.grantId }));
    if (!record || !grant || grant.clientId !== clientId) throw oauthInvalidGrant('Unknown authorization code');
    if (grant.revokedAt) throw oauthInvalidGrant('The grant was revoked');
    if (record.expiresAt <= this.ctx.now() && !record.usedAt) throw oauthInvalidGrant('The authorization code expired');
    return { record, grant };
  }

  private checkResource(grant: OAuthGrant, resource: string | null): void {
    if (resource !== null && grant.resource && !sameResource(resource, grant.resource)) {
      throw oauthInvalidTarget(`The grant is for ${grant.resource}, not ${resource}`);
    }
  }

  /** The acting identity while the delegation holds: the person active, and a bot active and still theirs. */
  private async delegate(grant: OAuthGrant): Promise<User | null> {
    const users = await this.em.find(User, { id: [...new Set([grant.userId, grant.actingUserId])], deactivatedAt: null });
    const person = users.find((user) => user.id === grant.userId && user.kind === UserKind.HUMAN);
    const acting = users.find((user) => user.id === grant.actingUserId);
    if (!person || !acting) return null;
    if (acting.id !== person.id && (acting.kind !== UserKind.BOT || acting.ownerId !== person.id)) return null;
    return acting;
  }

  private async requireLiveDelegation(grant: OAuthGrant): Promise<void> {
    if (!(await this.delegate(grant)))
      throw oauthInvalidGrant('The delegation ended: the user or the agent was deactivated, or the agent changed owner');
  }

  private issueTokens(grant: OAuthGrant): OAuthTokenSet {
    const mint = (kind: OAuthTokenKind, prefix: string, ttlMs: number) => {
      const token = randomToken(prefix);
      this.em.create(OAuthToken, { grantId: grant.id, kind, tokenHash: sha256Hex(token), expiresAt: fromNow(this.ctx.deps.clock, ttlMs) });
      return token;
    };
    return {
      accessToken: mint('access', OAUTH_ACCESS_TOKEN_PREFIX, ACCESS_TOKEN_TTL_MS),
      refreshToken: mint('refresh', OAUTH_REFRESH_TOKEN_PREFIX, REFRESH_TOKEN_TTL_MS),
      expiresIn: ACCESS_TOKEN_TTL_MS / 1000,
      scope: grant.scopes.join(' '),
    };
  }

  private async revokeGrant(grant: OAuthGrant, reason: string): Promise<void> {
    await endGrants(this.em, [grant], reason, this.ctx);
    await this.em.flush();
    await publishCredentialsChanged(this.ctx);
  }
}

/**
 * Ends every live OAuth grant a person gave (as themselves or for an agent; only those acting as `actingUserId` when
 * given), with its tokens, in `em`'s transaction: a password change or reset takes away what the old password let anyone
 * sign in to, a bot's new owner what its previous owner delegated. The caller flushes and publishes.
 */
export async function revokeGrantsOf(
  em: EntityManager,
  userId: string,
  reason: string,
  ctx: WorkspaceContext,
  actingUserId?: string,
): Promise<void> {
  const grants = await em.find(OAuthGrant, { userId, revokedAt: null, ...(actingUserId ? { actingUserId } : {}) });
  await endGrants(em, grants, reason, ctx);
}

/** Ends every live OAuth grant given by the user or acting as them, with its tokens, in `em`'s transaction. The caller flushes and publishes. */
export async function revokeGrantsInvolving(em: EntityManager, userId: string, reason: string, ctx: WorkspaceContext): Promise<void> {
  const grants = await em.find(OAuthGrant, { $or: [{ userId }, { actingUserId: userId }], revokedAt: null });
  await endGrants(em, grants, reason, ctx);
}

/** Revokes `grants` and their tokens, each audited with both identities (the person and whom the client acted as). */
async function endGrants(em: EntityManager, grants: OAuthGrant[], reason: string, ctx: WorkspaceContext): Promise<void> {
  if (grants.length === 0) return;
  const now = ctx.now();
  const ids = grants.map((grant) => grant.id);
  await em.nativeUpdate(OAuthGrant, { id: ids, revokedAt: null }, { revokedAt: now, revokedReason: reason });
  await em.nativeUpdate(OAuthToken, { grantId: ids, revokedAt: null }, { revokedAt: now });
  for (const grant of grants) {
    audit(em, {
      actorId: null,
      action: 'oauth.grant_revoked',
      targetType: 'user',
      targetId: grant.actingUserId,
      details: { grantId: grant.id, clientId: grant.clientId, userId: grant.userId, reason },
      ip: ctx.ip,
    });
  }
}
