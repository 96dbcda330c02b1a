import { createPubSub, mappedChannel, type PubSub } from './pubsub.js';

const event = (id: string, type = 'ticket.updated') => ({ id, type });

describe('mappedChannel', () => {
  let pubsub: PubSub;
  beforeEach(async () => {
    pubsub = await createPubSub({ url: '', embedded: true });
  });
  afterEach(async () => {
    await pubsub.close();
  });

  it('listens from creation on, maps events and drops the ones mapped to null', async () => {
    const events = mappedChannel(pubsub, 'c', async (e: { id: string; type: string }) => (e.type === 'skip' ? null : e.id));
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
    const events = mappedChannel(pubsub, 'c', async (e: { id: string; type: string }) => e.id);
    const waiting = events.next();
    await events.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(await events.next()).toEqual({ done: true, value: undefined });
    await pubsub.publish('c', event('late'));
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });
});
