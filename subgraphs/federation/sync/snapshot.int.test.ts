import { withClient } from '../../../core/database.js';
import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { createTestTls } from '../../../test/support/tls.js';
import { until } from '../../../test/support/wait.js';
import { RECONCILE_QUEUE } from './reconcile.job.js';
import { expectFederationQuiet } from '../../../test/support/federation.js';

const CREATE_LINK = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { id } } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;

let a: TestApp;
let b: TestApp;
let linkB: string;

const titlesOnB = async () =>
  (
    await sql<{ title: string }>(
      b,
      `select t.title from workspace.tickets t join workspace.projects p on p.id = t.project_id where p.key = 'SNAP' order by t.number`,
    )
  ).map((row) => row.title);

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  // B runs its workers: the reconcile is a pg-boss job there. Its poll loop looks for due links only
  // at start and when woken (nothing here wakes it), so every poll below is a test's own or a reconcile's.
  [a, b] = await Promise.all([
    startTestApp({ env }),
    startTestApp({ env: { ...env, JOBS_ENABLED: 'true', FEDERATION_NUDGE: 'false', WORKER_POLL_MS: '600000' } }),
  ]);
  const first = await gqlOk<{ createFederationLink: { incomingToken: string; sharedSecret: string; link: { id: string } } }>(
    a,
    CREATE_LINK,
    {
      input: { name: 'A to B', remoteUrl: b.url, direction: 'SOURCE', pollIntervalSeconds: 3600 },
    },
  );
  const created = first.createFederationLink;
  const second = await gqlOk<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(b, CREATE_LINK, {
    input: {
      name: 'From A',
      remoteUrl: a.url,
      direction: 'TARGET',
      pollIntervalSeconds: 3600,
      peerToken: created.incomingToken,
      sharedSecret: created.sharedSecret,
    },
  });
  linkB = second.createFederationLink.link.id;
  await gqlOk(a, `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id } }`, {
    input: { id: created.link.id, peerToken: second.createFederationLink.incomingToken },
  });
});
afterEach(() => expectFederationQuiet([a, b]));
afterAll(() => Promise.all([a.close(), b.close()]));

describe('snapshots of the peer', () => {
  it('after the peer pruned events this side never read, takes its rows as they are and carries on from its feed', async () => {
    await gqlOk(a, `mutation { createProject(input: { key: "SNAP", name: "Snapshot" }) { id } }`);
    for (const title of ['One', 'Two', 'Three'])
      await gqlOk(a, `mutation($t: String!) { createTicket(input: { projectKey: "SNAP", title: $t }) { id } }`, { t: title });
    // The retention job's work, as if B had been away for long: every event so far is gone from A's feed.
    await sql(a, `delete from workspace.sync_changes`);
    await gqlOk(a, `mutation { createTicket(input: { projectKey: "SNAP", title: "Four" }) { id } }`);

    const synced = await gqlOk<{ syncFederationLink: { health: string; lastError: string | null } }>(b, SYNC, { id: linkB });
    expect(synced.syncFederationLink).toEqual({ health: 'GREEN', lastError: null });
    expect(await titlesOnB()).toEqual(['One', 'Two', 'Three', 'Four']);
    // The cursor went on past the snapshot: the next change comes through the feed.
    await gqlOk(a, `mutation { createTicket(input: { projectKey: "SNAP", title: "Five" }) { id } }`);
    await gqlOk(b, SYNC, { id: linkB });
    expect(await titlesOnB()).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });

  it('reconciles on schedule, the first time a period after the link was made, polling between its pages when the link is due', async () => {
    // A new link is not reconciled: its first polls read the whole feed.
    await b.app.platform.jobs!.send(RECONCILE_QUEUE, {});
    await until(
      async () => (await sql(b, `select 1 from pgboss.job where name = $1 and state = 'completed'`, [RECONCILE_QUEUE])).length === 1,
      'the job',
    );
    expect(await sql(b, `select last_reconciled_at from federation.links where id = $1`, [linkB])).toEqual([{ last_reconciled_at: null }]);
    // A day later on both sides (a peer refuses a request signed more than 5 minutes off its clock).
    for (const app of [a, b]) app.clock.advance(24 * 3_600_000 + 1);

    // A lost event and a stray write, both marked as the link's (so nothing here would send them anywhere).
    await withClient(b.app.platform.database.url, async (client) => {
      await client.query('begin');
      await client.query(`select set_config('svc.origin', $1, true)`, [linkB]);
      await client.query(`delete from workspace.tickets where title = 'Two'`);
      await client.query(`update workspace.tickets set title = 'Drifted' where title = 'Three'`);
      await client.query('commit');
    });
    const before = await sql<{ seq: number }>(b, `select coalesce(max(seq), 0)::int as seq from workspace.sync_changes`);
    // A change on A waiting in its feed, and B's link due for a poll (its interval passed with the clock).
    await gqlOk(a, `mutation { createProject(input: { key: "LATE", name: "Late" }) { id } }`);
    const [aEnd] = await sql<{ seq: number }>(a, `select max(seq)::int as seq from workspace.sync_changes`);

    await b.app.platform.jobs!.send(RECONCILE_QUEUE, {});
    await until(
      async () => (await sql(b, `select 1 from federation.links where id = $1 and last_reconciled_at is not null`, [linkB])).length === 1,
      'the reconcile',
    );
    expect(await titlesOnB()).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    // Only what differed was written: the lost ticket back (with the access-list row its delete took along), the drifted title.
    // (Project LATE's rows came through the feed.)
    const written = await sql(
      b,
      `select entity_type, op, changed from workspace.sync_changes
        where seq > $1 and project_id is distinct from (select id from workspace.projects where key = 'LATE') order by seq`,
      [before[0]!.seq],
    );
    expect(written).toEqual([
      { entity_type: 'ticket', op: 'upsert', changed: ['title'] },
      { entity_type: 'ticket', op: 'upsert', changed: null },
      { entity_type: 'ticket_acl', op: 'upsert', changed: null },
    ]);
    // The poll between the reconcile's pages took A's feed to its end.
    expect(await sql(b, `select cursor::int as cursor from federation.link_sync where link_id = $1`, [linkB])).toEqual([
      { cursor: aEnd!.seq },
    ]);
    expect(await sql(b, `select key from workspace.projects where key = 'LATE'`)).toEqual([{ key: 'LATE' }]);
    expect(await sql(b, `select last_error from federation.links where id = $1`, [linkB])).toEqual([{ last_error: null }]);
  });
});

describe('a resumed link', () => {
  it('is polled at once, not after its interval (an hour here)', async () => {
    const polled = async () =>
      (await sql<{ at: Date | null }>(b, `select last_polled_at as at from federation.links where id = $1`, [linkB]))[0]!.at?.getTime() ??
      0;
    const before = await polled();
    await gqlOk(b, `mutation($id: ID!) { pauseFederationLink(id: $id) { paused } }`, { id: linkB });
    await gqlOk(b, `mutation($id: ID!) { resumeFederationLink(id: $id) { paused } }`, { id: linkB });
    // B's poll loop wakes only when told (its idle wait is 10 minutes).
    await until(async () => (await polled()) > before, "B's poll after the resume", 10_000);
  });
});
