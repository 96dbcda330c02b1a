import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { buildWorld, createTicket, ok, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { call, connectMcp, mcpKey } from './test-client.js';

// Issue 34: a nullable GraphQL input takes null through MCP (the description says null clears it), a non-null one does not.
let t: TestApp;
let w: World;
let client: Client;

beforeAll(async () => {
  t = await startTestApp();
  w = await buildWorld(t, 'NUL');
  client = await connectMcp(t, await mcpKey(t, w.member), '?toolset=minimal');
});
afterAll(async () => {
  await client?.close();
  await t?.close();
});

const ticketFields = (key: string) =>
  ok<{ ticket: { milestone: { id: string } | null; estimatedMinutes: number | null; title: string } }>(
    t,
    'query($key: String!) { ticket(key: $key) { milestone { id } estimatedMinutes title } }',
    { key },
    w.member,
  );

it('lists the nullable fields of svc_update_ticket as taking null, and id as a string only', async () => {
  const { tools } = await client.listTools();
  const updateTicket = tools.find((tool) => tool.name === 'svc_update_ticket')!;
  expect(updateTicket.inputSchema.definitions).toMatchObject({
    UpdateTicketInput: {
      required: ['id'],
      properties: {
        id: { type: 'string' },
        milestoneId: { type: ['string', 'null'], description: 'A milestone of the project; null clears it.' },
        estimatedMinutes: { type: ['integer', 'null'] },
        priority: { type: ['string', 'null'], enum: expect.arrayContaining(['HIGH', null]) },
        labelIds: { type: ['array', 'null'], items: { type: 'string' } },
      },
    },
  });
});

it('clears a milestone and an estimate with null through svc_update_ticket', async () => {
  const { createMilestone } = await ok<{ createMilestone: { id: string } }>(
    t,
    'mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { id } }',
    { input: { projectId: w.project.id, name: 'Beta' } },
    w.projectAdmin,
  );
  const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Clear me' });
  const set = await call(client, 'svc_update_ticket', { input: { id: ticket.id, milestoneId: createMilestone.id, estimatedMinutes: 90 } });
  expect(set.isError).toBe(false);
  expect((await ticketFields(ticket.key)).ticket).toMatchObject({ milestone: { id: createMilestone.id }, estimatedMinutes: 90 });

  const cleared = await call(client, 'svc_update_ticket', { input: { id: ticket.id, milestoneId: null, estimatedMinutes: null } });
  expect(cleared).toMatchObject({ isError: false, value: { id: ticket.id } });
  expect((await ticketFields(ticket.key)).ticket).toEqual({ milestone: null, estimatedMinutes: null, title: 'Clear me' });
});

it('refuses null for a non-null input, and the API refuses null where a field cannot be cleared', async () => {
  const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Keep me' });
  expect(await call(client, 'svc_update_ticket', { input: { id: null, title: 'Renamed' } })).toEqual({
    isError: true,
    value: { error: { code: 'BAD_USER_INPUT', message: 'input.id: must be string', field: 'input.id' } },
  });
  expect(await call(client, 'svc_update_ticket', { input: null })).toMatchObject({
    isError: true,
    value: { error: { code: 'BAD_USER_INPUT', field: 'input' } },
  });
  // `title` is nullable in UpdateTicketInput (leave it out to keep it), but a ticket always has one.
  expect(await call(client, 'svc_update_ticket', { input: { id: ticket.id, title: null } })).toMatchObject({
    isError: true,
    value: { error: { code: 'BAD_USER_INPUT', field: 'input.title' } },
  });
  expect((await ticketFields(ticket.key)).ticket.title).toBe('Keep me');
});

it('refuses null for a page size whose argument is non-null, though its variable has a nullable type for its default', async () => {
  const curated = await connectMcp(t, await mcpKey(t, w.member));
  try {
    const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Paged' });
    // Refused by the tool's own schema, before anything reaches the API.
    expect(await call(curated, 'svc_list_comments', { key: ticket.key, first: null })).toEqual({
      isError: true,
      value: { error: { code: 'BAD_USER_INPUT', message: 'first: must be integer', field: 'first' } },
    });
    expect(await call(curated, 'svc_list_comments', { key: ticket.key })).toMatchObject({ isError: false });
  } finally {
    await curated.close();
  }
});
