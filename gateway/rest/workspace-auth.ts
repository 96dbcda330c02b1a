import { AppError } from '../../core/errors.js';
import type { UserViewer } from '../../core/viewer.js';
import type { Authenticated, Authenticator } from '../auth.js';

/** A caller of the REST APIs over workspace operations. */
export type WorkspaceCaller = Authenticated & { viewer: UserViewer };

/**
 * The caller of a REST API over workspace operations (`/api`, `/integrations/orchestrator`): a
 * workspace API key or session. No credential is `MISSING_API_KEY`; a mail API key is refused.
 */
export async function authenticateWorkspaceCaller(
  authenticator: Authenticator,
  authorization: string | undefined,
  ip: string,
): Promise<WorkspaceCaller> {
  if (!authorization) throw new AppError('MISSING_API_KEY', 'Missing API key: send `Authorization: Bearer <workspace API key>`');
  const auth = await authenticator.authenticate(authorization, ip);
  const { viewer } = auth;
  if (viewer.kind !== 'user') throw new AppError('UNAUTHENTICATED', 'This API takes workspace API keys');
  return { ...auth, viewer };
}
