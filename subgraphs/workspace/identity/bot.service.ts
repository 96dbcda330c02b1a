import { sha256Hex } from '../../../core/crypto.js';
import { requiredText } from '../../../core/validation.js';
import { audit } from '../audit/audit.js';
import type { WorkspaceContext } from '../context.js';
import { User, UserKind } from './user.entity.js';
import { normaliseEmail, UserService } from './user.service.js';
import { botsCannotCreateBots } from './identity.errors.js';

/** Bots: service accounts owned by the human who created them. */
export class BotService {
  constructor(private readonly ctx: WorkspaceContext) {}

  private get em() {
    return this.ctx.em;
  }

  async create(input: { displayName: string; email?: string | null }): Promise<User> {
    const viewer = this.ctx.requireUser();
    if (viewer.userKind !== 'human') throw botsCannotCreateBots();
    const displayName = requiredText('displayName', input.displayName, 200);
    const email = input.email
      ? normaliseEmail(input.email)
      : `bot-${sha256Hex(displayName + Date.now() + Math.random()).slice(0, 12)}@bots.invalid`;
    await new UserService(this.ctx).ensureEmailFree(email);
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
}
