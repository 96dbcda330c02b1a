import { createHash, randomUUID } from 'node:crypto';
import { withClient } from '../../../core/database.js';
import { newId } from '../../../core/ids.js';
import type { RunningSubgraph } from '../../../core/platform.js';
import type { Viewer } from '../../../core/viewer.js';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { ok, projectKey, type Actor } from '../tickets/ticket.test-support.js';
import { workspaceSubgraph } from '../workspace.subgraph.js';
import { maskableFields } from '../../../core/sync-entity-types.js';
import { snakeCase, syncTypes } from './sync-types.js';

// The sync feed (capture trigger of migration 0014) and the internal operations the federation
// subgraph calls, run against the workspace subgraph's executor as the internal service viewer.

interface Change {
  seq: number;
  entityType: string;
  entityId: string;
  projectId: string | null;
  op: string;
  version: number;
  origin: string | null;
  payload: Record<string, unknown> | null;
  occurredAt: string | null;
}
interface Page {
  changes: Change[];
  people: Array<{ id: string; displayName: string; email: string; kind: string; peer: string | null }>;
  gaps: number[];
  highWater: number;
  more: boolean;
  oldestSeq: number | null;
}
interface ApplyResult {
  entityId: string;
  status: string;
  version: number | null;
  error: string | null;
  payload: Record<string, unknown> | null;
}
interface ServiceResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

const CHANGE = 'seq entityType entityId projectId op version origin payload occurredAt';
const PAGE = `changes { ${CHANGE} } people { id displayName email kind peer } gaps highWater more oldestSeq`;

let t: TestApp;
let subgraph: RunningSubgraph;
let admin: Actor;

const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await withClient(t.app.platform.database.url, (client) => client.query(text, params))).rows as R[];

/** Runs an operation on the workspace subgraph itself, as `viewer` (the federation service by default). */
async function onSubgraph<T>(
  query: string,
  variables: Record<string, unknown> = {},
  viewer: Viewer = { kind: 'service', service: 'federation' },
): Promise<ServiceResponse<T>> {
  const internalToken = await t.app.platform.tokens.sign(viewer);
  return (await subgraph.executor.execute({ query, variables, internalToken })) as ServiceResponse<T>;
}

async function service<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await onSubgraph<T>(query, variables);
  if (result.errors?.length || !result.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

const changes = async (variables: Record<string, unknown>): Promise<Page> =>
  (
    await service<{ syncChanges: Page }>(
      `query($after: SafeInt!, $limit: Int!, $gaps: [SafeInt!], $entityTypes: [String!], $projectIds: [ID!], $excludeOrigin: String) {
        syncChanges(after: $after, limit: $limit, gaps: $gaps, entityTypes: $entityTypes, projectIds: $projectIds, excludeOrigin: $excludeOrigin) { ${PAGE} }
      }`,
      { limit: 1000, ...variables },
    )
  ).syncChanges;

const head = async (): Promise<number> =>
  Number((await sql<{ seq: string }>('select coalesce(max(seq), 0) as seq from workspace.sync_changes'))[0]!.seq);

/** Runs `action` and returns the feed rows it wrote. */
async function captured(action: () => Promise<unknown>): Promise<Change[]> {
  const after = await head();
  await action();
  return (await changes({ after })).changes;
}

const apply = async (input: Record<string, unknown>): Promise<ApplyResult[]> =>
  (
    await service<{ applySyncChanges: ApplyResult[] }>(
      'mutation($input: ApplySyncChangesInput!) { applySyncChanges(input: $input) { entityId status version error payload } }',
      { input },
    )
  ).applySyncChanges;

const gql = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, actor: Actor = admin) =>
  ok<T>(t, query, variables, actor);

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The one change of `type` in `list`, checked for op, version and project; its payload returned. */
function only(list: Change[], type: string, op: string, version: number, projectId: string | null): Change {
  const matching = list.filter((change) => change.entityType === type);
  expect(matching.map(({ op, version, projectId }) => ({ op, version, projectId }))).toEqual([{ op, version, projectId }]);
  const change = matching[0]!;
  expect(change.origin).toBeNull();
  if (change.payload) {
    expect(change.payload.id).toBe(change.entityId);
    for (const key of Object.keys(change.payload)) expect(key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    for (const [key, value] of Object.entries(change.payload)) if (key.endsWith('At') && value !== null) expect(value).toMatch(ISO_UTC);
  }
  return change;
}

/** The camelCase payload keys of a type: every writable column, and `id` (tickets also show their key). */
const payloadKeys = (type: string): string[] => {
  const spec = syncTypes.find((candidate) => candidate.name === type)!;
  return ['id', ...spec.columns, ...(spec.derived ?? [])]
    .map((column) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()))
    .sort();
};

beforeAll(async () => {
  t = await startTestApp();
  subgraph = await workspaceSubgraph.start(t.app.platform);
  admin = { id: (await ok<{ me: { id: string } }>(t, '{ me { id } }', {}, t.adminToken)).me.id, token: t.adminToken };
});
afterAll(async () => {
  await subgraph?.close();
  await t?.close();
});

it('lists the writable columns of every synced table: all columns but the excluded and system ones', async () => {
  for (const type of syncTypes) {
    const rows = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'workspace' and table_name = $1`,
      [type.table],
    );
    const columns = rows.map((row) => row.column_name);
    const expected = columns.filter(
      (column) =>
        !['id', 'version', 'origin', 'search'].includes(column) &&
        !type.neverCrossing.includes(column) &&
        !type.internal.includes(column) &&
        !(type.derived ?? []).includes(column),
    );
    expect({ type: type.name, columns: [...type.columns].sort() }).toEqual({ type: type.name, columns: expected.sort() });
  }
  expect(syncTypes).toHaveLength(18);
});

it('lets a pair mask only fields a receiver can do without: writable, nullable or defaulted, and no foreign key a row needs', async () => {
  for (const type of syncTypes) {
    for (const field of maskableFields[type.name]) {
      const column = snakeCase(field);
      const [info] = await sql<{ is_nullable: string; column_default: string | null }>(
        `select is_nullable, column_default from information_schema.columns where table_schema = 'workspace' and table_name = $1 and column_name = $2`,
        [type.table, column],
      );
      expect({ type: type.name, field, writable: type.columns.includes(column) }).toEqual({ type: type.name, field, writable: true });
      expect({ type: type.name, field, optional: info!.is_nullable === 'YES' || info!.column_default !== null }).toEqual({
        type: type.name,
        field,
        optional: true,
      });
    }
  }
});

describe('the feed captures every synced type through the public API', () => {
  let project: { id: string; key: string };
  let member: Actor & { email: string };
  let ticketId: string;
  let otherTicketId: string;
  let labelId: string;
  let statusId: string;

  it('projects: money and the ticket counter never cross, and changing only them writes nothing', async () => {
    const key = projectKey('SYN');
    let created: Change[] = [];
    created = await captured(async () => {
      project = (
        await gql<{ createProject: { id: string; key: string } }>(
          'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
          { input: { key, name: 'Sync', budgetAmount: 1000, budgetCurrency: 'EUR', budgetHours: 40 } },
        )
      ).createProject;
    });
    const change = only(created, 'project', 'upsert', 1, project.id);
    expect(Object.keys(change.payload!).sort()).toEqual(payloadKeys('project'));
    expect(change.payload).toMatchObject({ key, name: 'Sync', description: '', createdById: admin.id });
    expect(JSON.stringify(created)).not.toMatch(/budget|ticketSeq|ticket_seq/i);
    // The creator's membership and the default statuses come with it.
    only(created, 'project_member', 'upsert', 1, project.id);
    expect(created.filter((c) => c.entityType === 'ticket_status').every((c) => c.projectId === project.id && c.version === 1)).toBe(true);
    statusId = created.find((c) => c.entityType === 'ticket_status')!.entityId;

    const renamed = await captured(() =>
      gql('mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }', { input: { id: project.id, name: 'Synced' } }),
    );
    expect(only(renamed, 'project', 'upsert', 2, project.id).payload).toMatchObject({ name: 'Synced' });
    expect(
      await captured(() =>
        gql('mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id } }', {
          input: { id: project.id, budgetAmount: 2000, budgetHours: 80 },
        }),
      ),
    ).toEqual([]);
    expect(await sql('select version, ticket_seq from workspace.projects where id = $1', [project.id])).toEqual([
      { version: 2, ticket_seq: 0 },
    ]);
  });

  it('members, labels, milestones, versions and statuses', async () => {
    member = await t.createUser();
    const added = await captured(() =>
      gql('mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }', {
        input: { projectId: project.id, userId: member.id, role: 'MEMBER' },
      }),
    );
    const membership = only(added, 'project_member', 'upsert', 1, project.id);
    expect(Object.keys(membership.payload!).sort()).toEqual(payloadKeys('project_member'));
    expect(membership.payload).toMatchObject({ projectId: project.id, userId: member.id, role: 'member' });
    const roleChanged = await captured(() =>
      gql('mutation($input: ProjectMemberInput!) { updateProjectMember(input: $input) { id } }', {
        input: { projectId: project.id, userId: member.id, role: 'VIEWER' },
      }),
    );
    expect(only(roleChanged, 'project_member', 'upsert', 2, project.id).payload).toMatchObject({ role: 'viewer' });
    await gql('mutation($input: ProjectMemberInput!) { updateProjectMember(input: $input) { id } }', {
      input: { projectId: project.id, userId: member.id, role: 'MEMBER' },
    });

    const label = await captured(async () => {
      labelId = (
        await gql<{ createLabel: { id: string } }>('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', {
          input: { projectId: project.id, name: 'Bug', color: '#ff0000' },
        })
      ).createLabel.id;
    });
    const labelChange = only(label, 'label', 'upsert', 1, project.id);
    expect(Object.keys(labelChange.payload!).sort()).toEqual(payloadKeys('label'));
    expect(labelChange.payload).toMatchObject({ name: 'Bug', color: '#ff0000', projectId: project.id });
    const recoloured = await captured(() =>
      gql('mutation($input: UpdateLabelInput!) { updateLabel(input: $input) { id } }', { input: { id: labelId, color: '#00ff00' } }),
    );
    expect(only(recoloured, 'label', 'upsert', 2, project.id).payload).toMatchObject({ color: '#00ff00' });

    let milestoneId = '';
    const milestone = await captured(async () => {
      milestoneId = (
        await gql<{ createMilestone: { id: string } }>(
          'mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { id } }',
          {
            input: { projectId: project.id, name: 'M1', dueDate: '2026-12-24', budgetAmount: 5000 },
          },
        )
      ).createMilestone.id;
    });
    const milestoneChange = only(milestone, 'milestone', 'upsert', 1, project.id);
    expect(Object.keys(milestoneChange.payload!).sort()).toEqual(payloadKeys('milestone'));
    expect(milestoneChange.payload).toMatchObject({ name: 'M1', dueDate: '2026-12-24', private: false });
    expect(
      await captured(() =>
        gql('mutation($input: UpdateMilestoneInput!) { updateMilestone(input: $input) { id } }', {
          input: { id: milestoneId, budgetAmount: 6000 },
        }),
      ),
    ).toEqual([]);
    const milestoneRenamed = await captured(() =>
      gql('mutation($input: UpdateMilestoneInput!) { updateMilestone(input: $input) { id } }', { input: { id: milestoneId, name: 'M2' } }),
    );
    expect(only(milestoneRenamed, 'milestone', 'upsert', 2, project.id).payload).toMatchObject({ name: 'M2' });
    expect(JSON.stringify(milestoneRenamed)).not.toMatch(/budget/i);
    only(
      await captured(() => gql('mutation($id: ID!) { deleteMilestone(id: $id) }', { id: milestoneId })),
      'milestone',
      'delete',
      3,
      project.id,
    );

    let versionId = '';
    const version = await captured(async () => {
      versionId = (
        await gql<{ createVersion: { id: string } }>('mutation($input: CreateVersionInput!) { createVersion(input: $input) { id } }', {
          input: { projectId: project.id, name: '1.0' },
        })
      ).createVersion.id;
    });
    expect(Object.keys(only(version, 'version', 'upsert', 1, project.id).payload!).sort()).toEqual(payloadKeys('version'));
    const released = await captured(() =>
      gql('mutation($input: UpdateVersionInput!) { updateVersion(input: $input) { id } }', { input: { id: versionId, released: true } }),
    );
    expect(only(released, 'version', 'upsert', 2, project.id).payload).toMatchObject({ released: true, name: '1.0' });
    only(await captured(() => gql('mutation($id: ID!) { deleteVersion(id: $id) }', { id: versionId })), 'version', 'delete', 3, project.id);

    let newStatusId = '';
    const status = await captured(async () => {
      newStatusId = (
        await gql<{ createStatus: { id: string } }>('mutation($input: CreateStatusInput!) { createStatus(input: $input) { id } }', {
          input: { projectId: project.id, name: 'Blocked', category: 'IN_PROGRESS' },
        })
      ).createStatus.id;
    });
    const statusChange = only(status, 'ticket_status', 'upsert', 1, project.id);
    expect(Object.keys(statusChange.payload!).sort()).toEqual(payloadKeys('ticket_status'));
    expect(statusChange.payload).toMatchObject({ name: 'Blocked', category: 'in_progress' });
    const statusRenamed = await captured(() =>
      gql('mutation($input: UpdateStatusInput!) { updateStatus(input: $input) { id } }', { input: { id: newStatusId, name: 'Waiting' } }),
    );
    expect(only(statusRenamed, 'ticket_status', 'upsert', 2, project.id).payload).toMatchObject({ name: 'Waiting' });
    only(
      await captured(() => gql('mutation($id: ID!) { deleteStatus(id: $id) }', { id: newStatusId })),
      'ticket_status',
      'delete',
      3,
      project.id,
    );
  });

  it('tickets with assignees, labels and access lists; dependencies; comments', async () => {
    const created = await captured(async () => {
      ticketId = (
        await gql<{ createTicket: { id: string } }>('mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }', {
          input: { projectId: project.id, title: 'First', assigneeIds: [member.id], labelIds: [labelId], statusId },
        })
      ).createTicket.id;
    });
    const ticket = only(created, 'ticket', 'upsert', 1, project.id);
    expect(Object.keys(ticket.payload!).sort()).toEqual(payloadKeys('ticket'));
    expect(ticket.payload).toMatchObject({
      key: `${project.key}-1`,
      number: 1,
      title: 'First',
      reporterId: admin.id,
      statusId,
      priority: 'normal',
    });
    // The project's ticket counter moved: no project change.
    expect(created.filter((c) => c.entityType === 'project')).toEqual([]);
    const assignment = only(created, 'ticket_assignment', 'upsert', 1, project.id);
    expect(Object.keys(assignment.payload!).sort()).toEqual(payloadKeys('ticket_assignment'));
    expect(assignment.payload).toMatchObject({ ticketId, userId: member.id });
    expect(Object.keys(only(created, 'ticket_label', 'upsert', 1, project.id).payload!).sort()).toEqual(payloadKeys('ticket_label'));
    const acl = created.filter((c) => c.entityType === 'ticket_acl');
    expect(acl.map((c) => c.payload!.userId).sort()).toEqual([admin.id, member.id].sort());
    expect(acl.every((c) => c.projectId === project.id && c.version === 1 && c.op === 'upsert')).toBe(true);
    expect(Object.keys(acl[0]!.payload!).sort()).toEqual(payloadKeys('ticket_acl'));

    const page = await changes({ after: created[0]!.seq - 1, entityTypes: ['ticket', 'ticket_assignment'] });
    expect(page.people.map((person) => person.id).sort()).toEqual([admin.id, member.id].sort());
    expect(page.people.find((person) => person.id === member.id)).toMatchObject({ kind: 'human', email: member.email, peer: null });

    const edited = await captured(() =>
      gql('mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }', {
        input: { id: ticketId, title: 'First, edited', labelIds: [], assigneeIds: [] },
      }),
    );
    expect(only(edited, 'ticket', 'upsert', 2, project.id).payload).toMatchObject({ title: 'First, edited' });
    only(edited, 'ticket_label', 'delete', 2, project.id);
    only(edited, 'ticket_assignment', 'delete', 2, project.id);

    otherTicketId = (
      await gql<{ createTicket: { id: string } }>('mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }', {
        input: { projectId: project.id, title: 'Second' },
      })
    ).createTicket.id;
    const linked = await captured(() =>
      gql('mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { blocker { id } } }', {
        input: { blockerId: ticketId, blockedId: otherTicketId },
      }),
    );
    const dependency = only(linked, 'ticket_dependency', 'upsert', 1, project.id);
    expect(Object.keys(dependency.payload!).sort()).toEqual(payloadKeys('ticket_dependency'));
    expect(dependency.payload).toMatchObject({ blockerId: ticketId, blockedId: otherTicketId });
    const unlinked = await captured(() =>
      gql('mutation($input: TicketDependencyInput!) { removeTicketDependency(input: $input) }', {
        input: { blockerId: ticketId, blockedId: otherTicketId },
      }),
    );
    only(unlinked, 'ticket_dependency', 'delete', 2, project.id);

    let commentId = '';
    const commented = await captured(async () => {
      commentId = (
        await gql<{ createComment: { id: string } }>('mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }', {
          input: { ticketId, body: 'Looks good' },
        })
      ).createComment.id;
    });
    const comment = only(commented, 'comment', 'upsert', 1, project.id);
    expect(Object.keys(comment.payload!).sort()).toEqual(payloadKeys('comment'));
    expect(comment.payload).toMatchObject({ ticketId, authorId: admin.id, body: 'Looks good', internal: false });
    const commentEdited = await captured(() =>
      gql('mutation($input: UpdateCommentInput!) { updateComment(input: $input) { id } }', {
        input: { id: commentId, body: 'Looks great' },
      }),
    );
    expect(only(commentEdited, 'comment', 'upsert', 2, project.id).payload).toMatchObject({ body: 'Looks great' });
    only(await captured(() => gql('mutation($id: ID!) { deleteComment(id: $id) }', { id: commentId })), 'comment', 'delete', 3, project.id);
  });

  it('time entries: the hourly rate never crosses', async () => {
    let entryId = '';
    const logged = await captured(async () => {
      entryId = (
        await gql<{ logTime: { id: string } }>('mutation($input: LogTimeInput!) { logTime(input: $input) { id } }', {
          input: { ticketId, startedAt: '2026-11-20T09:00:00.000Z', durationMinutes: 30, hourlyRate: 120 },
        })
      ).logTime.id;
    });
    const entry = only(logged, 'time_entry', 'upsert', 1, project.id);
    expect(Object.keys(entry.payload!).sort()).toEqual(payloadKeys('time_entry'));
    expect(entry.payload).toMatchObject({ ticketId, userId: admin.id, durationSeconds: 1800, startedAt: '2026-11-20T09:00:00Z' });
    expect(JSON.stringify(logged)).not.toMatch(/rate|cost/i);
    expect(
      await captured(() =>
        gql('mutation($input: UpdateTimeEntryInput!) { updateTimeEntry(input: $input) { id } }', {
          input: { id: entryId, hourlyRate: 150 },
        }),
      ),
    ).toEqual([]);
    const noted = await captured(() =>
      gql('mutation($input: UpdateTimeEntryInput!) { updateTimeEntry(input: $input) { id } }', { input: { id: entryId, note: 'Review' } }),
    );
    expect(only(noted, 'time_entry', 'upsert', 2, project.id).payload).toMatchObject({ note: 'Review' });
    only(
      await captured(() => gql('mutation($id: ID!) { deleteTimeEntry(id: $id) }', { id: entryId })),
      'time_entry',
      'delete',
      3,
      project.id,
    );
  });

  it('doc spaces, docs and their revisions; attachments; project templates', async () => {
    let spaceId = '';
    const space = await captured(async () => {
      spaceId = (
        await gql<{ createDocSpace: { id: string } }>('mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }', {
          input: { projectId: project.id, name: 'Handbook' },
        })
      ).createDocSpace.id;
    });
    expect(Object.keys(only(space, 'doc_space', 'upsert', 1, project.id).payload!).sort()).toEqual(payloadKeys('doc_space'));

    let docId = '';
    const doc = await captured(async () => {
      docId = (
        await gql<{ createDoc: { id: string } }>('mutation($input: CreateDocInput!) { createDoc(input: $input) { id } }', {
          input: { spaceId, title: 'Welcome', body: 'Hello' },
        })
      ).createDoc.id;
    });
    const docChange = only(doc, 'doc', 'upsert', 1, project.id);
    expect(Object.keys(docChange.payload!).sort()).toEqual(payloadKeys('doc'));
    expect(docChange.payload).toMatchObject({ title: 'Welcome', body: 'Hello', createdById: admin.id, updatedById: admin.id, revision: 1 });
    expect(JSON.stringify(doc)).not.toMatch(/"search"/);
    const revision = only(doc, 'doc_revision', 'upsert', 1, project.id);
    expect(Object.keys(revision.payload!).sort()).toEqual(payloadKeys('doc_revision'));
    expect(revision.payload).toMatchObject({ docId, number: 1, title: 'Welcome', authorId: admin.id });

    const updated = await captured(() =>
      gql('mutation($input: UpdateDocInput!) { updateDoc(input: $input) { id } }', { input: { id: docId, body: 'Hello again' } }),
    );
    // The doc service writes the doc twice in its transaction (the body, then the revision counter): two versions.
    const docUpdates = updated.filter((c) => c.entityType === 'doc');
    expect(docUpdates.map((c) => [c.op, c.version, c.projectId])).toEqual([
      ['upsert', 2, project.id],
      ['upsert', 3, project.id],
    ]);
    expect(docUpdates[1]!.payload).toMatchObject({ body: 'Hello again', revision: 2 });
    expect(only(updated, 'doc_revision', 'upsert', 1, project.id).payload).toMatchObject({ number: 2 });

    const { receipts } = t.app.platform;
    const content = Buffer.from('attachment body');
    const sha256 = createHash('sha256').update(content).digest('hex');
    let attachmentId = '';
    const attached = await captured(async () => {
      attachmentId = (
        await gql<{ registerAttachment: { id: string } }>(
          'mutation($input: RegisterAttachmentInput!) { registerAttachment(input: $input) { id } }',
          {
            input: {
              parent: { docId },
              receipt: await receipts.sign({
                userId: admin.id,
                sha256,
                size: content.length,
                contentType: 'text/plain',
                filename: 'a.txt',
              }),
            },
          },
        )
      ).registerAttachment.id;
    });
    const attachment = only(attached, 'attachment', 'upsert', 1, project.id);
    expect(Object.keys(attachment.payload!).sort()).toEqual(payloadKeys('attachment'));
    expect(attachment.payload).toMatchObject({ docId, sha256, size: content.length, uploadedById: admin.id, filename: 'a.txt' });
    only(
      await captured(() => gql('mutation($id: ID!) { deleteAttachment(id: $id) }', { id: attachmentId })),
      'attachment',
      'delete',
      2,
      project.id,
    );

    // Deleting the doc deletes its revisions: the doc is gone when their rows go, so their project is unknown.
    const docDeleted = await captured(() => gql('mutation($id: ID!) { deleteDoc(id: $id) }', { id: docId }));
    only(docDeleted, 'doc', 'delete', 4, project.id);
    const revisionsDeleted = docDeleted.filter((c) => c.entityType === 'doc_revision');
    expect(revisionsDeleted.map((c) => [c.op, c.version])).toEqual([
      ['delete', 2],
      ['delete', 2],
    ]);
    only(
      await captured(() => gql('mutation($id: ID!) { deleteDocSpace(id: $id) }', { id: spaceId })),
      'doc_space',
      'delete',
      2,
      project.id,
    );

    let templateId = '';
    const saved = await captured(async () => {
      templateId = (
        await gql<{ saveProjectTemplate: { id: string } }>(
          'mutation($input: SaveProjectTemplateInput!) { saveProjectTemplate(input: $input) { id } }',
          { input: { projectId: project.id, name: `Template ${project.key}` } },
        )
      ).saveProjectTemplate.id;
    });
    const template = only(saved, 'project_template', 'upsert', 1, project.id);
    expect(Object.keys(template.payload!).sort()).toEqual(payloadKeys('project_template'));
    expect(template.payload).toMatchObject({ sourceProjectId: project.id, createdById: admin.id, name: `Template ${project.key}` });
    expect(typeof template.payload!.content).toBe('object');
    only(
      await captured(() => gql('mutation($id: ID!) { deleteProjectTemplate(id: $id) }', { id: templateId })),
      'project_template',
      'delete',
      2,
      project.id,
    );
  });

  it('captures updates of the types the API only creates and deletes', async () => {
    // Join rows, revisions, attachments, spaces and templates have no update operation; the trigger still versions them.
    const rows = await captured(async () => {
      await sql(`update workspace.ticket_acl set created_at = created_at - interval '1 minute' where ticket_id = $1`, [ticketId]);
    });
    expect(rows.map((c) => [c.entityType, c.op, c.version, c.projectId])).toEqual([
      ['ticket_acl', 'upsert', 2, project.id],
      ['ticket_acl', 'upsert', 2, project.id],
    ]);
    // Rewriting the same values is no change.
    expect(await captured(() => sql('update workspace.ticket_acl set created_at = created_at where ticket_id = $1', [ticketId]))).toEqual(
      [],
    );
  });

  it('deletes: tickets (their access lists follow) and whole projects', async () => {
    const deleted = await captured(() => gql('mutation($id: ID!) { deleteTicket(id: $id) }', { id: ticketId }));
    only(deleted, 'ticket', 'delete', 3, project.id);
    const acl = deleted.filter((c) => c.entityType === 'ticket_acl');
    expect(acl.map((c) => [c.op, c.version])).toEqual([
      ['delete', 3],
      ['delete', 3],
    ]);
    // The payload of a delete is the row as it was (never-crossing columns still left out).
    expect(acl[0]!.payload).toMatchObject({ ticketId });

    const gone = await captured(() => gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id }));
    only(gone, 'project', 'delete', 3, project.id);
    expect(gone.find((c) => c.entityType === 'project')!.payload).not.toHaveProperty('budgetAmount');
    expect(gone.filter((c) => c.entityType === 'ticket').map((c) => c.entityId)).toEqual([otherTicketId]);
    expect(gone.filter((c) => c.entityType === 'label').map((c) => c.op)).toEqual(['delete']);
    expect(gone.every((c) => c.op === 'delete')).toBe(true);
  });
});

describe('who may call it', () => {
  it('is not in the public API, and the subgraph refuses every viewer but the platform', async () => {
    const viaGateway = await t.gql('{ syncChanges(after: 0, limit: 10) { highWater } }', {}, t.adminToken);
    expect(viaGateway.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const applyViaGateway = await t.gql('mutation { applySyncChanges(input: { origin: "x", changes: [] }) { status } }', {}, t.adminToken);
    expect(applyViaGateway.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const user: Viewer = {
      kind: 'user',
      userId: admin.id,
      userKind: 'human',
      globalRole: 'super-admin',
      authMethod: 'session',
      scopes: [],
    };
    for (const query of [
      '{ syncChanges(after: 0, limit: 10) { highWater } }',
      '{ syncSnapshot(entityType: "ticket", limit: 10) { nextAfter } }',
      '{ syncRows(entityType: "ticket", ids: []) { seq } }',
      'mutation { applySyncChanges(input: { origin: "x", changes: [] }) { status } }',
      'mutation { holdSyncChanges(holder: "x", fromSeq: 1) }',
    ]) {
      const refused = await onSubgraph(query, {}, user);
      expect({ query, code: refused.errors?.[0]?.extensions?.code, reason: refused.errors?.[0]?.extensions?.reason }).toEqual({
        query,
        code: 'FORBIDDEN',
        reason: 'GATEWAY_ONLY',
      });
      expect((await onSubgraph(query, {}, { kind: 'anonymous' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('checks its arguments', async () => {
    const bad = async (query: string) => {
      const result = await onSubgraph(query);
      return {
        code: result.errors?.[0]?.extensions?.code,
        field: result.errors?.[0]?.extensions?.field,
        reason: result.errors?.[0]?.extensions?.reason,
      };
    };
    expect(await bad('{ syncChanges(after: 0, limit: 0) { highWater } }')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    expect(await bad('{ syncChanges(after: -1, limit: 10) { highWater } }')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(await bad('{ syncChanges(after: 0, limit: 10, entityTypes: ["user"]) { highWater } }')).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'entityTypes',
      reason: 'SYNC_UNKNOWN_ENTITY_TYPE',
    });
    expect(await bad('{ syncChanges(after: 0, limit: 10, projectIds: ["nope"]) { highWater } }')).toMatchObject({ field: 'projectIds' });
    expect(await bad('{ syncSnapshot(entityType: "users", limit: 10) { nextAfter } }')).toMatchObject({
      reason: 'SYNC_UNKNOWN_ENTITY_TYPE',
    });
    expect(await bad('{ syncSnapshot(entityType: "ticket", limit: 1001) { nextAfter } }')).toMatchObject({ field: 'limit' });
  });
});

describe('reading the feed', () => {
  let a: { id: string; key: string };
  let b: { id: string; key: string };
  let start: number;

  beforeAll(async () => {
    start = await head();
    const create = async (prefix: string) =>
      (
        await gql<{ createProject: { id: string; key: string } }>(
          'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
          { input: { key: projectKey(prefix), name: prefix } },
        )
      ).createProject;
    a = await create('FA');
    b = await create('FB');
  });

  it('filters by entity type, project and origin', async () => {
    const labelIn = async (projectId: string, name: string) =>
      gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', { input: { projectId, name } });
    await labelIn(a.id, 'In A');
    await labelIn(b.id, 'In B');
    const [fromPeer] = await apply({
      origin: 'peer-x',
      changes: [
        {
          entityType: 'label',
          entityId: newId(),
          op: 'upsert',
          payload: {
            projectId: a.id,
            name: 'From peer',
            color: '#123456',
            createdAt: '2026-11-01T10:00:00Z',
            updatedAt: '2026-11-01T10:00:00Z',
          },
        },
      ],
    });
    expect(fromPeer!.status).toBe('applied');

    const labels = await changes({ after: start, entityTypes: ['label'] });
    expect(labels.changes.map((c) => [c.projectId, c.payload!.name, c.origin])).toEqual([
      [a.id, 'In A', null],
      [b.id, 'In B', null],
      [a.id, 'From peer', 'peer-x'],
    ]);
    expect(labels.highWater).toBe(await head());
    expect(labels.more).toBe(false);
    const inA = await changes({ after: start, projectIds: [a.id] });
    expect(new Set(inA.changes.map((c) => c.projectId))).toEqual(new Set([a.id]));
    expect(inA.changes.map((c) => c.entityType)).toEqual(expect.arrayContaining(['project', 'project_member', 'ticket_status', 'label']));
    const notFromPeer = await changes({ after: start, entityTypes: ['label'], excludeOrigin: 'peer-x' });
    expect(notFromPeer.changes.map((c) => c.payload!.name)).toEqual(['In A', 'In B']);
    expect((await changes({ after: start, entityTypes: ['label'], excludeOrigin: 'peer-y' })).changes).toHaveLength(3);

    // Paging: `limit` rows scanned at a time, filtered afterwards; `highWater` is where to go on.
    const first = await changes({ after: start, limit: 2, entityTypes: ['label'] });
    expect(first.more).toBe(true);
    expect(first.changes).toEqual([]);
    expect(first.highWater).toBeGreaterThan(start);
  });

  it('names null-project deletes only to readers without a project filter', async () => {
    const ticket = (
      await gql<{ createTicket: { id: string } }>('mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }', {
        input: { projectId: a.id, title: 'Doomed' },
      })
    ).createTicket.id;
    const after = await head();
    await gql('mutation($id: ID!) { deleteTicket(id: $id) }', { id: ticket });
    const all = await changes({ after });
    const orphans = all.changes.filter((c) => c.projectId === null);
    expect(orphans.map((c) => c.entityType)).toEqual(['ticket_acl']);
    const filtered = await changes({ after, projectIds: [a.id] });
    expect(filtered.changes.map((c) => c.entityType)).toEqual(['ticket']);
  });

  it('reports gaps: seqs taken by transactions that rolled back or have not committed, until they appear', async () => {
    const after = await head();
    // A transaction that takes a seq and rolls back, and seqs taken by writers not yet committed.
    await withClient(t.app.platform.database.url, async (client) => {
      await client.query('begin');
      await client.query(
        `insert into workspace.sync_changes (entity_type, entity_id, op, version) values ('label', gen_random_uuid(), 'upsert', 1)`,
      );
      await client.query('rollback');
    });
    const { late } = (await sql<{ late: string }>(`select nextval(pg_get_serial_sequence('workspace.sync_changes', 'seq')) as late`))[0]!;
    await gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', {
      input: { projectId: a.id, name: 'After gaps' },
    });
    const page = await changes({ after });
    expect(page.gaps).toEqual([after + 1, Number(late)]);
    expect(page.changes.map((c) => c.payload!.name)).toEqual(['After gaps']);
    expect(page.highWater).toBe(page.changes[0]!.seq);

    // The late writer commits: asked for again, its row comes; the rolled-back seq stays a gap.
    await sql(
      `insert into workspace.sync_changes (seq, entity_type, entity_id, project_id, op, version, payload)
       values ($1, 'label', gen_random_uuid(), $2, 'upsert', 1, '{"name": "Late"}')`,
      [late, a.id],
    );
    const again = await changes({ after: page.highWater, gaps: page.gaps });
    expect(again.changes.map((c) => [c.seq, c.payload!.name])).toEqual([[Number(late), 'Late']]);
    expect(again.gaps).toEqual([after + 1]);
    expect(again.highWater).toBe(page.highWater);
    expect(again.oldestSeq).toBe(Number((await sql<{ seq: string }>('select min(seq) as seq from workspace.sync_changes'))[0]!.seq));

    // A row with a seq far ahead: every seq between is a gap.
    const { current } = (await sql<{ current: string }>(`select last_value as current from workspace.sync_changes_seq_seq`))[0]!;
    const ahead = Number(current) + 4;
    await sql(`select setval('workspace.sync_changes_seq_seq', $1)`, [ahead]);
    await sql(
      `insert into workspace.sync_changes (seq, entity_type, entity_id, op, version) values ($1, 'label', gen_random_uuid(), 'delete', 2)`,
      [ahead],
    );
    const jumped = await changes({ after: again.highWater });
    expect(jumped.highWater).toBe(ahead);
    expect(jumped.gaps).toEqual(expect.arrayContaining([ahead - 3, ahead - 2, ahead - 1]));
  });

  it('keeps a page within its limit when requested gaps have appeared: those first, a gap left out is asked for again', async () => {
    // Seqs across a power of ten (…98, 99, 100, 101…): pages are in numeric order, not in the order of their text.
    const decade = 10 ** String(await head()).length;
    await sql(`select setval('workspace.sync_changes_seq_seq', $1)`, [decade - 2]);
    const after = await head();
    // Three seqs taken by writers that commit late, then four rows written after them.
    const late = (
      await sql<{ seq: string }>(
        `select nextval(pg_get_serial_sequence('workspace.sync_changes', 'seq')) as seq from generate_series(1, 3)`,
      )
    ).map((row) => Number(row.seq));
    for (const name of ['P1', 'P2', 'P3', 'P4']) {
      await gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', { input: { projectId: a.id, name } });
    }
    const first = await changes({ after, limit: 10 });
    expect(first.gaps).toEqual(late);
    expect(first.changes.map((c) => c.payload!.name)).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(first.changes.map((c) => c.seq)).toEqual([decade + 2, decade + 3, decade + 4, decade + 5]);
    for (const [index, seq] of late.entries()) {
      await sql(
        `insert into workspace.sync_changes (seq, entity_type, entity_id, project_id, op, version, payload)
         values ($1, 'label', gen_random_uuid(), $2, 'upsert', 1, $3)`,
        [seq, a.id, JSON.stringify({ name: `Late ${index}` })],
      );
    }
    const more = await head();
    await gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', { input: { projectId: a.id, name: 'P5' } });

    // Room for 2: two of the three late rows; the third stays a gap; nothing after the cursor fits.
    const tight = await changes({ after: first.highWater, gaps: first.gaps, limit: 2 });
    expect(tight.changes.map((c) => c.seq)).toEqual(late.slice(0, 2));
    expect(tight.gaps).toEqual([late[2]]);
    expect(tight.highWater).toBe(first.highWater);
    expect(tight.more).toBe(true);

    // Room for 4: the last late row, then what came after the cursor (P5); within the limit, in numeric order.
    const next = await changes({ after: tight.highWater, gaps: tight.gaps, limit: 4 });
    expect(next.changes.map((c) => c.payload!.name)).toEqual(['Late 2', 'P5']);
    expect(next.changes[1]!.seq).toBeGreaterThan(more);
    expect(next.gaps).toEqual([]);
    expect(next.more).toBe(false);
  });

  it('serves snapshots paged by id, and current rows by id', async () => {
    const statuses = await sql<{ id: string; version: number }>(
      'select id, version from workspace.statuses where project_id = $1 order by id',
      [a.id],
    );
    const seen: Change[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: { syncSnapshot: { rows: Change[]; nextAfter: string | null; people: unknown[] } } = await service(
        `query($after: ID) { syncSnapshot(entityType: "ticket_status", after: $after, limit: 2, projectIds: ["${a.id}"]) {
           rows { ${CHANGE} } people { id } nextAfter } }`,
        { after },
      );
      seen.push(...page.syncSnapshot.rows);
      after = page.syncSnapshot.nextAfter;
      if (!after) break;
    }
    const seq = await head();
    expect(seen.map((row) => row.entityId)).toEqual(statuses.map((row) => row.id));
    expect(
      seen.every((row) => row.op === 'upsert' && row.seq === seq && row.projectId === a.id && row.entityType === 'ticket_status'),
    ).toBe(true);
    expect(Object.keys(seen[0]!.payload!).sort()).toEqual(payloadKeys('ticket_status'));

    const projects = await service<{ syncSnapshot: { rows: Change[]; people: Array<{ id: string }> } }>(
      `{ syncSnapshot(entityType: "project", limit: 100, projectIds: ["${b.id}"]) { rows { ${CHANGE} } people { id } nextAfter } }`,
    );
    expect(projects.syncSnapshot.rows.map((row) => row.entityId)).toEqual([b.id]);
    expect(projects.syncSnapshot.rows[0]!.payload).not.toHaveProperty('budgetAmount');
    expect(projects.syncSnapshot.people.map((person) => person.id)).toEqual([admin.id]);

    const missing = randomUUID();
    const rows = await service<{ syncRows: Change[] }>(
      `query($ids: [ID!]!) { syncRows(entityType: "ticket_status", ids: $ids) { ${CHANGE} } }`,
      { ids: [statuses[0]!.id, missing] },
    );
    expect(rows.syncRows.map((row) => [row.entityId, row.version])).toEqual([[statuses[0]!.id, statuses[0]!.version]]);
  });

  it('keeps holds, which pruning respects', async () => {
    const hold = (holder: string, fromSeq: number | null) =>
      service<{ holdSyncChanges: boolean }>(
        'mutation($holder: String!, $fromSeq: SafeInt) { holdSyncChanges(holder: $holder, fromSeq: $fromSeq) }',
        {
          holder,
          fromSeq,
        },
      );
    expect(await hold('peer-b', 5)).toEqual({ holdSyncChanges: true });
    expect(await hold('peer-b', 7)).toEqual({ holdSyncChanges: true });
    expect(await hold('peer-c', 9)).toEqual({ holdSyncChanges: true });
    expect(await hold('peer-c', null)).toEqual({ holdSyncChanges: true });
    expect(await sql('select holder, from_seq::int from workspace.sync_change_holds')).toEqual([{ holder: 'peer-b', from_seq: 7 }]);
    await hold('peer-b', null);
  });
});

describe('applying changes of a peer', () => {
  let local: { id: string; key: string };
  let statusId: string;
  let localTicketNumber: number;
  let person: { id: string; email: string };

  beforeAll(async () => {
    local = (
      await gql<{ createProject: { id: string; key: string } }>(
        'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
        { input: { key: projectKey('AP'), name: 'Local' } },
      )
    ).createProject;
    statusId = (
      await sql<{ id: string }>('select id from workspace.statuses where project_id = $1 order by position limit 1', [local.id])
    )[0]!.id;
    localTicketNumber = (
      await gql<{ createTicket: { number: number } }>('mutation($input: CreateTicketInput!) { createTicket(input: $input) { number } }', {
        input: { projectId: local.id, title: 'Local one' },
      })
    ).createTicket.number;
    await gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', { input: { projectId: local.id, name: 'Bug' } });
  });

  it('writes rows with the origin, placeholder people first; an identical re-apply changes nothing', async () => {
    // A local person with a password, and a placeholder of a peer with the same email.
    const email = `shared-${randomUUID()}@example.test`;
    await gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { email, displayName: 'Local Lou', password: 'local-password-456' },
    });
    person = { id: newId(), email };
    const projectId = newId();
    const ticketId = newId();
    const at = '2026-11-02T08:30:00.123456Z';
    const input = {
      origin: 'peer-a',
      people: [{ id: person.id, displayName: 'Remote Rita', email: person.email.toUpperCase(), peer: 'peer-a' }],
      changes: [
        // The key is taken here: the project gets the first free suffix.
        {
          entityType: 'project',
          entityId: projectId,
          op: 'upsert',
          payload: {
            id: projectId,
            key: local.key,
            name: 'Mirrored',
            description: 'From A',
            createdById: person.id,
            createdAt: at,
            updatedAt: at,
          },
        },
        {
          entityType: 'ticket_status',
          entityId: newId(),
          op: 'upsert',
          payload: { projectId, name: 'Open', category: 'todo', position: 0, createdAt: at, updatedAt: at },
        },
        // A name the local project already has, in another case.
        {
          entityType: 'label',
          entityId: newId(),
          op: 'upsert',
          payload: { projectId: local.id, name: 'BUG', color: '#abcdef', createdAt: at, updatedAt: at },
        },
        // A number the local project already has: the ticket takes the next one, its key is derived locally.
        {
          entityType: 'ticket',
          entityId: ticketId,
          op: 'upsert',
          payload: {
            id: ticketId,
            projectId: local.id,
            number: localTicketNumber,
            key: 'PEER-1',
            title: 'From the peer',
            description: '',
            priority: 'high',
            statusId,
            reporterId: person.id,
            milestoneId: null,
            versionId: null,
            estimatedMinutes: null,
            private: false,
            createdAt: at,
            updatedAt: at,
          },
        },
        {
          entityType: 'comment',
          entityId: newId(),
          op: 'upsert',
          payload: { ticketId, authorId: person.id, body: 'Hi', createdAt: at, updatedAt: at },
        },
      ],
    };
    const after = await head();
    const results = await apply(input);
    expect(results.map((r) => [r.status, r.version, r.error])).toEqual(Array(5).fill(['applied', 1, null]));
    expect(results[0]!.payload).toMatchObject({ key: `${local.key.slice(0, 9)}2`, name: 'Mirrored', createdAt: at });
    expect(results[2]!.payload).toMatchObject({ name: 'BUG (2)' });
    expect(results[3]!.payload).toMatchObject({ number: localTicketNumber + 1, key: `${local.key}-${localTicketNumber + 1}` });

    const written = await changes({ after });
    expect(written.changes.map((c) => [c.entityType, c.origin])).toEqual([
      ['project', 'peer-a'],
      ['ticket_status', 'peer-a'],
      ['label', 'peer-a'],
      ['ticket', 'peer-a'],
      ['comment', 'peer-a'],
    ]);
    expect(written.people.find((p) => p.id === person.id)).toEqual({
      id: person.id,
      displayName: 'Remote Rita',
      email: person.email,
      kind: 'federated',
      peer: 'peer-a',
    });
    expect(await sql('select origin, version from workspace.tickets where id = $1', [ticketId])).toEqual([
      { origin: 'peer-a', version: 1 },
    ]);

    // Re-applying the same payloads: nothing changes, nothing is written to the feed.
    const head1 = await head();
    const again = await apply(input);
    expect(again.map((r) => [r.status, r.version])).toEqual(Array(5).fill(['noop', 1]));
    expect(again.map((r) => r.payload)).toEqual(results.map((r) => r.payload));
    expect(await head()).toBe(head1);

    // The local services go on from the mirrored rows: the next local ticket gets a fresh number.
    const next = await gql<{ createTicket: { number: number } }>(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { number } }',
      { input: { projectId: local.id, title: 'Local two' } },
    );
    expect(next.createTicket.number).toBe(localTicketNumber + 2);
    const mirroredTicket = await gql<{ createTicket: { number: number } }>(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { number } }',
      { input: { projectId, title: 'Local in mirrored' } },
    );
    expect(mirroredTicket.createTicket.number).toBe(1);
  });

  it('placeholder people never sign in and leave their email to local users', async () => {
    const localUser = await sql<{ id: string }>(`select id from workspace.users where email = $1 and kind = 'human'`, [person.email]);
    expect(localUser).toHaveLength(1);
    // Signing in with the shared email is the local person's sign-in.
    const localLogin = await t.gql<{ login: { user: { id: string } } }>(
      'mutation($input: LoginInput!) { login(input: $input) { user { id } } }',
      {
        input: { email: person.email, password: 'local-password-456' },
      },
    );
    expect(localLogin.data?.login.user.id).toBe(localUser[0]!.id);
    const [federated] = await sql<{ kind: string; password_hash: string | null }>(
      'select kind, password_hash from workspace.users where id = $1',
      [person.id],
    );
    expect(federated).toEqual({ kind: 'federated', password_hash: null });
    const user = await t.gql<{ user: { kind: string; displayName: string } }>(
      'query($id: ID!) { user(id: $id) { kind displayName } }',
      { id: person.id },
      t.adminToken,
    );
    expect(user.data?.user).toEqual({ kind: 'FEDERATED', displayName: 'Remote Rita' });

    // A federated person's email is free for a new local user, and a placeholder with a local user's email takes nothing.
    const remoteOnly = `remote-${randomUUID()}@example.test`;
    await apply({ origin: 'peer-a', people: [{ id: newId(), displayName: 'Remote', email: remoteOnly, peer: 'peer-a' }], changes: [] });
    const created = await t.gql<{ createUser: { id: string } }>(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: remoteOnly, displayName: 'Now local', password: 'local-password-123' } },
      t.adminToken,
    );
    expect(created.errors).toBeUndefined();
    const login = await t.gql<{ login: { user: { id: string } } }>(
      'mutation($input: LoginInput!) { login(input: $input) { user { id } } }',
      {
        input: { email: remoteOnly, password: 'local-password-123' },
      },
    );
    expect(login.data?.login.user.id).toBe(created.data?.createUser.id);

    // Credentials that somehow name a placeholder resolve to nothing.
    const sha = (value: string) => createHash('sha256').update(value).digest('hex');
    const keyToken = `svc_key_${randomUUID().replace(/-/g, '')}`;
    const sessionToken = `svc_ses_${randomUUID().replace(/-/g, '')}`;
    await sql(
      `insert into workspace.api_keys (id, user_id, name, token_hash, token_prefix, created_by_id, created_at) values ($1, $2, 'x', $3, 'svc_key_x', $2, now())`,
      [newId(), person.id, sha(keyToken)],
    );
    await sql(
      `insert into workspace.sessions (id, user_id, token_hash, created_at, expires_at) values ($1, $2, $3, now(), now() + interval '1 day')`,
      [newId(), person.id, sha(sessionToken)],
    );
    for (const credential of [keyToken, sessionToken]) {
      const resolved = await onSubgraph<{ resolveCredential: unknown }>(
        'query($credential: String!) { resolveCredential(credential: $credential) { userId } }',
        { credential },
        { kind: 'service', service: 'gateway' },
      );
      expect(resolved).toEqual({ data: { resolveCredential: null } });
      expect((await t.gql('{ me { id } }', {}, credential)).status).toBe(401);
    }
  });

  it('refuses stale versions, money and unknown fields, and fails one entry without blocking the others', async () => {
    const [label] = await sql<{ id: string; version: number }>(
      `select id, version from workspace.labels where project_id = $1 and name = 'Bug'`,
      [local.id],
    );
    const missingSpace = newId();
    const results = await apply({
      origin: 'peer-a',
      changes: [
        { entityType: 'label', entityId: label!.id, op: 'upsert', payload: { color: '#111111' }, expectedVersion: label!.version + 1 },
        { entityType: 'project', entityId: local.id, op: 'upsert', payload: { budgetAmount: 1 } },
        { entityType: 'time_entry', entityId: newId(), op: 'upsert', payload: { hourlyRate: 10 } },
        { entityType: 'project', entityId: local.id, op: 'upsert', payload: { ticketSeq: 100 } },
        { entityType: 'label', entityId: label!.id, op: 'upsert', payload: { colour: '#222222' } },
        { entityType: 'label', entityId: label!.id, op: 'upsert', payload: { version: 9 } },
        { entityType: 'user', entityId: newId(), op: 'upsert', payload: {} },
        { entityType: 'label', entityId: label!.id, op: 'merge', payload: {} },
        // Foreign keys: an immediate one (status) and a deferred one (doc space).
        {
          entityType: 'ticket',
          entityId: newId(),
          op: 'upsert',
          payload: {
            projectId: local.id,
            number: 500,
            title: 'Bad status',
            statusId: newId(),
            reporterId: admin.id,
            createdAt: 'now',
            updatedAt: 'now',
          },
        },
        {
          entityType: 'doc',
          entityId: newId(),
          op: 'upsert',
          payload: {
            projectId: local.id,
            spaceId: missingSpace,
            title: 'Orphan',
            createdById: admin.id,
            updatedById: admin.id,
            createdAt: 'now',
            updatedAt: 'now',
          },
        },
        { entityType: 'label', entityId: label!.id, op: 'upsert', payload: { color: '#333333' }, expectedVersion: label!.version },
      ],
    });
    expect(results[0]).toMatchObject({ status: 'stale', version: label!.version, payload: expect.objectContaining({ name: 'Bug' }) });
    expect(results.slice(1, 10).map((r) => r.status)).toEqual(Array(9).fill('failed'));
    expect(results[1]!.error).toMatch(/budgetAmount never leaves/);
    expect(results[2]!.error).toMatch(/hourlyRate never leaves/);
    expect(results[3]!.error).toMatch(/no field "ticketSeq"/);
    expect(results[4]!.error).toMatch(/no field "colour"/);
    expect(results[5]!.error).toMatch(/no field "version"/);
    expect(results[6]!.error).toMatch(/Unknown entity type "user"/);
    expect(results[7]!.error).toMatch(/Unknown op "merge"/);
    expect(results[8]!.error).toMatch(/foreign key/);
    expect(results[8]!.error).not.toMatch(/insert into/);
    expect(results[9]!.error).toMatch(/foreign key/);
    expect(results[10]).toMatchObject({
      status: 'applied',
      version: label!.version + 1,
      payload: expect.objectContaining({ color: '#333333' }),
    });
    expect(await sql('select color, origin from workspace.labels where id = $1', [label!.id])).toEqual([
      { color: '#333333', origin: 'peer-a' },
    ]);
    expect(await sql('select budget_amount, ticket_seq from workspace.projects where id = $1', [local.id])).toEqual([
      { budget_amount: null, ticket_seq: localTicketNumber + 2 },
    ]);
  });

  it('deletes by id, cascades carrying the origin; a missing row is a no-op', async () => {
    const ticket = (
      await gql<{ createTicket: { id: string } }>('mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }', {
        input: { projectId: local.id, title: 'To delete remotely' },
      })
    ).createTicket.id;
    const { version } = (await sql<{ version: number }>('select version from workspace.tickets where id = $1', [ticket]))[0]!;
    const after = await head();
    const results = await apply({
      origin: 'peer-b',
      changes: [
        { entityType: 'ticket', entityId: ticket, op: 'delete', expectedVersion: version + 5 },
        { entityType: 'ticket', entityId: ticket, op: 'delete', expectedVersion: version },
        { entityType: 'ticket', entityId: ticket, op: 'delete' },
      ],
    });
    expect(results.map((r) => [r.status, r.version])).toEqual([
      ['stale', version],
      ['applied', version + 1],
      ['noop', null],
    ]);
    const feed = await changes({ after });
    expect(feed.changes.map((c) => [c.entityType, c.op, c.origin]).sort()).toEqual([
      ['ticket', 'delete', 'peer-b'],
      ['ticket_acl', 'delete', 'peer-b'],
    ]);
    expect((await changes({ after, excludeOrigin: 'peer-b' })).changes).toEqual([]);
  });

  it('applies a page set-based: statements do not grow with its size, a bad entry fails alone, repeated rows and names apply in order', async () => {
    const project = (
      await gql<{ createProject: { id: string; key: string } }>(
        'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
        { input: { key: projectKey('SB'), name: 'Set-based' } },
      )
    ).createProject;
    const [status] = await sql<{ id: string }>('select id from workspace.statuses where project_id = $1 order by position limit 1', [
      project.id,
    ]);
    const at = '2026-11-20T10:00:00Z';
    const ticket = (id: string, number: number, title = `T${number}`) => ({
      entityType: 'ticket',
      entityId: id,
      op: 'upsert',
      payload: { projectId: project.id, number, title, statusId: status!.id, reporterId: admin.id, createdAt: at, updatedAt: at },
    });
    const comment = (ticketId: string) => ({
      entityType: 'comment',
      entityId: newId(),
      op: 'upsert',
      payload: { ticketId, authorId: admin.id, body: 'Hello', createdAt: at, updatedAt: at },
    });
    const page = (size: number, first: number) => {
      const ids = Array.from({ length: size }, () => newId());
      return [...ids.map((id, i) => ticket(id, first + i)), ...ids.map(comment)];
    };
    const statementsOf = async (changes: unknown[]) => {
      t.queries.reset();
      const results = await apply({ origin: 'peer-s', changes });
      expect(results.every((result) => result.status === 'applied')).toBe(true);
      return t.queries.count();
    };
    const small = await statementsOf(page(5, 1));
    const large = await statementsOf(page(200, 101));
    expect(large).toBe(small);
    expect(large).toBeLessThan(20);

    // One comment on a ticket that does not exist, in the middle of 100: it alone fails.
    const ids = Array.from({ length: 100 }, () => newId());
    const mixed = [...ids.map((id, i) => ticket(id, 1001 + i)), ...ids.map(comment)];
    mixed[150] = comment(newId());
    const results = await apply({ origin: 'peer-s', changes: mixed });
    expect(results.filter((result) => result.status !== 'applied').map((result) => [result.entityId, result.status])).toEqual([
      [mixed[150]!.entityId, 'failed'],
    ]);
    expect(results[150]!.error).toMatch(/foreign key/);
    expect(Number((await sql<{ n: string }>('select count(*) as n from workspace.comments where ticket_id = any($1)', [ids]))[0]!.n)).toBe(
      99,
    );

    // In one request: a ticket created, then changed; two tickets wanting one number; two labels of one name.
    const again = newId();
    const [twinA, twinB] = [newId(), newId()];
    const [labelA, labelB] = [newId(), newId()];
    const label = (id: string, name: string) => ({
      entityType: 'label',
      entityId: id,
      op: 'upsert',
      payload: { projectId: project.id, name, color: '#123456', createdAt: at, updatedAt: at },
    });
    const ordered = await apply({
      origin: 'peer-s',
      changes: [
        ticket(again, 5000, 'First'),
        ticket(twinA, 6000),
        ticket(twinB, 6000),
        ticket(again, 5000, 'Second'),
        label(labelA, 'Ops'),
        label(labelB, 'OPS'),
      ],
    });
    expect(ordered.map((result) => [result.status, result.version])).toEqual([
      ['applied', 1],
      ['applied', 1],
      ['applied', 1],
      ['applied', 2],
      ['applied', 1],
      ['applied', 1],
    ]);
    expect(ordered[3]!.payload).toMatchObject({ title: 'Second', number: 5000, key: `${project.key}-5000` });
    expect([ordered[1]!.payload!.number, ordered[2]!.payload!.number]).toEqual([6000, 6001]);
    expect([ordered[4]!.payload!.name, ordered[5]!.payload!.name]).toEqual(['Ops', 'OPS (2)']);
    expect(await sql('select ticket_seq from workspace.projects where id = $1', [project.id])).toEqual([{ ticket_seq: 6001 }]);
  });

  it('renames clashing template names and keeps a renamed project key stable', async () => {
    const name = `Shared ${randomUUID().slice(0, 8)}`;
    await gql('mutation($input: SaveProjectTemplateInput!) { saveProjectTemplate(input: $input) { id } }', {
      input: { projectId: local.id, name },
    });
    const templateId = newId();
    const template = {
      entityType: 'project_template',
      entityId: templateId,
      op: 'upsert',
      payload: {
        name: name.toLowerCase(),
        description: '',
        content: { statuses: [] },
        sourceProjectId: null,
        createdById: admin.id,
        createdAt: 'now',
        updatedAt: 'now',
      },
    };
    const [saved] = await apply({ origin: 'peer-a', changes: [template] });
    expect(saved).toMatchObject({
      status: 'applied',
      payload: expect.objectContaining({ name: `${name.toLowerCase()} (2)`, sourceProjectId: null }),
    });
    const projectId = (await sql<{ id: string }>(`select id from workspace.projects where name = 'Mirrored'`))[0]!.id;
    const [renamed] = await apply({
      origin: 'peer-a',
      changes: [{ entityType: 'project', entityId: projectId, op: 'upsert', payload: { key: local.key, name: 'Mirrored, renamed' } }],
    });
    expect(renamed).toMatchObject({
      status: 'applied',
      version: 2,
      payload: expect.objectContaining({ key: `${local.key.slice(0, 9)}2`, name: 'Mirrored, renamed' }),
    });
    // Templates without a source project are in the feed only for readers without a project filter.
    const after = (await sql<{ seq: string }>(`select seq from workspace.sync_changes where entity_id = $1`, [templateId]))[0]!.seq;
    expect((await changes({ after: Number(after) - 1, entityTypes: ['project_template'] })).changes.map((c) => c.entityId)).toEqual([
      templateId,
    ]);
    expect((await changes({ after: Number(after) - 1, entityTypes: ['project_template'], projectIds: [local.id] })).changes).toEqual([]);
  });
});
