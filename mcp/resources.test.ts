import { changes } from './resources.js';

it("updates a ticket's resource on that ticket's changes only, a project's on any of its tickets'", () => {
  expect(changes({ kind: 'ticket', key: 'WEB-1' }, 'WEB-1')).toBe(true);
  expect(changes({ kind: 'ticket', key: 'WEB-1' }, 'WEB-12')).toBe(false);
  expect(changes({ kind: 'project', key: 'WEB' }, 'WEB-12')).toBe(true);
});
