import { unauthenticated } from '../core/errors.js';
import type { InternalTokens, Viewer } from '../core/viewer.js';
import type { SubgraphClient } from './subgraph-client.js';

const RESOLVE_CREDENTIAL = `query ResolveCredential($credential: String!, $ip: String) {
  resolveCredential(credential: $credential, ip: $ip) { userId userKind globalRole authMethod apiKeyId sessionId scopes }
}`;

/** Re-sign the internal token this long before it expires. */
const TOKEN_REFRESH_MS = 30_000;

interface ResolvedViewer {
  userId: string;
  userKind: 'human' | 'bot';
  globalRole: 'super-admin' | 'admin' | 'member';
  authMethod: 'api_key' | 'session';
  apiKeyId: string | null;
  sessionId: string | null;
  scopes: string[];
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
  private serviceToken: { token: string; renewAt: number } | null = null;

  constructor(
    private readonly workspace: SubgraphClient,
    private readonly tokens: InternalTokens,
  ) {}

  /** No credential: anonymous. A credential that does not resolve: UNAUTHENTICATED. */
  async authenticate(authorization: string | undefined, ip: string | undefined): Promise<Authenticated> {
    const credential = parseBearer(authorization);
    const viewer: Viewer = credential ? await this.resolve(credential, ip) : { kind: 'anonymous', ...(ip ? { ip } : {}) };
    return { viewer, internalToken: await this.tokens.sign(viewer) };
  }

  private async resolve(credential: string, ip: string | undefined): Promise<Viewer> {
    const result = await this.workspace.execute({
      query: RESOLVE_CREDENTIAL,
      variables: { credential, ip: ip ?? null },
      internalToken: await this.gatewayToken(),
    });
    if (result.errors?.length) throw new Error(`credential lookup failed: ${result.errors[0]!.message}`);
    const resolved = (result.data as { resolveCredential: ResolvedViewer | null } | undefined)?.resolveCredential;
    if (!resolved) throw unauthenticated('Invalid, expired or revoked credential');
    return {
      kind: 'user',
      userId: resolved.userId,
      userKind: resolved.userKind,
      globalRole: resolved.globalRole,
      authMethod: resolved.authMethod,
      scopes: resolved.scopes,
      ...(resolved.apiKeyId ? { apiKeyId: resolved.apiKeyId } : {}),
      ...(resolved.sessionId ? { sessionId: resolved.sessionId } : {}),
      ...(ip ? { ip } : {}),
    };
  }

  private async gatewayToken(): Promise<string> {
    if (!this.serviceToken || Date.now() >= this.serviceToken.renewAt) {
      this.serviceToken = {
        token: await this.tokens.sign({ kind: 'service', service: 'gateway' }),
        renewAt: Date.now() + TOKEN_REFRESH_MS,
      };
    }
    return this.serviceToken.token;
  }
}

/** `Bearer <token>` (case-insensitive scheme); anything else counts as no credential given. */
export function parseBearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated('Authorization header must be `Bearer <token>`');
  return match[1];
}
