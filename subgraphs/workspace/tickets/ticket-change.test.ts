import { createPubSub, type PubSub } from '../../../core/pubsub.js';
import type { PublishedEvent } from '../outbox/outbox.js';
import { mappedChannel } from './ticket-change.js';

const event = (id: string, type = 'ticket.updated'): PublishedEvent => ({
  id,
  type,
  aggregateType: 'ticket',
  aggregateId: 'a',
  projectId: 'p',
  payload: {},
  occurredAt: new Date(0).toISOString(),
});

describe('mappedChannel', () => {
  let pubsub: PubSub;
  beforeEach(async () => {
    pubsub = await createPubSub({ url: '', embedded: true });
  });
  afterEach(async () => {
    await pubsub.close();
  });

  it('listens from creation on, maps events and drops the ones mapped to null', async () => {
    const events = mappedChannel(pubsub, 'c', async (e) => (e.type === 'skip' ? null : e.id));
    // Published before anyone pulled: still delivered.
    await pubsub.publish('c', event('1'));
    await pubsub.publish('c', event('2', 'skip'));
    await pubsub.publish('c', event('3'));
    await pubsub.publish('other', event('4'));
    expect(await events.next()).toEqual({ done: false, value: '1' });
    expect(await events.next()).toEqual({ done: false, value: '3' });
    await events.return!();
  });

  it('stops at once on return(), even while waiting for the next event', async () => {
    const events = mappedChannel(pubsub, 'c', async (e) => e.id);
    const waiting = events.next();
    await events.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(await events.next()).toEqual({ done: true, value: undefined });
    await pubsub.publish('c', event('late'));
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });
});
