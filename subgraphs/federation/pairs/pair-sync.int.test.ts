import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { epochMs } from '../../../core/clock.js';
import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { createTestTls } from '../../../test/support/tls.js';
import { PEER_PATH_PREFIX, signedPeerRequest } from '../peer/peer-protocol.js';
import { editSharing, presetSharing, type Sharing } from './sharing.js';
import { expectFederationQuiet } from '../../../test/support/federation.js';

// The sync engine on a link that backs a project pair (its sharing set as a pair sets it): what
// crosses per preset, what never crosses, and the receiving side's own enforcement when the sending
// side sends everything (a modified peer).

const CREATE_LINK = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { id } } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;

let a: TestApp;
let b: TestApp;
let linkA: string;
/** What B holds to call A: A's incoming token and the shared secret. */
let toA: { token: string; sharedSecret: string };
let agent: Agent;
let linkB: string;
let projectId: string;

const share = (app: TestApp, link: string, sharing: Sharing | null) =>
  sql(app, `update federation.links set sharing = $2 where id = $1`, [link, sharing === null ? null : JSON.stringify(sharing)]);
const sync = async () => {
  const synced = await gqlOk<{ syncFederationLink: { health: string; lastError: string | null } }>(b, SYNC, { id: linkB });
  expect(synced.syncFederationLink).toEqual({ health: 'GREEN', lastError: null });
};
const ticketOnA = (fields: string) =>
  gqlOk<{ createTicket: { id: string; key: string } }>(a, `mutation { createTicket(input: { projectKey: "PAIR", ${fields} }) { id key } }`);
const onB = (text: string) => sql(b, text);

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  const first = await gqlOk<{ createFederationLink: { incomingToken: string; sharedSecret: string; link: { id: string } } }>(
    a,
    CREATE_LINK,
    {
      input: { name: 'Pair to B', remoteUrl: b.url, direction: 'SOURCE' },
    },
  );
  const second = await gqlOk<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(b, CREATE_LINK, {
    input: {
      name: 'Pair from A',
      remoteUrl: a.url,
      direction: 'TARGET',
      peerToken: first.createFederationLink.incomingToken,
      sharedSecret: first.createFederationLink.sharedSecret,
    },
  });
  [linkA, linkB] = [first.createFederationLink.link.id, second.createFederationLink.link.id];
  toA = { token: first.createFederationLink.incomingToken, sharedSecret: first.createFederationLink.sharedSecret };
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  await gqlOk(a, `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id } }`, {
    input: { id: linkA, peerToken: second.createFederationLink.incomingToken },
  });
  projectId = (
    await gqlOk<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "PAIR", name: "Paired" }) { id } }`)
  ).createProject.id;
  await Promise.all([share(a, linkA, presetSharing('read_only')), share(b, linkB, presetSharing('read_only'))]);
});
afterEach(() => expectFederationQuiet([a, b]));
afterAll(async () => {
  await agent.close();
  await Promise.all([a.close(), b.close()]);
});

describe('a link backing a project pair', () => {
  it('on Read-only view carries tickets without description and estimate, and nothing that never crosses a pair', async () => {
    const secretMilestone = (
      await gqlOk<{ createMilestone: { id: string } }>(
        a,
        `mutation($p: ID!) { createMilestone(input: { projectId: $p, name: "Secret plan", private: true }) { id } }`,
        { p: projectId },
      )
    ).createMilestone.id;
    const open = await ticketOnA(`title: "Open", description: "Details", estimatedMinutes: 30, milestoneId: "${secretMilestone}"`);
    await ticketOnA(`title: "Hidden", private: true`);
    await gqlOk(a, `mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Public remark" }) { id } }`, {
      t: open.createTicket.id,
    });

    await sync();
    expect(await onB(`select title, description, estimated_minutes, milestone_id from workspace.tickets order by title`)).toEqual([
      { title: 'Open', description: '', estimated_minutes: null, milestone_id: null },
    ]);
    expect(await onB(`select name from workspace.milestones`)).toEqual([]);
    expect(await onB(`select count(*)::int as n from workspace.comments`)).toEqual([{ n: 0 }]);
    expect(await onB(`select count(*)::int as n from workspace.ticket_acl`)).toEqual([{ n: 0 }]);
    expect(
      await onB(
        `select count(*)::int as n from workspace.project_members m join workspace.projects p on p.id = m.project_id where p.key = 'PAIR'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('takes a ticket made private, or a comment made internal, off the other side', async () => {
    await Promise.all([share(a, linkA, presetSharing('full')), share(b, linkB, presetSharing('full'))]);
    const ticket = await ticketOnA(`title: "Soon private"`);
    const comment = (
      await gqlOk<{ createComment: { id: string } }>(
        a,
        `mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Soon internal" }) { id } }`,
        {
          t: ticket.createTicket.id,
        },
      )
    ).createComment.id;
    await sync();
    expect(await onB(`select body from workspace.comments where body = 'Soon internal'`)).toEqual([{ body: 'Soon internal' }]);

    await gqlOk(a, `mutation($id: ID!) { updateComment(input: { id: $id, internal: true }) { id } }`, { id: comment });
    await sync();
    expect(await onB(`select body from workspace.comments where body = 'Soon internal'`)).toEqual([]);
    await gqlOk(a, `mutation($id: ID!) { updateTicket(input: { id: $id, private: true }) { id } }`, { id: ticket.createTicket.id });
    await sync();
    expect(await onB(`select title from workspace.tickets where title = 'Soon private'`)).toEqual([]);
  });

  it('refuses on the receiving side what a peer sends against the pair: private tickets, internal comments, masked fields', async () => {
    // A sends everything, as an instance link would (a peer that ignores the pair); B accepts Comments and descriptions.
    await Promise.all([share(a, linkA, null), share(b, linkB, presetSharing('comments'))]);
    const pushed = await ticketOnA(`title: "Pushed", description: "Kept", estimatedMinutes: 45`);
    await ticketOnA(`title: "Pushed private", private: true`);
    await gqlOk(a, `mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Pushed internal", internal: true }) { id } }`, {
      t: pushed.createTicket.id,
    });
    await gqlOk(a, `mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Pushed public" }) { id } }`, {
      t: pushed.createTicket.id,
    });
    await sync();
    expect(await onB(`select title, description, estimated_minutes from workspace.tickets where title like 'Pushed%'`)).toEqual([
      { title: 'Pushed', description: 'Kept', estimated_minutes: null },
    ]);
    expect(await onB(`select body from workspace.comments where body like 'Pushed%'`)).toEqual([{ body: 'Pushed public' }]);
    expect(await onB(`select count(*)::int as n from workspace.ticket_acl`)).toEqual([{ n: 0 }]);
    expect(await onB(`select name from workspace.milestones`)).toEqual([]);
  });

  it('on Full collaboration carries assignees, public docs and time entries (never the rate); on Read-only no assignees', async () => {
    await Promise.all([share(a, linkA, presetSharing('full')), share(b, linkB, presetSharing('full'))]);
    const me = (await gqlOk<{ me: { id: string } }>(a, '{ me { id } }')).me.id;
    const assigned = await ticketOnA(`title: "Assigned", assigneeIds: ["${me}"]`);
    const space = (
      await gqlOk<{ createDocSpace: { id: string } }>(
        a,
        `mutation($p: ID!) { createDocSpace(input: { projectId: $p, name: "Handbook" }) { id } }`,
        {
          p: projectId,
        },
      )
    ).createDocSpace.id;
    for (const [title, isPublic] of [
      ['Public page', true],
      ['Internal page', false],
    ] as const) {
      await gqlOk(
        a,
        `mutation($s: ID!, $t: String!, $p: Boolean) { createDoc(input: { spaceId: $s, title: $t, body: "x", public: $p }) { id } }`,
        {
          s: space,
          t: title,
          p: isPublic,
        },
      );
    }
    await gqlOk(
      a,
      `mutation($t: ID!) { logTime(input: { ticketId: $t, startedAt: "2026-11-20T09:00:00Z", durationMinutes: 30, note: "Work", hourlyRate: 120 }) { id } }`,
      { t: assigned.createTicket.id },
    );
    await sync();
    const assigneesOf = (title: string) =>
      onB(
        `select count(*)::int as n from workspace.ticket_assignees x join workspace.tickets t on t.id = x.ticket_id where t.title = '${title}'`,
      );
    expect(await assigneesOf('Assigned')).toEqual([{ n: 1 }]);
    expect(await onB(`select title from workspace.docs order by title`)).toEqual([{ title: 'Public page' }]);
    expect(await onB(`select note, hourly_rate from workspace.time_entries`)).toEqual([{ note: 'Work', hourly_rate: null }]);

    await Promise.all([share(a, linkA, presetSharing('read_only')), share(b, linkB, presetSharing('read_only'))]);
    await ticketOnA(`title: "Assigned later", assigneeIds: ["${me}"]`);
    await sync();
    expect(await onB(`select title from workspace.tickets where title = 'Assigned later'`)).toEqual([{ title: 'Assigned later' }]);
    expect(await assigneesOf('Assigned later')).toEqual([{ n: 0 }]);
  });

  it('acts on a mask edit from then on only, in its own direction', async () => {
    await Promise.all([share(a, linkA, presetSharing('full')), share(b, linkB, presetSharing('full'))]);
    const ticket = await ticketOnA(`title: "Masked later", description: "Before the mask"`);
    await sync();
    await share(a, linkA, editSharing(presetSharing('full'), { outboundMasked: ['ticket: description'] }));
    await gqlOk(a, `mutation($id: ID!) { updateTicket(input: { id: $id, title: "Masked now", description: "After the mask" }) { id } }`, {
      id: ticket.createTicket.id,
    });
    await sync();
    // What crossed before stays; the masked field no longer crosses, the others still do.
    expect(await onB(`select title, description from workspace.tickets where title like 'Masked%'`)).toEqual([
      { title: 'Masked now', description: 'Before the mask' },
    ]);
  });

  it('puts on the wire only what each preset shares: its types, without its stripped fields and what never crosses', async () => {
    for (const preset of ['read_only', 'comments', 'full'] as const) {
      const sharing = presetSharing(preset);
      await share(a, linkA, sharing);
      const { body, headers } = signedPeerRequest({ after: 0, limit: 500, gaps: [] }, toA, epochMs(a.clock));
      const response = await request(`${a.url}${PEER_PATH_PREFIX}/changes`, { method: 'POST', body, headers, dispatcher: agent });
      expect(response.statusCode).toBe(200);
      const page = (await response.body.json()) as {
        changes: Array<{ type: string; op: string; payload: Record<string, unknown> | null }>;
      };
      const upserts = page.changes.filter((change) => change.op === 'upsert');
      const types = new Set(upserts.map((change) => change.type));
      expect({ preset, outside: [...types].filter((type) => !(sharing.outbound.types as string[]).includes(type)) }).toEqual({
        preset,
        outside: [],
      });
      // Not vacuous: the data has comments, assignees and docs, which the larger presets carry.
      if (preset !== 'read_only') expect(types).toContain('comment');
      if (preset === 'full') for (const type of ['ticket_assignment', 'doc', 'time_entry']) expect(types).toContain(type);
      for (const change of upserts) {
        expect(change.payload?.private).not.toBe(true);
        expect(change.payload?.internal).not.toBe(true);
        expect(change.payload?.public).not.toBe(false);
        expect(change.payload).not.toHaveProperty('hourlyRate');
        expect(change.payload).not.toHaveProperty('budgetAmount');
      }
      const tickets = upserts.filter((change) => change.type === 'ticket').map((change) => Object.keys(change.payload ?? {}));
      expect(tickets.length).toBeGreaterThan(0);
      for (const field of ['description', 'estimatedMinutes']) {
        const stripped = sharing.outbound.masked.includes(`ticket: ${field}`);
        expect({ preset, field, sent: tickets.every((keys) => keys.includes(field)) }).toEqual({ preset, field, sent: !stripped });
      }
    }
  });
});
