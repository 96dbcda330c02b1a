import { constantTimeEqual, sha256Hex } from '../../../core/crypto.js';
import { unauthenticated } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import type { UserViewer, Viewer } from '../../../core/viewer.js';
import type { WorkspaceContext } from '../context.js';
import { ApiKey } from './api-key.entity.js';
import { API_KEY_PREFIX, mintingAuthority } from './api-key.service.js';
import { OAUTH_ACCESS_TOKEN_PREFIX, OAuthService } from './oauth.service.js';
import { hasGlobalPermission, type ApiKeyScope } from '../../../core/permissions.js';
import { Session } from './session.entity.js';
import { SESSION_PREFIX } from './session.service.js';
import { isLocalUser, User, UserKind } from './user.entity.js';

export interface CurrentCredentialRecord {
  viewer: UserViewer;
  user: User;
  expiresAt: Date | null;
  /** The OAuth client's registered name (its id when it gave none), for an OAuth token. */
  oauthClientName: string | null;
  /** The protected resource an OAuth token was issued for (RFC 8707), when the client named one. */
  resource: string | null;
}

/** last_used_at is written at most this often per key, so authentication stays a read. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

/** Bearer credentials (API keys, sessions and OAuth access tokens) turned into viewers for the gateway. */
export class CredentialService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /**
   * Turns a bearer credential into a viewer (called by the gateway only). Returns null for
   * unknown, revoked or expired credentials and for deactivated users.
   */
  async resolve(credential: string, ip: string | null): Promise<{ viewer: Viewer; expiresAt: Date | null } | null> {
    this.ctx.requireService();
    const hash = sha256Hex(credential);
    const now = this.ctx.now();
    if (credential.startsWith(API_KEY_PREFIX)) {
      const key = await this.em.findOne(ApiKey, { tokenHash: hash });
      if (!key || !constantTimeEqual(key.tokenHash, hash) || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) return null;
      const user = await this.activeUser(key.userId);
      if (!user) return null;
      // A key minted for its owner by someone else lives only while the minter could still mint it. It acts for the owner
      // (`mintedBy`, core/acting-for.ts) unless its minter is the bot's own owner, the principal whose keys a bot's are.
      if (key.createdById !== key.userId) {
        const minter = await this.activeUser(key.createdById);
        if (!minter || !(await mintingAuthority(this.em, minter, user))) return null;
      }
      const mintedBy = key.createdById !== key.userId && key.createdById !== user.ownerId ? key.createdById : undefined;
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await this.em.nativeUpdate(ApiKey, { id: key.id }, { lastUsedAt: now });
      }
      // A scope only counts while the owner still holds the matching permission.
      const scopes = key.scopes.filter((scope) => hasGlobalPermission(user.globalRole, scope as ApiKeyScope));
      const viewer: Viewer = {
        kind: 'user',
        userId: user.id,
        userKind: user.kind,
        globalRole: user.globalRole,
        authMethod: 'api_key',
        apiKeyId: key.id,
        scopes,
        ...(mintedBy ? { mintedBy } : {}),
        ...(ip ? { ip } : {}),
      };
      return { viewer, expiresAt: key.expiresAt ?? null };
    }
    if (credential.startsWith(SESSION_PREFIX)) {
      const session = await this.em.findOne(Session, { tokenHash: hash });
      if (!session || !constantTimeEqual(session.tokenHash, hash) || session.revokedAt || session.expiresAt <= now) return null;
      const user = await this.activeUser(session.userId);
      if (!user || user.kind !== UserKind.HUMAN) return null;
      const viewer: Viewer = {
        kind: 'user',
        userId: user.id,
        userKind: user.kind,
        globalRole: user.globalRole,
        authMethod: 'session',
        sessionId: session.id,
        scopes: [],
        ...(ip ? { ip } : {}),
      };
      return { viewer, expiresAt: session.expiresAt };
    }
    if (credential.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) return new OAuthService(this.ctx).resolveAccessToken(credential, ip);
    return null;
  }

  /**
   * The credential of the request itself: how it signed in, the scopes in effect (those the viewer
   * carries: the key's scopes its owner still held when the gateway resolved it), when it expires.
   */
  async current(): Promise<CurrentCredentialRecord> {
    const viewer = this.ctx.requireUser();
    const [user, credential, oauth] = await Promise.all([
      this.ctx.users.load(viewer.userId),
      viewer.apiKeyId
        ? this.em.findOne(ApiKey, { id: viewer.apiKeyId })
        : viewer.sessionId
          ? this.em.findOne(Session, { id: viewer.sessionId })
          : null,
      viewer.authMethod === 'oauth' ? new OAuthService(this.ctx).credentialOf(viewer) : null,
    ]);
    if (!user) throw unauthenticated();
    return {
      viewer,
      user,
      expiresAt: credential?.expiresAt ?? oauth?.token.expiresAt ?? null,
      oauthClientName: oauth ? String(oauth.client?.metadata.client_name ?? oauth.grant.clientId) : null,
      resource: oauth?.grant.resource ?? null,
    };
  }

  /**
   * Whether a user is active, a bot's owner included (called by the gateway only): the owner of a
   * credential issued elsewhere, such as a mail API key, must pass it as the workspace's own do.
   */
  async isActive(id: string): Promise<boolean> {
    this.ctx.requireService();
    return isUuid(id) && (await this.activeUser(id)) !== null;
  }

  /** An active user; a bot also needs an active owner. Federated placeholders never act here. */
  private async activeUser(id: string): Promise<(User & { kind: UserKind.HUMAN | UserKind.BOT }) | null> {
    const user = await this.em.findOne(User, { id, deactivatedAt: null });
    if (!user || !isLocalUser(user)) return null;
    if (user.kind === UserKind.BOT && user.ownerId && !(await this.em.findOne(User, { id: user.ownerId, deactivatedAt: null })))
      return null;
    return user;
  }
}
