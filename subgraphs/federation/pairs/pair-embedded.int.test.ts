import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { createTestTls } from '../../../test/support/tls.js';
import { expectFederationQuiet } from '../../../test/support/federation.js';

// Project federation between two instances on the embedded database (what `npm start` runs). PGlite
// serialises transactions, so a federation transaction that waits on a workspace call hangs there
// and nowhere else: this file walks the whole life of a pair on it.

let a: TestApp;
let b: TestApp;
let agent: Agent;

const pairOf = async (app: TestApp, projectKey: string) =>
  (
    await gqlOk<{ project: { federationPair: { id: string; state: string } | null } }>(
      app,
      `query($k: String!) { project(key: $k) { federationPair { id state } } }`,
      { k: projectKey },
    )
  ).project.federationPair;
const linkOf = async (app: TestApp) => (await sql<{ link_id: string }>(app, `select link_id from federation.project_pairs`))[0]!.link_id;
const sync = async (app: TestApp) =>
  expect(
    (
      await gqlOk<{ syncFederationLink: { health: string; lastError: string | null } }>(
        app,
        `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`,
        { id: await linkOf(app) },
      )
    ).syncFederationLink,
  ).toEqual({ health: 'GREEN', lastError: null });

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  [a, b] = await Promise.all([
    startTestApp({ env, embedded: true }),
    startTestApp({ env: { ...env, EMBEDDED_SHARED_BUFFERS_MB: '24' }, embedded: true }),
  ]);
}, 120_000);
afterEach(() => expectFederationQuiet([a, b]));
afterAll(async () => {
  await agent.close();
  await Promise.all([a?.close(), b?.close()]);
});

it("sizes the embedded database's page cache by EMBEDDED_SHARED_BUFFERS_MB, 16 MB by default (PostgreSQL's is 128 MB)", async () => {
  const sharedBuffers = async (app: TestApp) => (await sql<{ shared_buffers: string }>(app, 'show shared_buffers'))[0]!.shared_buffers;
  expect(await sharedBuffers(a)).toBe('16MB');
  expect(await sharedBuffers(b)).toBe('24MB');
});

it('invites, accepts, syncs both ways, and revokes a pair on the embedded database', async () => {
  expect(a.app.platform.config.DATABASE_URL).toBeUndefined();
  const projectId = (
    await gqlOk<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "EMB", name: "Embedded" }) { id } }`)
  ).createProject.id;
  await gqlOk(a, `mutation { createTicket(input: { projectKey: "EMB", title: "From A", estimatedMinutes: 30 }) { id } }`);
  const { token } = (
    await gqlOk<{ createProjectFederationInvite: { token: string } }>(
      a,
      `mutation($input: CreateProjectFederationInviteInput!) { createProjectFederationInvite(input: $input) { token } }`,
      { input: { projectId, preset: 'FULL' } },
    )
  ).createProjectFederationInvite;

  const accepted = await request(`${b.url}/federation/accept-project-invite`, {
    method: 'POST',
    body: JSON.stringify({ token }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${b.adminToken}` },
    dispatcher: agent,
  });
  expect(accepted.statusCode).toBe(201);
  expect(await accepted.body.json()).toMatchObject({ role: 'receiving', state: 'PENDING', preset: 'FULL' });

  await sync(b);
  await sync(a);
  expect(await pairOf(a, 'EMB')).toMatchObject({ state: 'ACTIVE' });
  expect(await pairOf(b, 'EMB')).toMatchObject({ state: 'ACTIVE' });
  expect(await sql(b, `select title, estimated_minutes from workspace.tickets`)).toEqual([{ title: 'From A', estimated_minutes: 30 }]);

  // Back from B to A.
  await gqlOk(b, `mutation { createTicket(input: { projectKey: "EMB", title: "From B" }) { id } }`);
  await sync(a);
  expect(await sql(a, `select title from workspace.tickets order by title`)).toEqual([{ title: 'From A' }, { title: 'From B' }]);

  const pairA = (await pairOf(a, 'EMB'))!;
  await gqlOk(a, `mutation($input: RevokeProjectFederationPairInput!) { revokeProjectFederationPair(input: $input) }`, {
    input: { id: pairA.id, projectKey: 'EMB' },
  });
  expect(await pairOf(a, 'EMB')).toBeNull();
  expect(await pairOf(b, 'EMB')).toBeNull();
  expect(await sql(b, `select count(*)::int as n from federation.links`)).toEqual([{ n: 0 }]);
  expect(await sql(b, `select title from workspace.tickets order by title`)).toEqual([{ title: 'From A' }, { title: 'From B' }]);
});
