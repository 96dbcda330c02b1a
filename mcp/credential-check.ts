import { InsufficientScopeError, InvalidTokenError, ServerError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { print } from 'graphql';
import { MCP_SCOPE, sameResource } from '../core/viewer.js';
import { CurrentCredentialDocument, type CurrentCredentialQuery } from '../operations/generated/graphql.js';
import type { WorkspaceClient } from './workspace-client.js';

/** The workspace's own `CurrentCredential` operation: whose credential it is, its scopes, expiry and resource. */
const CURRENT_CREDENTIAL = print(CurrentCredentialDocument);

/** What the refusal of a credential says when the API gives no reason. */
export const REVOKED_OR_EXPIRED = 'The API key or access token is revoked, expired or wrong';
export const SCOPE_REQUIRED = `${MCP_SCOPE} scope required`;

/** A credential that may use the MCP server, as the workspace API describes it. */
export interface McpCredential {
  /** The user it acts as (for an AI client acting as a bot: the bot). */
  userId: string;
  /**
   * Who may drive a session opened with it: the user, the person an agent acts for, and the credential itself (the API
   * key, or the OAuth client: a refreshed access token of the same grant keeps driving its session).
   */
  principal: string;
  scopes: string[];
  /** When it expires (ms since the epoch), or null for a key without expiry. */
  expiresAt: number | null;
  /** The OAuth client's name, the API key's id, or how it signed in: for the SDK's `AuthInfo.clientId`. */
  clientId: string;
}

export interface CredentialCheckOptions {
  /** The protected resource (RFC 8707) an OAuth access token must have been issued for: this server's `/mcp`. */
  resource: string;
  /** Now, in ms since the epoch (the platform's clock). */
  now: number;
}

/**
 * The one check of a credential for MCP, over streamable HTTP (every request) and stdio (at start and before every
 * request): the workspace API's `CurrentCredential` must resolve it (not revoked, its user active), it must hold
 * `mcp:use`, not be expired, and an OAuth access token must have been issued for this server. Throws the MCP SDK's
 * `InvalidTokenError` (a 401 with the RFC 6750 challenge over HTTP), `InsufficientScopeError` (403) or `ServerError`
 * (the API could not answer: nothing is known of the credential).
 */
export async function checkMcpCredential(
  client: WorkspaceClient,
  authorization: string,
  options: CredentialCheckOptions,
): Promise<McpCredential> {
  let answer: Awaited<ReturnType<WorkspaceClient['graphql']>>;
  try {
    answer = await client.graphql(authorization, CURRENT_CREDENTIAL, {}, 'CurrentCredential');
  } catch (error) {
    throw new ServerError(`The workspace API cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const credential = (answer.data as CurrentCredentialQuery | null | undefined)?.currentCredential;
  if (!credential) {
    if (answer.status >= 500) throw new ServerError(`The workspace API answered ${answer.status}`);
    throw new InvalidTokenError(answer.errors?.[0]?.message ?? REVOKED_OR_EXPIRED);
  }
  if (!credential.scopes.includes(MCP_SCOPE)) throw new InsufficientScopeError(SCOPE_REQUIRED);
  const expiresAt = credential.expiresAt ? Date.parse(credential.expiresAt) : null;
  if (expiresAt !== null && expiresAt <= options.now) throw new InvalidTokenError('The API key or access token has expired');
  if (credential.resource && !sameResource(credential.resource, options.resource)) {
    throw new InvalidTokenError('The access token was not issued for this server');
  }
  const userId = credential.user.id;
  const via = credential.apiKeyId ? `key:${credential.apiKeyId}` : `${credential.authMethod}:${credential.oauthClientName ?? ''}`;
  return {
    userId,
    principal: [userId, credential.delegatedBy?.id ?? '', via].join('|'),
    scopes: credential.scopes,
    expiresAt,
    clientId: credential.oauthClientName ?? credential.apiKeyId ?? credential.authMethod,
  };
}

/** Whether `error` is a verdict on the credential (revoked, expired, wrong, without `mcp:use`) rather than an outage. */
export const isCredentialRefusal = (error: unknown): error is InvalidTokenError | InsufficientScopeError =>
  error instanceof InvalidTokenError || error instanceof InsufficientScopeError;
