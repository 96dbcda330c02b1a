import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Agent, fetch, FormData, request } from 'undici';
import { epochMs } from '../../../core/clock.js';
import { decryptSecret } from '../../../core/crypto.js';
import { syncEntityTypes } from '../../../core/sync-entity-types.js';
import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { expectFederationQuiet, pairApps, syncApp, type LinkPair } from '../../../test/support/federation.js';
import { createTestTls, type TestTls } from '../../../test/support/tls.js';
import { platformVersion } from '../../../core/version.js';
import { PEER_TOKEN_PURPOSE, SHARED_SECRET_PURPOSE } from '../links/link-rules.js';
import { PEER_PATH_PREFIX, signedPeerRequest } from '../peer/peer-protocol.js';

// A partner that holds a project pair's credentials and calls every peer endpoint of the sharing
// side itself, with the ids it learned and every id there is (as if guessed): it must get nothing
// the pair does not share, content bytes included, on either database.

describe.each([
  ['PostgreSQL', false],
  ['embedded', true],
])('a malicious partner of a project pair (%s)', (_database, embedded) => {
  let a: TestApp;
  let b: TestApp;
  let agent: Agent;
  let tls: TestTls;
  /** What B holds to call A over the pair's link. */
  let toA: { token: string; sharedSecret: string };
  /** Rows of A the pair must never show B: their ids must appear in no answer. */
  const secret: Record<string, string> = {};
  /** Attachments of A the pair shares, and their bytes. */
  const shared = new Map<string, string>();
  /** Attachments B once received whose parent turned private since: their bytes must not be served any more. */
  const revoked: string[] = [];
  let highWater = 0;
  let soonPrivate: string;

  const gql = <T>(query: string, variables: Record<string, unknown> = {}, app = a) => gqlOk<T>(app, query, variables);
  const upload = async (parent: Record<string, string>, content: string, token = a.adminToken): Promise<string> => {
    const form = new FormData();
    for (const [field, value] of Object.entries(parent)) form.append(field, value);
    form.append('file', new Blob([content]), 'file.txt');
    const response = await fetch(`${a.url}/api/attachments`, {
      dispatcher: agent,
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const ticket = async (projectKey: string, fields: string) =>
    (await gql<{ createTicket: { id: string } }>(`mutation { createTicket(input: { projectKey: "${projectKey}", ${fields} }) { id } }`))
      .createTicket.id;
  const comment = async (ticketId: string, body: string, internal: boolean, token?: string) =>
    (
      await gqlOk<{ createComment: { id: string } }>(
        a,
        `mutation($t: ID!, $b: String!, $i: Boolean) { createComment(input: { ticketId: $t, body: $b, internal: $i }) { id } }`,
        { t: ticketId, b: body, i: internal },
        token,
      )
    ).createComment.id;
  const peer = async (call: string, payload: Record<string, unknown>) => {
    const { body, headers } = signedPeerRequest(payload, toA, epochMs(a.clock));
    const response = await request(`${a.url}${PEER_PATH_PREFIX}/${call}`, { method: 'POST', body, headers, dispatcher: agent });
    return { status: response.statusCode, text: Buffer.from(await response.body.arrayBuffer()).toString() };
  };
  let pair: LinkPair;
  const syncOf = async (app: TestApp) =>
    expect(await syncApp(app, app === a ? pair.onA : pair.onB)).toMatchObject({ health: 'GREEN', lastError: null });
  /** Every answer a partner can get of A's peer endpoints: pages, snapshots of every type, filtered or not. */
  const everything = async (after = 0): Promise<string[]> => {
    const texts: string[] = [];
    const allSeqs = (await sql<{ seq: string }>(a, 'select seq from workspace.sync_changes order by seq desc limit 1000')).map((row) =>
      Number(row.seq),
    );
    const projects = (await sql<{ id: string }>(a, 'select id from workspace.projects')).map((row) => row.id);
    for (const filter of [null, projects]) {
      const page = await peer('changes', { after, limit: 500, gaps: allSeqs, projects: filter });
      expect(page.status).toBe(200);
      texts.push(page.text);
      highWater = Math.max(highWater, (JSON.parse(page.text) as { highWater: number }).highWater);
      for (const type of syncEntityTypes) {
        const snapshot = await peer('snapshot', { type, after: null, limit: 500, projects: filter });
        expect(snapshot.status).toBe(200);
        texts.push(snapshot.text);
      }
    }
    return texts;
  };
  const expectNothingSecret = (texts: string[]) => {
    const leaks = Object.entries(secret).filter(([, id]) => texts.some((text) => text.includes(id)));
    expect(leaks.map(([name]) => name)).toEqual([]);
    for (const text of texts) {
      expect(text).not.toMatch(/"(hourlyRate|budgetAmount|passwordHash)"/);
      expect(text).not.toMatch(/"(private|internal)":true/);
      expect(text).not.toContain('"public":false');
    }
  };
  /** Asks A for the bytes of every attachment it has: only the shared ones answer, with their bytes. */
  const expectOnlySharedContent = async () => {
    const all = (await sql<{ id: string }>(a, 'select id from workspace.attachments')).map((row) => row.id);
    expect(all.length).toBeGreaterThan(shared.size);
    for (const id of all) {
      const answer = await peer('content', { attachmentId: id });
      if (shared.has(id)) expect({ id, ...answer }).toEqual({ id, status: 200, text: shared.get(id) });
      else expect({ id, status: answer.status }).toEqual({ id, status: 404 });
    }
  };

  beforeAll(async () => {
    tls = await createTestTls(scratchDir('svc-tls-'));
    agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
    const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
    [a, b] = await Promise.all([startTestApp({ env, embedded }), startTestApp({ env, embedded })]);

    const web = (await gql<{ createProject: { id: string } }>(`mutation { createProject(input: { key: "WEB", name: "Website" }) { id } }`))
      .createProject.id;
    const other = (await gql<{ createProject: { id: string } }>(`mutation { createProject(input: { key: "OPS", name: "Ops" }) { id } }`))
      .createProject.id;
    secret.otherProject = other;
    // People named only by rows that never cross: their names and emails must not cross either.
    const ivy = await a.createUser('member');
    await gql(`mutation($p: ID!, $u: ID!) { addProjectMember(input: { projectId: $p, userId: $u, role: ADMIN }) { projectId } }`, {
      p: web,
      u: ivy.id,
    });
    secret.internalAuthor = ivy.email;

    const open = await ticket('WEB', 'title: "Open"');
    shared.set(await upload({ ticketId: open }, 'public ticket file'), 'public ticket file');
    const publicComment = await comment(open, 'Public remark', false);
    shared.set(await upload({ commentId: publicComment }, 'public comment file'), 'public comment file');
    secret.internalComment = await comment(open, 'Internal remark', true, ivy.token);
    secret.internalCommentFile = await upload({ commentId: secret.internalComment }, 'internal comment file', ivy.token);

    secret.privateTicket = await ticket('WEB', 'title: "Hidden", private: true');
    secret.privateTicketFile = await upload({ ticketId: secret.privateTicket }, 'private ticket file');
    secret.privateTicketComment = await comment(secret.privateTicket, 'On the hidden one', false);
    secret.privateMilestone = (
      await gql<{ createMilestone: { id: string } }>(
        `mutation($p: ID!) { createMilestone(input: { projectId: $p, name: "Secret plan", private: true }) { id } }`,
        { p: web },
      )
    ).createMilestone.id;
    await ticket('WEB', `title: "Planned", milestoneId: "${secret.privateMilestone}"`);

    const space = (
      await gql<{ createDocSpace: { id: string } }>(
        `mutation($p: ID!) { createDocSpace(input: { projectId: $p, name: "Handbook" }) { id } }`,
        {
          p: web,
        },
      )
    ).createDocSpace.id;
    const doc = async (title: string, isPublic: boolean) =>
      (
        await gql<{ createDoc: { id: string } }>(
          `mutation($s: ID!, $t: String!, $p: Boolean) { createDoc(input: { spaceId: $s, title: $t, body: "x", public: $p }) { id } }`,
          { s: space, t: title, p: isPublic },
        )
      ).createDoc.id;
    const publicDoc = await doc('Public page', true);
    shared.set(await upload({ docId: publicDoc }, 'public doc file'), 'public doc file');
    secret.internalDoc = await doc('Internal page', false);
    secret.internalDocFile = await upload({ docId: secret.internalDoc }, 'internal doc file');

    soonPrivate = await ticket('WEB', 'title: "Soon private"');
    const soonPrivateFile = await upload({ ticketId: soonPrivate }, 'soon private file');

    const opsTicket = await ticket('OPS', 'title: "Not shared"');
    secret.otherTicket = opsTicket;
    secret.otherFile = await upload({ ticketId: opsTicket }, 'ops file');

    pair = await pairApps(a, b, web);
    await syncOf(b);
    expect(await sql(b, `select sha256 from workspace.attachments`)).toHaveLength(4);

    // The file of a ticket that turns private after B received it: B knew it, but may not fetch it any more.
    await gql(`mutation($id: ID!) { updateTicket(input: { id: $id, private: true }) { id } }`, { id: soonPrivate });
    revoked.push(soonPrivateFile);
    await syncOf(b);

    const [link] = await sql<{ peer_token_encrypted: string; shared_secret_encrypted: string }>(
      b,
      'select peer_token_encrypted, shared_secret_encrypted from federation.links',
    );
    toA = {
      token: decryptSecret(b.app.platform.masterKey, PEER_TOKEN_PURPOSE, link!.peer_token_encrypted),
      sharedSecret: decryptSecret(b.app.platform.masterKey, SHARED_SECRET_PURPOSE, link!.shared_secret_encrypted),
    };
  }, 120_000);
  afterEach(() => expectFederationQuiet([a, b]));
  afterAll(async () => {
    await agent?.close();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('gets no id, person or field the pair does not share from any page or snapshot, asked with every filter and gap', async () => {
    const texts = await everything();
    expectNothingSecret(texts);
    // Not vacuous: the shared rows are there.
    expect(texts.join('')).toContain('Public remark');
    expect(texts.join('')).toContain('Public page');
  });

  it('gets the bytes of shared attachments only, whatever id it asks', async () => {
    for (const id of revoked) expect(shared.has(id)).toBe(false);
    await expectOnlySharedContent();
  });

  it('gets nothing of rows made after it read the feed either', async () => {
    secret.laterPrivateFile = await upload({ ticketId: secret.privateTicket! }, 'later private file');
    secret.laterInternal = await comment(
      (await sql<{ id: string }>(a, `select id from workspace.tickets where title = 'Open'`))[0]!.id,
      'Later internal',
      true,
    );
    secret.laterInternalFile = await upload({ commentId: secret.laterInternal }, 'later internal file');
    expectNothingSecret(await everything(highWater));
    await expectOnlySharedContent();
  });
  it("cannot change or hang rows from A's rows the pair no longer shares, whatever its pages say", async () => {
    // The partner's side of the link, as a modified instance would answer A's polls: a page that renames a
    // ticket A made private since, and hangs a comment from it, next to a change A does share.
    const [pairLink] = await sql<{ id: string; remote_url: string; peer_instance_id: string }>(
      a,
      'select id, remote_url, peer_instance_id from federation.links',
    );
    const open = (await sql<{ id: string }>(a, `select id from workspace.tickets where title = 'Open'`))[0]!.id;
    const now = new Date(epochMs(a.clock)).toISOString();
    const person = { id: randomUUID(), displayName: 'Mallory', email: 'mallory@b.example' };
    const change = (seq: number, fields: Record<string, unknown>) => ({
      seq,
      op: 'upsert',
      version: 50,
      changed: null,
      yours: [],
      ...fields,
    });
    const page = {
      changes: [
        change(9001, { type: 'ticket', id: open, payload: { title: 'Renamed by the partner' }, changed: ['title'], yours: ['id'] }),
        change(9002, { type: 'ticket', id: soonPrivate, payload: { title: 'Hijacked' }, changed: ['title'], yours: ['id'] }),
        change(9003, {
          type: 'comment',
          id: randomUUID(),
          payload: { ticketId: soonPrivate, authorId: person.id, body: 'Sneaked in', internal: false, createdAt: now, updatedAt: now },
          yours: ['ticketId'],
        }),
      ],
      people: [person],
      gaps: [],
      highWater: 9003,
      more: false,
      oldestSeq: 1,
    };
    const fake: Server = createServer({ cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) }, (req, res) => {
      const answer =
        req.url === `${PEER_PATH_PREFIX}/handshake`
          ? { protocol: 1, version: platformVersion, instanceId: pairLink!.peer_instance_id, direction: 'bidirectional' }
          : req.url === `${PEER_PATH_PREFIX}/changes`
            ? page
            : null;
      req.resume();
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? { error: {} }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      await sql(a, 'update federation.links set remote_url = $1 where id = $2', [
        `https://127.0.0.1:${(fake.address() as AddressInfo).port}`,
        pairLink!.id,
      ]);
      const synced = await gqlOk<{ syncFederationLink: { health: string; failedEvents: number; lastEventError: string | null } }>(
        a,
        `mutation($id: ID!) { syncFederationLink(id: $id) { health failedEvents lastEventError } }`,
        { id: pairLink!.id },
      );
      expect(synced.syncFederationLink).toMatchObject({ health: 'GREEN', failedEvents: 2 });
      expect(synced.syncFederationLink.lastEventError).toMatch(/is not shared with this peer/);
      expect(await sql(a, `select title from workspace.tickets where id in ($1, $2) order by title`, [open, soonPrivate])).toEqual([
        { title: 'Renamed by the partner' },
        { title: 'Soon private' },
      ]);
      expect(await sql(a, `select body from workspace.comments where body = 'Sneaked in'`)).toEqual([]);
    } finally {
      await sql(a, 'update federation.links set remote_url = $1 where id = $2', [pairLink!.remote_url, pairLink!.id]);
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
