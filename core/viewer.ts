import { SignedTokens } from './signed-token.js';
import { epochMs, systemClock, type Clock } from './clock.js';

/** Highest first: `globalRoleAtLeast` (workspace identity permissions) ranks roles by this order. */
export const globalRoles = ['super-admin', 'admin', 'member'] as const;
export type GlobalRole = (typeof globalRoles)[number];

/** Who is asking, as established by the gateway and trusted by subgraphs through the internal token. */
export type Viewer =
  | { kind: 'anonymous'; ip?: string }
  | {
      kind: 'user';
      userId: string;
      userKind: 'human' | 'bot';
      globalRole: GlobalRole;
      authMethod: 'api_key' | 'session' | 'oauth';
      /** Set for API-key requests. */
      apiKeyId?: string;
      /** Set for session requests. */
      sessionId?: string;
      /** Set for OAuth access tokens: the token, and the consent (grant) it comes from. */
      oauthTokenId?: string;
      oauthGrantId?: string;
      /** An OAuth client acting as a bot: the person who connected it (the bot's owner). */
      delegatedBy?: string;
      /** Scopes of the API key or OAuth grant (empty for sessions). */
      scopes: string[];
      /** An API key someone else minted for this user: the minter (see core/acting-for.ts). */
      mintedBy?: string;
      /** The request came through the MCP server (header `x-svc-via: mcp`): a delegated call (core/acting-for.ts). */
      via?: 'mcp';
      ip?: string;
    }
  /** A mail API key (`/v1`): acts for one mail account, with full or sending-only access. */
  | {
      kind: 'mail_key';
      accountId: string;
      apiKeyId: string;
      access: 'full' | 'sending';
      /** Sending-only keys may be restricted to one sender domain. */
      domainId?: string;
      ip?: string;
    }
  /** A federation peer whose request passed the link's token, timestamp, signature and nonce checks. */
  | { kind: 'peer'; linkId: string; ip?: string }
  /** The platform itself: the gateway resolving a credential, a job worker, or the federation engine calling the workspace. */
  | { kind: 'service'; service: 'gateway' | 'worker' | 'federation' };

export type UserViewer = Extract<Viewer, { kind: 'user' }>;
export type ServiceName = Extract<Viewer, { kind: 'service' }>['service'];
export type MailKeyViewer = Extract<Viewer, { kind: 'mail_key' }>;

const AUDIENCE = 'svc-subgraph';
/** Internal tokens live just long enough for one request's fan-out. */
const TOKEN_TTL_SECONDS = 60;

const VERIFIED_CACHE_LIMIT = 10_000;

/** The scope an API key or an OAuth grant needs to use the workspace through MCP. */
export const MCP_SCOPE = 'mcp:use';

/** Whether two protected-resource URLs (RFC 8707) name the same resource, one trailing slash aside. */
export const sameResource = (a: string, b: string): boolean => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** Mail API keys (`/v1`) start with this; the gateway asks the mail subgraph about them. */
export const MAIL_KEY_PREFIX = 'svc_mail_';

export const INTERNAL_TOKEN_HEADER = 'x-svc-internal-token';

/** Pub/sub channel on which the workspace announces revoked keys, ended sessions, role changes and deactivations. */
export const CREDENTIALS_CHANGED_CHANNEL = 'workspace.credentials-changed';

/** Signs and verifies the short-lived gateway-to-subgraph viewer token (HS256). */
export class InternalTokens {
  private readonly tokens: SignedTokens;
  /** The platform's own tokens per service, re-signed well before they expire. */
  private readonly serviceTokens = new Map<ServiceName, { token: string; renewAt: number }>();
  /** Verified tokens until their expiry: the gateway reuses one token per viewer for many requests. */
  private readonly verified = new Map<string, { viewer: Viewer; expiresAt: number }>();

  constructor(
    secret: Buffer | string,
    private readonly clock: Clock = systemClock,
  ) {
    const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : new Uint8Array(secret);
    this.tokens = new SignedTokens(key, AUDIENCE, clock);
  }

  sign(viewer: Viewer): Promise<string> {
    return this.tokens.sign({ viewer }, TOKEN_TTL_SECONDS * 1000);
  }

  /** A token of the platform itself, for internal operations only it may call; reused until half its life is gone. */
  async service(service: ServiceName): Promise<string> {
    const now = epochMs(this.clock);
    const cached = this.serviceTokens.get(service);
    if (cached && now < cached.renewAt) return cached.token;
    const token = await this.sign({ kind: 'service', service });
    this.serviceTokens.set(service, { token, renewAt: now + (TOKEN_TTL_SECONDS * 1000) / 2 });
    return token;
  }

  /** Returns the viewer, or null when the token is missing, forged or expired. */
  async verify(token: string | undefined): Promise<Viewer | null> {
    if (!token) return null;
    const hit = this.verified.get(token);
    if (hit && hit.expiresAt > epochMs(this.clock)) return hit.viewer;
    const payload = await this.tokens.verify(token);
    const viewer = (payload?.viewer as Viewer | undefined) ?? null;
    if (viewer && payload?.exp) {
      if (this.verified.size >= VERIFIED_CACHE_LIMIT) this.verified.clear();
      this.verified.set(token, { viewer, expiresAt: payload.exp * 1000 });
    }
    return viewer;
  }
}
