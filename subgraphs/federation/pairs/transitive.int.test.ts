import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { expectFederationQuiet, linkInstances, pairApps, syncApp } from '../../../test/support/federation.js';
import { createTestTls } from '../../../test/support/tls.js';

// Three instances: A shares project WEB with B by a project pair; A and B each have an instance link
// to D. What the pair shares stays between A and B: B never passes WEB on, and A passes on its own
// project but not what B wrote in it.

let a: TestApp;
let b: TestApp;
let d: TestApp;
const links: Record<string, string> = {};

async function sync(app: TestApp, linkId: string): Promise<void> {
  expect(await syncApp(app, linkId)).toMatchObject({ health: 'GREEN', lastError: null, failedEvents: 0 });
}

const titles = async (app: TestApp, table: 'tickets' | 'comments', column = table === 'tickets' ? 'title' : 'body') =>
  (await sql<{ v: string }>(app, `select ${column} as v from workspace.${table} order by 1`)).map((row) => row.v);

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  [a, b, d] = await Promise.all([startTestApp({ env }), startTestApp({ env }), startTestApp({ env })]);
  links.aToD = (await linkInstances(a, d, 'SOURCE', { name: 'A to D' })).onB;
  links.bToD = (await linkInstances(b, d, 'SOURCE', { name: 'B to D' })).onB;

  const web = (
    await gqlOk<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "WEB", name: "Website" }) { id } }`)
  ).createProject.id;
  await gqlOk(a, `mutation { createTicket(input: { projectKey: "WEB", title: "A's ticket" }) { id } }`);
  const pair = await pairApps(a, b, web);
  await sync(b, pair.onB);
  // B writes in the shared project; A gets it over the pair.
  const onB = (await sql<{ id: string }>(b, `select id from workspace.tickets where title = 'A''s ticket'`))[0]!.id;
  await gqlOk(b, `mutation($t: ID!) { createComment(input: { ticketId: $t, body: "B's remark" }) { id } }`, { t: onB });
  await gqlOk(b, `mutation { createTicket(input: { projectKey: "WEB", title: "B's ticket in WEB" }) { id } }`);
  // And B has a project of its own, which its link to D carries.
  await gqlOk(b, `mutation { createProject(input: { key: "BOWN", name: "B's own" }) { id } }`);
  await gqlOk(b, `mutation { createTicket(input: { projectKey: "BOWN", title: "B's own ticket" }) { id } }`);
  await sync(a, pair.onA);
  expect(await titles(a, 'comments')).toEqual(["B's remark"]);
}, 120_000);
afterEach(() => expectFederationQuiet([a, b, d]));
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), d?.close()]);
});

it("does not pass a project B received over a pair on to D: B's link to D carries B's own projects only", async () => {
  await sync(d, links.bToD!);
  expect((await sql<{ key: string }>(d, 'select key from workspace.projects order by key')).map((row) => row.key)).toEqual(['BOWN']);
  expect(await titles(d, 'tickets')).toEqual(["B's own ticket"]);
  expect(await titles(d, 'comments')).toEqual([]);
});

it("passes A's own shared project on to D, without what B wrote in it", async () => {
  await sync(d, links.aToD!);
  expect((await sql<{ key: string }>(d, 'select key from workspace.projects order by key')).map((row) => row.key)).toEqual(['BOWN', 'WEB']);
  expect(await titles(d, 'tickets')).toEqual(["A's ticket", "B's own ticket"]);
  expect(await titles(d, 'comments')).toEqual([]);
  // Nor B's people: D's placeholders are A's and B's own admins only (one each, by the links' names).
  expect(await sql(d, `select display_name, peer from workspace.users where kind = 'federated' order by peer`)).toEqual([
    { display_name: expect.any(String), peer: 'A to D' },
    { display_name: expect.any(String), peer: 'B to D' },
  ]);
});

it('keeps holding back what B writes later, and what A writes in reply to it', async () => {
  const bTicket = (await sql<{ id: string }>(a, `select id from workspace.tickets where title = 'B''s ticket in WEB'`))[0]!.id;
  await gqlOk(a, `mutation($t: ID!) { createComment(input: { ticketId: $t, body: "A on B's ticket" }) { id } }`, { t: bTicket });
  await gqlOk(a, `mutation { createTicket(input: { projectKey: "WEB", title: "A's later ticket" }) { id } }`);
  await sync(d, links.aToD!);
  await sync(d, links.bToD!);
  expect(await titles(d, 'tickets')).toEqual(["A's later ticket", "A's ticket", "B's own ticket"]);
  // A's comment hangs from B's ticket, which D never got: it cannot cross either.
  expect(await titles(d, 'comments')).toEqual([]);
});
