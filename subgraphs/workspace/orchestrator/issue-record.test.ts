import { TicketPriority } from '../tickets/ticket.entity.js';
import { branchName, normalizedLabels, priorityRank } from './issue-record.js';

describe('issue record rules', () => {
  it('maps priorities to Symphony ranks, trivial sharing 4 with low', () => {
    expect(Object.values(TicketPriority).map((priority) => priorityRank[priority])).toEqual([1, 2, 3, 4, 4]);
  });

  it('names branches after the key and the slugified title, within 60 characters', () => {
    expect(branchName('WEB-42', 'Fix the Login Page')).toBe('web-42-fix-the-login-page');
    expect(branchName('WEB-42', 'Ümlaut & Co: «quotes»')).toBe('web-42-uemlaut-and-co-quotes');
    expect(branchName('WEB-42', '!!!')).toBe('web-42');
    const long = branchName('PAYMENTS-12345', 'Refactor the settlement reconciliation pipeline for multi currency ledgers');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('payments-12345-refactor-the-settlement-reconciliation');
    expect(branchName('A1-1', 'x'.repeat(200))).toHaveLength(60);
  });

  it('normalizes labels as Symphony compares them', () => {
    expect(normalizedLabels(['  Backend ', 'backend', 'UI Polish', ' ', ''])).toEqual(['backend', 'ui polish']);
  });
});
