import { fromNow } from '../../../core/clock.js';
import type { ExecutionResult } from 'graphql';
import { publicUrl } from '../../../core/config.js';
import { AppError } from '../../../core/errors.js';
import type { WorkspaceContext } from '../context.js';
import { ApiKeyService } from '../identity/api-key.service.js';

// Inline, like the gateway's internal queries: `npm run schema` loads this subgraph, so it cannot depend on operations/generated.
const PROVISION = `mutation ProvisionWorkspaceSender($input: ProvisionWorkspaceSenderInput!) {
  provisionWorkspaceSender(input: $input) { account { id } domain token }
}`;

export interface ProvisionedSender {
  account: { id: string };
  /** The verified sender subdomain. */
  domain: string;
  /** The sending key, shown once. */
  token: string;
}

/** Lifetime of the admin's key for the provisioning call; it is revoked as soon as the call returns. */
const CALL_KEY_TTL_MS = 5 * 60_000;

/** Codes of the mail side passed on to the admin as they are; anything else is an internal error. */
const PASSED_ON = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT']);

/**
 * Provisions the workspace's sender through the gateway's public GraphQL API (`SVC_PUBLIC_URL`), as
 * the admin, like any application acting for them. Subgraphs see the signed viewer, never the caller's
 * bearer credential, so the admin gets an API key for this one call: audited, short-lived and revoked
 * right after.
 */
export async function provisionSender(ctx: WorkspaceContext, input: { slug: string; accountName: string }): Promise<ProvisionedSender> {
  const apiKeys = new ApiKeyService(ctx);
  const { apiKey, token } = await apiKeys.create({
    name: 'Email delivery connection',
    expiresAt: fromNow(ctx.deps.clock, CALL_KEY_TTL_MS),
  });
  try {
    const response = await fetch(`${publicUrl(ctx.deps.config).replace(/\/+$/, '')}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: PROVISION, variables: { input } }),
      signal: AbortSignal.timeout(ctx.deps.config.WORKSPACE_MAIL_TIMEOUT_MS),
    });
    const result = (await response.json()) as ExecutionResult<{ provisionWorkspaceSender: ProvisionedSender }>;
    const error = result.errors?.[0];
    if (result.data?.provisionWorkspaceSender && !error) return result.data.provisionWorkspaceSender;
    const { code, serviceName: _service, ...details } = (error?.extensions ?? {}) as Record<string, unknown>;
    if (typeof code === 'string' && PASSED_ON.has(code)) throw new AppError(code, `Mail service: ${error!.message}`, details);
    throw new Error(`provisionWorkspaceSender failed (HTTP ${response.status}): ${error?.message ?? 'no data'}`);
  } finally {
    await apiKeys.revoke(apiKey.id);
  }
}
