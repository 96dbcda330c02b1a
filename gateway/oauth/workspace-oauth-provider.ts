import type { Response } from 'express';
import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import {
  InvalidClientError,
  InvalidGrantError,
  InvalidRequestError,
  InvalidScopeError,
  InvalidTargetError,
  InvalidTokenError,
  OAuthError,
  ServerError,
  AccessDeniedError,
  CustomOAuthError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { AuthorizationParams, OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { OAuthClientInformationFull, OAuthTokenRevocationRequest, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { GraphQLFormattedError } from 'graphql';
import { AppError } from '../../core/errors.js';
import { sameResource } from '../../core/viewer.js';
import type { Authenticator } from '../auth.js';
import type { SubgraphClient } from '../../core/subgraph-client.js';

const CLIENT_FIELDS = 'clientId metadata createdAt';
const TOKEN_FIELDS = 'accessToken refreshToken expiresIn scope';

interface ClientRecord {
  clientId: string;
  metadata: string;
  createdAt: string;
}

interface TokenSetRecord {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}

/** The workspace's refusal reasons, as the OAuth errors the SDK's endpoints answer with. */
const oauthErrorFor: Record<string, (message: string) => OAuthError> = {
  OAUTH_INVALID_CLIENT: (message) => new InvalidClientError(message),
  OAUTH_INVALID_GRANT: (message) => new InvalidGrantError(message),
  OAUTH_INVALID_SCOPE: (message) => new InvalidScopeError(message),
  OAUTH_INVALID_TARGET: (message) => new InvalidTargetError(message),
  AI_CLIENTS_DISABLED: (message) => new InvalidGrantError(message),
  NOT_AGENT_OWNER: (message) => new AccessDeniedError(message),
};

export const toOAuthError = (error: GraphQLFormattedError): OAuthError =>
  oauthErrorFor[String(error.extensions?.reason)]?.(error.message) ?? new ServerError('The authorization server failed');

/**
 * An S256 code challenge (RFC 7636 section 4.2): BASE64URL(SHA-256(code_verifier)) without padding, so exactly 43
 * characters of the base64url alphabet. Anything else (empty, padded, longer) matches no verifier at the token endpoint.
 */
const S256_CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Hosts a redirect may reach over plain HTTP: the client's own machine (RFC 8252 section 7.3). */
export const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Schemes that are no native app's private-use scheme: the web's, and those that run or read something locally. */
const NOT_PRIVATE_USE = new Set([
  'http:',
  'ftp:',
  'ws:',
  'wss:',
  'file:',
  'javascript:',
  'data:',
  'vbscript:',
  'blob:',
  'about:',
  'filesystem:',
]);
const REDIRECT_URI_RULE =
  "HTTPS, HTTP on a loopback address (127.0.0.1, [::1], localhost), or a native app's private-use scheme, without a fragment";

/**
 * Whether codes may be sent to this redirect URI, as OAuth 2.1 and the MCP authorization spec require: HTTPS, plain
 * HTTP on a loopback host only, or a native app's private-use scheme (RFC 8252 section 7.1, such as
 * `com.example.app:/callback`); never with a fragment (RFC 6749 section 3.1.2).
 */
function redirectUriAllowed(uri: URL): boolean {
  if (uri.hash) return false;
  if (uri.protocol === 'https:') return true;
  if (uri.protocol === 'http:') return LOOPBACK_HOSTS.has(uri.hostname);
  return !NOT_PRIVATE_USE.has(uri.protocol);
}

/** The consent page's half of the flow (sign-in, the choice of identity), given the SDK-validated request. */
export type ConsentHandler = (client: OAuthClientInformationFull, params: AuthorizationParams, res: Response) => Promise<void>;

/**
 * The MCP SDK's OAuth server provider backed by the workspace subgraph, which owns clients, grants
 * and tokens: the SDK's router validates each request (PKCE S256, redirect URIs, grant types), this
 * asks the workspace as the gateway, and the consent page handles `authorize`.
 */
export class WorkspaceOAuthProvider implements OAuthServerProvider {
  readonly clientsStore: OAuthRegisteredClientsStore;

  constructor(
    private readonly workspace: SubgraphClient,
    private readonly authenticator: Authenticator,
    private readonly consent: ConsentHandler,
    /** The one protected resource tokens are issued for: the platform's `/mcp`. */
    private readonly resource: URL,
  ) {
    this.clientsStore = {
      getClient: async (clientId) => {
        const data = await this.call<{ oauthClient: ClientRecord | null }>(
          `query OAuthClient($clientId: String!) { oauthClient(clientId: $clientId) { ${CLIENT_FIELDS} } }`,
          { clientId },
        );
        return data.oauthClient ? clientInformation(data.oauthClient) : undefined;
      },
      registerClient: async (client) => {
        const refused = client.redirect_uris.find((uri) => !redirectUriAllowed(new URL(uri)));
        if (refused)
          throw new CustomOAuthError(
            'invalid_redirect_uri',
            `${refused} is not a redirect URI this server sends codes to: ${REDIRECT_URI_RULE}`,
          );
        const { client_secret: secret, client_secret_expires_at: _expiry, ...metadata } = client;
        const data = await this.call<{ oauthRegisterClient: ClientRecord }>(
          `mutation OAuthRegisterClient($metadata: String!, $clientSecret: String) {
            oauthRegisterClient(metadata: $metadata, clientSecret: $clientSecret) { ${CLIENT_FIELDS} }
          }`,
          { metadata: JSON.stringify(metadata), clientSecret: secret ?? null },
        );
        // The secret is answered once, here; the workspace keeps its hash.
        return {
          ...clientInformation(data.oauthRegisterClient),
          ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
        };
      },
    };
  }

  async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: Response): Promise<void> {
    // RFC 8707: a resource this server does not protect is refused before anyone is asked to consent.
    if (params.resource && !sameResource(params.resource.href, this.resource.href)) {
      throw new InvalidTargetError(`This server issues tokens for ${this.resource.href} only`);
    }
    if (!S256_CODE_CHALLENGE.test(params.codeChallenge))
      throw new InvalidRequestError('code_challenge must be the S256 challenge of a code_verifier: 43 base64url characters');
    return this.consent(client, params, res);
  }

  async challengeForAuthorizationCode(client: OAuthClientInformationFull, code: string): Promise<string> {
    const data = await this.call<{ oauthCodeChallenge: string }>(
      'query OAuthCodeChallenge($clientId: String!, $code: String!) { oauthCodeChallenge(clientId: $clientId, code: $code) }',
      { clientId: client.client_id, code },
    );
    return data.oauthCodeChallenge;
  }

  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
    _codeVerifier?: string,
    redirectUri?: string,
    resource?: URL,
  ): Promise<OAuthTokens> {
    const data = await this.call<{ oauthExchangeCode: TokenSetRecord }>(
      `mutation OAuthExchangeCode($clientId: String!, $code: String!, $redirectUri: String, $resource: String) {
        oauthExchangeCode(clientId: $clientId, code: $code, redirectUri: $redirectUri, resource: $resource) { ${TOKEN_FIELDS} }
      }`,
      { clientId: client.client_id, code, redirectUri: redirectUri ?? null, resource: resource?.href ?? null },
    );
    return tokens(data.oauthExchangeCode);
  }

  async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
    scopes?: string[],
    resource?: URL,
  ): Promise<OAuthTokens> {
    const data = await this.call<{ oauthRefresh: TokenSetRecord }>(
      `mutation OAuthRefresh($clientId: String!, $refreshToken: String!, $scopes: [String!]!, $resource: String) {
        oauthRefresh(clientId: $clientId, refreshToken: $refreshToken, scopes: $scopes, resource: $resource) { ${TOKEN_FIELDS} }
      }`,
      { clientId: client.client_id, refreshToken, scopes: scopes ?? [], resource: resource?.href ?? null },
    );
    return tokens(data.oauthRefresh);
  }

  async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest): Promise<void> {
    await this.call('mutation OAuthRevoke($clientId: String!, $token: String!) { oauthRevoke(clientId: $clientId, token: $token) }', {
      clientId: client.client_id,
      token: request.token,
    });
  }

  /** Confidential clients: the secret checked against its hash in constant time (the SDK's own check compares plain text). */
  async authenticateClient(clientId: string, clientSecret: string | null): Promise<void> {
    await this.call(
      `query OAuthAuthenticateClient($clientId: String!, $clientSecret: String) {
        oauthAuthenticateClient(clientId: $clientId, clientSecret: $clientSecret) { clientId }
      }`,
      { clientId, clientSecret },
    );
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    try {
      const { viewer } = await this.authenticator.authenticate(`Bearer ${token}`, undefined);
      if (viewer.kind !== 'user' || viewer.authMethod !== 'oauth') throw new InvalidTokenError('Not an OAuth access token');
      return { token, clientId: viewer.oauthGrantId ?? '', scopes: viewer.scopes, extra: { userId: viewer.userId } };
    } catch (error) {
      if (error instanceof AppError) throw new InvalidTokenError(error.message);
      throw error;
    }
  }

  private async call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const result = await this.workspace.execute({ query, variables, internalToken: await this.authenticator.gatewayToken() });
    if (result.errors?.length) throw toOAuthError(result.errors[0]!);
    return result.data as T;
  }
}

function clientInformation(record: ClientRecord): OAuthClientInformationFull {
  return {
    ...(JSON.parse(record.metadata) as Omit<OAuthClientInformationFull, 'client_id'>),
    client_id: record.clientId,
    client_id_issued_at: Math.floor(Date.parse(record.createdAt) / 1000),
  };
}

const tokens = (set: TokenSetRecord): OAuthTokens => ({
  access_token: set.accessToken,
  token_type: 'Bearer',
  expires_in: set.expiresIn,
  refresh_token: set.refreshToken,
  scope: set.scope,
});
