import { isUuid } from '../../../core/ids.js';
import { inviteMalformed } from './pair.errors.js';

export const INVITE_TOKEN_PREFIX = 'svc_inv_';

/** What a project invite token carries: where the inviting instance is, which invite, and its secret. */
export interface InviteToken {
  url: string;
  inviteId: string;
  secret: string;
}

/** `svc_inv_<base64url of JSON [url, invite id, secret]>`: one string to copy or scan (the QR code holds it). */
export const encodeInviteToken = (token: InviteToken): string =>
  `${INVITE_TOKEN_PREFIX}${Buffer.from(JSON.stringify([token.url, token.inviteId, token.secret])).toString('base64url')}`;

/** The token's parts, or `INVITE_INVALID` (BAD_USER_INPUT on `token`) for anything that is not one. */
export function decodeInviteToken(value: string): InviteToken {
  const refused = inviteMalformed;
  if (typeof value !== 'string' || !value.startsWith(INVITE_TOKEN_PREFIX) || value.length > 2000) throw refused();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(value.slice(INVITE_TOKEN_PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw refused();
  const [url, inviteId, secret] = parts as unknown[];
  if (typeof url !== 'string' || !/^https:\/\/[^\s/]+/.test(url)) throw refused();
  if (typeof inviteId !== 'string' || !isUuid(inviteId) || typeof secret !== 'string' || secret.length < 20) throw refused();
  return { url: url.replace(/\/+$/, ''), inviteId, secret };
}
