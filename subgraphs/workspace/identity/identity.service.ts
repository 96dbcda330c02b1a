import { AppError, conflict, forbidden, invalidInput, notFound, unauthenticated } from '../../../core/errors.js';
import { constantTimeEqual, hashPassword, randomToken, sha256Hex, verifyPassword } from '../../../core/crypto.js';
import { CREDENTIALS_CHANGED_CHANNEL, type GlobalRole, type UserViewer, type Viewer } from '../../../core/viewer.js';
import { audit } from '../audit/audit.js';
import { requiredText } from '../../../core/validation.js';
import type { WorkspaceContext } from '../context.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import { ApiKey } from './api-key.entity.js';
import { apiKeyScopes, hasGlobalPermission, roleHasProjectPermission, type ApiKeyScope } from './permissions.js';
import { Session, SignInFailure } from './session.entity.js';
import { User, UserKind } from './user.entity.js';

export const API_KEY_PREFIX = 'svc_key_';
export const SESSION_PREFIX = 'svc_ses_';
const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Sign-in throttle: failures allowed per email (and per client address) within the window. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 50;
/** last_used_at is written at most this often per key, so authentication stays a read. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;
const MIN_PASSWORD_LENGTH = 12;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(email: string, field = 'email'): string {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value) || value.length > 254) throw invalidInput(field, 'not a valid email address');
  return value;
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw invalidInput('password', `must be at least ${MIN_PASSWORD_LENGTH} characters`);
}

/** Granting super-admin (to a new or invited user) takes a super-admin. */
export function checkRoleGrant(viewer: UserViewer, role: GlobalRole): void {
  if (role === 'super-admin' && !hasGlobalPermission(viewer.globalRole, 'admin:roles:assign-super-admin')) {
    throw forbidden('Only a super-admin may create another super-admin');
  }
}

export interface CreateUserInput {
  email: string;
  displayName: string;
  password: string;
  globalRole?: GlobalRole;
}

export interface CreateApiKeyInput {
  /** Defaults to the viewer. */
  userId?: string | null;
  name: string;
  expiresAt?: Date | null;
  scopes?: string[] | null;
}

/** Users, bots, sessions and API keys: the rules behind sign-in and credentials. */
export class IdentityService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  /**
   * Turns a bearer credential into a viewer (called by the gateway only). Returns null for
   * unknown, revoked or expired credentials and for deactivated users.
   */
  async resolveCredential(credential: string, ip: string | null): Promise<{ viewer: Viewer; expiresAt: Date | null } | null> {
    this.ctx.requireService();
    const hash = sha256Hex(credential);
    const now = new Date();
    if (credential.startsWith(API_KEY_PREFIX)) {
      const key = await this.em.findOne(ApiKey, { tokenHash: hash });
      if (!key || !constantTimeEqual(key.tokenHash, hash) || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) return null;
      const user = await this.activeUser(key.userId);
      if (!user) return null;
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
    return null;
  }

  /** Tells gateways to forget cached credentials (after the change committed). */
  private credentialsChanged(): Promise<void> {
    return this.ctx.deps.pubsub.publish(CREDENTIALS_CHANGED_CHANNEL, {});
  }

  /** An active user; a bot also needs an active owner. */
  private async activeUser(id: string): Promise<User | null> {
    const user = await this.em.findOne(User, { id, deactivatedAt: null });
    if (!user) return null;
    if (user.kind === UserKind.BOT && user.ownerId && !(await this.em.findOne(User, { id: user.ownerId, deactivatedAt: null })))
      return null;
    return user;
  }

  async login(emailInput: string, password: string): Promise<{ token: string; expiresAt: Date; user: User }> {
    const email = emailInput.trim().toLowerCase();
    const ip = this.ctx.ip;
    const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
    const [byEmail, byIp] = await Promise.all([
      this.em.count(SignInFailure, { email, createdAt: { $gt: since } }),
      ip ? this.em.count(SignInFailure, { ip, createdAt: { $gt: since } }) : Promise.resolve(0),
    ]);
    if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts; try again later', {
        retryAfterSeconds: SIGN_IN_WINDOW_MS / 1000,
      });
    }
    const user = await this.em.findOne(User, { email, kind: UserKind.HUMAN });
    const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await hashPassword(password).then(() => false);
    if (!user || !valid || user.deactivatedAt) {
      this.em.create(SignInFailure, { email, ip });
      audit(this.em, { actorId: null, action: 'auth.sign_in_failed', targetType: 'user', targetId: user?.id, details: { email }, ip });
      await this.em.flush();
      throw unauthenticated('Invalid email or password');
    }
    const token = randomToken(SESSION_PREFIX);
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    this.em.create(Session, { userId: user.id, tokenHash: sha256Hex(token), ip, expiresAt });
    await this.em.nativeDelete(SignInFailure, { email });
    audit(this.em, { actorId: user.id, action: 'auth.signed_in', targetType: 'user', targetId: user.id, ip });
    await this.em.flush();
    return { token, expiresAt, user };
  }

  async logout(): Promise<boolean> {
    const viewer = this.ctx.requireUser();
    if (!viewer.sessionId) throw invalidInput('authorization', 'only a session can sign out; revoke API keys instead');
    await this.em.nativeUpdate(Session, { id: viewer.sessionId, revokedAt: null }, { revokedAt: new Date() });
    await this.credentialsChanged();
    return true;
  }

  async me(): Promise<User> {
    const viewer = this.ctx.requireUser();
    const user = await this.ctx.users.load(viewer.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  async createUser(input: CreateUserInput): Promise<User> {
    const viewer = this.ctx.requireGlobal('admin:users:write');
    const role = input.globalRole ?? 'member';
    checkRoleGrant(viewer, role);
    const user = await this.insertHuman({ ...input, globalRole: role });
    audit(this.em, {
      actorId: viewer.userId,
      action: 'user.created',
      targetType: 'user',
      targetId: user.id,
      details: { globalRole: role },
      ip: this.ctx.ip,
    });
    await this.em.flush();
    return user;
  }

  /** Creates a human user without an actor check (bootstrap). The caller flushes. */
  async insertHuman(input: CreateUserInput): Promise<User> {
    const email = normaliseEmail(input.email);
    checkPassword(input.password);
    await this.ensureEmailFree(email);
    return this.em.create(User, {
      kind: UserKind.HUMAN,
      email,
      displayName: requiredText('displayName', input.displayName, 200),
      passwordHash: await hashPassword(input.password),
      globalRole: input.globalRole ?? 'member',
    });
  }

  async ensureEmailFree(email: string): Promise<void> {
    if (await this.em.count(User, { email })) throw conflict('A user with this email already exists', { field: 'email' });
  }

  async createBot(input: { displayName: string; email?: string | null }): Promise<User> {
    const viewer = this.ctx.requireUser();
    if (viewer.userKind !== 'human') throw forbidden('Bots cannot create bots');
    const displayName = requiredText('displayName', input.displayName, 200);
    const email = input.email
      ? normaliseEmail(input.email)
      : `bot-${sha256Hex(displayName + Date.now() + Math.random()).slice(0, 12)}@bots.invalid`;
    await this.ensureEmailFree(email);
    const bot = this.em.create(User, {
      kind: UserKind.BOT,
      email,
      displayName,
      ownerId: viewer.userId,
      globalRole: 'member',
      passwordHash: null,
    });
    audit(this.em, { actorId: viewer.userId, action: 'bot.created', targetType: 'user', targetId: bot.id, ip: this.ctx.ip });
    await this.em.flush();
    return bot;
  }

  async updateUser(input: {
    id: string;
    displayName?: string | null;
    globalRole?: GlobalRole | null;
    password?: string | null;
  }): Promise<User> {
    const viewer = this.ctx.requireUser();
    const user = await this.em.findOne(User, { id: input.id });
    if (!user) throw notFound('User');
    const self = user.id === viewer.userId;
    const admin = hasGlobalPermission(viewer.globalRole, 'admin:users:write');
    const owner = user.kind === UserKind.BOT && user.ownerId === viewer.userId;
    if (!self && !admin && !owner) throw forbidden('You may only edit your own profile');
    if (input.displayName != null) user.displayName = requiredText('displayName', input.displayName, 200);
    if (input.password != null) {
      if (!self || user.kind !== UserKind.HUMAN) throw forbidden('Only the user may change their password');
      checkPassword(input.password);
      user.passwordHash = await hashPassword(input.password);
      audit(this.em, { actorId: viewer.userId, action: 'user.password_changed', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
    }
    if (input.globalRole != null && input.globalRole !== user.globalRole) {
      if (!admin) throw forbidden('Missing permission admin:users:write');
      const touchesSuperAdmin = input.globalRole === 'super-admin' || user.globalRole === 'super-admin';
      if (touchesSuperAdmin && !hasGlobalPermission(viewer.globalRole, 'admin:roles:assign-super-admin')) {
        throw forbidden('Only a super-admin may grant or remove super-admin');
      }
      if (user.kind === UserKind.BOT) throw invalidInput('globalRole', 'bots are always members');
      audit(this.em, {
        actorId: viewer.userId,
        action: 'user.role_changed',
        targetType: 'user',
        targetId: user.id,
        details: { from: user.globalRole, to: input.globalRole },
        ip: this.ctx.ip,
      });
      user.globalRole = input.globalRole;
      await this.em.flush();
      await this.credentialsChanged();
    }
    await this.em.flush();
    return user;
  }

  /** Sets a new password after a confirmed reset (the token proved who asks) and ends the user's sessions. */
  async resetPassword(user: User, password: string): Promise<void> {
    checkPassword(password);
    user.passwordHash = await hashPassword(password);
    await this.em.nativeUpdate(Session, { userId: user.id, revokedAt: null }, { revokedAt: new Date() });
    audit(this.em, { actorId: null, action: 'user.password_reset', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
    await this.em.flush();
    await this.credentialsChanged();
  }

  async deactivateUser(id: string): Promise<User> {
    const viewer = this.ctx.requireUser();
    const user = await this.em.findOne(User, { id });
    if (!user) throw notFound('User');
    const owner = user.kind === UserKind.BOT && user.ownerId === viewer.userId;
    if (!owner && !hasGlobalPermission(viewer.globalRole, 'admin:users:write')) throw forbidden('Missing permission admin:users:write');
    if (user.globalRole === 'super-admin' && viewer.globalRole !== 'super-admin')
      throw forbidden('Only a super-admin may deactivate a super-admin');
    if (user.id === viewer.userId) throw invalidInput('id', 'you cannot deactivate yourself');
    if (!user.deactivatedAt) {
      user.deactivatedAt = new Date();
      await this.em.nativeUpdate(Session, { userId: user.id, revokedAt: null }, { revokedAt: user.deactivatedAt });
      audit(this.em, { actorId: viewer.userId, action: 'user.deactivated', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
      await this.em.flush();
      await this.credentialsChanged();
    }
    return user;
  }

  /**
   * Mints a key. Humans mint their own; a bot's key may be minted by a super-admin, by the bot's
   * owner, or by an admin of a project the bot belongs to (acting for the owner).
   */
  async createApiKey(input: CreateApiKeyInput): Promise<{ apiKey: ApiKey; token: string }> {
    const viewer = this.ctx.requireUser();
    const targetId = input.userId ?? viewer.userId;
    const target = await this.em.findOne(User, { id: targetId, deactivatedAt: null });
    if (!target) throw notFound('User');
    if (target.id !== viewer.userId) {
      if (target.kind !== UserKind.BOT) throw forbidden('API keys of a person are minted by that person only');
      if (!(await this.mayMintForBot(target)))
        throw forbidden('Minting a bot key needs super-admin, the bot owner, or a project admin of one of its projects');
    }
    if (viewer.userKind === 'bot') throw forbidden('Bots cannot mint keys');
    const name = requiredText('name', input.name, 100);
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw invalidInput('expiresAt', 'must be in the future');
    const scopes = [...new Set(input.scopes ?? [])];
    for (const scope of scopes) {
      if (!(apiKeyScopes as readonly string[]).includes(scope))
        throw invalidInput('scopes', `unknown scope ${scope}; known: ${apiKeyScopes.join(', ')}`);
      if (!hasGlobalPermission(target.globalRole, scope as ApiKeyScope)) throw forbidden(`The key owner lacks the ${scope} permission`);
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
      details: { ownerId: target.id, name, scopes },
      ip: this.ctx.ip,
    });
    await this.em.flush();
    return { apiKey, token };
  }

  private async mayMintForBot(bot: User): Promise<boolean> {
    const viewer = this.ctx.requireUser();
    if (hasGlobalPermission(viewer.globalRole, 'admin:bot-keys:mint') || bot.ownerId === viewer.userId) return true;
    const botProjects = await this.em.find(ProjectMember, { userId: bot.id });
    for (const membership of botProjects) {
      const role = await this.ctx.effectiveProjectRole(membership.projectId);
      if (role && roleHasProjectPermission(role, 'project:bot-keys:mint')) return true;
    }
    return false;
  }

  /** Keys of a user: your own, a bot's you own, or anyone's for workspace admins. */
  async listApiKeys(userId?: string | null): Promise<ApiKey[]> {
    const viewer = this.ctx.requireUser();
    const targetId = userId ?? viewer.userId;
    if (targetId !== viewer.userId && !this.ctx.isAdmin()) {
      const target = await this.ctx.users.load(targetId);
      if (!target || target.ownerId !== viewer.userId) throw notFound('User');
    }
    return this.em.find(ApiKey, { userId: targetId }, { orderBy: { id: 'asc' } });
  }

  async revokeApiKey(id: string): Promise<ApiKey> {
    const viewer = this.ctx.requireUser();
    const key = await this.em.findOne(ApiKey, { id });
    if (!key) throw notFound('API key');
    if (key.userId !== viewer.userId && !this.ctx.isAdmin()) {
      const owner = await this.ctx.users.load(key.userId);
      if (!owner || owner.ownerId !== viewer.userId) throw notFound('API key');
    }
    if (!key.revokedAt) {
      key.revokedAt = new Date();
      audit(this.em, {
        actorId: viewer.userId,
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: key.id,
        details: { ownerId: key.userId },
        ip: this.ctx.ip,
      });
      await this.em.flush();
      await this.credentialsChanged();
    }
    return key;
  }
}
