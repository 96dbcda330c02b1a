import { invalidInput, notFound } from '../../../core/errors.js';
import { randomToken, sha256Hex } from '../../../core/crypto.js';
import { requiredText } from '../../../core/validation.js';
import { sql } from '../common/sql.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import { ApiKey } from './api-key.entity.js';
import { publishCredentialsChanged } from './credentials-changed.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { apiKeyScopes, hasGlobalPermission, isWorkspaceAdmin, type ApiKeyScope } from '../../../core/permissions.js';
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
export type MintingAuthority = { as: 'super-admin' } | { as: 'bot-owner' } | { as: 'project-admin'; projectIds: string[] };

/** Who mints: a user's id, global role and kind. */
type Minter = Pick<User, 'id' | 'globalRole' | 'kind'>;

/**
 * Why `minter` may hold a key for `target` (another user), or null (docs/permissions.md, "Acting for someone"). The key
 * must never reach what the minter could not, so:
 * - a super-admin mints for anyone;
 * - a bot's owner mints for the bot (the owner may act as their agent anyway: OAuth consent as an agent);
 * - a project admin (workspace admins count as one everywhere) mints for a bot that is a member of at least one project
 *   and only of projects they administer;
 * - and a super-admin's or project admin's key needs the owner to be on no access list of a private ticket the minter is
 *   not on: the key never reads a ticket the minter cannot.
 * The same question is asked again each time such a key is resolved: the key lives only while its minter could still mint it.
 */
export async function mintingAuthority(em: EntityManager, minter: Minter, target: User): Promise<MintingAuthority | null> {
  if (minter.kind !== UserKind.HUMAN) return null;
  if (target.kind === UserKind.BOT && target.ownerId === minter.id) return { as: 'bot-owner' };
  let authority: MintingAuthority | null = null;
  if (hasGlobalPermission(minter.globalRole, 'admin:api-keys:mint')) authority = { as: 'super-admin' };
  else if (target.kind === UserKind.BOT) {
    const memberships = await em.find(ProjectMember, { userId: target.id }, { fields: ['projectId'], orderBy: { projectId: 'asc' } });
    const projectIds = memberships.map((membership) => membership.projectId);
    const administered = isWorkspaceAdmin(minter.globalRole)
      ? projectIds.length
      : await em.count(ProjectMember, { userId: minter.id, role: 'admin', projectId: { $in: projectIds } });
    if (projectIds.length > 0 && administered === projectIds.length) authority = { as: 'project-admin', projectIds };
  }
  if (!authority) return null;
  const unshared = sql`select 1 from workspace.ticket_acl a join workspace.tickets t on t.id = a.ticket_id and t.private
    where a.user_id = ${target.id}
      and not exists (select 1 from workspace.ticket_acl b where b.ticket_id = a.ticket_id and b.user_id = ${minter.id}) limit 1`;
  const rows = await em.execute<unknown[]>(unshared.text, [...unshared.params]);
  return rows.length ? null : authority;
}

/** Workspace API keys: minting (for yourself or for another user), listing and revoking. */
export class ApiKeyService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /**
   * Mints a key, for yourself or for another active user (see `mintingAuthority`). The key's scopes
   * must be held by its owner, whoever mints it. Minting is credential management: a delegated
   * credential never reaches it (core/acting-for.ts).
   */
  async create(input: CreateApiKeyInput): Promise<{ apiKey: ApiKey; token: string }> {
    const viewer = this.ctx.requireUser();
    if (viewer.userKind === 'bot') throw botsCannotMintApiKeys();
    const targetId = input.userId ?? viewer.userId;
    const target = await this.em.findOne(User, { id: targetId, deactivatedAt: null });
    if (!target) throw notFound('User');
    let authority: MintingAuthority | null = null;
    if (target.id !== viewer.userId) {
      authority = await mintingAuthority(this.em, { id: viewer.userId, globalRole: viewer.globalRole, kind: UserKind.HUMAN }, target);
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
