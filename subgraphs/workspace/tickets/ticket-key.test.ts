import { TicketPriority } from './ticket.entity.js';
import { formatTicketKey, orchestratorPriority, parseTicketKey, priorityOrder } from './ticket-key.js';

describe('ticket keys', () => {
  it('formats <PROJECT_KEY>-<n>', () => {
    expect(formatTicketKey('WEB', 1)).toBe('WEB-1');
    expect(formatTicketKey('A1', 1234)).toBe('A1-1234');
  });

  it('refuses numbers that are not positive integers', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => formatTicketKey('WEB', bad)).toThrow(RangeError);
  });

  it('parses keys case-insensitively and round-trips', () => {
    expect(parseTicketKey(' web-42 ')).toEqual({ projectKey: 'WEB', number: 42 });
    expect(parseTicketKey(formatTicketKey('OPS2', 7))).toEqual({ projectKey: 'OPS2', number: 7 });
  });

  it('rejects what is not a key', () => {
    for (const bad of ['WEB', 'WEB-', 'WEB-0', 'WEB-01', '1WEB-2', 'W-2', 'WEB-2-3', 'ABCDEFGHIJK-1', 'WEB-99999999999', 'WEB 2']) {
      expect(parseTicketKey(bad)).toBeNull();
    }
  });
});

describe('priorities', () => {
  it('map to the orchestrator integers of the spec', () => {
    expect(orchestratorPriority(TicketPriority.BLOCKER)).toBe(1);
    expect(orchestratorPriority(TicketPriority.HIGH)).toBe(2);
    expect(orchestratorPriority(TicketPriority.NORMAL)).toBe(3);
    expect(orchestratorPriority(TicketPriority.LOW)).toBe(4);
    expect(orchestratorPriority(TicketPriority.TRIVIAL)).toBe(4);
  });

  it('are ordered from most to least urgent and cover every value', () => {
    expect(new Set(priorityOrder)).toEqual(new Set(Object.values(TicketPriority)));
    expect(priorityOrder.map(orchestratorPriority)).toEqual([1, 2, 3, 4, 4]);
  });
});
