import {
  SetupOrchestratorAccountDocument,
  SetupOrchestratorKeyDocument,
  SetupOrchestratorProjectsDocument,
  TestOrchestratorConnectionDocument,
  OrchestratorWorkflowsDocument,
} from '../../../operations/generated/graphql.js';
import { errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { freePort } from '../../../test/support/ports.js';
import { dispatchable, inDispatchOrder, loadWorkflow, symphonyConfig, symphonyLinearTracker } from '../../../test/support/symphony.js';
import { addMember, createProject, createTicket, projectKey, type Actor } from '../tickets/ticket.test-support.js';

// The setup wizard end to end: its connection test polls this app's own adapter over HTTP at SVC_PUBLIC_URL.
let t: TestApp;
let publicUrl: string;
let admin: Actor;

const data = <T>(response: GraphQLResponse<T>): T => {
  if (response.errors?.length || !response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
};

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({ env: { PORT: String(port), SVC_PUBLIC_URL: publicUrl } });
  const me = data(await t.gql<{ me: { id: string } }>('{ me { id } }', {}, t.adminToken));
  admin = { id: me.me.id, token: t.adminToken };
});
afterAll(async () => {
  await t?.close();
});

it('sets up an orchestrator, and re-running reuses the account and memberships', async () => {
  const [web, api, other] = [projectKey('WIZ'), projectKey('WIZ'), projectKey('WIZ')];
  const [webProject, apiProject] = [
    await createProject(t, admin, web),
    await createProject(t, admin, api),
    await createProject(t, admin, other),
  ];
  await createTicket(t, admin, { projectId: webProject.id, title: 'First task' });
  await createTicket(t, admin, { projectId: webProject.id, title: 'Second task' });

  // (1) The account: created once, then found by its email.
  const input = { email: 'Symphony@Agents.example', displayName: 'Symphony' };
  const first = data(await t.gql(SetupOrchestratorAccountDocument, { input }, t.adminToken)).setupOrchestratorAccount;
  expect(first).toMatchObject({ created: true, account: { email: 'symphony@agents.example', displayName: 'Symphony', kind: 'BOT' } });
  const again = data(await t.gql(SetupOrchestratorAccountDocument, { input: { ...input, displayName: 'Other name' } }, t.adminToken));
  expect(again.setupOrchestratorAccount).toEqual({ ...first, created: false });
  const accountId = first.account.id;

  // (2) Memberships, per project; one already there (as a viewer) is left as it was.
  await addMember(t, admin, apiProject.id, accountId, 'VIEWER');
  const projects = { accountId, projectKeys: [web, ` ${api.toLowerCase()} `, 'NOPE1'] };
  const added = data(await t.gql(SetupOrchestratorProjectsDocument, { input: projects }, t.adminToken)).setupOrchestratorProjects;
  expect(added).toEqual([
    { projectKey: web, result: 'ADDED' },
    { projectKey: api, result: 'ALREADY_MEMBER' },
    { projectKey: 'NOPE1', result: 'NOT_FOUND' },
  ]);
  const rerun = data(await t.gql(SetupOrchestratorProjectsDocument, { input: projects }, t.adminToken)).setupOrchestratorProjects;
  expect(rerun.map((entry) => entry.result)).toEqual(['ALREADY_MEMBER', 'ALREADY_MEMBER', 'NOT_FOUND']);
  const roles = data(
    await t.gql<{ project: { members: Array<{ role: string; user: { id: string } }> } }>(
      'query($key: String!) { project(key: $key) { members { role user { id } } } }',
      { key: api },
      t.adminToken,
    ),
  );
  expect(roles.project.members.find((member) => member.user.id === accountId)?.role).toBe('VIEWER');

  // (3) The key, shown once.
  const key = data(await t.gql(SetupOrchestratorKeyDocument, { input: { accountId } }, t.adminToken)).setupOrchestratorKey;
  expect(key).toMatchObject({ token: expect.stringMatching(/^svc_/), apiKey: { name: 'Orchestrator (SVC_TOKEN)' } });

  // (4) WORKFLOW.md, by default for a stock Symphony: its linear tracker on the Linear-compatible endpoint, one file per
  // project, the states the display names of the project's statuses in the categories.
  const files = data(await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [web, api] }, t.adminToken)).orchestratorWorkflows;
  expect(files.map((file) => [file.fileName, file.projectKeys])).toEqual([
    [`WORKFLOW.${web}.md`, [web]],
    [`WORKFLOW.${api}.md`, [api]],
  ]);
  const linearTracker = (key: string) => ({
    kind: 'linear',
    endpoint: `${publicUrl}/integrations/orchestrator/linear/graphql`,
    api_key: '$SVC_TOKEN',
    project_slug: key,
    active_states: ['Todo', 'In Progress', 'In Review'],
    terminal_states: ['Done', "Won't Fix"],
  });
  const [webFile, apiFile] = files.map((file) => loadWorkflow(file.content));
  expect(webFile!.config).toEqual({ tracker: linearTracker(web), polling: { interval_ms: 30000 } });
  expect(apiFile!.config).toEqual({ tracker: linearTracker(api), polling: { interval_ms: 30000 } });
  const prompt = webFile!.prompt;
  for (const field of [
    'issue.identifier',
    'issue.title',
    'issue.description',
    'issue.url',
    'issue.branch_name',
    'issue.labels',
    'issue.blocked_by',
  ])
    expect(prompt).toContain(field);
  const one = data(await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [web], terminalStates: ['done'] }, t.adminToken));
  expect(one.orchestratorWorkflows.map((file) => file.fileName)).toEqual(['WORKFLOW.md']);
  expect(loadWorkflow(one.orchestratorWorkflows[0]!.content).config).toMatchObject({ tracker: { terminal_states: ['Done'] } });
  const display = await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [web], activeStates: ['In Progress'] }, t.adminToken);
  expect(display.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'activeStates' });

  // (4) For a Symphony with the SVC tracker: one file for every project, states as categories.
  const svc = data(await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [web, api], tracker: 'SVC' }, t.adminToken));
  expect(svc.orchestratorWorkflows.map((file) => [file.fileName, file.projectKeys])).toEqual([['WORKFLOW.md', [web, api]]]);
  const svcFile = loadWorkflow(svc.orchestratorWorkflows[0]!.content);
  expect(svcFile).toEqual({
    config: {
      tracker: {
        kind: 'svc',
        endpoint: `${publicUrl}/integrations/orchestrator`,
        api_key: '$SVC_TOKEN',
        project_keys: [web, api],
        active_states: ['todo', 'in_progress', 'in_review'],
        terminal_states: ['done', 'wont_fix'],
      },
      polling: { interval_ms: 30000 },
    },
    prompt,
  });

  // The deprecated one-file field still answers as before: SVC by default, LINEAR for one project.
  const deprecated = async (variables: Record<string, unknown>) =>
    t.gql<{ orchestratorWorkflow: string }>(
      'query($projectKeys: [String!]!, $tracker: OrchestratorWorkflowTracker) { orchestratorWorkflow(projectKeys: $projectKeys, tracker: $tracker) }',
      variables,
      t.adminToken,
    );
  expect(data(await deprecated({ projectKeys: [web, api] })).orchestratorWorkflow).toBe(svc.orchestratorWorkflows[0]!.content);
  expect(data(await deprecated({ projectKeys: [web], tracker: 'LINEAR' })).orchestratorWorkflow).toBe(
    data(await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [web] }, t.adminToken)).orchestratorWorkflows[0]!.content,
  );
  expect((await deprecated({ projectKeys: [web, api], tracker: 'LINEAR' })).errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'projectKeys',
  });

  // (5) The connection test polls the adapter with the key, per project, and checks every permission the adapter needs:
  // a viewer (API) reads candidates but could not push agent events.
  const tested = data(
    await t.gql(
      TestOrchestratorConnectionDocument,
      { input: { accountId, token: key.token, projectKeys: [web, api, other] } },
      t.adminToken,
    ),
  ).testOrchestratorConnection;
  expect(tested).toEqual([
    { projectKey: web, ok: true, status: 200, candidates: 2, missingPermissions: [], message: `Connected: 2 candidate issue(s) in ${web}` },
    {
      projectKey: api,
      ok: false,
      status: 200,
      candidates: 0,
      missingPermissions: ['comment:create'],
      message: `The account is a VIEWER of ${api} and lacks comment:create (to push agent events): make it a MEMBER`,
    },
    {
      projectKey: other,
      ok: false,
      status: 200,
      candidates: 0,
      missingPermissions: ['project:read', 'comment:create'],
      message: `The account is not a member of ${other}: it sees none of its tickets`,
    },
  ]);
  const wrongKey = data(
    await t.gql(TestOrchestratorConnectionDocument, { input: { accountId, token: 'svc_wrong', projectKeys: [web] } }, t.adminToken),
  ).testOrchestratorConnection;
  expect(wrongKey[0]).toMatchObject({ ok: false, status: 401, message: expect.stringContaining('answered 401') });
});

/** The status ids of a project by category (`todo`, `done`, …). */
const statusesOf = async (key: string) =>
  Object.fromEntries(
    data(
      await t.gql<{ project: { statuses: Array<{ id: string; category: string }> } }>(
        'query($key: String!) { project(key: $key) { statuses { id category } } }',
        { key },
        t.adminToken,
      ),
    ).project.statuses.map((status) => [status.category.toLowerCase(), status.id]),
  );

it('writes by default a WORKFLOW.md a stock Symphony loads, and that works against this instance as written', async () => {
  const [key, otherKey, hiddenKey] = [projectKey('SYM'), projectKey('SYM'), projectKey('SYM')];
  const project = await createProject(t, admin, key);
  await createProject(t, admin, otherKey);
  const hidden = await createProject(t, admin, hiddenKey);
  const person = await t.createUser();
  await addMember(t, admin, project.id, person.id, 'MEMBER');
  const status = await statusesOf(key);
  const create = (title: string, input: Record<string, unknown> = {}) => createTicket(t, admin, { projectId: project.id, title, ...input });
  const ready = await create('Ready', { priority: 'HIGH' });
  const running = await create('Running', { priority: 'BLOCKER', statusId: status.in_progress });
  const shipped = await create('Shipped', { statusId: status.done });
  // Blocked by an open ticket it sees, by a private ticket without it on the access list, by a ticket of a project it is not in.
  const waitsOnReady = await create('Waits on Ready');
  const secret = await create('Secret', { private: true, accessUserIds: [person.id] });
  const waitsOnSecret = await create('Waits on a secret');
  const elsewhere = await createTicket(t, admin, { projectId: hidden.id, title: 'Elsewhere' });
  const waitsElsewhere = await create('Waits on another team');
  for (const [blocker, blocked] of [
    [ready, waitsOnReady],
    [secret, waitsOnSecret],
    [elsewhere, waitsElsewhere],
  ] as const)
    await t.gql(
      'mutation($input: TicketDependencyInput!) { addTicketDependency(input: $input) { id } }',
      { input: { blockerId: blocker.id, blockedId: blocked.id } },
      t.adminToken,
    );

  // The wizard, as the console runs it.
  const { account } = data(
    await t.gql(
      SetupOrchestratorAccountDocument,
      { input: { email: `${key.toLowerCase()}@agents.example`, displayName: 'Symphony' } },
      t.adminToken,
    ),
  ).setupOrchestratorAccount;
  data(await t.gql(SetupOrchestratorProjectsDocument, { input: { accountId: account.id, projectKeys: [key, otherKey] } }, t.adminToken));
  const { token } = data(
    await t.gql(SetupOrchestratorKeyDocument, { input: { accountId: account.id } }, t.adminToken),
  ).setupOrchestratorKey;
  const files = data(await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [key, otherKey] }, t.adminToken)).orchestratorWorkflows;

  // Each file passes Symphony's config layer and dispatch preflight with SVC_TOKEN set, and polls every 30 s.
  const env = { SVC_TOKEN: token };
  for (const file of files) {
    const { settings, errors } = symphonyConfig(loadWorkflow(file.content).config, env);
    expect({ file: file.fileName, errors }).toEqual({ file: file.fileName, errors: [] });
    expect(settings).toMatchObject({ kind: 'linear', apiKey: token, projectSlug: file.projectKeys[0], intervalMs: 30_000 });
  }
  // The same rules refuse what a stock Symphony refuses: the SVC tracker, or no SVC_TOKEN in its environment.
  const svcFile = data(await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [key], tracker: 'SVC' }, t.adminToken))
    .orchestratorWorkflows[0]!;
  expect(symphonyConfig(loadWorkflow(svcFile.content).config, env).errors).toEqual(['unsupported_tracker_kind: svc']);
  expect(symphonyConfig(loadWorkflow(files[0]!.content).config, {}).errors).toEqual(['missing_linear_api_token']);

  // Symphony's Linear tracker, configured by the file alone, against this instance.
  const { settings } = symphonyConfig(loadWorkflow(files[0]!.content).config, env);
  const tracker = symphonyLinearTracker(settings);
  expect(await tracker.viewer()).toEqual({ id: account.id });
  const candidates = await tracker.candidates();
  expect(candidates.map((issue) => issue.title).sort()).toEqual(
    ['Ready', 'Running', 'Waits on Ready', 'Waits on a secret', 'Waits on another team'].sort(),
  );
  const byTitle = Object.fromEntries(candidates.map((issue) => [issue.title, issue]));
  // Blockers it cannot see are listed opaque: their id and status category, no identifier.
  expect(byTitle['Waits on Ready']!.blocked_by).toEqual([{ id: ready.id, identifier: ready.key, state: 'Todo' }]);
  expect(byTitle['Waits on a secret']!.blocked_by).toEqual([{ id: secret.id, identifier: null, state: 'todo' }]);
  expect(byTitle['Waits on another team']!.blocked_by).toEqual([{ id: elsewhere.id, identifier: null, state: 'todo' }]);
  // What Symphony dispatches, in its order: nothing that waits on an open blocker, seen or not.
  expect(inDispatchOrder(candidates.filter((issue) => dispatchable(issue, settings))).map((issue) => issue.title)).toEqual([
    'Running',
    'Ready',
  ]);
  expect((await tracker.terminal()).map((issue) => issue.identifier)).toEqual([shipped.key]);
  // Reconciliation by id: what it cannot see is left out.
  expect((await tracker.byIds([ready.id, secret.id, shipped.id])).map((issue) => [issue.identifier, issue.state])).toEqual([
    [ready.key, 'Todo'],
    [shipped.key, 'Done'],
  ]);
  expect(running.key).toBe(byTitle.Running!.identifier);

  // The REST adapter says the same of the opaque blockers: id and category, no identifier, not dispatchable.
  const response = await fetch(`${publicUrl}/integrations/orchestrator/candidates?project_keys=${key}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const records = ((await response.json()) as { issues: Array<{ id: string; blocked_by: unknown[]; dispatchable: boolean }> }).issues;
  const record = (id: string) => records.find((issue) => issue.id === id);
  expect(record(waitsOnSecret.id)).toMatchObject({ blocked_by: [{ id: secret.id, identifier: null, state: 'todo' }], dispatchable: false });
  expect(record(waitsElsewhere.id)).toMatchObject({
    blocked_by: [{ id: elsewhere.id, identifier: null, state: 'todo' }],
    dispatchable: false,
  });
  expect(record(ready.id)).toMatchObject({ blocked_by: [], dispatchable: true });
});

it('refuses project keys it does not know, naming them all, and tells no one else which exist', async () => {
  const key = projectKey('UNK');
  await createProject(t, admin, key);
  const unknown = await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [key, 'NOPE1', ' nope2 '] }, t.adminToken);
  expect(unknown.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'projectKeys',
    reason: 'UNKNOWN_PROJECT_KEYS',
    unknownKeys: ['NOPE1', 'NOPE2'],
  });
  expect(unknown.errors?.[0]?.message).toBe('projectKeys: no project NOPE1, NOPE2');
  expect(unknown.data).toBeNull();
  const deprecated = await t.gql(
    'query($keys: [String!]!) { orchestratorWorkflow(projectKeys: $keys) }',
    { keys: ['NOPE1'] },
    t.adminToken,
  );
  expect(deprecated.errors?.[0]?.extensions).toMatchObject({ reason: 'UNKNOWN_PROJECT_KEYS', unknownKeys: ['NOPE1'] });
  // Someone who may not run the wizard gets the same answer for a project that exists and one that does not.
  const member = await t.createUser();
  const existing = await t.gql(OrchestratorWorkflowsDocument, { projectKeys: [key] }, member.token);
  const missing = await t.gql(OrchestratorWorkflowsDocument, { projectKeys: ['NOPE1'] }, member.token);
  expect(existing.errors?.[0]?.extensions).toEqual(missing.errors?.[0]?.extensions);
  expect(errorCode(existing)).toBe('FORBIDDEN');
});

it('names a deactivated service account, so that the wizard can reactivate it and go on with a new key', async () => {
  const key = projectKey('REA');
  await createProject(t, admin, key);
  const input = { email: `${key.toLowerCase()}@agents.example`, displayName: 'Returning' };
  const { account } = data(await t.gql(SetupOrchestratorAccountDocument, { input }, t.adminToken)).setupOrchestratorAccount;
  data(await t.gql(SetupOrchestratorProjectsDocument, { input: { accountId: account.id, projectKeys: [key] } }, t.adminToken));
  const oldKey = data(await t.gql(SetupOrchestratorKeyDocument, { input: { accountId: account.id } }, t.adminToken)).setupOrchestratorKey;
  await t.gql('mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: account.id }, t.adminToken);

  const refused = await t.gql(SetupOrchestratorAccountDocument, { input }, t.adminToken);
  expect(refused.errors?.[0]).toMatchObject({
    message: 'This service account is deactivated; reactivate it first',
    extensions: {
      code: 'CONFLICT',
      reason: 'SERVICE_ACCOUNT_DEACTIVATED',
      field: 'email',
      accountId: account.id,
      displayName: 'Returning',
    },
  });
  expect(errorCode(await t.gql(SetupOrchestratorKeyDocument, { input: { accountId: account.id } }, t.adminToken))).toBe('BAD_USER_INPUT');

  // What the console's "Reactivate" does, then the wizard goes on: the same account and membership, a new key.
  data(await t.gql('mutation($id: ID!) { reactivateUser(id: $id) { id } }', { id: account.id }, t.adminToken));
  const again = data(await t.gql(SetupOrchestratorAccountDocument, { input }, t.adminToken)).setupOrchestratorAccount;
  expect(again).toMatchObject({ created: false, account: { id: account.id } });
  const memberships = data(
    await t.gql(SetupOrchestratorProjectsDocument, { input: { accountId: account.id, projectKeys: [key] } }, t.adminToken),
  ).setupOrchestratorProjects;
  expect(memberships).toEqual([{ projectKey: key, result: 'ALREADY_MEMBER' }]);
  const newKey = data(await t.gql(SetupOrchestratorKeyDocument, { input: { accountId: account.id } }, t.adminToken)).setupOrchestratorKey;
  const test = (token: string) =>
    t.gql(TestOrchestratorConnectionDocument, { input: { accountId: account.id, token, projectKeys: [key] } }, t.adminToken);
  expect(data(await test(newKey.token)).testOrchestratorConnection[0]).toMatchObject({ ok: true, status: 200 });
  // The key minted before the deactivation stays revoked.
  expect(data(await test(oldKey.token)).testOrchestratorConnection[0]).toMatchObject({ ok: false, status: 401 });
});

it('is for workspace admins only, and refuses a person as the account', async () => {
  const member = await t.createUser();
  const person = await t.createUser();
  const input = { email: 'agent-2@agents.example', displayName: 'Agent' };
  expect(errorCode(await t.gql(SetupOrchestratorAccountDocument, { input }, member.token))).toBe('FORBIDDEN');
  expect(errorCode(await t.gql(SetupOrchestratorAccountDocument, { input }, ''))).toBe('UNAUTHENTICATED');
  expect(errorCode(await t.gql(OrchestratorWorkflowsDocument, { projectKeys: ['WEB'] }, member.token))).toBe('FORBIDDEN');
  expect(
    errorCode(await t.gql(SetupOrchestratorProjectsDocument, { input: { accountId: person.id, projectKeys: ['WEB'] } }, member.token)),
  ).toBe('FORBIDDEN');
  const taken = await t.gql(SetupOrchestratorAccountDocument, { input: { email: person.email, displayName: 'X' } }, t.adminToken);
  expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'email', reason: 'SERVICE_ACCOUNT_EMAIL_OF_PERSON' });
  const notBot = await t.gql(SetupOrchestratorKeyDocument, { input: { accountId: person.id } }, t.adminToken);
  expect(notBot.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'accountId' });
  const none = await t.gql(SetupOrchestratorProjectsDocument, { input: { accountId: person.id, projectKeys: [] } }, t.adminToken);
  expect(errorCode(none)).toBe('BAD_USER_INPUT');
});
