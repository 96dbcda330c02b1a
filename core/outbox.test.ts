import type { EntityManager } from '@mikro-orm/postgresql';
import { transact, type Outbox } from './outbox.js';

/** Stands in for MikroORM's transactional(): runs the work on the same object, as a commit or a rollback would. */
const fakeEm = () => ({ transactional: <T>(work: (tx: unknown) => Promise<T>) => work('tx') }) as unknown as EntityManager;

const recordingOutbox = () => {
  const written: string[] = [];
  const committed: string[][] = [];
  const outbox: Outbox<string, string> = {
    write: (tx, event) => (written.push(`${String(tx)}:${event}`), event),
    afterCommit: async (rows) => void committed.push(rows),
  };
  return { outbox, written, committed };
};

describe('transact', () => {
  it('writes recorded events in the transaction and hands them to afterCommit once it committed', async () => {
    const { outbox, written, committed } = recordingOutbox();
    const result = await transact(fakeEm(), outbox, async (_tx, events) => {
      events.record('a');
      events.record('b');
      expect(committed).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(written).toEqual(['tx:a', 'tx:b']);
    expect(committed).toEqual([['a', 'b']]);
  });

  it('runs nothing after a rollback, nor after a transaction that recorded nothing', async () => {
    const { outbox, committed } = recordingOutbox();
    await expect(
      transact(fakeEm(), outbox, async (_tx, events) => {
        events.record('a');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await transact(fakeEm(), outbox, async () => undefined);
    expect(committed).toEqual([]);
  });

  it('opens a plain transaction without an outbox', async () => {
    await expect(transact(fakeEm(), async (tx) => `ran in ${String(tx)}`)).resolves.toBe('ran in tx');
  });
});
