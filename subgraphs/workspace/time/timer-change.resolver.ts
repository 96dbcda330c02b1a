import { Resolver, Root, Subscription } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { subscribeToMyTimerChanges, TimerChangeEvent } from './timer-change.js';

/** `Subscription.myTimerChanged`: streams from the viewer's own timer channel. */
@Resolver(() => TimerChangeEvent)
export class TimerChangeResolver {
  @Subscription(() => TimerChangeEvent, {
    description: 'Changes to your own timer: started, stopped, or discarded with its ticket or project.',
    subscribe: ({ context }) => subscribeToMyTimerChanges(context as WorkspaceContext),
  })
  myTimerChanged(@Root() event: TimerChangeEvent): TimerChangeEvent {
    return event;
  }
}
