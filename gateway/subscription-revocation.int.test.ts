import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Client } from 'graphql-ws';
import { gqlOk, startTestApp, type TestApp } from '../test/support/app.js';
import { scratchDir } from '../test/support/database.js';
import { freePort } from '../test/support/ports.js';
import { startProcess } from '../test/support/process.js';
import { recordingClient } from '../test/support/subscriptions.js';
import { until } from '../test/support/wait.js';
import { mailEventsChannel, type PublishedMailEvent } from '../subgraphs/mail/outbox/event-relay.js';

/**
 * Issue 31, defect 5: an open graphql-ws subscription ends when its credential does (revoked key, ended session,
 * deactivated user, revoked mail key: 4401) or changes (global role: 4403), without the client sending anything.
 * Each test makes one more event after the change and waits for whichever comes first, that event or the close:
 * a socket that outlives its credential gets the event and fails.
 */

let t: TestApp;
const clients: Client[] = [];
const PROJECT = 'RVK';
let projectId: string;

beforeAll(async () => {
  t = await startTestApp();
  projectId = (
    await gqlOk<{ createProject: { id: string } }>(t, 'mutation { createProject(input: { key: "RVK", name: "Revocation" }) { id } }')
  ).createProject.id;
});
afterAll(async () => {
  for (const client of clients.splice(0)) await client.dispose();
  await t?.close();
});

interface LiveSubscription<T> {
  events: T[];
  errors: unknown[];
  /** The socket's close code and reason, once the server closed it. */
  closed?: { code: number; reason: string };
  client: Client;
}

/** A subscription on a socket of its own, signed in with `token`, recording its events and how its socket closed. */
function subscribe<T>(baseUrl: string, token: string, field: string, query: string): LiveSubscription<T> {
  const client: Client = recordingClient(baseUrl, token, { closed: (close) => void (live.closed ??= close) });
  const live: LiveSubscription<T> = { events: [], errors: [], client };
  clients.push(client);
  client.subscribe<Record<string, T>>(
    { query },
    {
      next: (result) => {
        if (result.errors) live.errors.push(...result.errors);
        if (result.data?.[field]) live.events.push(result.data[field]);
      },
      error: (error) => void live.errors.push(error),
      complete: () => {},
    },
  );
  return live;
}

interface TicketChange {
  type: string;
  ticketKey: string;
}

const TICKET_CHANGED = `subscription { ticketChanged(projectKey: "${PROJECT}") { type ticketKey } }`;

/** A new ticket in the project, made by the admin through the first gateway: its key. */
async function createTicket(title: string): Promise<string> {
  const created = await gqlOk<{ createTicket: { key: string } }>(
    t,
    'mutation($input: CreateTicketInput!) { createTicket(input: $input) { key } }',
    { input: { projectKey: PROJECT, title } },
  );
  return created.createTicket.key;
}

/** Subscriptions reach the subgraph asynchronously: make tickets until the first event arrives. */
async function ticketsFlowing(live: LiveSubscription<TicketChange>): Promise<void> {
  await until(async () => {
    if (live.events.length > 0) return true;
    await createTicket('warm-up');
    return live.events.length > 0;
  }, 'the first ticket event');
}

/** After a change: one more ticket; the socket must close (with `code`) before that ticket's event reaches it. */
async function expectClosedBeforeNextTicket(live: LiveSubscription<TicketChange>, code: number): Promise<void> {
  const after = await createTicket('after the change');
  await until(() => live.closed !== undefined || live.events.some((e) => e.ticketKey === after), 'the close or the next event');
  expect(live.events.filter((e) => e.ticketKey === after)).toEqual([]);
  expect(live.closed?.code).toBe(code);
}

/** A member of the project: id, session token. */
async function member(): Promise<{ id: string; token: string }> {
  const user = await t.createUser('member');
  await gqlOk(t, 'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }', {
    input: { projectId, userId: user.id },
  });
  return user;
}

async function ownApiKey(sessionToken: string): Promise<{ id: string; token: string }> {
  const created = await gqlOk<{ createApiKey: { apiKey: { id: string }; token: string } }>(
    t,
    'mutation { createApiKey(input: { name: "live" }) { apiKey { id } token } }',
    {},
    sessionToken,
  );
  return { id: created.createApiKey.apiKey.id, token: created.createApiKey.token };
}

describe('graphql-ws subscriptions end with their credential', () => {
  it('revokeApiKey closes the API key socket with 4401 before the next event', async () => {
    const user = await member();
    const key = await ownApiKey(user.token);
    const live = subscribe<TicketChange>(t.url, key.token, 'ticketChanged', TICKET_CHANGED);
    await ticketsFlowing(live);

    await gqlOk(t, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: key.id }, user.token);
    await expectClosedBeforeNextTicket(live, 4401);
  });

  it("deactivateUser closes the user's sockets with 4401, session and API key alike", async () => {
    const user = await member();
    const key = await ownApiKey(user.token);
    const bySession = subscribe<TicketChange>(t.url, user.token, 'ticketChanged', TICKET_CHANGED);
    const byKey = subscribe<TicketChange>(t.url, key.token, 'ticketChanged', TICKET_CHANGED);
    await ticketsFlowing(bySession);
    await ticketsFlowing(byKey);

    await gqlOk(t, 'mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: user.id });
    await expectClosedBeforeNextTicket(bySession, 4401);
    await expectClosedBeforeNextTicket(byKey, 4401);
  });

  it("logout closes that session's socket with 4401 and leaves the user's other sessions open", async () => {
    const user = await member();
    const ended = subscribe<TicketChange>(t.url, user.token, 'ticketChanged', TICKET_CHANGED);
    const key = await ownApiKey(user.token);
    const other = subscribe<TicketChange>(t.url, key.token, 'ticketChanged', TICKET_CHANGED);
    await ticketsFlowing(ended);
    await ticketsFlowing(other);

    await gqlOk(t, 'mutation { logout }', {}, user.token);
    await expectClosedBeforeNextTicket(ended, 4401);
    // The API key still holds: its socket gets the next ticket and stays open.
    const next = await createTicket('still subscribed');
    await until(() => other.events.some((e) => e.ticketKey === next), 'the event on the socket that still holds');
    expect(other.closed).toBeUndefined();
  });

  it('a global role change closes the socket with 4403, so the client reconnects with its new rights', async () => {
    const user = await member();
    const live = subscribe<TicketChange>(t.url, user.token, 'ticketChanged', TICKET_CHANGED);
    await ticketsFlowing(live);

    await gqlOk(t, 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }', {
      input: { id: user.id, globalRole: 'ADMIN' },
    });
    await expectClosedBeforeNextTicket(live, 4403);
  });

  it('revokeMailApiKey closes the mail key socket of mailEvents with 4401 before the next event', async () => {
    const user = await t.createUser('member');
    const accountId = (
      await gqlOk<{ createMailAccount: { id: string } }>(t, 'mutation { createMailAccount(name: "Live") { id } }', {}, user.token)
    ).createMailAccount.id;
    const minted = await gqlOk<{ createMailApiKey: { apiKey: { id: string }; token: string } }>(
      t,
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { apiKey { id } token } }',
      { input: { accountId, name: 'live', access: 'FULL' } },
      user.token,
    );
    const live = subscribe<{ id: string }>(t.url, minted.createMailApiKey.token, 'mailEvents', 'subscription { mailEvents { id event } }');
    // The relay's publication of a delivery event, on the platform's own bus.
    const relay = async (): Promise<string> => {
      const event: PublishedMailEvent = {
        id: randomUUID(),
        accountId,
        event: 'email.delivered',
        timestamp: new Date().toISOString(),
        data: {},
      };
      await t.app.platform.pubsub.publish(mailEventsChannel(accountId), event);
      return event.id;
    };
    await until(async () => {
      if (live.events.length > 0) return true;
      await relay();
      return live.events.length > 0;
    }, 'the first mail event');

    await gqlOk(t, 'mutation($id: ID!) { revokeMailApiKey(id: $id) { id } }', { id: minted.createMailApiKey.apiKey.id }, user.token);
    const after = await relay();
    await until(() => live.closed !== undefined || live.events.some((e) => e.id === after), 'the close or the next event');
    expect(live.events.filter((e) => e.id === after)).toEqual([]);
    expect(live.closed?.code).toBe(4401);
  });

  it("leaves a socket open when someone else's credential changes", async () => {
    const user = await member();
    const live = subscribe<TicketChange>(t.url, user.token, 'ticketChanged', TICKET_CHANGED);
    await ticketsFlowing(live);
    // Someone else's key revoked: a change notification, re-checked, nothing changed for this socket.
    const other = await t.createUser('member');
    const key = await ownApiKey(other.token);
    await gqlOk(t, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: key.id }, other.token);
    const next = await createTicket('unrelated change');
    await until(() => live.events.some((e) => e.ticketKey === next), 'the event after an unrelated change');
    expect(live.closed).toBeUndefined();
  });
});

// Two processes on one PostgreSQL share LISTEN/NOTIFY pub/sub; PGlite serves one process only.
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onServer('across gateway processes', () => {
  it('a key revoked through this gateway closes its socket on a second gateway process with 4401', async () => {
    const port = await freePort();
    const dataDir = scratchDir('svc-second-gateway-');
    const second = await startProcess(
      'gateway',
      {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: t.app.platform.database.url,
        SVC_DATA_DIR: dataDir,
        SVC_MASTER_KEY: t.app.platform.masterKey.toString('base64'),
        JOBS_ENABLED: 'false',
        MAIL_INBOUND_SMTP_PORT: '0',
        SVC_MCP_PORT: '0',
      },
      /SVC platform ready/,
    );
    let live: LiveSubscription<TicketChange> | undefined;
    try {
      const user = await member();
      const key = await ownApiKey(user.token);
      live = subscribe<TicketChange>(`http://127.0.0.1:${port}`, key.token, 'ticketChanged', TICKET_CHANGED);
      // Tickets are made through the first gateway; their events reach the second through NOTIFY.
      await ticketsFlowing(live);

      await gqlOk(t, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: key.id }, user.token);
      await expectClosedBeforeNextTicket(live, 4401);
    } finally {
      await live?.client.dispose();
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('shutting down with subscribers', () => {
  it('ends open sockets with 1001 and stops, rather than waiting for subscribers to leave', async () => {
    const other = await startTestApp();
    try {
      await gqlOk(other, 'mutation { createProject(input: { key: "RVK", name: "Shutdown" }) { id } }');
      const live = subscribe<TicketChange>(other.url, other.adminToken, 'ticketChanged', TICKET_CHANGED);
      await until(async () => {
        if (live.events.length > 0) return true;
        await gqlOk(other, 'mutation { createTicket(input: { projectKey: "RVK", title: "warm-up" }) { key } }');
        return live.events.length > 0;
      }, 'the first ticket event');
      // Without ending the sockets first, Fastify's close waits on the upgraded connection and this never returns.
      await other.app.close();
      await until(() => live.closed !== undefined, 'the socket to close');
      expect(live.closed?.code).toBe(1001);
    } finally {
      await other.close().catch(() => {});
    }
  });
});
