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

/** The sign-in page's address that comes back to `here` (path, query and fragment) afterwards; `ended` says the session ended. */
export function signInUrl(here: { pathname: string; search: string; hash: string }, ended = false): string {
  const next = encodeURIComponent(here.pathname + here.search + here.hash);
  return `/sign-in?${ended ? 'expired=1&' : ''}next=${next}`;
}

/**
 * Where sign-in goes on to: `next` when it is a path of this console. `//host` and `/\\host` are another site to a browser,
 * so the sign-in page never becomes a way to send someone elsewhere.
 */
export function nextAfterSignIn(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/projects';
}
