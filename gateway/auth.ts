import { epochMs, type Clock } from '../core/clock.js';
import { sha256Hex } from '../core/crypto.js';
import { AppError, unauthenticated } from '../core/errors.js';
import type { PubSub } from '../core/pubsub.js';
import { CREDENTIALS_CHANGED_CHANNEL, MAIL_KEY_PREFIX, type InternalTokens, type Viewer } from '../core/viewer.js';
import type { SubgraphClient } from '../core/subgraph-client.js';

const RESOLVE_CREDENTIAL = `query ResolveCredential($credential: String!, $ip: String) {
  resolveCredential(credential: $credential, ip: $ip) {
    userId userKind globalRole authMethod apiKeyId sessionId oauthTokenId oauthGrantId delegatedBy mintedBy scopes expiresAt
  }
}`;

const RESOLVE_MAIL_KEY = `query ResolveMailKey($credential: String!, $ip: String) {
  resolveMailKey(credential: $credential, ip: $ip) { accountId apiKeyId access domainId ownerUserId }
}`;

const USER_ACTIVE = `query UserActive($id: ID!) { userActive(id: $id) }`;

const AUTHENTICATE_PEER = `query AuthenticatePeer($request: PeerRequestInput!) { authenticatePeer(request: $request) }`;

/** A request to /federation/peer/…: its credential headers and raw body. */
export interface PeerCredentials {
  token: string;
  timestamp: string;
  signature: string;
  nonce: string;
  body: string;
}

interface ResolvedMailKey {
  accountId: string;
  apiKeyId: string;
  access: 'full' | 'sending';
  domainId: string | null;
  ownerUserId: string;
}

/**
 * A resolved credential is reused for this long (never past its own expiry). Revocations,
 * deactivations and role changes clear the cache at once through pub/sub; this bounds staleness
 * should a notification be lost.
 */
export const CREDENTIAL_CACHE_MS = 10_000;
const CREDENTIAL_CACHE_LIMIT = 10_000;

interface ResolvedViewer {
  userId: string;
  userKind: 'human' | 'bot';
  globalRole: 'super-admin' | 'admin' | 'member';
  authMethod: 'api_key' | 'session' | 'oauth';
  apiKeyId: string | null;
  sessionId: string | null;
  oauthTokenId: string | null;
  oauthGrantId: string | null;
  delegatedBy: string | null;
  mintedBy: string | null;
  scopes: string[];
  expiresAt: string | null;
}

export interface Authenticated {
  viewer: Viewer;
  /** Signed viewer token forwarded to subgraphs. */
  internalToken: string;
}

/**
 * Turns the request's bearer credential into a viewer by asking the workspace subgraph (which
 * owns users and keys), then signs the internal token subgraphs trust.
 */
export class Authenticator {
  private readonly cache = new Map<string, { auth: Authenticated; until: number }>();
  private readonly stop = new AbortController();
  private readonly changeListeners = new Set<() => void>();
  /** Counts credentials-changed notifications: a lookup that overlapped one is answered but not cached (it may predate it). */
  private changes = 0;

  constructor(
    private readonly workspace: SubgraphClient,
    /** Resolves mail API keys when the mail subgraph is part of the supergraph. */
    private readonly mail: SubgraphClient | undefined,
    /** Checks federation peer requests when the federation subgraph is part of the supergraph. */
    private readonly federation: SubgraphClient | undefined,
    private readonly tokens: InternalTokens,
    pubsub: PubSub,
    private readonly clock: Clock,
  ) {
    void (async () => {
      for await (const _ of pubsub.iterate(CREDENTIALS_CHANGED_CHANNEL, this.stop.signal)) {
        this.changes += 1;
        this.cache.clear();
        for (const listener of this.changeListeners) listener();
      }
    })();
  }

  /**
   * Calls `listener` after each credentials-changed notification (a revocation, deactivation, role or membership change),
   * once this gateway's cache is empty: whatever re-authenticates then asks the workspace afresh. Returns the unsubscribe.
   */
  onCredentialsChanged(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  close(): void {
    this.stop.abort();
  }

  /**
   * No credential: anonymous. A credential that does not resolve: UNAUTHENTICATED. `via` is what the request says of
   * itself (`x-svc-via: mcp`, see `requestVia`): it only ever narrows what the credential reaches (core/acting-for.ts).
   */
  async authenticate(authorization: string | undefined, ip: string | undefined, via?: 'mcp'): Promise<Authenticated> {
    const credential = parseBearer(authorization);
    if (!credential) {
      const viewer: Viewer = { kind: 'anonymous', ...(ip ? { ip } : {}) };
      return { viewer, internalToken: await this.tokens.sign(viewer) };
    }
    const key = `${sha256Hex(credential)}|${ip ?? ''}|${via ?? ''}`;
    const now = epochMs(this.clock);
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.auth;
    const changesBefore = this.changes;
    const resolved = await this.resolve(credential, ip);
    const { expiresAt } = resolved;
    const viewer: Viewer = via && resolved.viewer.kind === 'user' ? { ...resolved.viewer, via } : resolved.viewer;
    const auth = { viewer, internalToken: await this.tokens.sign(viewer) };
    if (this.changes !== changesBefore) return auth;
    if (this.cache.size >= CREDENTIAL_CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, { auth, until: Math.min(now + CREDENTIAL_CACHE_MS, expiresAt ?? Infinity) });
    return auth;
  }

  private async resolve(credential: string, ip: string | undefined): Promise<{ viewer: Viewer; expiresAt: number | null }> {
    if (credential.startsWith(MAIL_KEY_PREFIX)) return this.resolveMailKey(credential, ip);
    const result = await this.workspace.execute({
      query: RESOLVE_CREDENTIAL,
      variables: { credential, ip: ip ?? null },
      internalToken: await this.gatewayToken(),
    });
    if (result.errors?.length) throw new Error(`credential lookup failed: ${result.errors[0]!.message}`);
    const resolved = (result.data as { resolveCredential: ResolvedViewer | null } | undefined)?.resolveCredential;
    if (!resolved) throw unauthenticated('Invalid, expired or revoked credential');
    const viewer: Viewer = {
      kind: 'user',
      userId: resolved.userId,
      userKind: resolved.userKind,
      globalRole: resolved.globalRole,
      authMethod: resolved.authMethod,
      scopes: resolved.scopes,
      ...(resolved.apiKeyId ? { apiKeyId: resolved.apiKeyId } : {}),
      ...(resolved.sessionId ? { sessionId: resolved.sessionId } : {}),
      ...(resolved.oauthTokenId ? { oauthTokenId: resolved.oauthTokenId } : {}),
      ...(resolved.oauthGrantId ? { oauthGrantId: resolved.oauthGrantId } : {}),
      ...(resolved.delegatedBy ? { delegatedBy: resolved.delegatedBy } : {}),
      ...(resolved.mintedBy ? { mintedBy: resolved.mintedBy } : {}),
      ...(ip ? { ip } : {}),
    };
    return { viewer, expiresAt: resolved.expiresAt ? Date.parse(resolved.expiresAt) : null };
  }

  /**
   * Mail API keys (`/v1`) belong to the mail subgraph, their owner's state to the workspace: a key
   * of a deactivated user stops like the workspace's own (deactivation clears this cache too).
   */
  private async resolveMailKey(credential: string, ip: string | undefined): Promise<{ viewer: Viewer; expiresAt: null }> {
    if (!this.mail) throw unauthenticated('Invalid API key');
    const internalToken = await this.gatewayToken();
    const result = await this.mail.execute({ query: RESOLVE_MAIL_KEY, variables: { credential, ip: ip ?? null }, internalToken });
    if (result.errors?.length) throw new Error(`mail key lookup failed: ${result.errors[0]!.message}`);
    const resolved = (result.data as { resolveMailKey: ResolvedMailKey | null } | undefined)?.resolveMailKey;
    if (!resolved) throw unauthenticated('Invalid or revoked API key');
    const owner = await this.workspace.execute({ query: USER_ACTIVE, variables: { id: resolved.ownerUserId }, internalToken });
    if (owner.errors?.length) throw new Error(`user lookup failed: ${owner.errors[0]!.message}`);
    if ((owner.data as { userActive: boolean } | undefined)?.userActive !== true) {
      throw unauthenticated("The API key's owner is deactivated");
    }
    const viewer: Viewer = {
      kind: 'mail_key',
      accountId: resolved.accountId,
      apiKeyId: resolved.apiKeyId,
      access: resolved.access,
      ...(resolved.domainId ? { domainId: resolved.domainId } : {}),
      ...(ip ? { ip } : {}),
    };
    return { viewer, expiresAt: null };
  }

  /**
   * A federation peer: its link, or null when the token, timestamp, signature or nonce fails (the
   * federation subgraph checks them all and audits a refusal). Never cached: each nonce counts once.
   * The token of a link removed there is an AppError `LINK_REMOVED` (its `reason` says why).
   */
  async authenticatePeer(credentials: PeerCredentials, ip: string | undefined): Promise<Authenticated | null> {
    if (!this.federation) return null;
    const result = await this.federation.execute({
      query: AUTHENTICATE_PEER,
      variables: { request: { ...credentials, ip: ip ?? null } },
      internalToken: await this.gatewayToken(),
    });
    const [error] = result.errors ?? [];
    if (error?.extensions?.code === 'LINK_REMOVED') {
      throw new AppError('LINK_REMOVED', error.message, { reason: error.extensions.reason });
    }
    if (error) throw new Error(`peer check failed: ${error.message}`);
    const linkId = (result.data as { authenticatePeer: string | null } | undefined)?.authenticatePeer;
    if (!linkId) return null;
    const viewer: Viewer = { kind: 'peer', linkId, ...(ip ? { ip } : {}) };
    return { viewer, internalToken: await this.tokens.sign(viewer) };
  }

  /** The internal token of the gateway itself, for calls only the gateway may make. */
  gatewayToken(): Promise<string> {
    return this.tokens.service('gateway');
  }
}

/** Header by which the MCP server marks the calls it makes for its clients (`x-svc-via: mcp`). */
export const VIA_HEADER = 'x-svc-via';

/** What a request says it comes through: `mcp` for the MCP server's calls; anything else counts as nothing. */
export const requestVia = (value: unknown): 'mcp' | undefined => (value === 'mcp' ? 'mcp' : undefined);

/** `Bearer <token>` (case-insensitive scheme); anything else counts as no credential given. */
export function parseBearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated('Authorization header must be `Bearer <token>`');
  return match[1];
}
