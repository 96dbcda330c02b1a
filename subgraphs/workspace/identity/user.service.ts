import { invalidInput, notFound, unauthenticated } from '../../../core/errors.js';
import { hashPassword } from '../../../core/crypto.js';
import { requiredText } from '../../../core/validation.js';
import type { GlobalRole, UserViewer } from '../../../core/viewer.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { publishCredentialsChanged } from './credentials-changed.js';
import { hasGlobalPermission, permissionRequired } from '../../../core/permissions.js';
import { Session } from './session.entity.js';
import { SessionService } from './session.service.js';
import { revokeGrantsInvolving, revokeGrantsOf } from './oauth.service.js';
import { ApiKey } from './api-key.entity.js';
import { transact } from '../../../core/outbox.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User, UserKind } from './user.entity.js';
import { emailTaken, ownPasswordOnly, ownProfileOnly, superAdminRequired } from './identity.errors.js';

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
    throw superAdminRequired('create');
  }
}

export interface CreateUserInput {
  email: string;
  displayName: string;
  password: string;
  globalRole?: GlobalRole;
}

/** Users: accounts, profiles, passwords, global roles and deactivation. */
export class UserService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async me(): Promise<User> {
    const viewer = this.ctx.requireUser();
    const user = await this.ctx.users.load(viewer.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /** Active users and bots, for assignment and membership pickers; deactivated ones too when asked (their names show on old work anyway). */
  /** Active users for anyone signed in (pickers); deactivated ones too only for those who manage accounts (former staff stay private). */
  list(includeDeactivated = false): Promise<User[]> {
    if (includeDeactivated) this.ctx.requireGlobal('admin:users:write');
    else this.ctx.requireUser();
    return this.em.find(User, includeDeactivated ? {} : { deactivatedAt: null }, { orderBy: { displayName: 'asc' }, limit: 1000 });
  }

  async create(input: CreateUserInput): Promise<User> {
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
      passwordHash: await hashPassword(input.password, this.ctx.deps.config.PASSWORD_HASH_COST),
      globalRole: input.globalRole ?? 'member',
    });
  }

  /** Federated placeholders (people of peer instances) do not hold their email here. */
  async ensureEmailFree(email: string): Promise<void> {
    if (await this.em.count(User, { email, kind: { $ne: UserKind.FEDERATED } })) throw emailTaken();
  }

  async update(input: {
    id: string;
    displayName?: string | null;
    globalRole?: GlobalRole | null;
    password?: string | null;
    currentPassword?: string | null;
    connectAiClients?: boolean | null;
    ownerId?: string | null;
  }): Promise<User> {
    const viewer = this.ctx.requireUser();
    const user = await this.em.findOne(User, { id: input.id });
    if (!user) throw notFound('User');
    const self = user.id === viewer.userId;
    const admin = hasGlobalPermission(viewer.globalRole, 'admin:users:write');
    const owner = user.kind === UserKind.BOT && user.ownerId === viewer.userId;
    if (!self && !admin && !owner) throw ownProfileOnly();
    let credentialsChanged = false;
    // Nothing is written before the end: a refused proof (or any later refusal) leaves the whole update undone.
    if (input.password != null) {
      if (!self || user.kind !== UserKind.HUMAN) throw ownPasswordOnly();
      checkPassword(input.password);
      if (input.currentPassword == null) throw invalidInput('currentPassword', 'is required to change your password');
      await new SessionService(this.ctx).confirmPassword(user, input.currentPassword);
      user.passwordHash = await hashPassword(input.password, this.ctx.deps.config.PASSWORD_HASH_COST);
      audit(this.em, { actorId: viewer.userId, action: 'user.password_changed', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
      credentialsChanged = true;
    }
    if (input.displayName != null) user.displayName = requiredText('displayName', input.displayName, 200);
    if (input.connectAiClients != null && input.connectAiClients !== user.connectAiClients) {
      if (!self || user.kind !== UserKind.HUMAN) throw invalidInput('connectAiClients', 'only a person may change their own setting');
      user.connectAiClients = input.connectAiClients;
      audit(this.em, {
        actorId: viewer.userId,
        action: input.connectAiClients ? 'user.ai_clients_enabled' : 'user.ai_clients_disabled',
        targetType: 'user',
        targetId: user.id,
        ip: this.ctx.ip,
      });
    }
    if (input.ownerId != null && input.ownerId !== user.ownerId) await this.reown(user, input.ownerId, viewer, admin);
    if (input.globalRole != null && input.globalRole !== user.globalRole) {
      if (!admin) throw permissionRequired('admin:users:write');
      const touchesSuperAdmin = input.globalRole === 'super-admin' || user.globalRole === 'super-admin';
      if (touchesSuperAdmin && !hasGlobalPermission(viewer.globalRole, 'admin:roles:assign-super-admin')) {
        throw superAdminRequired('grant');
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
      credentialsChanged = true;
    }
    if (input.password != null) {
      // The new password and the end of everything the old one signed in to commit together.
      await transact(this.em, (tx) => this.endSignIns(tx, user, viewer.sessionId ?? null));
    } else await this.em.flush();
    if (credentialsChanged) await publishCredentialsChanged(this.ctx);
    return user;
  }

  /**
   * Ends what a password proves, in `em`'s transaction: every session of `user` but `keepSessionId` (the one changing
   * it), and every OAuth grant the user gave an AI client. API keys stay: they were minted deliberately and are revoked one
   * by one. The caller publishes the change once committed.
   */
  private async endSignIns(em: EntityManager, user: User, keepSessionId: string | null): Promise<void> {
    await em.nativeUpdate(
      Session,
      { userId: user.id, revokedAt: null, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) },
      { revokedAt: this.ctx.now() },
    );
    await revokeGrantsOf(em, user.id, 'password changed', this.ctx);
  }

  /** Gives a bot to another active person; the previous owner's OAuth delegations to it end with the change, for good. */
  private async reown(bot: User, ownerId: string, viewer: UserViewer, admin: boolean): Promise<void> {
    if (bot.kind !== UserKind.BOT) throw invalidInput('ownerId', 'only a bot has an owner');
    if (viewer.userId !== bot.ownerId && !admin) throw permissionRequired('admin:users:write');
    const owner = await this.em.findOne(User, { id: ownerId, kind: UserKind.HUMAN, deactivatedAt: null });
    if (!owner) throw invalidInput('ownerId', 'the new owner must be an active person');
    audit(this.em, {
      actorId: viewer.userId,
      action: 'bot.reowned',
      targetType: 'user',
      targetId: bot.id,
      details: { from: bot.ownerId, to: owner.id },
      ip: this.ctx.ip,
    });
    const previousOwnerId = bot.ownerId;
    bot.ownerId = owner.id;
    await this.em.flush();
    // The previous owner's delegations end for good: the bot coming back to them later revives none of them. (Until this
    // commits they are refused anyway: a grant acts for an agent only while the person owns it.)
    if (previousOwnerId) {
      await transact(this.em, (tx) => revokeGrantsOf(tx, previousOwnerId, 'the agent changed owner', this.ctx, bot.id));
    }
    await publishCredentialsChanged(this.ctx);
  }

  /** Sets a new password after a confirmed reset (the token proved who asks) and ends the user's sessions and OAuth grants. */
  async resetPassword(user: User, password: string): Promise<void> {
    checkPassword(password);
    user.passwordHash = await hashPassword(password, this.ctx.deps.config.PASSWORD_HASH_COST);
    audit(this.em, { actorId: null, action: 'user.password_reset', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
    await transact(this.em, (tx) => this.endSignIns(tx, user, null));
    await publishCredentialsChanged(this.ctx);
  }

  /** The user `deactivateUser` or `reactivateUser` acts on: holders of `admin:users:write`, or a bot's owner; a super-admin only by one. */
  private async changeableActivation(id: string, action: 'deactivate' | 'reactivate'): Promise<{ viewer: UserViewer; user: User }> {
    const viewer = this.ctx.requireUser();
    const user = await this.em.findOne(User, { id });
    if (!user) throw notFound('User');
    const owner = user.kind === UserKind.BOT && user.ownerId === viewer.userId;
    if (!owner && !hasGlobalPermission(viewer.globalRole, 'admin:users:write')) throw permissionRequired('admin:users:write');
    if (user.globalRole === 'super-admin' && viewer.globalRole !== 'super-admin') throw superAdminRequired(action);
    if (user.id === viewer.userId) throw invalidInput('id', `you cannot ${action} yourself`);
    return { viewer, user };
  }

  async deactivate(id: string): Promise<User> {
    const { viewer, user } = await this.changeableActivation(id, 'deactivate');
    if (!user.deactivatedAt) {
      user.deactivatedAt = this.ctx.now();
      await this.em.nativeUpdate(Session, { userId: user.id, revokedAt: null }, { revokedAt: user.deactivatedAt });
      audit(this.em, { actorId: viewer.userId, action: 'user.deactivated', targetType: 'user', targetId: user.id, ip: this.ctx.ip });
      await this.em.flush();
      await publishCredentialsChanged(this.ctx);
    }
    return user;
  }

  /**
   * Gives a deactivated user their account back, not their credentials: what stopped working at deactivation stays stopped.
   * Sessions were revoked then; the user's API keys (dead since) are revoked now, and every OAuth grant given by the user or
   * acting as them ends, in the same transaction. What the user owns was never deactivated and works again with them: a bot's
   * keys, the mail API keys of their mail accounts.
   */
  async reactivate(id: string): Promise<User> {
    const { viewer, user } = await this.changeableActivation(id, 'reactivate');
    const deactivatedAt = user.deactivatedAt;
    if (!deactivatedAt) return user;
    await transact(this.em, async (tx) => {
      const keys = await tx.find(ApiKey, { userId: user.id, revokedAt: null }, { fields: ['id'] });
      await tx.nativeUpdate(ApiKey, { userId: user.id, revokedAt: null }, { revokedAt: this.ctx.now() });
      await revokeGrantsInvolving(tx, user.id, 'the user was reactivated', this.ctx);
      await tx.nativeUpdate(User, { id: user.id }, { deactivatedAt: null });
      audit(tx, {
        actorId: viewer.userId,
        action: 'user.reactivated',
        targetType: 'user',
        targetId: user.id,
        details: { deactivatedAt: deactivatedAt.toISOString(), revokedApiKeyIds: keys.map((key) => key.id) },
        ip: this.ctx.ip,
      });
    });
    user.deactivatedAt = null;
    await publishCredentialsChanged(this.ctx);
    return user;
  }
}
