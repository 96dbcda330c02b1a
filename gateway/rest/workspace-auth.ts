import { AppError } from '../../core/errors.js';
import type { UserViewer } from '../../core/viewer.js';
import { requestVia, type Authenticated, type Authenticator } from '../auth.js';

/** A caller of the REST APIs over workspace operations. */
export type WorkspaceCaller = Authenticated & { viewer: UserViewer };

/**
 * The caller of a REST API over workspace operations (`/api`, `/integrations/orchestrator`, `/federation`): a
 * workspace API key or session. No credential is `MISSING_API_KEY`; a mail API key is refused. An AI client's OAuth
 * access token is for MCP: only `/api` takes it (the MCP server's `svc_api_call` calls it), with `oauth: true`.
 * `via` is the request's `x-svc-via` header (core/acting-for.ts).
 */
export async function authenticateWorkspaceCaller(
  authenticator: Authenticator,
  request: { authorization: string | undefined; ip: string; via?: unknown },
  accepts: { oauth: boolean },
): Promise<WorkspaceCaller> {
  if (!request.authorization) throw new AppError('MISSING_API_KEY', 'Missing API key: send `Authorization: Bearer <workspace API key>`');
  const auth = await authenticator.authenticate(request.authorization, request.ip, requestVia(request.via));
  const { viewer } = auth;
  if (viewer.kind !== 'user') throw new AppError('UNAUTHENTICATED', 'This API takes workspace API keys');
  if (viewer.authMethod === 'oauth' && !accepts.oauth) {
    throw new AppError('UNAUTHENTICATED', "An AI client's OAuth access token is for /mcp only: this API takes workspace API keys");
  }
  return { ...auth, viewer };
}
