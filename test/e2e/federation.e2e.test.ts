import { randomInt } from 'node:crypto';
import { scratchDir } from '../support/database.js';
import {
  divergences,
  expectFederationQuiet,
  linkInstances,
  rowCounts,
  startInstance,
  syncNow,
  type Instance,
  type LinkPair,
} from '../support/federation.js';
import { createTestTls, type TestTls } from '../support/tls.js';
import { until } from '../support/wait.js';

/**
 * Instance federation end to end: two workspace instances, each its own `node dist/platform/gateway.js`
 * on its own PostgreSQL database, linked over HTTPS (a test CA), synced with "sync now"
 * (`syncFederationLink`) and compared row by row, field by field (test/support/federation.ts).
 */

// Two processes on PostgreSQL databases of their own: needs TEST_DATABASE_URL, as CI has.
const withServerDatabase = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write(
    [
      '',
      '!!!! SKIPPED: test/e2e/federation.e2e.test.ts (two instances syncing over HTTPS)',
      '!!!! It runs two platform processes, each on a PostgreSQL database of its own. Run it with',
      '!!!!   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test -- test/e2e/federation',
      '',
    ].join('\n'),
  );
}

let tls: TestTls;
const started: Instance[] = [];

/** A fresh instance; A takes many aliases per operation (bulk creation in few calls). */
// Hooks that start two of these side by side get 120 s: on a busy 2-core machine the starts alone took over a minute.
const instance = async (name: string): Promise<Instance> => {
  const created = await startInstance({
    name,
    tls,
    env: { GRAPHQL_MAX_ALIASES: '1000', GRAPHQL_MAX_COST: '1000000', GRAPHQL_MAX_TOKENS: '1000000', BODY_LIMIT_BYTES: '10485760' },
  });
  started.push(created);
  return created;
};

const expectGreen = async (on: Instance, linkId: string) => {
  expect(await syncNow(on, linkId)).toEqual({ health: 'GREEN', lastError: null });
};

beforeAll(async () => {
  tls = await createTestTls(scratchDir('svc-fed-tls-'));
});
afterEach(() => expectFederationQuiet(started));
afterAll(async () => {
  await Promise.all(started.map((running) => running.close()));
});

withServerDatabase('instance federation between two processes', () => {
  describe('all 18 entity types, created, changed and deleted on A, field by field on B', () => {
    let a: Instance;
    let b: Instance;
    let link: LinkPair;
    let alice: { id: string; email: string; token: string };
    let adminId: string;
    const ids: Record<string, string> = {};

    const compare = async () => expect(await divergences(a, b, { linkIdOnB: link.onB })).toEqual([]);
    const counts = async () => expect(await rowCounts(b)).toEqual(await rowCounts(a));

    beforeAll(async () => {
      [a, b] = await Promise.all([instance('A'), instance('B')]);
      link = await linkInstances(a, b, 'SOURCE');
      alice = await a.createUser('Alice');
      adminId = (await a.gql<{ me: { id: string } }>('query { me { id } }')).me.id;
    }, 120_000);

    it('creates: every type arrives with every field', async () => {
      const project = await a.gql<{ createProject: { id: string } }>(
        `mutation { createProject(input: { key: "FED", name: "Federated", description: "Shared work", gitRepositoryUrl: "https://git.example/fed.git",
           budgetAmount: 50000, budgetCurrency: "EUR", budgetHours: 400 }) { id } }`,
      );
      ids.project = project.createProject.id;
      ids.doomedProject = (
        await a.gql<{ createProject: { id: string } }>(`mutation { createProject(input: { key: "GONE", name: "Gone soon" }) { id } }`)
      ).createProject.id;
      const p = ids.project;
      const made = await a.gql<Record<string, { id: string }>>(
        `mutation($p: ID!, $u: ID!) {
          member: addProjectMember(input: { projectId: $p, userId: $u, role: MEMBER }) { id }
          label: createLabel(input: { projectId: $p, name: "bug", color: "#ff0000" }) { id }
          label2: createLabel(input: { projectId: $p, name: "ux", color: "#00ff00" }) { id }
          milestone: createMilestone(input: { projectId: $p, name: "M1", description: "First", dueDate: "2027-01-31", private: false, budgetAmount: 999 }) { id }
          version: createVersion(input: { projectId: $p, name: "1.0", description: "First release", releaseDate: "2027-02-01" }) { id }
          status: createStatus(input: { projectId: $p, name: "Waiting", category: IN_PROGRESS }) { id }
          space: createDocSpace(input: { projectId: $p, name: "Handbook", description: "How we work" }) { id }
        }`,
        { p, u: alice.id },
      );
      for (const [key, value] of Object.entries(made)) ids[key] = value.id;
      const tickets = await a.gql<Record<string, { id: string }>>(
        `mutation($p: ID!, $u: ID!, $l: ID!, $m: ID!, $v: ID!, $s: ID!) {
          t1: createTicket(input: { projectId: $p, title: "Crash on save", description: "Steps: **save**", priority: HIGH, statusId: $s,
                assigneeIds: [$u], labelIds: [$l], milestoneId: $m, versionId: $v, estimatedMinutes: 90 }) { id }
          t2: createTicket(input: { projectId: $p, title: "Security report", private: true, accessUserIds: [$u] }) { id }
        }`,
        { p, u: alice.id, l: ids.label, m: ids.milestone, v: ids.version, s: ids.status },
      );
      ids.t1 = tickets.t1!.id;
      ids.t2 = tickets.t2!.id;
      const more = await a.gql<Record<string, { id: string }>>(
        `mutation($t1: ID!, $t2: ID!, $space: ID!) {
          dependency: addTicketDependency(input: { blockerId: $t1, blockedId: $t2 }) { blocker { id } }
          time: logTime(input: { ticketId: $t1, startedAt: "2026-11-20T09:00:00Z", durationMinutes: 30, note: "Triage", billable: true, hourlyRate: 120 }) { id }
          doc: createDoc(input: { spaceId: $space, title: "Welcome", body: "Hello", public: false }) { id }
          template: saveProjectTemplate(input: { projectId: "${p}", name: "Federated template", description: "All of it", includeTickets: true }) { id }
        }`,
        { t1: ids.t1, t2: ids.t2, space: ids.space },
      );
      ids.time = more.time!.id;
      ids.doc = more.doc!.id;
      ids.template = more.template!.id;
      ids.comment = (
        await a.gql<{ createComment: { id: string } }>(
          `mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Seen it too", internal: true }) { id } }`,
          { t: ids.t1 },
          alice.token,
        )
      ).createComment.id;
      ids.attachment = await a.upload({ ticketId: ids.t1 }, 'screenshot.txt', Buffer.from('the crash, as text'));
      ids.docAttachment = await a.upload({ docId: ids.doc }, 'notes.txt', Buffer.from('doc notes'));

      await expectGreen(b, link.onB);
      await compare();
      await counts();
      // Every type made it: nothing of the 18 is empty on B.
      expect(Object.entries(await rowCounts(b)).filter(([, n]) => n === 0)).toEqual([]);
    });

    it('attachments: the rows arrive (above); where the bytes stand', async () => {
      const [row] = await a.sql<{ id: string; sha256: string }>(
        `select id, sha256 from workspace.attachments where filename = 'notes.txt'`,
      );
      const [mapped] = await b.sql<{ local_id: string }>(
        `select local_id from federation.id_map where link_id = $1 and entity_type = 'attachment' and remote_id = $2`,
        [link.onB, row!.id],
      );
      expect(await a.download(row!.id)).toMatchObject({ status: 200, content: Buffer.from('doc notes') });
      attachmentContentOnB = await b.download(mapped!.local_id);
    });

    it('changes: every update arrives, field by field', async () => {
      await a.gql(
        `mutation($p: ID!, $u: ID!, $admin: ID!, $l: ID!, $l2: ID!, $m: ID!, $v: ID!, $s: ID!, $t1: ID!, $t2: ID!, $time: ID!, $doc: ID!) {
          updateProject(input: { id: $p, name: "Federated work", description: "Changed", gitRepositoryUrl: "https://git.example/fed2.git", budgetAmount: 60000 }) { id }
          updateProjectMember(input: { projectId: $p, userId: $u, role: ADMIN }) { id }
          updateLabel(input: { id: $l, name: "defect", color: "#aa0000" }) { id }
          updateMilestone(input: { id: $m, name: "M1b", description: "Moved", dueDate: "2027-03-31", private: true, budgetAmount: 5 }) { id }
          updateVersion(input: { id: $v, name: "1.0.1", released: true, releaseDate: "2027-02-02" }) { id }
          updateStatus(input: { id: $s, name: "Blocked", category: IN_REVIEW }) { id }
          t1: updateTicket(input: { id: $t1, title: "Crash on save (Linux)", description: "Now on Linux", priority: BLOCKER,
                assigneeIds: [$admin], labelIds: [$l, $l2], estimatedMinutes: 120 }) { id }
          t2: updateTicket(input: { id: $t2, accessUserIds: [$u, $admin] }) { id }
          updateTimeEntry(input: { id: $time, note: "Triage and fix", durationMinutes: 45, billable: false, hourlyRate: 150 }) { id }
          updateDoc(input: { id: $doc, title: "Welcome!", body: "Hello again", public: true }) { id }
        }`,
        {
          p: ids.project,
          u: alice.id,
          admin: adminId,
          l: ids.label,
          l2: ids.label2,
          m: ids.milestone,
          v: ids.version,
          s: ids.status,
          t1: ids.t1,
          t2: ids.t2,
          time: ids.time,
          doc: ids.doc,
        },
      );
      await a.gql(`mutation($id: ID!) { restoreDocRevision(docId: $id, number: 1) { id } }`, { id: ids.doc });
      await a.gql(
        `mutation($id: ID!) { updateComment(input: { id: $id, body: "Seen it too, twice", internal: false }) { id } }`,
        { id: ids.comment },
        alice.token,
      );
      // Attachments and project templates have no update in the API: a second one of each instead.
      await a.upload({ commentId: ids.comment }, 'log.txt', Buffer.from('log lines'), alice.token);
      await a.gql(`mutation($p: ID!) { saveProjectTemplate(input: { projectId: $p, name: "Second template" }) { id } }`, {
        p: ids.project,
      });

      await expectGreen(b, link.onB);
      await compare();
      await counts();
      const [revisions] = await b.sql<{ n: number }>(
        'select count(*)::int as n from workspace.doc_revisions where restored_from is not null',
      );
      expect(revisions!.n).toBe(1);
    });

    it('deletes: every removal arrives, and a whole project goes with everything in it', async () => {
      // Something of every type in the doomed project, removed with it.
      const doomed = ids.doomedProject!;
      await a.gql(
        `mutation($p: ID!, $u: ID!) { addProjectMember(input: { projectId: $p, userId: $u, role: VIEWER }) { id } createLabel(input: { projectId: $p, name: "x" }) { id } }`,
        {
          p: doomed,
          u: alice.id,
        },
      );
      const doomedTicket = (
        await a.gql<{ createTicket: { id: string } }>(
          `mutation($p: ID!) { createTicket(input: { projectId: $p, title: "Goes" }) { id } }`,
          { p: doomed },
        )
      ).createTicket.id;
      await a.gql(`mutation($t: ID!) { createComment(input: { ticketId: $t, body: "bye" }) { id } }`, { t: doomedTicket });
      await expectGreen(b, link.onB);
      await compare();

      await a.gql(
        `mutation($p: ID!, $u: ID!, $t1: ID!, $t2: ID!, $time: ID!, $comment: ID!, $attachment: ID!, $template: ID!) {
          deleteAttachment(id: $attachment)
          deleteProjectTemplate(id: $template)
          removeTicketDependency(input: { blockerId: $t1, blockedId: $t2 })
          deleteComment(id: $comment)
          deleteTimeEntry(id: $time)
          t1: updateTicket(input: { id: $t1, assigneeIds: [], labelIds: [] }) { id }
          t2: updateTicket(input: { id: $t2, accessUserIds: [] }) { id }
          removeProjectMember(input: { projectId: $p, userId: $u })
        }`,
        {
          p: ids.project,
          u: alice.id,
          t1: ids.t1,
          t2: ids.t2,
          time: ids.time,
          comment: ids.comment,
          attachment: ids.attachment,
          template: ids.template,
        },
      );
      await a.gql(`mutation($id: ID!) { deleteTicket(id: $id) }`, { id: ids.t2 });
      await a.gql(`mutation($t1: ID!) { updateTicket(input: { id: $t1, milestoneId: null, versionId: null }) { id } }`, { t1: ids.t1 });
      // The ticket's status is not deletable while used: move it back to the project's first status.
      const [firstStatus] = await a.sql<{ id: string }>(
        `select id from workspace.statuses where project_id = $1 and id <> $2 order by position limit 1`,
        [ids.project, ids.status],
      );
      await a.gql(`mutation($t1: ID!, $s: ID!) { updateTicket(input: { id: $t1, statusId: $s }) { id } }`, {
        t1: ids.t1,
        s: firstStatus!.id,
      });
      await a.gql(
        `mutation($l: ID!, $m: ID!, $v: ID!, $s: ID!, $doc: ID!, $space: ID!, $doomed: ID!) {
          deleteLabel(id: $l) deleteMilestone(id: $m) deleteVersion(id: $v) deleteStatus(id: $s) deleteDoc(id: $doc) deleteDocSpace(id: $space) deleteProject(id: $doomed)
        }`,
        { l: ids.label, m: ids.milestone, v: ids.version, s: ids.status, doc: ids.doc, space: ids.space, doomed },
      );

      await expectGreen(b, link.onB);
      await compare();
      await counts();
      expect(await b.sql(`select key from workspace.projects order by key`)).toEqual([{ key: 'FED' }]);
      expect(await b.sql(`select status, count(*)::int as n from federation.sync_events group by status`)).toEqual([
        { status: 'applied', n: expect.any(Number) },
      ]);
    });

    it('the comparison names every divergent row (it checks something)', async () => {
      const [label] = await b.sql<{ id: string }>(`select id from workspace.labels where name = 'ux'`);
      await b.sql(`update workspace.labels set color = '#123456' where id = $1`, [label!.id]);
      const [ticket] = await b.sql<{ id: string }>(`select id from workspace.tickets limit 1`);
      await b.sql(`update workspace.tickets set title = 'tampered' where id = $1`, [ticket!.id]);
      try {
        const found = await divergences(a, b, { linkIdOnB: link.onB });
        expect(found).toEqual([
          expect.stringMatching(/^label [0-9a-f-]{36}: color is "#00ff00" on A, "#123456" on B$/),
          expect.stringMatching(/^ticket [0-9a-f-]{36}: title is "Crash on save \(Linux\)" on A, "tampered" on B$/),
        ]);
      } finally {
        // Put back as A has it, so nothing diverges after this test.
        await b.sql(`update workspace.labels set color = '#00ff00' where id = $1`, [label!.id]);
        await b.sql(`update workspace.tickets set title = 'Crash on save (Linux)' where id = $1`, [ticket!.id]);
      }
    });

    it('attachments: the content of an attachment synced from A downloads on B, byte for byte', () => {
      expect(attachmentContentOnB).toMatchObject({ status: 200, content: Buffer.from('doc notes') });
    });
  });

  describe('B SIGKILLed at random moments during a large sync', () => {
    const TICKETS = 1500;
    const PER_CALL = 100;
    const KILLS = 5;
    let a: Instance;
    let b: Instance;
    let link: LinkPair;

    beforeAll(async () => {
      [a, b] = await Promise.all([instance('A-crash'), instance('B-crash')]);
      link = await linkInstances(a, b, 'SOURCE');
    }, 120_000);

    it('ends with identical rows, no duplicates, every event applied and one id map row per entity', async () => {
      const p = (await a.gql<{ createProject: { id: string } }>(`mutation { createProject(input: { key: "BULK", name: "Bulk" }) { id } }`))
        .createProject.id;
      const labels = await a.gql<Record<string, { id: string }>>(
        `mutation($p: ID!) { l1: createLabel(input: { projectId: $p, name: "one" }) { id } l2: createLabel(input: { projectId: $p, name: "two" }) { id } }`,
        { p },
      );
      const labelIds = [labels.l1!.id, labels.l2!.id];
      const startedAt = Date.now();
      const calls = Array.from({ length: TICKETS / PER_CALL }, (_, call) => call);
      // Two calls at a time: each creates 100 tickets with a label, then comments on each.
      for (let i = 0; i < calls.length; i += 2) {
        await Promise.all(
          calls.slice(i, i + 2).map(async (call) => {
            const fields = Array.from(
              { length: PER_CALL },
              (_, n) =>
                `t${n}: createTicket(input: { projectId: $p, title: "Bulk ${call * PER_CALL + n}", description: "Body ${n}", labelIds: ["${labelIds[n % 2]}"] }) { id }`,
            );
            const created = await a.gql<Record<string, { id: string }>>(`mutation($p: ID!) { ${fields.join('\n')} }`, { p });
            const comments = Object.values(created).map(
              (ticket, n) => `c${n}: createComment(input: { ticketId: "${ticket.id}", body: "Comment on ${ticket.id}" }) { id }`,
            );
            await a.gql(`mutation { ${comments.join('\n')} }`);
          }),
        );
      }
      expect((await rowCounts(a)).ticket).toBe(TICKETS);
      const createdIn = Date.now() - startedAt;

      const kills: string[] = [];
      let unfinished = 0;
      // At least one event per row of A crosses (a change that a later one supersedes does not).
      const [{ events }] = (await a.sql<{ events: number }>(
        `select count(*)::int as events from (select distinct entity_type, entity_id from workspace.sync_changes) rows`,
      )) as [{ events: number }];
      const appliedOnB = async () =>
        (await b.sql<{ n: number }>(`select count(*)::int as n from federation.sync_events where status = 'applied'`))[0]!.n;
      for (let kill = 0; kill < KILLS; kill++) {
        let finished = false;
        const running = syncNow(b, link.onB).then(
          () => void (finished = true),
          () => undefined,
        );
        // Spread over the sync, which resumes from B's cursor after each restart, by its progress: the
        // first kill comes early (handshake, first page fetched and recorded, not applied), kill k once
        // B has applied k fifths of them, each a random moment (up to 100 ms) after that.
        const target = Math.floor((events * kill) / KILLS);
        await until(async () => finished || (await appliedOnB()) >= target, `${target} events applied on B`);
        const after = randomInt(0, 100);
        await new Promise((resolve) => setTimeout(resolve, after));
        await b.kill();
        await running;
        const [state] = await b.sql<{ applied: number; pending: number; leased: boolean }>(
          `select count(*) filter (where status = 'applied')::int as applied, count(*) filter (where status = 'pending')::int as pending,
                  (select poll_lease_until > now() from federation.links where id = $1) as leased
             from federation.sync_events`,
          [link.onB],
        );
        if (!finished) unfinished += 1;
        kills.push(
          `${target} applied + ${after} ms: ${finished ? 'sync had finished' : `${state!.applied} applied, ${state!.pending} pending`}${state!.leased ? ', link still leased' : ''}`,
        );
        // The dead process's claim on the link (its poll lease, 30 s) is what a crash leaves: let it run out.
        await b.sql(`update federation.links set poll_lease_until = null where id = $1`, [link.onB]);
        await b.start();
      }
      // Not vacuous: the kills came while the sync was running.
      expect(unfinished).toBeGreaterThanOrEqual(KILLS - 1);

      const finalFrom = Date.now();
      await expectGreen(b, link.onB);
      console.info(
        `${TICKETS} tickets with a label and a comment each created on A in ${createdIn} ms; B SIGKILLed during its sync after:\n  ${kills.join('\n  ')}\n` +
          `final sync after the last restart: ${Date.now() - finalFrom} ms`,
      );
      expect(await divergences(a, b, { linkIdOnB: link.onB })).toEqual([]);
      expect(await rowCounts(b)).toEqual(await rowCounts(a));
      expect(await b.sql(`select status, count(*)::int as n from federation.sync_events group by status`)).toEqual([
        { status: 'applied', n: expect.any(Number) },
      ]);
      // One id map row per entity of A (and per person), none twice, none for what A does not have.
      const counts = await rowCounts(a);
      const mapped = await b.sql<{ entity_type: string; n: number; remotes: number; locals: number }>(
        `select entity_type, count(*)::int as n, count(distinct remote_id)::int as remotes, count(distinct local_id)::int as locals
           from federation.id_map where link_id = $1 and entity_type <> 'user' group by entity_type`,
        [link.onB],
      );
      for (const row of mapped)
        expect(row).toEqual({ entity_type: row.entity_type, n: counts[row.entity_type], remotes: row.n, locals: row.n });
      expect(Object.fromEntries(mapped.map((row) => [row.entity_type, row.n]))).toEqual(
        Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)),
      );
      // Five restarts of B and 1,500 tickets made on A: a CI run beside other test files once took over 150 s.
    }, 300_000);
  });

  describe('both sides bidirectional', () => {
    let a: Instance;
    let b: Instance;
    let link: LinkPair;

    beforeAll(async () => {
      [a, b] = await Promise.all([instance('A-bi'), instance('B-bi')]);
      link = await linkInstances(a, b, 'BIDIRECTIONAL');
    }, 120_000);

    it('takes a change made on B back to A once, with no echo and no ping-pong', async () => {
      await a.gql(`mutation { createProject(input: { key: "ECHO", name: "Echo" }) { id } }`);
      const ticketOnA = (
        await a.gql<{ createTicket: { id: string } }>(
          `mutation { createTicket(input: { projectKey: "ECHO", title: "Ping", priority: LOW }) { id } }`,
        )
      ).createTicket.id;
      await expectGreen(b, link.onB);
      const [onB] = await b.sql<{ id: string }>(`select id from workspace.tickets where key = 'ECHO-1'`);
      await b.gql(
        `mutation($id: ID!) { updateTicket(input: { id: $id, title: "Pong", description: "Changed on B", priority: HIGH }) { id } }`,
        {
          id: onB!.id,
        },
      );
      await expectGreen(a, link.onA);
      expect(await a.sql(`select title, description, priority from workspace.tickets where id = $1`, [ticketOnA])).toEqual([
        { title: 'Pong', description: 'Changed on B', priority: 'high' },
      ]);

      const state = async () => ({
        feedA: await a.sql(`select count(*)::int as n, max(seq)::int as last from workspace.sync_changes`),
        feedB: await b.sql(`select count(*)::int as n, max(seq)::int as last from workspace.sync_changes`),
        versionA: await a.sql(`select version from workspace.tickets where id = $1`, [ticketOnA]),
        versionB: await b.sql(`select version from workspace.tickets where id = $1`, [onB!.id]),
      });
      // From here on nothing may move: neither feed grows, nor the row's version on either side.
      const settled = await state();
      for (let round = 0; round < 2; round++) {
        await expectGreen(b, link.onB);
        await expectGreen(a, link.onA);
      }
      expect(await state()).toEqual(settled);
      expect(await divergences(a, b, { linkIdOnB: link.onB, allowLocalOnB: true, types: ['project', 'ticket_status', 'ticket'] })).toEqual(
        [],
      );
      expect(await b.sql(`select title, description, priority from workspace.tickets where id = $1`, [onB!.id])).toEqual([
        { title: 'Pong', description: 'Changed on B', priority: 'high' },
      ]);
    });
  });

  describe('a link scoped to three types and one project', () => {
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      [a, b] = await Promise.all([instance('A-scope'), instance('B-scope')]);
    }, 120_000);

    it('brings only that project, and only projects, statuses and tickets', async () => {
      const projects = await a.gql<Record<string, { id: string }>>(
        `mutation { shared: createProject(input: { key: "SHARED", name: "Shared" }) { id } kept: createProject(input: { key: "KEPT", name: "Kept here" }) { id } }`,
      );
      const link = await linkInstances(a, b, 'SOURCE', {
        entityScope: ['project', 'ticket_status', 'ticket'],
        projectFilterOnA: [projects.shared!.id],
      });
      for (const key of ['SHARED', 'KEPT']) {
        const project = projects[key === 'SHARED' ? 'shared' : 'kept']!.id;
        const label = (
          await a.gql<{ createLabel: { id: string } }>(`mutation($p: ID!) { createLabel(input: { projectId: $p, name: "bug" }) { id } }`, {
            p: project,
          })
        ).createLabel.id;
        const ticket = (
          await a.gql<{ createTicket: { id: string } }>(
            `mutation($p: ID!, $l: ID!) { createTicket(input: { projectId: $p, title: "In ${key}", labelIds: [$l] }) { id } }`,
            {
              p: project,
              l: label,
            },
          )
        ).createTicket.id;
        await a.gql(`mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Hi" }) { id } }`, { t: ticket });
      }
      await expectGreen(b, link.onB);

      expect(await b.sql(`select key from workspace.projects`)).toEqual([{ key: 'SHARED' }]);
      const counts = await rowCounts(b);
      expect(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))).toEqual({
        project: 1,
        ticket_status: expect.any(Number),
        ticket: 1,
      });
      expect(await b.sql(`select distinct entity_type from federation.sync_events order by 1`)).toEqual([
        { entity_type: 'project' },
        { entity_type: 'ticket' },
        { entity_type: 'ticket_status' },
      ]);
      expect(
        await divergences(a, b, { linkIdOnB: link.onB, types: ['project', 'ticket_status', 'ticket'], projectIds: [projects.shared!.id] }),
      ).toEqual([]);
    });
  });
});

let attachmentContentOnB: { status: number; content: Buffer } | undefined;
