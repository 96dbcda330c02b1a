import { withClient } from '../../../core/database.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { MAINTENANCE_QUEUE } from './maintenance.job.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { JOBS_ENABLED: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const sql = (text: string) => withClient(t.app.platform.database.url, (client) => client.query(text));
const count = async (table: string) => Number((await sql(`select count(*)::int as n from workspace.${table}`)).rows[0].n);

it('prunes aged sign-in failures, expired sessions, old outbox events, finished emails and unheld sync changes through a pg-boss job', async () => {
  const user = await t.createUser();
  await t.gql('mutation { login(input: { email: "' + user.email + '", password: "wrong-password-123" }) { token } }');
  await t.gql('mutation { createProject(input: { key: "MNT", name: "Maintenance" }) { id } }', {}, user.token);
  expect(await count('sign_in_failures')).toBe(1);
  const sessionsBefore = await count('sessions');

  await sql(`update workspace.sign_in_failures set created_at = now() - interval '1 day'`);
  await sql(`update workspace.sessions set expires_at = now() - interval '1 minute' where user_id = '${user.id}'`);
  await sql(`insert into workspace.outbox (id, aggregate_type, aggregate_id, type, payload, created_at)
             values (gen_random_uuid(), 'ticket', gen_random_uuid(), 'ticket.updated', '{}', now() - interval '31 days')`);
  const outboxBefore = await count('outbox');
  // A sent email of 31 days ago goes; a pending one of the same age (its retry not due yet) and a recent sent one stay.
  await sql(`insert into workspace.outgoing_emails (id, kind, to_email, subject, html, text, status, next_attempt_at, created_at, updated_at)
             select gen_random_uuid(), 'invite', 'old@example.org', 's', 'h', 't', s.status, now() + interval '1 day', now() - s.age, now() - s.age
               from (values ('sent', interval '31 days'), ('pending', interval '31 days'), ('sent', interval '1 day')) as s(status, age)`);

  // Sync feed rows of 31 days ago go unless a hold keeps them (from its seq on); recent ones stay.
  await sql(`delete from workspace.sync_changes`);
  const feed = await sql(`insert into workspace.sync_changes (entity_type, entity_id, op, version, occurred_at)
             select 'label', gen_random_uuid(), 'upsert', 1, now() - s.age
               from (values (1, interval '31 days'), (2, interval '31 days'), (3, interval '31 days'), (4, interval '1 day')) as s(n, age)
              order by s.n
             returning seq::int`);
  const seqs = feed.rows.map((row: { seq: number }) => row.seq);
  await sql(`insert into workspace.sync_change_holds (holder, from_seq) values ('peer-b', ${seqs[2]}), ('peer-c', ${seqs[1]})`);

  const schedules = await t.app.platform.jobs!.getSchedules();
  expect(schedules.map((schedule) => schedule.name)).toContain(MAINTENANCE_QUEUE);

  await t.app.platform.jobs!.send(MAINTENANCE_QUEUE, {});
  const deadline = Date.now() + 30_000;
  while ((await count('sign_in_failures')) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));

  expect(await count('sign_in_failures')).toBe(0);
  expect(await count('sessions')).toBe(sessionsBefore - 1);
  expect(await count('outbox')).toBe(outboxBefore - 1);
  expect((await sql(`select seq::int from workspace.sync_changes order by seq`)).rows.map((row: { seq: number }) => row.seq)).toEqual(
    seqs.slice(1),
  );
  const emails = await sql(`select status, updated_at > now() - interval '2 days' as recent from workspace.outgoing_emails order by 1, 2`);
  expect(emails.rows).toEqual([
    { status: 'pending', recent: false },
    { status: 'sent', recent: true },
  ]);
});
