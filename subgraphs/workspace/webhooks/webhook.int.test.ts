import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateWorkspaceWebhookDocument,
  RotateWorkspaceWebhookSecretDocument,
  UpdateWorkspaceWebhookDocument,
  WorkspaceWebhookDeliveriesDocument,
  WorkspaceWebhooksDocument,
} from '../../../operations/generated/graphql.js';
import { errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { until } from '../../../test/support/wait.js';
import { createProject, createTicket, ok, projectKey, type Actor } from '../tickets/ticket.test-support.js';

// Workspace webhooks through the shared dispatcher to a real HTTP receiver that checks every signature itself.
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    event: string;
    timestamp: string;
    data: { ticketId?: string; identifier?: string; statusId?: string; projectKey: string; changed: string[] };
  };
  signatureValid: boolean;
}

let t: TestApp;
let admin: Actor;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Secrets by receiver path; a rotation replaces one. */
const secrets = new Map<string, string>();

const data = <T>(response: GraphQLResponse<T>): T => {
  if (response.errors?.length || !response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
};

function verify(secret: string, header: string, body: string): boolean {
  const match = /^t=(\d+), v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      received.push({
        path,
        headers: request.headers,
        body: JSON.parse(raw) as Received['body'],
        signatureValid: verify(secrets.get(path) ?? '', String(request.headers['x-svc-signature'] ?? ''), raw),
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startTestApp({ env: { JOBS_ENABLED: 'true', WORKSPACE_WEBHOOK_RETRY_SECONDS: '0.05,0.05', WORKER_POLL_MS: '50' } });
  const me = data(await t.gql<{ me: { id: string } }>('{ me { id } }', {}, t.adminToken));
  admin = { id: me.me.id, token: t.adminToken };
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function subscribe(path: string, eventFilters: string[]): Promise<string> {
  const { createWorkspaceWebhook } = data(
    await t.gql(CreateWorkspaceWebhookDocument, { input: { url: `${receiverUrl}${path}`, eventFilters } }, t.adminToken),
  );
  expect(createWorkspaceWebhook.secret).toMatch(/^whsec_/);
  secrets.set(path, createWorkspaceWebhook.secret);
  return createWorkspaceWebhook.webhook.id;
}

/** The id of the project's status in `category`. */
async function statusIdIn(key: string, category: string): Promise<string> {
  const statuses = await ok<{ project: { statuses: Array<{ id: string; category: string }> } }>(
    t,
    'query($key: String!) { project(key: $key) { statuses { id category } } }',
    { key },
    admin,
  );
  return statuses.project.statuses.find((status) => status.category === category)!.id;
}

const at = (path: string) => received.filter((entry) => entry.path === path);

it('sends orchestrator.candidates_changed only to subscriptions that list it, signed, when status, assignee or priority changes', async () => {
  const orchestrator = await subscribe('/orchestrator', ['orchestrator.candidates_changed']);
  await subscribe('/updates', ['ticket.updated']);
  await subscribe('/everything', []);
  const project = await createProject(t, admin, projectKey('HOOK'));
  const inProgress = await statusIdIn(project.key, 'IN_PROGRESS');
  const ticket = await createTicket(t, admin, { projectId: project.id, title: 'Hooked' });
  const update = (input: Record<string, unknown>) =>
    ok(t, 'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }', { input: { id: ticket.id, ...input } }, admin);

  await update({ title: 'Hooked, renamed' });
  await update({ priority: 'HIGH', statusId: inProgress });
  await update({ assigneeIds: [admin.id] });

  await until(() => at('/orchestrator').length >= 2 && at('/updates').length >= 3 && at('/everything').length >= 4, 'the deliveries');
  // Anything more queued would be sent by now.
  await t.app.drainWork();
  const summary = (path: string) => at(path).map((entry) => [entry.body.event, entry.body.data.changed]);
  expect(summary('/orchestrator')).toEqual([
    ['orchestrator.candidates_changed', ['priority', 'status']],
    ['orchestrator.candidates_changed', ['assignee']],
  ]);
  expect(summary('/updates')).toEqual([
    ['ticket.updated', ['title']],
    ['ticket.updated', ['priority', 'status']],
    ['ticket.updated', ['assignees']],
  ]);
  // An empty filter list takes every event except the opt-in candidates_changed.
  expect(summary('/everything').map(([event]) => event)).toEqual(['ticket.created', 'ticket.updated', 'ticket.updated', 'ticket.updated']);

  const [first] = at('/orchestrator');
  expect(first!.body.data).toMatchObject({ ticketId: ticket.id, identifier: ticket.key, projectKey: project.key });
  expect(first!.headers).toMatchObject({ 'x-svc-webhook-id': orchestrator, 'x-svc-event': 'orchestrator.candidates_changed' });
  expect(first!.headers['x-svc-event-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(received.every((entry) => entry.signatureValid)).toBe(true);

  const log = data(await t.gql(WorkspaceWebhookDeliveriesDocument, { webhookId: orchestrator }, t.adminToken)).workspaceWebhookDeliveries;
  expect(log.map((entry) => [entry.event, entry.status, entry.lastStatusCode])).toEqual([
    ['orchestrator.candidates_changed', 'succeeded', 200],
    ['orchestrator.candidates_changed', 'succeeded', 200],
  ]);
  const [listed] = data(await t.gql(WorkspaceWebhooksDocument, {}, t.adminToken)).workspaceWebhooks;
  expect(listed).toMatchObject({ id: orchestrator, lastSuccessAt: expect.any(String) });
});

it('sends orchestrator.candidates_changed for the project when a status moves to another category, not on a rename', async () => {
  await subscribe('/categories', ['orchestrator.candidates_changed']);
  const project = await createProject(t, admin, projectKey('HOOK'));
  const inReview = await statusIdIn(project.key, 'IN_REVIEW');
  const updateStatus = (input: Record<string, unknown>) =>
    ok(t, 'mutation($input: UpdateStatusInput!) { updateStatus(input: $input) { id } }', { input: { id: inReview, ...input } }, admin);

  await updateStatus({ name: 'Awaiting review' });
  await t.app.drainWork();
  expect(at('/categories')).toEqual([]);
  await updateStatus({ category: 'DONE' });
  await until(() => at('/categories').length === 1, 'the delivery');
  expect(at('/categories')[0]).toMatchObject({
    signatureValid: true,
    body: { event: 'orchestrator.candidates_changed', data: { statusId: inReview, projectKey: project.key, changed: ['status_category'] } },
  });
});

it('signs with the new secret after a rotation, and a paused subscription gets its events when resumed', async () => {
  const id = await subscribe('/rotated', ['orchestrator.candidates_changed']);
  const { rotateWorkspaceWebhookSecret } = data(await t.gql(RotateWorkspaceWebhookSecretDocument, { id }, t.adminToken));
  secrets.set('/rotated', rotateWorkspaceWebhookSecret.secret);
  data(await t.gql(UpdateWorkspaceWebhookDocument, { input: { id, enabled: false } }, t.adminToken));
  const project = await createProject(t, admin, projectKey('HOOK'));
  const ticket = await createTicket(t, admin, { projectId: project.id, title: 'Paused' });
  await ok(
    t,
    'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
    { input: { id: ticket.id, priority: 'LOW' } },
    admin,
  );
  await t.app.drainWork();
  expect(at('/rotated')).toEqual([]);
  data(await t.gql(UpdateWorkspaceWebhookDocument, { input: { id, enabled: true } }, t.adminToken));
  await until(() => at('/rotated').length === 1, 'the delivery after resuming');
  expect(at('/rotated')[0]).toMatchObject({ signatureValid: true, body: { data: { identifier: ticket.key, changed: ['priority'] } } });
});

it('is for workspace admins, and refuses unknown events and URLs it may not call', async () => {
  const member = await t.createUser();
  const input = { url: `${receiverUrl}/x`, eventFilters: ['orchestrator.candidates_changed'] };
  expect(errorCode(await t.gql(CreateWorkspaceWebhookDocument, { input }, member.token))).toBe('FORBIDDEN');
  expect(errorCode(await t.gql(WorkspaceWebhooksDocument, {}, member.token))).toBe('FORBIDDEN');
  const unknown = await t.gql(CreateWorkspaceWebhookDocument, { input: { ...input, eventFilters: ['ticket.moved'] } }, t.adminToken);
  expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'eventFilters' });
  expect(unknown.errors?.[0]?.message).toContain('orchestrator.candidates_changed');
  const plain = await t.gql(CreateWorkspaceWebhookDocument, { input: { ...input, url: 'http://hooks.example.com/x' } }, t.adminToken);
  expect(plain.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
});
