import { createTwoFilesPatch } from 'diff';
import { withClient } from '../../../core/database.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { watchLoopBlocks } from '../../../test/support/loop-blocks.js';
import { buildWorld, failure, ok, ruleFailure, type World } from '../tickets/ticket.test-support.js';

// Doc spaces, docs and revisions through the gateway, for every role of the authorization matrix.
let t: TestApp;
let w: World;
let spaceId: string;

const sql = async <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await withClient(t.app.platform.database.url, (client) => client.query<R>(text, params))).rows;

interface DocView {
  id: string;
  title: string;
  body: string;
  public: boolean;
  revision: number;
}
const DOC = 'id title body public revision';
const createDoc = (input: Record<string, unknown>) =>
  ok<{ createDoc: DocView }>(
    t,
    `mutation($input: CreateDocInput!) { createDoc(input: $input) { ${DOC} } }`,
    { input: { spaceId, ...input } },
    w.member,
  );
const updateDoc = (input: Record<string, unknown>, actor = w.member) =>
  t.gql<{ updateDoc: DocView }>(`mutation($input: UpdateDocInput!) { updateDoc(input: $input) { ${DOC} } }`, { input }, actor.token);

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'DOC');
  const { createDocSpace } = await ok<{ createDocSpace: { id: string } }>(
    t,
    'mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'Handbook' } },
    w.member,
  );
  spaceId = createDocSpace.id;
});
afterAll(async () => {
  await t?.close();
});

it('keeps a revision of every change, diffs two, and restores an old one as a new revision', async () => {
  const { createDoc: doc } = await createDoc({ title: 'Release process', body: 'Tag the release.\nShip it.\n' });
  expect(doc).toMatchObject({ revision: 1, public: false });
  expect((await updateDoc({ id: doc.id, body: 'Tag the release.\nRun the checks.\nShip it.\n' })).data?.updateDoc.revision).toBe(2);
  expect((await updateDoc({ id: doc.id, title: 'Release checklist' }, w.projectAdmin)).data?.updateDoc.revision).toBe(3);
  // No change, no revision.
  expect((await updateDoc({ id: doc.id, title: 'Release checklist' })).data?.updateDoc.revision).toBe(3);

  const history = await ok<{ doc: { revisions: Array<{ number: number; title: string; author: { id: string } }> } }>(
    t,
    'query($id: ID!) { doc(id: $id) { revisions { number title author { id } } } }',
    { id: doc.id },
    w.viewer,
  );
  expect(history.doc.revisions.map((revision) => [revision.number, revision.title, revision.author.id])).toEqual([
    [3, 'Release checklist', w.projectAdmin.id],
    [2, 'Release process', w.member.id],
    [1, 'Release process', w.member.id],
  ]);
  const { docDiff } = await ok<{ docDiff: string }>(t, 'query($id: ID!) { docDiff(docId: $id, from: 1, to: 3) }', { id: doc.id }, w.viewer);
  // The diff library's unified diff, as docDiff answered before its diffs were bounded.
  expect(docDiff).toBe(
    createTwoFilesPatch(
      'revision 1',
      'revision 3',
      '# Release process\n\nTag the release.\nShip it.\n',
      '# Release checklist\n\nTag the release.\nRun the checks.\nShip it.\n',
      '',
      '',
      { context: 3 },
    ),
  );
  expect(docDiff).toContain('--- revision 1');
  expect(docDiff).toContain('+++ revision 3');
  expect(docDiff).toContain('-# Release process');
  expect(docDiff).toContain('+# Release checklist');
  expect(docDiff).toContain('+Run the checks.');

  const { restoreDocRevision } = await ok<{ restoreDocRevision: DocView }>(
    t,
    `mutation($id: ID!) { restoreDocRevision(docId: $id, number: 1) { ${DOC} } }`,
    { id: doc.id },
    w.member,
  );
  expect(restoreDocRevision).toMatchObject({ revision: 4, title: 'Release process', body: 'Tag the release.\nShip it.\n' });
  const [latest] = await sql<{ number: number; restored_from: number }>(
    'select number, restored_from from workspace.doc_revisions where doc_id = $1 order by number desc limit 1',
    [doc.id],
  );
  expect(latest).toEqual({ number: 4, restored_from: 1 });
  const events = await sql<{ type: string }>(
    `select type from workspace.outbox where aggregate_type = 'doc' and aggregate_id = $1 order by created_at, id`,
    [doc.id],
  );
  expect(events.map((event) => event.type)).toEqual(['doc.created', 'doc.updated', 'doc.updated', 'doc.restored']);
  expect(failure(await t.gql('query($id: ID!) { docDiff(docId: $id, from: 1, to: 9) }', { id: doc.id }, w.viewer.token)).code).toBe(
    'NOT_FOUND',
  );
});

it('refuses a diff too large to show, searching it a short turn of the event loop at a time, and more than four diffs an operation', async () => {
  // The finding: 10,000 lines replaced by 10,000 others (D = 20,000) held the process 9.2 s, and 3 aliases 47.9 s.
  const lines = (prefix: string) => Array.from({ length: 10_000 }, (_, i) => `${prefix}${i}\n`).join('');
  const { createDoc: doc } = await createDoc({ title: 'Large', body: lines('a') });
  expect((await updateDoc({ id: doc.id, body: lines('b') })).data?.updateDoc.revision).toBe(2);
  const diffs = (count: number) =>
    `query($id: ID!) { ${Array.from({ length: count }, (_, i) => `d${i}: docDiff(docId: $id, from: 1, to: 2)`).join(' ')} }`;

  const loopBlocks = watchLoopBlocks();
  const response = await t.gql(diffs(4), { id: doc.id }, w.viewer.token);
  const longestBlockMs = loopBlocks.stop();
  // docDiff is non-null: the first refusal answers for the operation.
  expect(response.data).toBeNull();
  expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'DOC_DIFF_TOO_LARGE', maxChangedLines: 2000 });
  expect(response.errors?.[0]?.message).toMatch(
    /^The diff from revision 1 to revision 2 is too large to show: more than 2000 lines change/,
  );
  // Each diff stops within its step budget, in turns of 100,000 steps (doc-diff.test.ts counts them), well under a
  // millisecond each. The margin is wide; one unbounded diff held the loop 9.2 s on an idle machine.
  expect(longestBlockMs).toBeLessThan(1000);

  // Each docDiff costs 12,000 of the 50,000 an operation may: a fifth is refused before any runs.
  const five = await t.gql(diffs(5), { id: doc.id }, w.viewer.token);
  expect(five.status).toBe(400);
  expect(five.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost: 60_005 });
  expect(five.errors?.[0]?.message).toMatch(/Query\.docDiff costs 12000/);

  // A large diff within the limits is answered.
  const { createDoc: edited } = await createDoc({ title: 'Edited', body: lines('a') });
  await updateDoc({ id: edited.id, body: lines('a').replace('a5000\n', 'changed\n') });
  const { docDiff } = await ok<{ docDiff: string }>(
    t,
    'query($id: ID!) { docDiff(docId: $id, from: 1, to: 2) }',
    { id: edited.id },
    w.viewer,
  );
  expect(docDiff).toContain('@@ -5000,7 +5000,7 @@\n a4997\n a4998\n a4999\n-a5000\n+changed\n');
  expect(ruleFailure(await t.gql(diffs(1), { id: doc.id }, w.bot.token))).toMatchObject({ reason: 'DOC_DIFF_TOO_LARGE' });
});

it('shows non-public docs to project readers only, public ones to everyone; writes need ticket:update', async () => {
  const { createDoc: internal } = await createDoc({ title: 'Internal runbook', body: 'Quarterly roadmap review steps.' });
  const { createDoc: shared } = await createDoc({ title: 'Public roadmap', body: 'Quarterly roadmap for everyone.', public: true });
  const read = (id: string, token: string) =>
    t.gql<{ doc: { title: string } }>('query($id: ID!) { doc(id: $id) { title } }', { id }, token);
  expect(failure(await read(internal.id, w.outsider.token)).code).toBe('NOT_FOUND');
  expect((await read(shared.id, w.outsider.token)).data?.doc.title).toBe('Public roadmap');
  expect((await read(internal.id, w.viewer.token)).data?.doc.title).toBe('Internal runbook');
  // Restoring a revision of a doc you cannot see is NOT_FOUND; readers without ticket:update may not write.
  const restore = (id: string, token: string) =>
    t.gql(`mutation($id: ID!) { restoreDocRevision(docId: $id, number: 1) { id } }`, { id }, token);
  expect(failure(await restore(internal.id, w.outsider.token)).code).toBe('NOT_FOUND');
  expect(failure(await restore(internal.id, w.viewer.token)).code).toBe('FORBIDDEN');
  expect(failure(await updateDoc({ id: shared.id, title: 'x' }, w.outsider)).code).toBe('NOT_FOUND');
  expect(failure(await updateDoc({ id: internal.id, title: '' })).code).toBe('BAD_USER_INPUT');

  const search = async (token: string) =>
    (
      await t.gql<{ searchDocs: Array<{ title: string }> }>('{ searchDocs(query: "quarterly roadmap") { title } }', {}, token)
    ).data!.searchDocs.map((doc) => doc.title);
  expect((await search(w.member.token)).sort()).toEqual(['Internal runbook', 'Public roadmap']);
  expect(await search(w.outsider.token)).toEqual(['Public roadmap']);
});

it('keeps space names unique per project; deleting a space takes project settings rights', async () => {
  const duplicate = await t.gql(
    'mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'handbook' } },
    w.member.token,
  );
  expect(failure(duplicate)).toEqual({ code: 'CONFLICT', field: 'name' });
  expect(failure(await t.gql('mutation($id: ID!) { deleteDocSpace(id: $id) }', { id: spaceId }, w.member.token)).code).toBe('FORBIDDEN');
  const spaces = await ok<{ project: { docSpaces: Array<{ name: string; docs: Array<{ title: string }> }> } }>(
    t,
    'query($key: String!) { project(key: $key) { docSpaces { name docs { title } } } }',
    { key: w.project.key },
    w.viewer,
  );
  expect(spaces.project.docSpaces[0]!.docs.map((doc) => doc.title)).toContain('Internal runbook');
  expect(await ok(t, 'mutation($id: ID!) { deleteDocSpace(id: $id) }', { id: spaceId }, w.projectAdmin)).toEqual({ deleteDocSpace: true });
  expect(await sql('select id from workspace.docs where space_id = $1', [spaceId])).toEqual([]);
});
