/**
 * The session token is the one secret the console keeps in the browser (SPEC: nothing else is stored).
 * It lives in localStorage so a reload or a second tab stays signed in, and goes on sign-out or expiry.
 */
const KEY = 'svc.session';

export interface Session {
  token: string;
  expiresAt: string;
}

export function readSession(): Session | null {
  try {
    const session = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Session | null;
    if (!session || new Date(session.expiresAt).getTime() <= Date.now()) return null;
    return session;
  } catch {
    return null;
  }
}

export const saveSession = (session: Session): void => localStorage.setItem(KEY, JSON.stringify(session));

export const clearSession = (): void => localStorage.removeItem(KEY);

/** `Authorization` for the REST routes the console calls beside GraphQL (attachments, accepting nothing else). */
export function authHeader(): Record<string, string> {
  const session = readSession();
  return session ? { authorization: `Bearer ${session.token}` } : {};
}
