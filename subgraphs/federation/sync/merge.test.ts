import { mergeRow } from './merge.js';

describe('mergeRow', () => {
  const row = { id: 'x', title: 'A', priority: 'normal', description: 'd', updatedAt: '2026-01-01T00:00:00.000Z' };

  it('takes the fields the peer changed that this side did not', () => {
    const incoming = { ...row, title: 'B', updatedAt: '2026-01-03T00:00:00.000Z' };
    expect(mergeRow({ current: row, incoming, changed: ['title'], pending: [] })).toEqual({
      payload: { title: 'B', updatedAt: '2026-01-03T00:00:00.000Z' },
      conflicts: {},
    });
  });

  it('never undoes a value the peer merely carries: only its changed fields count', () => {
    const current = { ...row, priority: 'high' };
    const incoming = { ...row, title: 'B' };
    expect(mergeRow({ current, incoming, changed: ['title'], pending: ['priority'] }).payload).toEqual({ title: 'B' });
  });

  it('merges different fields changed on each side, and is a no-op for the same change on both', () => {
    const current = { ...row, priority: 'high', title: 'Same' };
    const incoming = { ...row, title: 'Same', description: 'new' };
    expect(mergeRow({ current, incoming, changed: ['title', 'description'], pending: ['priority', 'title'] })).toEqual({
      payload: { description: 'new' },
      conflicts: {},
    });
  });

  it('reports a field both sides changed concurrently, with its last synced value, and keeps this side', () => {
    const current = { ...row, title: 'Local' };
    const incoming = { ...row, title: 'Remote' };
    expect(mergeRow({ current, incoming, changed: ['title'], pending: ['title'], base: { title: 'A' } })).toEqual({
      payload: {},
      conflicts: { title: { base: 'A', local: 'Local', remote: 'Remote' } },
    });
    // The history that held it was pruned: the base is not known.
    expect(mergeRow({ current, incoming, changed: ['title'], pending: ['title'] }).conflicts).toEqual({
      title: { base: null, local: 'Local', remote: 'Remote' },
    });
  });

  it('takes the whole row on its first sync', () => {
    expect(mergeRow({ current: row, incoming: { ...row, title: 'B' }, changed: null, pending: [] }).payload).toEqual({ title: 'B' });
  });

  it('in a resync, reports every field that differs and takes nothing; one not written here since has its value as the base', () => {
    expect(mergeRow({ current: { ...row, title: 'Drift' }, incoming: row, changed: [], pending: [], resync: true })).toEqual({
      payload: {},
      conflicts: { title: { base: 'Drift', local: 'Drift', remote: 'A' } },
    });
    expect(mergeRow({ current: row, incoming: { ...row }, changed: null, pending: [], resync: true })).toEqual({
      payload: {},
      conflicts: {},
    });
  });

  it('compares structured values by content', () => {
    const current = { content: { b: 1, a: [1, 2] } };
    expect(mergeRow({ current, incoming: { content: { a: [1, 2], b: 1 } }, changed: null, pending: [] })).toEqual({
      payload: {},
      conflicts: {},
    });
  });
});
