import { domainToASCII } from 'node:url';
import { invalidInput } from '../../../core/errors.js';

/** Longest address (RFC 5321 path limit minus the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** A dot-atom-ish local part: no whitespace, controls, quotes or the specials that mark a display name or list. */
const LOCAL_PART = /^[^\s\p{Cc}@<>()[\]\\,;:"]+$/u;
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * The canonical form of an address, or null when it is not one: trimmed, lower-cased, the domain
 * in punycode without a trailing dot. Suppression entries and lookups both go through this.
 */
export function parseEmailAddress(input: string): string | null {
  const value = input.trim().toLowerCase();
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return null;
  const local = value.slice(0, at);
  const domain = domainToASCII(value.slice(at + 1).replace(/\.$/, ''));
  if (local.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return null;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (!domain || !HOSTNAME.test(domain)) return null;
  const address = `${local}@${domain}`;
  return address.length <= MAX_EMAIL_LENGTH ? address : null;
}

/** parseEmailAddress, or BAD_USER_INPUT naming `field`. */
export function normaliseEmailAddress(field: string, input: string | null | undefined): string {
  const address = input === null || input === undefined ? null : parseEmailAddress(input);
  if (!address) throw invalidInput(field, 'must be a valid email address such as someone@example.com');
  return address;
}
