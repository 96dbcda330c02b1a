import { compact } from './compact.js';

it('answers the root field, without __typename, nulls or empty lists', () => {
  expect(
    compact({ ticket: { __typename: 'Ticket', key: 'WEB-1', milestone: null, labels: [], assignees: [{ displayName: 'Ada' }] } }),
  ).toEqual({
    key: 'WEB-1',
    assignees: [{ displayName: 'Ada' }],
  });
  expect(compact({ me: { id: '1' }, currentTimer: null })).toEqual({ me: { id: '1' } });
});

it('turns a connection into { items }, with a cursor only when there is a next page: one shape on every page', () => {
  const page = (hasNextPage: boolean) => ({ nodes: [{ key: 'A-1' }], pageInfo: { hasNextPage, endCursor: 'c1' } });
  expect(compact({ searchTickets: page(false) })).toEqual({ items: [{ key: 'A-1' }] });
  expect(compact({ searchTickets: page(true) })).toEqual({ items: [{ key: 'A-1' }], nextCursor: 'c1' });
  expect(compact({ project: { tickets: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } } })).toEqual({
    tickets: { items: [] },
  });
});
