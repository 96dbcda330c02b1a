import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { Subscriptions, type CollectedSubscription } from '../../../test/support/subscriptions.js';
import { until } from '../../../test/support/wait.js';
import { buildWorld, ok, type Actor, type World } from '../tickets/ticket.test-support.js';

// Subscription.docChanged through the gateway: each subscriber hears the changes of a doc they may read.
let t: TestApp;
let w: World;
const subscriptions = new Subscriptions(() => t.url);
beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'DCH');
});
afterAll(async () => {
  await subscriptions.close();
  await t?.close();
});

interface Change {
  type: string;
  docId: string;
  changedFields: string[];
  doc: { title: string; body: string; public: boolean; revision: number } | null;
}

const SUBSCRIPTION = `subscription($docId: ID!) { docChanged(docId: $docId) {
  id type docId occurredAt changedFields doc { title body public revision }
} }`;

const subscribe = (actor: Actor, docId: string) => subscriptions.subscribe<Change>(actor.token, 'docChanged', SUBSCRIPTION, { docId });

const createSpace = async (name: string) =>
  (
    await ok<{ createDocSpace: { id: string } }>(
      t,
      'mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }',
      { input: { projectId: w.project.id, name } },
      w.member,
    )
  ).createDocSpace.id;

const createDoc = async (spaceId: string, title: string, isPublic: boolean) =>
  (
    await ok<{ createDoc: { id: string } }>(
      t,
      'mutation($input: CreateDocInput!) { createDoc(input: $input) { id } }',
      { input: { spaceId, title, public: isPublic } },
      w.member,
    )
  ).createDoc.id;

const updateDoc = (input: Record<string, unknown>, actor = w.projectAdmin) =>
  ok(t, 'mutation($input: UpdateDocInput!) { updateDoc(input: $input) { id } }', { input }, actor);

const summary = (s: CollectedSubscription<Change>) => s.events.map((event) => `${event.type} ${event.changedFields.join(',')}`);

describe('Subscription.docChanged', () => {
  it('refuses a doc the subscriber cannot read, and one that does not exist, as NOT_FOUND', async () => {
    const spaceId = await createSpace('Refusals');
    const refused = [
      subscribe(w.outsider, await createDoc(spaceId, 'Team only', false)),
      subscribe(w.member, '00000000-0000-4000-8000-000000000000'),
    ];
    await Promise.all(refused.map((s) => s.done));
    for (const s of refused) {
      expect(s.errors).toEqual([expect.objectContaining({ message: 'Doc not found', path: ['docChanged'] })]);
      expect(s.events).toEqual([]);
    }
  });

  it('streams the changes of a doc to those who may read it, by its visibility when the change is heard', async () => {
    const spaceId = await createSpace('Handbook');
    const teamDoc = await createDoc(spaceId, 'Team', false);
    const openDoc = await createDoc(spaceId, 'Open', true);
    const member = subscribe(w.member, teamDoc);
    // A public doc: every workspace user reads it, the outsider too.
    const viewer = subscribe(w.viewer, openDoc);
    const outsider = subscribe(w.outsider, openDoc);
    const all = [member, viewer, outsider];
    // Subscriptions start asynchronously: edit both docs until every subscriber has heard an edit.
    for (let attempt = 0; attempt < 50 && !all.every((s) => s.events.length > 0); attempt += 1) {
      await updateDoc({ id: teamDoc, title: `Team ${attempt}` });
      await updateDoc({ id: openDoc, title: `Open ${attempt}` });
      await until(() => all.every((s) => s.events.length > 0), 'the warm-up edits', 200).catch(() => {});
    }
    expect(all.every((s) => s.events.length > 0)).toBe(true);
    // Events are heard in order: once each has heard this last one, no warm-up edit is left to come.
    await updateDoc({ id: teamDoc, body: 'Ready' });
    await updateDoc({ id: openDoc, body: 'Ready' });
    await until(() => all.every((s) => s.events.at(-1)!.changedFields.includes('body')), 'the last warm-up edit');
    for (const s of all) s.events.length = 0;

    // Another user edits: the doc comes as it is now.
    await updateDoc({ id: teamDoc, body: 'Edited by the project admin' });
    await until(() => member.events.length === 1, 'the edit');
    expect(member.events[0]).toMatchObject({ type: 'doc.updated', docId: teamDoc, doc: { body: 'Edited by the project admin' } });
    await ok(t, 'mutation($docId: ID!) { restoreDocRevision(docId: $docId, number: 1) { id } }', { docId: teamDoc }, w.member);
    // Each event carries the doc as it is when heard: wait before deleting it.
    await until(() => member.events.length === 2, 'the restore');

    await updateDoc({ id: openDoc, title: 'Open, renamed' }, w.member);
    await until(() => outsider.events.length === 1 && viewer.events.length === 1, 'the rename');
    // Made private: the outsider may no longer read it and hears nothing more of it, its deletion included.
    await updateDoc({ id: openDoc, public: false });
    await updateDoc({ id: openDoc, title: 'Open no more' });
    await until(() => viewer.events.length === 3, 'the edits of the private doc');
    await ok(t, 'mutation($id: ID!) { deleteDoc(id: $id) }', { id: openDoc }, w.member);
    // A space's deletion deletes its docs: each subscriber hears it.
    await ok(t, 'mutation($id: ID!) { deleteDocSpace(id: $id) }', { id: spaceId }, w.projectAdmin);
    await until(() => viewer.events.some((event) => event.type === 'doc.deleted'), "the viewer's deletion");
    await until(() => member.events.some((event) => event.type === 'doc.deleted'), "the member's deletion");

    expect(summary(member)).toEqual(['doc.updated body', 'doc.restored title,body', 'doc.deleted ']);
    expect(member.events[1]!.doc).toMatchObject({ title: 'Team', body: '' });
    expect(member.events[2]!.doc).toBeNull();
    expect(summary(viewer)).toEqual(['doc.updated title', 'doc.updated public', 'doc.updated title', 'doc.deleted ']);
    expect(summary(outsider)).toEqual(['doc.updated title']);
    expect(outsider.events[0]!.doc).toMatchObject({ title: 'Open, renamed', public: true });
  });

  it('tells a public doc deleted with its space to a reader outside the project', async () => {
    const spaceId = await createSpace('Published');
    const docId = await createDoc(spaceId, 'Published', true);
    const outsider = subscribe(w.outsider, docId);
    // Until the subscription is live: edits it hears.
    for (let attempt = 0; attempt < 50 && outsider.events.length === 0; attempt += 1) {
      await updateDoc({ id: docId, title: `Published ${attempt}` });
      await until(() => outsider.events.length > 0, 'a warm-up edit', 200).catch(() => {});
    }
    await ok(t, 'mutation($id: ID!) { deleteDocSpace(id: $id) }', { id: spaceId }, w.projectAdmin);
    await until(() => outsider.events.some((event) => event.type === 'doc.deleted'), 'the deletion');
    expect(outsider.events.at(-1)).toMatchObject({ type: 'doc.deleted', docId, doc: null });
  });
});
