import type { EntityManager } from '@mikro-orm/postgresql';
import { inviteRateLimited } from './pair.errors.js';

/** Invite acceptances one client address may make a minute (each is a token guess when the token is wrong). */
export const INVITE_ACCEPTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;

/**
 * Counts an invite acceptance from `ip` and refuses it (`INVITE_RATE_LIMITED`, 429 on REST) when it
 * is more than INVITE_ACCEPTS_PER_MINUTE in the last minute. The count is in the database, so
 * GraphQL and REST, and every gateway process on it, share one limit. Each attempt commits on its
 * own before it is counted: concurrent ones each see the others, so no more than the limit pass.
 * `partner`: an instance handing over an invite (anonymous); `admin`: an admin accepting one here.
 */
export async function throttleInviteAccept(em: EntityManager, action: 'partner' | 'admin', ip: string | null, now: Date): Promise<void> {
  const connection = em.getConnection();
  const since = new Date(now.getTime() - WINDOW_MS);
  await connection.execute('delete from federation.invite_accept_attempts where at <= ?', [since], 'run');
  await connection.execute(
    'insert into federation.invite_accept_attempts (action, ip, at) values (?, ?, ?)',
    [action, ip ?? '', now],
    'run',
  );
  const [counted] = (await connection.execute(
    'select count(*)::int as n, min(at) as oldest from federation.invite_accept_attempts where action = ? and ip = ? and at > ?',
    [action, ip ?? '', since],
  )) as Array<{ n: number; oldest: Date | string }>;
  if (counted!.n <= INVITE_ACCEPTS_PER_MINUTE) return;
  const freeAt = new Date(counted!.oldest).getTime() + WINDOW_MS;
  throw inviteRateLimited(INVITE_ACCEPTS_PER_MINUTE, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
}
