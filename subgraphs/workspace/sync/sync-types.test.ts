import { syncEntityTypes } from '../../../core/sync-entity-types.js';
import { camelCase, snakeCase, syncType, syncTypeNames, toPayload, utcTimestamp } from './sync-types.js';

describe('sync payloads', () => {
  it('name the 18 types once each', () => {
    expect([...syncTypeNames].sort()).toEqual([...syncEntityTypes].sort());
    expect(syncTypeNames).toHaveLength(18);
    expect(new Set(syncTypeNames).size).toBe(18);
    expect(syncType('ticket_status')?.table).toBe('statuses');
    expect(syncType('user')).toBeUndefined();
  });

  it('convert column names to camelCase and back', () => {
    expect(camelCase('status_id')).toBe('statusId');
    expect(camelCase('git_repository_url')).toBe('gitRepositoryUrl');
    expect(camelCase('sha256')).toBe('sha256');
    expect(snakeCase('uploadedById')).toBe('uploaded_by_id');
    for (const type of syncTypeNames.map((name) => syncType(name)!)) {
      for (const column of type.columns) expect(snakeCase(camelCase(column))).toBe(column);
    }
  });

  it('write timestamps in UTC with the database fraction, whatever the session time zone', () => {
    expect(utcTimestamp('2026-11-25T15:26:44.123456+01:00')).toBe('2026-11-25T14:26:44.123456Z');
    expect(utcTimestamp('2026-11-25T14:26:44+00:00')).toBe('2026-11-25T14:26:44Z');
    expect(utcTimestamp('2026-11-25T01:00:00.5-05:30')).toBe('2026-11-25T06:30:00.5Z');
    expect(utcTimestamp('2026-11-25T01:00:00-05')).toBe('2026-11-25T06:00:00Z');
    expect(utcTimestamp('not a time')).toBe('not a time');
  });

  it('leave out money, internal counters, search vectors, version and origin', () => {
    const project = toPayload(syncType('project')!, {
      id: 'p',
      key: 'WEB',
      budget_amount: 10,
      budget_currency: 'EUR',
      budget_hours: 5,
      ticket_seq: 3,
      version: 2,
      origin: 'peer',
      created_at: '2026-11-25T14:26:44.1+00:00',
      created_by_id: null,
    });
    expect(project).toEqual({ id: 'p', key: 'WEB', createdAt: '2026-11-25T14:26:44.1Z', createdById: null });
    expect(toPayload(syncType('ticket')!, { id: 't', key: 'WEB-1', search: "'web':1" })).toEqual({ id: 't', key: 'WEB-1' });
    expect(toPayload(syncType('time_entry')!, { id: 'e', hourly_rate: 100, note: 'x' })).toEqual({ id: 'e', note: 'x' });
  });
});
