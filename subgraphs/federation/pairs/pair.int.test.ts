import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { Agent, request } from 'undici';
import { newId } from '../../../core/ids.js';
import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { startTamperingProxy, type TamperingProxy } from '../../../test/support/tampering-proxy.js';
import { createTestTls } from '../../../test/support/tls.js';
import { encodeInviteToken } from './invite-token.js';
import { expectFederationQuiet } from '../../../test/support/federation.js';
import { until } from '../../../test/support/wait.js';

// Project federation between two instances over HTTPS: invites (token and QR code), accepting one
// (REST and GraphQL), the pair on both sides and its controls.

const CREATE_INVITE = `mutation($input: CreateProjectFederationInviteInput!) {
  createProjectFederationInvite(input: $input) { token qrCodePng qrCodeSvg invite { id state preset note expiresAt } } }`;
const PAIR = `query($p: ID!) { projectFederationPair(projectId: $p) { id projectId role partnerName partnerUrl state pausedBy lastError note preset outbound { types masked } inbound { types masked } createdAt } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;

interface Pair {
  id: string;
  role: string;
  partnerName: string;
  state: string;
  pausedBy: string | null;
  lastError: string | null;
  note: string | null;
  preset: string;
  outbound: { types: string[]; masked: string[] };
  inbound: { types: string[]; masked: string[] };
}

/** The accept route's answer: the pair, or `{ error }`. */
type AcceptAnswer = Pair & { projectId: string; error: { code: string; message: string; reason?: string; field?: string } };

let a: TestApp;
let b: TestApp;
let agent: Agent;
/** A's public URL: B reaches A through it, and it answers as a misbehaving A would when told to. */
let proxy: TamperingProxy;
let projectA: string;

const invite = async (preset = 'READ_ONLY', note: string | null = null) =>
  (
    await gqlOk<{ createProjectFederationInvite: { token: string; qrCodePng: string; qrCodeSvg: string; invite: { id: string } } }>(
      a,
      CREATE_INVITE,
      { input: { projectId: projectA, preset, note } },
    )
  ).createProjectFederationInvite;
const acceptOnB = async (body: unknown, authorization: string | null = `Bearer ${b.adminToken}`) => {
  const response = await request(`${b.url}/federation/accept-project-invite`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    dispatcher: agent,
  });
  return { status: response.statusCode, body: (await response.body.json()) as AcceptAnswer };
};
const linkOf = async (app: TestApp, pairId: string) =>
  (await sql<{ link_id: string }>(app, `select link_id from federation.project_pairs where id = $1`, [pairId]))[0]!.link_id;
const sync = async (app: TestApp, linkId: string) => {
  const synced = await gqlOk<{ syncFederationLink: { health: string; lastError: string | null } }>(app, SYNC, { id: linkId });
  expect(synced.syncFederationLink).toEqual({ health: 'GREEN', lastError: null });
};

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  proxy = await startTamperingProxy(tls);
  [a, b] = await Promise.all([startTestApp({ env: { ...env, SVC_PUBLIC_URL: proxy.url } }), startTestApp({ env })]);
  proxy.target = a.url;
  projectA = (
    await gqlOk<{ createProject: { id: string } }>(
      a,
      `mutation { createProject(input: { key: "SHR", name: "Shared", description: "Ours" }) { id } }`,
    )
  ).createProject.id;
  await gqlOk(
    a,
    `mutation { createTicket(input: { projectKey: "SHR", title: "First", description: "Not on Read-only", estimatedMinutes: 20 }) { id } }`,
  );
});
afterEach(() => expectFederationQuiet([a, b]));
afterAll(async () => {
  await agent.close();
  await Promise.all([a.close(), b.close(), proxy.close()]);
});

describe('project invites', () => {
  it('yields a token and its QR code, shown once; listed without them; only for a project admin', async () => {
    const created = await invite('READ_ONLY', 'For the partner team');
    expect(created.token).toMatch(/^svc_inv_[A-Za-z0-9_-]+$/);
    const png = PNG.sync.read(Buffer.from(created.qrCodePng.replace(/^data:image\/png;base64,/, ''), 'base64'));
    // jsqr is CommonJS: its function is the module and also its `default`.
    expect(jsQR.default(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(created.token);
    expect(created.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const listed = await gqlOk<{ projectFederationInvites: Array<Record<string, unknown>> }>(
      a,
      `query($p: ID!) { projectFederationInvites(projectId: $p) { id state preset note expiresAt createdAt } }`,
      { p: projectA },
    );
    const [first] = listed.projectFederationInvites;
    expect(first).toMatchObject({ id: created.invite.id, state: 'OPEN', preset: 'READ_ONLY', note: 'For the partner team' });
    expect(new Date(first!.expiresAt as string).getTime() - new Date(first!.createdAt as string).getTime()).toBe(15 * 60_000);
    expect(JSON.stringify(listed)).not.toContain(created.token.slice(8, 30));

    const member = await a.createUser('member');
    await gqlOk(a, `mutation($p: ID!, $u: ID!) { addProjectMember(input: { projectId: $p, userId: $u, role: MEMBER }) { id } }`, {
      p: projectA,
      u: member.id,
    });
    const refused = await a.gql(CREATE_INVITE, { input: { projectId: projectA } }, member.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'PERMISSION_REQUIRED', permission: 'project:federation:manage' });
  });

  it('refuses malformed, anonymous and unreachable acceptances and leaves nothing behind', async () => {
    const malformed = await acceptOnB({ token: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 'invalid_request', reason: 'INVITE_INVALID', field: 'token' });
    const garbled = await acceptOnB({ token: 'svc_inv_bm90IGpzb24' });
    expect(garbled).toMatchObject({ status: 400, body: { error: { reason: 'INVITE_INVALID', field: 'token' } } });
    const onGraphql = await b.gql(`mutation($t: String!) { acceptProjectFederationInvite(token: $t) { id } }`, { t: 'nope' }, b.adminToken);
    expect(onGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVITE_INVALID', field: 'token' });
    expect((await acceptOnB('{"token":')).status).toBe(400);
    expect((await acceptOnB({})).status).toBe(400);
    expect((await acceptOnB({ token: 'x' }, null)).status).toBe(401);
    const member = await b.createUser('member');
    expect((await acceptOnB({ token: (await invite()).token }, `Bearer ${member.token}`)).status).toBe(403);
    const unreachable = encodeInviteToken({ url: 'https://127.0.0.1:9', inviteId: newId(), secret: 'invsec_0123456789abcdefghij' });
    const down = await acceptOnB({ token: unreachable });
    expect(down.status).toBe(400);
    expect(down.body.error).toMatchObject({ reason: 'INVITE_PARTNER_REFUSED' });
    expect(down.body.error.message).toMatch(/unreachable/);
    // Nothing of the failed request (a DNS, TLS or connection error of this side's network) reaches whoever wrote the token.
    expect(down.body.error.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    const wrongSecret = (await invite()).token;
    const forged = encodeInviteToken({
      url: proxy.url,
      inviteId: JSON.parse(Buffer.from(wrongSecret.slice(8), 'base64url').toString())[1],
      secret: 'invsec_guessed_guessed_guessed',
    });
    // A forged secret is the inviting side's INVITE_INVALID, carried to the accepting admin on both surfaces.
    const refusedForged = await acceptOnB({ token: forged });
    expect(refusedForged.status).toBe(404);
    expect(refusedForged.body.error).toMatchObject({ code: 'not_found', reason: 'INVITE_INVALID', message: 'No such project invite' });
    const forgedOnGraphql = await b.gql(
      `mutation($t: String!) { acceptProjectFederationInvite(token: $t) { id } }`,
      { t: forged },
      b.adminToken,
    );
    expect(forgedOnGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'INVITE_INVALID' });
    expect(await sql(b, `select count(*)::int as n from federation.links`)).toEqual([{ n: 0 }]);
    expect(await sql(a, `select count(*)::int as n from federation.project_pairs`)).toEqual([{ n: 0 }]);
  });

  it('undoes both sides when the accepting side fails after the partner accepted', async () => {
    const nothingLeft = async () => {
      expect(await sql(b, `select count(*)::int as n from federation.links`)).toEqual([{ n: 0 }]);
      expect(await sql(b, `select count(*)::int as n from federation.project_pairs`)).toEqual([{ n: 0 }]);
      expect(await sql(b, `select count(*)::int as n from workspace.projects where key like 'SHR%'`)).toEqual([{ n: 0 }]);
      expect(await sql(a, `select count(*)::int as n from federation.links`)).toEqual([{ n: 0 }]);
      expect(await sql(a, `select count(*)::int as n from federation.project_pairs`)).toEqual([{ n: 0 }]);
    };
    try {
      // A partner of another major version: B's handshake over the new link refuses it, after A made its pair.
      proxy.tamper = (path, answer) => (path === '/federation/peer/handshake' ? { ...answer, version: '99.0.0' } : undefined);
      const otherVersion = await acceptOnB({ token: (await invite()).token });
      expect(otherVersion.status).toBe(400);
      expect(otherVersion.body.error).toMatchObject({ reason: 'INVITE_PARTNER_REFUSED', field: 'token' });
      expect(otherVersion.body.error.message).toMatch(/99\.0\.0/);
      await nothingLeft();

      // A project B cannot make (a key its rules refuse): B had its link and pair; both sides are undone.
      proxy.tamper = (path, answer) =>
        path === '/federation/invites/accept'
          ? { ...answer, project: { ...(answer.project as object), payload: { key: 'not a key', name: 'Shared' } } }
          : undefined;
      const badProject = await acceptOnB({ token: (await invite()).token });
      expect(badProject.status).toBe(400);
      expect(badProject.body.error.message).toMatch(/could not be mirrored/);
      await nothingLeft();
    } finally {
      proxy.tamper = () => undefined;
    }
  });

  it('refuses a revoked invite at once', async () => {
    const created = await invite();
    await gqlOk(a, `mutation($id: ID!) { revokeProjectFederationInvite(id: $id) { state } }`, { id: created.invite.id });
    const refused = await acceptOnB({ token: created.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', reason: 'INVITE_REVOKED', message: 'The project invite was revoked' });
    expect(await sql(b, `select count(*)::int as n from federation.links`)).toEqual([{ n: 0 }]);
  });

  it("refuses an instance's own invite on both sides, and leaves it open", async () => {
    const created = await invite('READ_ONLY', 'For ourselves');
    const acceptOnA = (token: string) =>
      request(`${a.url}/federation/accept-project-invite`, {
        method: 'POST',
        body: JSON.stringify({ token }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${a.adminToken}` },
        dispatcher: agent,
      }).then(async (response) => ({ status: response.statusCode, body: (await response.body.json()) as AcceptAnswer }));
    // Its own public URL: refused before anything is sent.
    const early = await acceptOnA(created.token);
    expect(early.status).toBe(400);
    expect(early.body.error).toMatchObject({ code: 'invalid_request', reason: 'INVITE_SELF', field: 'token' });
    // Another URL of the same instance: the inviting side (itself) knows its instance id and refuses it.
    const [, inviteId, secret] = JSON.parse(Buffer.from(created.token.slice(8), 'base64url').toString()) as string[];
    const viaOtherUrl = await acceptOnA(encodeInviteToken({ url: a.url, inviteId: inviteId!, secret: secret! }));
    expect(viaOtherUrl.status).toBe(400);
    expect(viaOtherUrl.body.error).toMatchObject({ reason: 'INVITE_SELF' });
    const onGraphql = await a.gql(
      `mutation($t: String!) { acceptProjectFederationInvite(token: $t) { id } }`,
      { t: created.token },
      a.adminToken,
    );
    expect(onGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVITE_SELF' });
    expect(await sql(a, `select count(*)::int as n from federation.links`)).toEqual([{ n: 0 }]);
    expect(await sql(a, `select count(*)::int as n from federation.project_pairs`)).toEqual([{ n: 0 }]);
    expect(await sql(a, `select count(*)::int as n from workspace.projects`)).toEqual([{ n: 1 }]);
    expect(await sql(a, `select state from federation.project_invites where id = $1`, [created.invite.id])).toEqual([{ state: 'open' }]);
    await gqlOk(a, `mutation($id: ID!) { revokeProjectFederationInvite(id: $id) { state } }`, { id: created.invite.id });
  });
});

describe('a project pair', () => {
  let pairB: Pair & { projectId: string };
  let pairA: Pair;

  it('is made on both sides by accepting, and goes active on the first successful poll of each side', async () => {
    const created = await invite('READ_ONLY', 'For the Acme QA team:\nplease triage within a day');
    const accepted = await acceptOnB({ token: created.token });
    expect(accepted.body).toMatchObject({ role: 'receiving' });
    expect(accepted.status).toBe(201);
    pairB = accepted.body;
    // The invite's note reaches the accepting admin: in the answer and on the pair, and stays on the sharing side's pair.
    const note = 'For the Acme QA team:\nplease triage within a day';
    expect(pairB).toMatchObject({ role: 'receiving', state: 'PENDING', pausedBy: null, preset: 'READ_ONLY', note });
    // The REST answer is the pair exactly as GraphQL has it.
    expect((await gqlOk<{ projectFederationPair: Pair }>(b, PAIR, { p: pairB.projectId })).projectFederationPair).toEqual(pairB);
    pairA = (await gqlOk<{ projectFederationPair: Pair }>(a, PAIR, { p: projectA })).projectFederationPair;
    expect(pairA).toMatchObject({ role: 'sharing', state: 'PENDING', preset: 'READ_ONLY', note });
    expect(pairA.outbound.masked).toEqual(['ticket: description', 'ticket: estimatedMinutes']);

    // The token is used: a second acceptance is refused, and makes nothing.
    const again = await acceptOnB({ token: created.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ reason: 'INVITE_USED', message: 'The project invite has already been accepted' });
    expect(await sql(b, `select count(*)::int as n from federation.project_pairs`)).toEqual([{ n: 1 }]);

    await sync(b, await linkOf(b, pairB.id));
    await sync(a, await linkOf(a, pairA.id));
    const onB = await gqlOk<{ project: { key: string; name: string; federationPair: { partnerName: string; state: string } } }>(
      b,
      `query { project(key: "SHR") { key name federationPair { partnerName state } } }`,
    );
    expect(onB.project).toEqual({ key: 'SHR', name: 'Shared', federationPair: { partnerName: new URL(proxy.url).host, state: 'ACTIVE' } });
    expect(await sql(b, `select title, description, estimated_minutes from workspace.tickets`)).toEqual([
      { title: 'First', description: '', estimated_minutes: null },
    ]);
    const onA = await gqlOk<{ project: { federationPair: { state: string; partnerName: string } } }>(
      a,
      `query { project(key: "SHR") { federationPair { state partnerName } } }`,
    );
    expect(onA.project.federationPair).toEqual({ state: 'ACTIVE', partnerName: new URL(b.url).host });
    // A project can be in one pair only.
    const second = await a.gql(CREATE_INVITE, { input: { projectId: projectA } }, a.adminToken);
    expect(second.errors?.[0]?.extensions).toMatchObject({ reason: 'PROJECT_ALREADY_PAIRED' });
  });

  it('switches to Custom on a mask edit, per direction, validated against the real fields', async () => {
    const UPDATE = `mutation($input: UpdateProjectFederationPairInput!) { updateProjectFederationPair(input: $input) { preset outbound { types masked } inbound { types masked } } }`;
    const bad = await b.gql(UPDATE, { input: { id: pairB.id, inboundMasked: ['ticket: title'] } }, b.adminToken);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'inboundMasked' });
    const edited = await gqlOk<{ updateProjectFederationPair: Pair }>(b, UPDATE, {
      input: { id: pairB.id, inboundMasked: ['ticket: priority'] },
    });
    expect(edited.updateProjectFederationPair).toMatchObject({
      preset: 'CUSTOM',
      inbound: { masked: ['ticket: priority'] },
      outbound: { masked: ['ticket: description', 'ticket: estimatedMinutes'] },
    });
  });

  it('pauses (grey), resumes, and is revoked on both sides only with the project key typed', async () => {
    const PAUSE = `mutation($id: ID!) { pauseProjectFederationPair(id: $id) { state } }`;
    const RESUME = `mutation($id: ID!) { resumeProjectFederationPair(id: $id) { state } }`;
    const PAUSE_FULL = `mutation($id: ID!) { pauseProjectFederationPair(id: $id) { state pausedBy lastError } }`;
    const RESUME_FULL = `mutation($id: ID!) { resumeProjectFederationPair(id: $id) { state pausedBy lastError } }`;
    expect((await gqlOk<{ pauseProjectFederationPair: Pair }>(b, PAUSE, { id: pairB.id })).pauseProjectFederationPair.state).toBe('PAUSED');
    // Resumed: pending until the next successful poll, then active.
    expect((await gqlOk<{ resumeProjectFederationPair: Pair }>(b, RESUME, { id: pairB.id })).resumeProjectFederationPair.state).toBe(
      'PENDING',
    );
    const linkA = await linkOf(a, pairA.id);
    await sync(b, await linkOf(b, pairB.id));
    expect((await gqlOk<{ projectFederationPair: Pair }>(b, PAIR, { p: pairB.projectId })).projectFederationPair.state).toBe('ACTIVE');

    // A pauses: B's polls are answered LINK_PAUSED, and B shows the pair paused by the partner, not an error.
    expect((await gqlOk<{ pauseProjectFederationPair: Pair }>(a, PAUSE_FULL, { id: pairA.id })).pauseProjectFederationPair).toEqual({
      state: 'PAUSED',
      pausedBy: 'THIS_SIDE',
      lastError: null,
    });
    const refusedPoll = await gqlOk<{ syncFederationLink: { health: string; lastError: string } }>(b, SYNC, {
      id: await linkOf(b, pairB.id),
    });
    expect(refusedPoll.syncFederationLink.lastError).toMatch(/409/);
    expect(await sql(b, `select last_error_code from federation.links`)).toEqual([{ last_error_code: 'LINK_PAUSED' }]);
    expect((await gqlOk<{ projectFederationPair: Pair }>(b, PAIR, { p: pairB.projectId })).projectFederationPair).toMatchObject({
      state: 'PAUSED',
      pausedBy: 'PARTNER',
      lastError: null,
    });
    // A resumes: pending on A until its next poll; B's next poll takes it back to active.
    expect((await gqlOk<{ resumeProjectFederationPair: Pair }>(a, RESUME_FULL, { id: pairA.id })).resumeProjectFederationPair).toEqual({
      state: 'PENDING',
      pausedBy: null,
      lastError: null,
    });
    await sync(b, await linkOf(b, pairB.id));
    await sync(a, linkA);
    expect((await gqlOk<{ projectFederationPair: Pair }>(b, PAIR, { p: pairB.projectId })).projectFederationPair).toMatchObject({
      state: 'ACTIVE',
      pausedBy: null,
    });
    expect((await gqlOk<{ projectFederationPair: Pair }>(a, PAIR, { p: projectA })).projectFederationPair.state).toBe('ACTIVE');

    // A failing poll turns the pair red with the reason, and the next good one green again.
    const linkB = await linkOf(b, pairB.id);
    await sql(b, `update federation.links set remote_url = 'https://127.0.0.1:9' where id = $1`, [linkB]);
    await b.gql(SYNC, { id: linkB }, b.adminToken);
    const failing = (await gqlOk<{ projectFederationPair: Pair }>(b, PAIR, { p: pairB.projectId })).projectFederationPair;
    expect(failing).toMatchObject({ state: 'ERROR', lastError: expect.stringMatching(/unreachable/) });
    await sql(b, `update federation.links set remote_url = $2 where id = $1`, [linkB, proxy.url]);
    await sync(b, linkB);
    expect((await gqlOk<{ projectFederationPair: Pair }>(b, PAIR, { p: pairB.projectId })).projectFederationPair.state).toBe('ACTIVE');

    const REVOKE = `mutation($input: RevokeProjectFederationPairInput!) { revokeProjectFederationPair(input: $input) }`;
    const wrong = await b.gql(REVOKE, { input: { id: pairB.id, projectKey: 'shr' } }, b.adminToken);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ reason: 'PROJECT_KEY_MISMATCH', field: 'projectKey' });
    await gqlOk(b, REVOKE, { input: { id: pairB.id, projectKey: 'SHR' } });
    expect(await sql(b, `select count(*)::int as n from federation.project_pairs`)).toEqual([{ n: 0 }]);
    expect(await sql(a, `select count(*)::int as n from federation.project_pairs`)).toEqual([{ n: 0 }]);
    expect(await sql(a, `select count(*)::int as n from federation.links`)).toEqual([{ n: 0 }]);
    // The synced data stays.
    expect(await sql(b, `select title from workspace.tickets`)).toEqual([{ title: 'First' }]);
  });

  it("polls the inviting side's new link as soon as the partner's handshake shows that its side is made, and on a resume", async () => {
    // A now runs its poll loop, which wakes only when something makes a link due (its idle wait is 10 minutes). A makes
    // its side of a pair first, when B hands it the invite, and B makes its own after A answered: a first poll of A's
    // before that fails, and the next would come after the pair's interval (15 s). B's handshake on the new link, signed
    // with its credentials, is what tells A to poll.
    await a.restart({ JOBS_ENABLED: 'true', FEDERATION_NUDGE: 'false', WORKER_POLL_MS: '600000' });
    proxy.target = a.url;
    const project = (
      await gqlOk<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "FRST", name: "First poll" }) { id } }`)
    ).createProject.id;
    const { token } = (
      await gqlOk<{ createProjectFederationInvite: { token: string } }>(a, CREATE_INVITE, { input: { projectId: project } })
    ).createProjectFederationInvite;
    expect((await acceptOnB({ token })).status).toBe(201);
    /** When A's side of the pair last polled successfully (0: never). */
    const lastSuccess = async () =>
      (
        await sql<{ at: Date | null }>(
          a,
          `select l.last_success_at as at from federation.links l join federation.project_pairs p on p.link_id = l.id
            where p.project_id = $1`,
          [project],
        )
      )[0]?.at?.getTime() ?? 0;
    await until(async () => (await lastSuccess()) > 0, "A's first successful poll", 10_000);
    const pair = (await gqlOk<{ projectFederationPair: Pair }>(a, PAIR, { p: project })).projectFederationPair;
    expect(pair.state).toBe('ACTIVE');

    // Resumed within the pair's interval of its last poll, it polls at once instead of after that interval.
    const before = await lastSuccess();
    await gqlOk(a, `mutation($id: ID!) { pauseProjectFederationPair(id: $id) { state } }`, { id: pair.id });
    const resumed = await gqlOk<{ resumeProjectFederationPair: Pair }>(
      a,
      `mutation($id: ID!) { resumeProjectFederationPair(id: $id) { state } }`,
      { id: pair.id },
    );
    expect(resumed.resumeProjectFederationPair.state).toBe('PENDING');
    await until(async () => (await lastSuccess()) > before, "A's poll after the resume", 10_000);
    expect((await gqlOk<{ projectFederationPair: Pair }>(a, PAIR, { p: project })).projectFederationPair.state).toBe('ACTIVE');
  });

  it('refuses an expired invite (15 minutes)', async () => {
    const created = await invite();
    a.clock.advance(15 * 60_000 + 1);
    const refused = await acceptOnB({ token: created.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', reason: 'INVITE_EXPIRED', message: expect.stringMatching(/expired/) });
    const listed = await gqlOk<{ projectFederationInvites: Array<{ id: string; state: string }> }>(
      a,
      `query($p: ID!) { projectFederationInvites(projectId: $p) { id state } }`,
      { p: projectA },
    );
    expect(listed.projectFederationInvites.find((row) => row.id === created.invite.id)?.state).toBe('EXPIRED');
  });
});
