import ipaddr from 'ipaddr.js';
import { randomToken } from '../crypto.js';
import { invalidInput } from '../errors.js';
import { requiredText } from '../validation.js';

/*
 * What every subgraph's webhook subscriptions share: the endpoint URL rules, the label, and the
 * signing secret's form.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const MAX_WEBHOOK_LABEL_LENGTH = 200;

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = (): string => randomToken(WEBHOOK_SECRET_PREFIX, 32);

/** Free text, trimmed; null or omitted is empty. */
export function webhookLabel(value: string | null | undefined): string {
  const label = (value ?? '').trim();
  if (label.length > MAX_WEBHOOK_LABEL_LENGTH) throw invalidInput('label', `must be at most ${MAX_WEBHOOK_LABEL_LENGTH} characters`);
  return label;
}

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** The hosts a webhook may name to reach a receiver on this machine (local development), over http:// too. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);
/** IANA's global unicast allocation; ipaddr.js calls every unlisted IPv6 address "unicast", including ::/8. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** True only for globally routable unicast addresses; false for private, loopback, link-local, reserved etc. and for non-addresses. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:10.0.0.1) into the IPv4 address it actually reaches.
  const address = ipaddr.process(ip);
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6);
}

/** A host name or address literal (without brackets) that names a receiver on this machine. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOSTS.has(host);

/** True for loopback addresses (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export function isLoopbackAddress(ip: string): boolean {
  return ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback';
}

/**
 * Where webhooks may be sent besides the public internet. Loopback receivers (`http://localhost`,
 * `http://127.0.0.1`, as SPEC.md allows for development) only when the operator allows them
 * (WEBHOOK_ALLOW_LOOPBACK; by default outside production); private, link-local, unique-local and
 * reserved addresses never.
 */
export interface WebhookTargetPolicy {
  allowLoopback: boolean;
}

/**
 * A webhook endpoint: `https://`, or `http://` for an allowed loopback host; no credentials in the URL;
 * no address literal outside the public internet (the sender checks what a host name resolves to, at
 * each delivery, by the same rule). Returns the parsed, serialised URL (what deliveries POST to).
 * BAD_USER_INPUT naming `url` otherwise.
 */
export function normaliseWebhookUrl(input: string | null | undefined, policy: WebhookTargetPolicy): string {
  const value = requiredText('url', input, MAX_WEBHOOK_URL_LENGTH);
  const url = URL.parse(value);
  if (!url || !url.hostname) throw invalidInput('url', 'must be an absolute https:// URL');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const loopback = isLoopbackHost(host);
  if (loopback && !policy.allowLoopback) throw invalidInput('url', 'must not point at this machine (loopback receivers are turned off)');
  if (url.protocol === 'http:') {
    if (!loopback) throw invalidInput('url', 'must use https:// (plain http:// only for localhost and 127.0.0.1 in development)');
  } else if (url.protocol !== 'https:') {
    throw invalidInput('url', 'must be an https:// URL');
  }
  if (!loopback && ipaddr.isValid(host) && !isPublicAddress(host))
    throw invalidInput('url', 'must not point at a private, link-local, loopback or reserved address');
  if (url.username || url.password) throw invalidInput('url', 'must not contain credentials');
  return url.href;
}
