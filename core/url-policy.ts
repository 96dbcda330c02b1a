import { promises as dns, lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalidInput } from './errors.js';
import { requiredText } from './validation.js';

/*
 * The one rule for every outbound URL a user supplies (workspace and mail webhooks, federation link
 * and invite URLs): where the platform may be made to connect. Checked when the URL is saved (its form
 * and any address literal) and again at each connection (what the host name resolves to, so a DNS
 * answer naming a private address, or changing to one later, is never used).
 */

/**
 * Where a URL may point besides the public internet. Loopback (`localhost`, `127.0.0.1`, spelled so)
 * only when the operator allows it (local development and tests); private, link-local, unique-local,
 * CGNAT, multicast and reserved addresses never.
 */
export interface OutboundPolicy {
  allowLoopback: boolean;
}

/** The hosts a URL may name to reach this machine, where loopback is allowed. */
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

/** True for loopback addresses (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export function isLoopbackAddress(ip: string): boolean {
  return ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback';
}

/** A URL's host without IPv6 brackets. */
const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** A host name or address literal (without brackets) that names this machine in an allowed spelling. */
const isLoopbackHost = (host: string): boolean => LOOPBACK_HOSTS.has(host);

/** `localhost` and every name under it (RFC 6761), with or without the root's trailing dot. */
const isLocalhostName = (host: string): boolean => /(^|\.)localhost\.?$/.test(host);

export interface OutboundUrlRules {
  /** The field a refusal names. */
  field: string;
  maxLength: number;
  /** Plain `http://` for an allowed loopback host (webhook receivers in development); https otherwise. */
  httpOnLoopback: boolean;
}

/**
 * A user-supplied outbound URL, parsed: `https://` (or `http://` on an allowed loopback host, if the rules
 * say so), no credentials, and no host on this machine or outside the public internet in any spelling the
 * URL parser reads as one (`127.1`, `2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]`, `localhost.`,
 * `foo.localhost`). BAD_USER_INPUT naming the field otherwise.
 */
export function outboundUrl(input: string | null | undefined, policy: OutboundPolicy, rules: OutboundUrlRules): URL {
  const { field } = rules;
  const value = requiredText(field, input, rules.maxLength);
  const url = URL.parse(value);
  if (!url || !url.hostname) throw invalidInput(field, 'must be an absolute https:// URL');
  const host = bareHost(url);
  const loopback = isLoopbackHost(host);
  if (loopback && !policy.allowLoopback) throw invalidInput(field, 'must not point at this machine (loopback URLs are turned off)');
  if (url.protocol === 'http:' && rules.httpOnLoopback) {
    if (!loopback) throw invalidInput(field, 'must use https:// (plain http:// only for localhost and 127.0.0.1 in development)');
  } else if (url.protocol !== 'https:') {
    throw invalidInput(field, 'must be an https:// URL');
  }
  if (!loopback && isLocalhostName(host)) throw invalidInput(field, 'must not point at this machine');
  if (!loopback && ipaddr.isValid(host) && !isPublicAddress(host))
    throw invalidInput(field, 'must not point at a private, link-local, loopback or reserved address');
  if (url.username || url.password) throw invalidInput(field, 'must not contain credentials');
  return url;
}

/** A host the policy does not let the platform connect to; the message names the address, for logs and the operator. */
export class RefusedAddress extends Error {
  readonly code = 'ERR_REFUSED_ADDRESS';
}

/** Which addresses a host may resolve to: an allowed loopback name must stay on this machine, any other the public internet. */
function addressRule(host: string, policy: OutboundPolicy): (address: string) => boolean {
  return policy.allowLoopback && isLoopbackHost(host) ? isLoopbackAddress : isPublicAddress;
}

/**
 * The address a URL names as a literal (which a socket connects to without a lookup), vetted; null for a
 * host name. RefusedAddress when it is outside the policy.
 */
export function vetAddressLiteral(url: URL, policy: OutboundPolicy): LookupAddress | null {
  const host = bareHost(url);
  const family = isIP(host);
  if (!family) return null;
  if (!addressRule(host, policy)(host)) throw new RefusedAddress(`refused: private address ${host}`);
  return { address: host, family };
}

/**
 * Resolves a URL's host once and vets every address (connect time). An address literal is vetted as it
 * is. RefusedAddress when one is outside the policy or there is none.
 */
export async function resolveOutbound(url: URL, policy: OutboundPolicy): Promise<LookupAddress[]> {
  const literal = vetAddressLiteral(url, policy);
  if (literal) return [literal];
  const host = bareHost(url);
  const allowed = addressRule(host, policy);
  const addresses = await dns.lookup(host, { all: true });
  const blocked = addresses.find((entry) => !allowed(entry.address));
  if (blocked) throw new RefusedAddress(`refused: resolves to private address ${blocked.address}`);
  if (addresses.length === 0) throw new RefusedAddress(`refused: ${host} has no address`);
  return addresses;
}

/**
 * A `lookup` for sockets (net/tls `connect`, an undici Agent's `connect` options): resolves as the system
 * does, and fails the connection with RefusedAddress when any address is outside the policy, at every
 * connection. Address literals skip lookup: vet them with `vetAddressLiteral` first.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const allowed = addressRule(hostname, policy);
      const blocked = addresses.find((entry) => !allowed(entry.address));
      const refusal = blocked
        ? new RefusedAddress(`refused: ${hostname} resolves to private address ${blocked.address}`)
        : addresses.length === 0
          ? new RefusedAddress(`refused: ${hostname} has no address`)
          : null;
      if (refusal) return callback(refusal as NodeJS.ErrnoException, '', 0);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
