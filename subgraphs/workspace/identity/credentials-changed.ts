import { CREDENTIALS_CHANGED_CHANNEL } from '../../../core/viewer.js';
import type { WorkspaceContext } from '../context.js';

/** Tells gateways to forget cached credentials; called after the change committed. */
export function publishCredentialsChanged(ctx: WorkspaceContext): Promise<void> {
  return ctx.deps.pubsub.publish(CREDENTIALS_CHANGED_CHANNEL, {});
}
