import { invalidInput, notFound } from '../../../core/errors.js';
import { randomToken, sha256Hex } from '../../../core/crypto.js';
import { requiredText } from '../../../core/validation.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import { ApiKey } from './api-key.entity.js';
import { publishCredentialsChanged } from './credentials-changed.js';
import { apiKeyScopes, globalRoleAtLeast, hasGlobalPermission, type ApiKeyScope } from '../../../core/permissions.js';
import { User, UserKind } from './user.entity.js';
import { apiKeyScopeNotHeld, botApiKeyNotAllowed, botsCannotMintApiKeys, personalApiKeyNotAllowed } from './identity.errors.js';

export const API_KEY_PREFIX = 'svc_key_';

export interface CreateApiKeyInput {
  /** Defaults to the viewer. */
  userId?: string | null;
  name: string;
  expiresAt?: Date | null;
  scopes?: string[] | null;
}

/** On whose authority a key was minted for another user (recorded in the audit entry as `mintedFor`). */
type MintingAuthority = { as: 'super-admin' } | { as: 'bot-owner' } | { as: 'project-admin'; projectId: string };

/** Workspace API keys: minting (for yourself or for another user), listing and revoking. */
export class ApiKeyService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /**
   * Mints a key, for yourself or for another active user (see `mintingAuthority`). The key's scopes
   * must be held by its owner, whoever mints it.
   */
  async create(input: CreateApiKeyInput): Promise<{ apiKey: ApiKey; token: string }> {
    const viewer = this.ctx.requireUser();
    if (viewer.userKind === 'bot') throw botsCannotMintApiKeys();
    const targetId = input.userId ?? viewer.userId;
    const target = await this.em.findOne(User, { id: targetId, deactivatedAt: null });
    if (!target) throw notFound('User');
    let authority: MintingAuthority | null = null;
    if (target.id !== viewer.userId) {
      authority = await this.mintingAuthority(target);
      if (!authority) throw target.kind === UserKind.BOT ? botApiKeyNotAllowed() : personalApiKeyNotAllowed();
    }
    const name = requiredText('name', input.name, 100);
    if (input.expiresAt && input.expiresAt <= this.ctx.now()) throw invalidInput('expiresAt', 'must be in the future');
    const scopes = [...new Set(input.scopes ?? [])];
    for (const scope of scopes) {
      if (!(apiKeyScopes as readonly string[]).includes(scope))
        throw invalidInput('scopes', `unknown scope ${scope}; known: ${apiKeyScopes.join(', ')}`);
      if (!hasGlobalPermission(target.globalRole, scope as ApiKeyScope)) throw apiKeyScopeNotHeld(scope as ApiKeyScope);
    }
    const token = randomToken(API_KEY_PREFIX);
    const apiKey = this.em.create(ApiKey, {
      userId: target.id,
      name,
      tokenHash: sha256Hex(token),
      tokenPrefix: token.slice(0, API_KEY_PREFIX.length + 6),
      scopes,
      createdById: viewer.userId,
      expiresAt: input.expiresAt ?? null,
    });
    audit(this.em, {
      actorId: viewer.userId,
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: apiKey.id,
      details: { ownerId: target.id, name, scopes, ...(authority ? { mintedFor: authority } : {}) },
      ip: this.ctx.ip,
    });
    await this.em.flush();
    return { apiKey, token };
  }

  /**
   * Why the viewer may mint a key for `target` (another user), or null: a super-admin for anyone; a
   * bot's owner for the bot; a project admin (workspace admins count as one in every project) for a
   * member of that project whose global role is not above their own, acting for the owner.
   */
  private async mintingAuthority(target: User): Promise<MintingAuthority | null> {
    const viewer = this.ctx.requireUser();
    if (hasGlobalPermission(viewer.globalRole, 'admin:api-keys:mint')) return { as: 'super-admin' };
    if (target.kind === UserKind.BOT && target.ownerId === viewer.userId) return { as: 'bot-owner' };
    if (!globalRoleAtLeast(viewer.globalRole, target.globalRole)) return null;
    for (const membership of await this.em.find(ProjectMember, { userId: target.id }, { orderBy: { id: 'asc' } })) {
      if (await this.ctx.canInProject(membership.projectId, 'project:api-keys:mint'))
        return { as: 'project-admin', projectId: membership.projectId };
    }
    return null;
  }

  /** Keys of a user: your own, a bot's you own, or anyone's for workspace admins. */
  async list(userId?: string | null): Promise<ApiKey[]> {
    const viewer = this.ctx.requireUser();
    const targetId = userId ?? viewer.userId;
    if (targetId !== viewer.userId && !this.ctx.isAdmin()) {
      const target = await this.ctx.users.load(targetId);
      if (!target || target.ownerId !== viewer.userId) throw notFound('User');
    }
    return this.em.find(ApiKey, { userId: targetId }, { orderBy: { id: 'asc' } });
  }

  async revoke(id: string): Promise<ApiKey> {
    const viewer = this.ctx.requireUser();
    const key = await this.em.findOne(ApiKey, { id });
    if (!key) throw notFound('API key');
    if (key.userId !== viewer.userId && !this.ctx.isAdmin()) {
      const owner = await this.ctx.users.load(key.userId);
      if (!owner || owner.ownerId !== viewer.userId) throw notFound('API key');
    }
    if (!key.revokedAt) {
      key.revokedAt = this.ctx.now();
      audit(this.em, {
        actorId: viewer.userId,
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: key.id,
        details: { ownerId: key.userId },
        ip: this.ctx.ip,
      });
      await this.em.flush();
      await publishCredentialsChanged(this.ctx);
    }
    return key;
  }
}
