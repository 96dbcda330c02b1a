import { argumentPath, ticketAnswer, timerStopAnswer } from './answers.js';

const schema = {
  type: 'object',
  properties: { input: { $ref: '#/definitions/UpdateTicketInput' }, key: { type: 'string' }, after: { type: 'string' } },
  definitions: { UpdateTicketInput: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } } },
};

it("puts the API's field where the tool's arguments hold it", () => {
  expect(argumentPath(schema, 'title')).toBe('input.title');
  expect(argumentPath(schema, 'id')).toBe('input.id');
  expect(argumentPath(schema, 'after')).toBe('after');
  expect(argumentPath(schema, 'input.title')).toBe('input.title');
  expect(argumentPath(schema, 'elsewhere')).toBe('elsewhere');
});

it("shows a ticket's comments with their total, and the call for older ones only when there are", () => {
  const items = [{ body: 'newest' }];
  expect(ticketAnswer({ key: 'WEB-1', commentCount: 1, comments: { items } }, true)).toEqual({
    key: 'WEB-1',
    comments: { total: 1, order: 'newest first', items },
  });
  expect(ticketAnswer({ key: 'WEB-1', commentCount: 30, comments: { items, nextCursor: 'c' } }, false)).toEqual({
    key: 'WEB-1',
    comments: {
      total: 30,
      order: 'newest first',
      items,
      nextCursor: 'c',
      older: {
        tool: 'svc_list_comments',
        arguments: { key: 'WEB-1', newestFirst: true, after: 'c' },
        note: expect.stringMatching(/curated and full/),
      },
    },
  });
});

it('answers a stopped timer that logged nothing with an object, and a logged entry as it is', () => {
  expect(timerStopAnswer(null)).toMatchObject({ stopped: true, logged: false, durationMinutes: 0 });
  expect(timerStopAnswer({ id: 'e1', durationMinutes: 3 })).toEqual({ id: 'e1', durationMinutes: 3 });
});
