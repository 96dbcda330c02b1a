import { transactionContext } from '../../core/orm.js';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { randomToken, sha256Hex } from '../../core/crypto.js';
import { newId } from '../../core/ids.js';
import { audit } from './audit/audit.js';
import { ApiKey } from './identity/api-key.entity.js';
import { API_KEY_PREFIX } from './identity/api-key.service.js';
import { normaliseEmail } from './identity/user.service.js';
import { hashPassword } from '../../core/crypto.js';
import { User, UserKind } from './identity/user.entity.js';
import { transact } from '../../core/outbox.js';

/** The one row saying this database holds an initialised workspace. */
@Entity({ tableName: 'workspace' })
export class WorkspaceRecord {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = newId();

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}

export interface BootstrapCredentials {
  email: string;
  /** Present when the password was generated (not taken from configuration). */
  generatedPassword: string | null;
  apiKey: string;
}

/** Serialises concurrent first starts of several processes on one database. */
const BOOTSTRAP_LOCK = 0x5356_4301;

/**
 * On an empty database: creates the workspace, a super-admin and an API key for them, and
 * returns the credentials to print once. On any later start: returns null and changes nothing.
 */
export async function bootstrapWorkspace(
  em: EntityManager,
  admin: { email: string; password?: string; passwordHashCost: number },
): Promise<BootstrapCredentials | null> {
  return transact(em, async (tx) => {
    await tx.getConnection().execute('select pg_advisory_xact_lock(?)', [BOOTSTRAP_LOCK], 'all', transactionContext(tx));
    if ((await tx.count(WorkspaceRecord, {})) > 0) return null;
    const generatedPassword = admin.password ? null : randomBytes(18).toString('base64url');
    const email = normaliseEmail(admin.email);
    tx.create(WorkspaceRecord, { name: 'Workspace' });
    const user = tx.create(User, {
      kind: UserKind.HUMAN,
      email,
      displayName: 'Administrator',
      passwordHash: await hashPassword(admin.password ?? generatedPassword!, admin.passwordHashCost),
      globalRole: 'super-admin',
    });
    const apiKey = randomToken(API_KEY_PREFIX);
    tx.create(ApiKey, {
      userId: user.id,
      name: 'bootstrap',
      tokenHash: sha256Hex(apiKey),
      tokenPrefix: apiKey.slice(0, API_KEY_PREFIX.length + 6),
      scopes: ['mcp:use'],
      createdById: user.id,
    });
    audit(tx, { actorId: null, action: 'workspace.bootstrapped', targetType: 'user', targetId: user.id });
    return { email, generatedPassword, apiKey };
  });
}
