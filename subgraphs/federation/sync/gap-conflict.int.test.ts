import { Client } from 'pg';
import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { expectFederationQuiet, linkInstances, syncApp, type LinkPair } from '../../../test/support/federation.js';
import { createTestTls } from '../../../test/support/tls.js';

// A change that was still committing when the peer read past it (a gap in the peer's cursor) is not
// one the peer has read: should the peer change the same field meanwhile, this side lists a conflict.
// Before, the peer's next `after` counted the gap as read, and A took B's value without a conflict:
// A's change was lost on both sides. PostgreSQL only: on the embedded database transactions run one
// at a time, so a write cannot stay uncommitted while the peer polls.

const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onServer('a field changed inside a gap of the peer’s cursor', () => {
  let a: TestApp;
  let b: TestApp;
  let link: LinkPair;

  beforeAll(async () => {
    const tls = await createTestTls(scratchDir('svc-tls-'));
    const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
    [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
    link = await linkInstances(a, b, 'BIDIRECTIONAL');
  });
  afterEach(() => expectFederationQuiet([a, b]));
  afterAll(() => Promise.all([a?.close(), b?.close()]));

  it('is a conflict on the side that changed it, not a silent loss', async () => {
    await gqlOk(a, `mutation { createProject(input: { key: "GAP", name: "Gaps" }) { id } }`);
    const ticket = (
      await gqlOk<{ createTicket: { id: string } }>(a, `mutation { createTicket(input: { projectKey: "GAP", title: "Before" }) { id } }`)
    ).createTicket.id;
    expect(await syncApp(b, link.onB)).toMatchObject({ health: 'GREEN', failedEvents: 0 });

    // A renames the ticket in a transaction that stays open while B reads A's feed past it (a later change commits).
    const slow = new Client({ connectionString: a.app.platform.database.url });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(`update workspace.tickets set title = 'Title from A' where id = $1`, [ticket]);
      // The feed's capture runs at commit (a deferred trigger): run it now, so the change holds its sequence uncommitted.
      await slow.query('set constraints all immediate');
      await gqlOk(a, `mutation { createTicket(input: { projectKey: "GAP", title: "Later" }) { id } }`);
      expect(await syncApp(b, link.onB)).toMatchObject({ health: 'GREEN', failedEvents: 0 });
      // B's next poll asks from past the gap, still waiting for it.
      expect(await syncApp(b, link.onB)).toMatchObject({ health: 'GREEN' });
      const [mirrored] = await sql<{ id: string }>(b, `select id from workspace.tickets where title = 'Before'`);
      await gqlOk(b, `mutation($id: ID!) { updateTicket(input: { id: $id, title: "Title from B" }) { id } }`, { id: mirrored!.id });
      await slow.query('commit');
    } finally {
      await slow.end();
    }

    await syncApp(a, link.onA);
    await syncApp(b, link.onB);
    const conflicts = (app: TestApp, linkId: string) =>
      sql<{ fields: Record<string, { local: unknown; remote: unknown }> }>(
        app,
        `select fields from federation.conflicts where link_id = $1 and status = 'open'`,
        [linkId],
      );
    expect(await sql(a, `select title from workspace.tickets where id = $1`, [ticket])).toEqual([{ title: 'Title from A' }]);
    expect(await conflicts(a, link.onA)).toEqual([
      { fields: { title: expect.objectContaining({ local: 'Title from A', remote: 'Title from B' }) } },
    ]);
  });
});
