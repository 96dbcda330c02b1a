import { mappedChannel } from '../../../core/pubsub.js';
import { WorkspaceContext } from '../context.js';
import type { PublishedEvent } from './outbox.js';

/**
 * What one subscriber hears of a pub/sub channel's committed events: `toChange` checks and resolves
 * each in a fresh context for the subscriber (so nothing is answered from a cache filled before the
 * change); null, or a failed check, drops the event.
 */
export function subscriberChanges<T>(
  ctx: WorkspaceContext,
  channel: string,
  toChange: (fresh: WorkspaceContext, event: PublishedEvent) => Promise<T | null>,
): AsyncIterableIterator<T> {
  const { viewer, deps } = ctx;
  return mappedChannel<PublishedEvent, T>(deps.pubsub, channel, async (event) => {
    try {
      return await toChange(new WorkspaceContext(viewer, deps), event);
    } catch (error) {
      deps.logger.warn({ err: error, eventId: event.id, channel }, 'dropped a change the subscriber could not be checked for');
      return null;
    }
  });
}
