import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { WorkspaceContext } from '../context.js';
import { DocChangeEvent, subscribeToDocChanges } from './doc-change.js';

/** `Subscription.docChanged`: streams from the doc's project channel, filtered per subscriber by the doc's read rule. */
@Resolver(() => DocChangeEvent)
export class DocChangeResolver {
  @Subscription(() => DocChangeEvent, {
    description: 'Changes to a doc you can read: edits, restores, attachments, deletion. NOT_FOUND when you cannot read the doc.',
    subscribe: ({ args, context }) => subscribeToDocChanges(context as WorkspaceContext, (args as { docId: string }).docId),
  })
  docChanged(@Root() event: DocChangeEvent, @Arg('docId', () => ID) _docId: string): DocChangeEvent {
    return event;
  }
}
