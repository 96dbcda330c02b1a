import { randomBytes } from 'node:crypto';
import type { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import fc from 'fast-check';
import type { Client } from 'graphql-ws';
import { Agent } from 'undici';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { oauthAccessToken } from '../test/support/oauth.js';
import { recordingClient, type SocketClose } from '../test/support/subscriptions.js';
import { until } from '../test/support/wait.js';
import { createProject, ok, projectKey } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { call, connectMcp, MCP_PROTOCOL_VERSION, mcpRpc } from '../mcp/test-client.js';

/**
 * Issue 31, the property test: random sequences of credential changes (revocation, deactivation, global role, project
 * membership, password, bot owner, and changes to someone else) against one credential that holds an open graphql-ws
 * `ticketChanged` subscription and an MCP session. A model says, after each change, whether the credential still
 * resolves, whether its viewer changed and whether it still reads the project; after each change commits (its mutation
 * answered) one ticket is made in the project, and:
 *
 * - access lost with the credential: the socket closes with 4401 before that ticket's event reaches it, and the next
 *   MCP request is a 401 (the next call on the open session, and a fresh `initialize` with the RFC 6750 challenge);
 * - the viewer changed (global role, or who minted the key stands in a new relation to the bot): the socket closes with
 *   4403 before the event; the MCP session goes on (each call is authorized afresh);
 * - the project no longer readable (membership removed, role lost): the socket stays open and the event never reaches it
 *   (a ticket in a control project the subject always reads, on the same socket, tells when to look), and the MCP tool
 *   answers NOT_FOUND, never the ticket;
 * - access kept: the event arrives, on a socket that stays open, and the MCP tool answers the ticket.
 *
 * Issue 31 asks for "within 1 s" of the commit. That wall-clock figure is not asserted here (tests must not depend on
 * timing; speed is measured in the benches): what is asserted is order, nothing of the project delivered after the
 * change's commit, which is stronger than the 1 s bound wherever it holds.
 *
 * After each probe the channels the model says the credential may hold are (re)opened: a new socket after a 4403, a
 * new subscription to the project once it is readable again, a new MCP session when a key comes back (a key minted for a
 * bot lives again when its minter could mint it again). Without the re-check on credentials-changed in
 * gateway/subscriptions.ts, the per-event membership check of `ticketChanged`, or /mcp's un-caching of checks on a
 * change, the first runs fail.
 *
 * `REVOCATION_RUNS` (per kind of credential) and `REVOCATION_SEED` run more or other sequences; a failure prints
 * fast-check's shrunk sequence.
 */

/** Runs per kind of credential (six kinds). */
const RUNS = Number(process.env.REVOCATION_RUNS ?? 6);
const SEED = process.env.REVOCATION_SEED === undefined ? 31 : Number(process.env.REVOCATION_SEED);
/** Waiting for an event that normally takes milliseconds; short, so a failing run shrinks in reasonable time. */
const WAIT_MS = 5_000;

let t: TestApp;
/** The bootstrap super-admin, who makes every change the subject does not make themselves. */
const admin = () => ({ id: '', token: t.adminToken });
/** Every run's subject is a member of Q for good, and its socket listens to Q too: a Q ticket tells when to look. */
let control: { id: string; key: string };
/** A project the project admin A of each run does not administer (a bot joining it leaves A's authority). */
let elsewhere: { id: string; key: string };

beforeAll(async () => {
  t = await startTestApp();
  control = await createProject(t, admin(), projectKey('RVQ'));
  elsewhere = await createProject(t, admin(), projectKey('RVR'));
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// The model

/**
 * Whose credential is tried: a person's own API key, a person's session (the MCP session then uses the person's own API
 * key, since /mcp takes no session), an AI client's OAuth token as the person, a bot's key minted by its owner, an AI
 * client's OAuth token as the person's agent (the bot), and a bot's key minted by a project admin (A) of all its projects.
 */
type Kind = 'person-key' | 'person-session' | 'person-oauth' | 'bot-owner-key' | 'bot-agent-oauth' | 'bot-admin-key';
const kinds: Kind[] = ['person-key', 'person-session', 'person-oauth', 'bot-owner-key', 'bot-agent-oauth', 'bot-admin-key'];
/** U: the person (the subject, or the bot's first owner); A: someone else, a project admin of P and Q; B: the bot. */
type Who = 'U' | 'A' | 'B';
type Person = 'U' | 'A';
type GlobalRole = 'MEMBER' | 'ADMIN' | 'SUPER_ADMIN';
type ProjectRole = 'ADMIN' | 'MEMBER' | 'VIEWER';
/** P: the project under test (its tickets are the probes); Q: the control project; R: `elsewhere`. */
type ProjectName = 'P' | 'Q' | 'R';

interface Model {
  kind: Kind;
  active: Record<Who, boolean>;
  /** Global roles (a bot is always a member). */
  role: Record<Person, GlobalRole>;
  botOwner: Person;
  members: Record<Who, Partial<Record<ProjectName, ProjectRole>>>;
  /** The credential itself revoked: revokeApiKey, logout, or the OAuth grant revoked (RFC 7009, the refresh token). */
  revoked: boolean;
  /** U changed their password: U's other sessions and every OAuth grant U gave ended. */
  signInsEnded: boolean;
  /** The bot changed owner away from U: U's OAuth delegations to it ended ("at once", docs/permissions.md). */
  delegationEnded: boolean;
  /** What should be open now: the socket (with the viewer it opened as, and whether its P subscription is live) and MCP. */
  socket: { open: boolean; viewer: string; pLive: boolean };
  mcpOpen: boolean;
}

const isBot = (m: Readonly<Model>): boolean => m.kind.startsWith('bot-');
const subject = (m: Readonly<Model>): Who => (isBot(m) ? 'B' : 'U');
const workspaceAdmin = (role: GlobalRole): boolean => role !== 'MEMBER';
const globalRoleOf = (m: Readonly<Model>, who: Who): GlobalRole => (who === 'B' ? 'MEMBER' : m.role[who]);
/** Who minted the key under test for the bot (its owner U, or the project admin A); none for the other kinds. */
const minterOf = (m: Readonly<Model>): Person | undefined =>
  m.kind === 'bot-owner-key' ? 'U' : m.kind === 'bot-admin-key' ? 'A' : undefined;

/** docs/permissions.md: a key minted for the bot by someone else lives only while its minter could still mint it. */
function couldMintForBot(m: Readonly<Model>, minter: Person): boolean {
  if (!m.active[minter]) return false;
  if (m.botOwner === minter || m.role[minter] === 'SUPER_ADMIN') return true;
  const projects = Object.keys(m.members.B) as ProjectName[];
  return projects.length > 0 && projects.every((p) => workspaceAdmin(m.role[minter]) || m.members[minter][p] === 'ADMIN');
}

/** Whether the bot authenticates at all: it and its owner active. */
const botActive = (m: Readonly<Model>): boolean => m.active.B && m.active[m.botOwner];

/** Whether the credential of the subscription resolves. */
function subscriptionResolves(m: Readonly<Model>): boolean {
  if (m.revoked) return false;
  switch (m.kind) {
    case 'person-key':
      return m.active.U;
    case 'person-session':
    case 'person-oauth':
      return m.active.U && !m.signInsEnded;
    case 'bot-owner-key':
    case 'bot-admin-key':
      return botActive(m) && couldMintForBot(m, minterOf(m)!);
    case 'bot-agent-oauth':
      return m.active.U && m.active.B && m.botOwner === 'U' && !m.signInsEnded && !m.delegationEnded;
  }
}

/** Whether the credential of the MCP session resolves (the person's own key for a session, which /mcp does not take). */
const mcpResolves = (m: Readonly<Model>): boolean => (m.kind === 'person-session' ? m.active.U : subscriptionResolves(m));

/** What of the viewer a change can alter: the subject's global role, and `mintedBy` (someone other than the bot's owner). */
function viewerOf(m: Readonly<Model>): string {
  const minter = minterOf(m);
  return `${globalRoleOf(m, subject(m))}/${minter && minter !== m.botOwner ? `minted by ${minter}` : 'own'}`;
}

/** Whether the subject reads P: a member in any role, or a workspace admin. */
const readsP = (m: Readonly<Model>): boolean => workspaceAdmin(globalRoleOf(m, subject(m))) || m.members[subject(m)].P !== undefined;

// ---------------------------------------------------------------------------------------------------------------
// The real system

interface Account {
  id: string;
  email: string;
  password: string;
  /** A session of the account's own, for what they do themselves (minting, changing their password). */
  home: string;
}

interface Stream {
  keys: string[];
  errors: unknown[];
  ended: boolean;
}

interface LiveSocket {
  client: Client;
  closed?: SocketClose;
  q: Stream;
  p?: Stream;
}

interface Real {
  ids: Record<Who, string>;
  people: Record<Person, Account>;
  project: { id: string; key: string };
  /** The credential under test, with what revokes it. */
  credential: { token: string; keyId?: string; refreshToken?: string; clientId?: string; address?: string };
  /** The MCP session's credential: the same one, but for a session (the person's own key). */
  mcpToken: string;
  socket?: LiveSocket;
  sockets: LiveSocket[];
  mcp?: McpClient;
  mcpClients: McpClient[];
  /** Tickets made while the subject could not read them: they must never reach any socket of the run. */
  forbidden: Set<string>;
  step: number;
}

const projectIdOf = (r: Real, project: ProjectName): string =>
  project === 'P' ? r.project.id : project === 'Q' ? control.id : elsewhere.id;

const TICKET_CHANGED = 'subscription($projectKey: String!) { ticketChanged(projectKey: $projectKey) { type ticketKey } }';

/** A socket signed in with `token` (recording how the server closes it), listening to the control project. */
function openSocket(token: string): LiveSocket {
  const socket = {} as LiveSocket;
  socket.client = recordingClient(t.url, token, { closed: (close) => void (socket.closed ??= close) });
  socket.q = listen(socket, control.key);
  return socket;
}

function listen(socket: LiveSocket, key: string): Stream {
  const stream: Stream = { keys: [], errors: [], ended: false };
  socket.client.subscribe<{ ticketChanged: { ticketKey: string } }>(
    { query: TICKET_CHANGED, variables: { projectKey: key } },
    {
      next: (result) => {
        if (result.errors) stream.errors.push(...result.errors);
        if (result.data?.ticketChanged) stream.keys.push(result.data.ticketChanged.ticketKey);
      },
      error: (error) => {
        stream.errors.push(error);
        stream.ended = true;
      },
      complete: () => void (stream.ended = true),
    },
  );
  return stream;
}

/** The `extensions.code` of a stream's GraphQL errors. */
const errorCodes = (stream: Stream): unknown[] =>
  stream.errors
    .flatMap((error) => (Array.isArray(error) ? (error as unknown[]) : [error]))
    .map((error) => (error as { extensions?: { code?: unknown } } | undefined)?.extensions?.code);

async function ticketIn(projectId: string, title: string): Promise<string> {
  const data = await ok<{ createTicket: { key: string } }>(
    t,
    'mutation($input: CreateTicketInput!) { createTicket(input: $input) { key } }',
    { input: { projectId, title } },
    t.adminToken,
  );
  return data.createTicket.key;
}

/** Subscriptions reach the subgraph asynchronously: tickets until the first event arrives (or the socket closes). */
async function flowing(socket: LiveSocket, stream: Stream, projectId: string, what: string): Promise<void> {
  await until(
    async () => {
      if (stream.keys.length > 0 || socket.closed || stream.ended) return true;
      await ticketIn(projectId, 'warm-up');
      return stream.keys.length > 0;
    },
    what,
    WAIT_MS,
  );
  expect({ what, closed: socket.closed, ended: stream.ended, errors: stream.errors }).toEqual({
    what,
    closed: undefined,
    ended: false,
    errors: [],
  });
}

let addressSeq = 1;
/** A loopback address of its own (127.0.x.y, not 127.0.0.1) for one run's AI client. */
const nextAddress = (): string => {
  addressSeq += 1;
  return `127.0.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
};

/**
 * Runs `requests` (fetches) from `address`. The OAuth endpoints are rate-limited per client address (the MCP SDK's
 * defaults, e.g. 20 registrations an hour): each run's AI client registers, consents, exchanges and revokes from its own
 * address, so that many runs, and fast-check's shrinking, stay within them as many separate clients would.
 */
async function fromAddress<T>(address: string, requests: () => Promise<T>): Promise<T> {
  const agent = new Agent({ localAddress: address });
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => original(input, { ...init, dispatcher: agent } as RequestInit);
  try {
    return await requests();
  } finally {
    globalThis.fetch = original;
    await agent.close();
  }
}

let accountSeq = 0;
async function account(): Promise<Account> {
  accountSeq += 1;
  const email = `revocation-${accountSeq}-${randomBytes(3).toString('hex')}@example.test`;
  const password = `password-${randomBytes(8).toString('hex')}`;
  const { createUser } = await ok<{ createUser: { id: string } }>(
    t,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, displayName: `Revocation ${accountSeq}`, password, globalRole: 'MEMBER' } },
    t.adminToken,
  );
  return { id: createUser.id, email, password, home: await login(email, password) };
}

async function login(email: string, password: string): Promise<string> {
  const { login } = await ok<{ login: { token: string } }>(
    t,
    'mutation($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email, password } },
    '',
  );
  return login.token;
}

async function mintKey(by: string, userId?: string): Promise<{ id: string; token: string }> {
  const { createApiKey } = await ok<{ createApiKey: { apiKey: { id: string }; token: string } }>(
    t,
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { apiKey { id } token } }',
    { input: { name: 'revocation property', scopes: ['mcp:use'], ...(userId ? { userId } : {}) } },
    by,
  );
  return { id: createApiKey.apiKey.id, token: createApiKey.token };
}

async function setMembership(r: Real, userId: string, project: ProjectName, from: ProjectRole | undefined, to: ProjectRole | null) {
  const projectId = projectIdOf(r, project);
  if (to === null) {
    await ok(
      t,
      'mutation($input: RemoveProjectMemberInput!) { removeProjectMember(input: $input) }',
      { input: { projectId, userId } },
      t.adminToken,
    );
  } else {
    const field = from === undefined ? 'addProjectMember' : 'updateProjectMember';
    await ok(
      t,
      `mutation($input: ProjectMemberInput!) { ${field}(input: $input) { role } }`,
      { input: { projectId, userId, role: to } },
      t.adminToken,
    );
  }
}

/** Opens what the model says the credential can hold open: a socket on Q and P, an MCP session. */
async function reopen(m: Model, r: Real): Promise<void> {
  const what = `step ${r.step}: reopening`;
  if (!m.socket.open && subscriptionResolves(m)) {
    const socket = openSocket(r.credential.token);
    r.sockets.push(socket);
    r.socket = socket;
    await flowing(socket, socket.q, control.id, `${what}: the control project's first event`);
    m.socket = { open: true, viewer: viewerOf(m), pLive: false };
  }
  if (m.socket.open && !m.socket.pLive) {
    const socket = r.socket!;
    socket.p = listen(socket, r.project.key);
    if (readsP(m)) {
      await flowing(socket, socket.p, r.project.id, `${what}: the project's first event`);
      m.socket.pLive = true;
    } else {
      // Subscribing to a project one cannot read is NOT_FOUND; the socket stays.
      await until(() => socket.p!.ended || socket.closed !== undefined, `${what}: the refusal of the project`, WAIT_MS);
      expect({ what, codes: errorCodes(socket.p), closed: socket.closed }).toEqual({ what, codes: ['NOT_FOUND'], closed: undefined });
    }
  }
  await mcpSession(m, r);
}

/** An MCP session with the credential, when the model says it resolves and none is open (at the start, or once again). */
async function mcpSession(m: Model, r: Real): Promise<void> {
  if (m.mcpOpen || !mcpResolves(m)) return;
  r.mcp = await connectMcp(t, r.mcpToken);
  r.mcpClients.push(r.mcp);
  m.mcpOpen = true;
}

/**
 * After a change committed: one ticket in P, then what the socket and the MCP session must (not) deliver of it, as the
 * model says; then the channels the credential may still hold are reopened.
 */
async function probe(m: Model, r: Real, change: string): Promise<void> {
  r.step += 1;
  const what = `step ${r.step} (${change})`;
  const ticket = await ticketIn(r.project.id, `after ${change}`);
  const lost = !subscriptionResolves(m) || !readsP(m);
  if (lost) r.forbidden.add(ticket);

  if (m.socket.open) {
    const socket = r.socket!;
    const expectedClose = !subscriptionResolves(m) ? 4401 : viewerOf(m) !== m.socket.viewer ? 4403 : undefined;
    const delivers = expectedClose === undefined && m.socket.pLive && readsP(m);
    const delivered = () => socket.p?.keys.includes(ticket) === true;
    if (expectedClose !== undefined || delivers) {
      // Whichever comes first: the close or the ticket's event.
      await until(() => socket.closed !== undefined || delivered(), `${what}: the close or the event`, WAIT_MS);
      expect({ what, delivered: delivered(), close: socket.closed?.code }).toEqual({ what, delivered: delivers, close: expectedClose });
    } else {
      // Open but the project out of reach: a ticket of the control project, made after, tells when to look. The two
      // subscriptions are served side by side, so this alone could look a moment early: the ticket stays `forbidden`,
      // checked again after every later event of this subscription and after the run's final drain, which come after it.
      const sentinel = await ticketIn(control.id, `control after ${change}`);
      await until(
        () => socket.closed !== undefined || delivered() || socket.q.keys.includes(sentinel),
        `${what}: the control event`,
        WAIT_MS,
      );
      expect({ what, delivered: delivered(), close: socket.closed?.code, control: socket.q.keys.includes(sentinel) }).toEqual({
        what,
        delivered: false,
        close: undefined,
        control: true,
      });
    }
    if (expectedClose !== undefined) m.socket = { open: false, viewer: '', pLive: false };
  } else if (!subscriptionResolves(m)) {
    // No socket: a new one with the credential is closed at connection_init with 4401, before any event.
    const refused = openSocket(r.credential.token);
    r.sockets.push(refused);
    refused.p = listen(refused, r.project.key);
    // Control tickets until it closes: a socket that was let in gets one, and the assertion below says so.
    const refusedOrServed = () => refused.closed !== undefined || refused.q.keys.length > 0;
    await until(
      async () => {
        if (refusedOrServed()) return true;
        await ticketIn(control.id, `to a new socket after ${change}`);
        return refusedOrServed();
      },
      `${what}: the close of a new socket or its first event`,
      WAIT_MS,
    );
    expect({ what, close: refused.closed?.code, events: [...refused.q.keys, ...refused.p.keys] }).toEqual({
      what,
      close: 4401,
      events: [],
    });
  }

  if (mcpResolves(m)) {
    await mcpSession(m, r);
    const answer = await call(r.mcp!, 'svc_get_ticket', { key: ticket });
    if (readsP(m)) expect({ what, answer }).toMatchObject({ what, answer: { isError: false, value: { key: ticket } } });
    else {
      expect({ what, answer }).toEqual({
        what,
        answer: { isError: true, value: { error: { code: 'NOT_FOUND', message: expect.any(String) } } },
      });
    }
  } else {
    if (m.mcpOpen) {
      // The open session's next call is a 401 (the SDK client rejects it), never a tool result.
      let refusal: unknown;
      const answer = await r.mcp!.callTool({ name: 'svc_get_ticket', arguments: { key: ticket } }).catch((error: unknown) => {
        refusal = error;
        return undefined;
      });
      expect({ what, answer, refusal }).toMatchObject({ what, answer: undefined, refusal: { code: 401 } });
      m.mcpOpen = false;
      await r.mcp!.close().catch(() => undefined);
      r.mcp = undefined;
    }
    // And any new request with it: 401 with the RFC 6750 challenge.
    const fresh = await mcpRpc(`${t.url}/mcp`, r.mcpToken, 'initialize', {
      protocolVersion: MCP_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'revocation-property', version: '1.0.0' },
    });
    await fresh.text();
    expect({ what, status: fresh.status, challenge: fresh.headers.get('www-authenticate') }).toEqual({
      what,
      status: 401,
      challenge: expect.stringMatching(
        /^Bearer error="invalid_token", .*resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/mcp"$/,
      ),
    });
  }

  // Nothing made while out of reach ever arrived, on any socket of the run (an event still on its way would have come
  // before the one just awaited on the same subscription).
  const leaked = r.sockets.flatMap((socket) => (socket.p?.keys ?? []).filter((key) => r.forbidden.has(key)));
  expect({ what, leaked }).toEqual({ what, leaked: [] });

  await reopen(m, r);
}

// ---------------------------------------------------------------------------------------------------------------
// The commands: each makes one change through the API as its author would, updates the model, and probes.

type Command = fc.AsyncCommand<Model, Real>;

/** Mints another key for the subject (by the person, or the bot's owner): nothing changes. */
class MintAnotherKey implements Command {
  check = (m: Readonly<Model>) => m.active[subject(m)] && m.active[isBot(m) ? m.botOwner : 'U'];
  async run(m: Model, r: Real) {
    const by = r.people[isBot(m) ? m.botOwner : 'U'].home;
    await mintKey(by, isBot(m) ? r.ids.B : undefined);
    await probe(m, r, this.toString());
  }
  toString = () => 'mint another key';
}

/** Revokes the credential under test: revokeApiKey, logout, or the OAuth grant (RFC 7009 with the refresh token). */
class RevokeCredential implements Command {
  check = (m: Readonly<Model>) => !m.revoked && (m.kind !== 'person-session' || subscriptionResolves(m));
  async run(m: Model, r: Real) {
    const { token, keyId, refreshToken, clientId, address } = r.credential;
    if (keyId) await ok(t, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: keyId }, t.adminToken);
    else if (refreshToken) {
      const revoked = await fromAddress(address!, () =>
        fetch(`${t.url}/revoke`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: refreshToken, client_id: clientId! }),
        }),
      );
      expect(revoked.status).toBe(200);
    } else await ok(t, 'mutation { logout }', {}, token);
    m.revoked = true;
    await probe(m, r, this.toString());
  }
  toString = () => 'revoke the credential';
}

class Deactivate implements Command {
  constructor(private readonly who: Who) {}
  check = (m: Readonly<Model>) => m.active[this.who] && (this.who !== 'B' || isBot(m));
  async run(m: Model, r: Real) {
    await ok(t, 'mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: r.ids[this.who] }, t.adminToken);
    m.active[this.who] = false;
    await probe(m, r, this.toString());
  }
  toString = () => `deactivate ${this.who}`;
}

class SetGlobalRole implements Command {
  constructor(
    private readonly who: Person,
    private readonly role: GlobalRole,
  ) {}
  check = (m: Readonly<Model>) => m.active[this.who];
  async run(m: Model, r: Real) {
    await ok(
      t,
      'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }',
      {
        input: { id: r.ids[this.who], globalRole: this.role },
      },
      t.adminToken,
    );
    m.role[this.who] = this.role;
    await probe(m, r, this.toString());
  }
  toString = () => `global role of ${this.who} := ${this.role}`;
}

/** Adds, changes or removes a project membership of the subject (S) or of A; the subject stays in Q for good. */
class SetMembership implements Command {
  constructor(
    private readonly who: 'S' | 'A',
    private readonly project: ProjectName,
    private readonly role: ProjectRole | null,
  ) {}
  private target = (m: Readonly<Model>): Who => (this.who === 'S' ? subject(m) : 'A');
  check = (m: Readonly<Model>) =>
    !(this.who === 'S' && this.project === 'Q') &&
    m.active[this.target(m)] &&
    (m.members[this.target(m)][this.project] ?? null) !== this.role;
  async run(m: Model, r: Real) {
    const target = this.target(m);
    await setMembership(r, r.ids[target], this.project, m.members[target][this.project], this.role);
    if (this.role === null) delete m.members[target][this.project];
    else m.members[target][this.project] = this.role;
    await probe(m, r, this.toString());
  }
  toString = () => `${this.who === 'S' ? 'subject' : 'A'} in ${this.project} := ${this.role ?? 'none'}`;
}

/** A person changes their own password (with the current one): their other sessions and OAuth grants end, keys stay. */
class ChangePassword implements Command {
  constructor(private readonly who: Person) {}
  check = (m: Readonly<Model>) => m.active[this.who];
  async run(m: Model, r: Real) {
    const person = r.people[this.who];
    const password = `password-${randomBytes(8).toString('hex')}`;
    await ok(
      t,
      'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }',
      {
        input: { id: person.id, password, currentPassword: person.password },
      },
      person.home,
    );
    person.password = password;
    if (this.who === 'U') m.signInsEnded = true;
    await probe(m, r, this.toString());
  }
  toString = () => `${this.who} changes their password`;
}

/** The bot given to the other person (by a super-admin). */
class ReownBot implements Command {
  check = (m: Readonly<Model>) => isBot(m) && m.active.B && m.active[m.botOwner === 'U' ? 'A' : 'U'];
  async run(m: Model, r: Real) {
    const to: Person = m.botOwner === 'U' ? 'A' : 'U';
    await ok(
      t,
      'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }',
      {
        input: { id: r.ids.B, ownerId: r.ids[to] },
      },
      t.adminToken,
    );
    if (m.botOwner === 'U') m.delegationEnded = true;
    m.botOwner = to;
    await probe(m, r, this.toString());
  }
  toString = () => 'the bot changes owner';
}

/** Someone else's key minted and revoked: a credentials-changed notification that concerns nobody here. */
class RevokeSomeoneElsesKey implements Command {
  check = (m: Readonly<Model>) => m.active.A;
  async run(m: Model, r: Real) {
    const key = await mintKey(r.people.A.home);
    await ok(t, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: key.id }, r.people.A.home);
    await probe(m, r, this.toString());
  }
  toString = () => "A's own key revoked";
}

/** The subject's membership of P, which decides what it reads: lost more often than given. */
const subjectInP = fc
  .constantFrom<ProjectRole | null>(null, null, 'MEMBER', 'VIEWER', 'ADMIN')
  .map((role) => new SetMembership('S', 'P', role));
const subjectInR = fc.constantFrom<ProjectRole | null>('MEMBER', null).map((role) => new SetMembership('S', 'R', role));
const someoneElsesMembership = fc
  .tuple(fc.constantFrom<ProjectName>('P', 'Q', 'R'), fc.constantFrom<ProjectRole | null>('ADMIN', 'MEMBER', 'VIEWER', null))
  .map(([project, role]) => new SetMembership('A', project, role));
const roleChange = fc
  .tuple(fc.constantFrom<Person>('U', 'A'), fc.constantFrom<GlobalRole>('MEMBER', 'ADMIN', 'SUPER_ADMIN'))
  .map(([who, role]) => new SetGlobalRole(who, role));

/**
 * A sequence of 3 to 12 changes (fast-check shrinks a failing one by dropping and simplifying them; a change its model
 * state does not allow is skipped). Changes that end the credential for good come less often than those that come and
 * go, so that sequences go on after them.
 */
const commands = fc.array(
  fc.oneof(
    fc.constant(new MintAnotherKey()),
    fc.constant(new RevokeCredential()),
    fc.constantFrom<Who>('U', 'A', 'B').map((who) => new Deactivate(who)),
    roleChange,
    roleChange,
    subjectInP,
    subjectInP,
    subjectInP,
    subjectInR,
    someoneElsesMembership,
    someoneElsesMembership,
    fc.constantFrom<Person>('U', 'A').map((who) => new ChangePassword(who)),
    fc.constant(new ReownBot()),
    fc.constant(new ReownBot()),
    fc.constant(new RevokeSomeoneElsesKey()),
  ),
  { minLength: 3, maxLength: 12, size: 'max' },
);

// ---------------------------------------------------------------------------------------------------------------
// One run's world

async function setup(kind: Kind, initialP: ProjectRole | null): Promise<{ model: Model; real: Real }> {
  const [U, A] = [await account(), await account()];
  const project = await createProject(t, admin(), projectKey('RVP'));
  const bot = kind.startsWith('bot-')
    ? (await ok<{ createBot: { id: string } }>(t, 'mutation { createBot(input: { displayName: "Revocation bot" }) { id } }', {}, U.home))
        .createBot.id
    : '';
  const subjectId = bot || U.id;
  const model: Model = {
    kind,
    active: { U: true, A: true, B: bot !== '' },
    role: { U: 'MEMBER', A: 'MEMBER' },
    botOwner: 'U',
    members: { U: {}, A: { P: 'ADMIN', Q: 'ADMIN' }, B: {} },
    revoked: false,
    signInsEnded: false,
    delegationEnded: false,
    socket: { open: false, viewer: '', pLive: false },
    mcpOpen: false,
  };
  const real: Real = {
    ids: { U: U.id, A: A.id, B: bot },
    people: { U, A },
    project,
    credential: { token: '' },
    mcpToken: '',
    sockets: [],
    mcpClients: [],
    forbidden: new Set(),
    step: 0,
  };
  await setMembership(real, A.id, 'P', undefined, 'ADMIN');
  await setMembership(real, A.id, 'Q', undefined, 'ADMIN');
  await setMembership(real, subjectId, 'Q', undefined, 'MEMBER');
  model.members[subject(model)].Q = 'MEMBER';
  if (initialP) {
    await setMembership(real, subjectId, 'P', undefined, initialP);
    model.members[subject(model)].P = initialP;
  }
  switch (kind) {
    case 'person-key': {
      const key = await mintKey(U.home);
      real.credential = { token: key.token, keyId: key.id };
      break;
    }
    case 'person-session':
      real.credential = { token: await login(U.email, U.password) };
      real.mcpToken = (await mintKey(U.home)).token;
      break;
    case 'person-oauth':
    case 'bot-agent-oauth': {
      const address = nextAddress();
      const granted = await fromAddress(address, () => oauthAccessToken(t.url, U, kind === 'bot-agent-oauth' ? bot : undefined));
      real.credential = { token: granted.accessToken, refreshToken: granted.refreshToken, clientId: granted.clientId, address };
      break;
    }
    case 'bot-owner-key':
    case 'bot-admin-key': {
      const key = await mintKey(kind === 'bot-owner-key' ? U.home : A.home, bot);
      real.credential = { token: key.token, keyId: key.id };
      break;
    }
  }
  real.mcpToken ||= real.credential.token;
  await reopen(model, real);
  expect({ socket: model.socket.open, mcp: model.mcpOpen }).toEqual({ socket: true, mcp: true });
  return { model, real };
}

async function teardown(r: Real): Promise<void> {
  for (const socket of r.sockets) await socket.client.dispose();
  for (const client of r.mcpClients) await client.close().catch(() => undefined);
}

/** One sequence of changes against a fresh world of `kind`, each change probed as it commits; the world is then closed. */
async function runSequence(kind: Kind, initialP: ProjectRole | null, sequence: Iterable<Command>): Promise<void> {
  let world: { model: Model; real: Real } | undefined;
  try {
    await fc.asyncModelRun(async () => (world = await setup(kind, initialP)), sequence);
    const { model, real } = world!;
    // The tail: a ticket made out of reach may still be on its way. Giving the project back (when that keeps the
    // credential) makes one more ticket arrive on the same subscription, after which nothing earlier can.
    const drain = new SetMembership('S', 'P', 'MEMBER');
    if (model.socket.open && model.socket.pLive && !readsP(model) && drain.check(model)) await drain.run(model, real);
  } finally {
    if (world) await teardown(world.real);
  }
}

describe('revocation reaches live channels (issue 31, property)', () => {
  it.each(kinds.map((kind, index) => [kind, index] as const))(
    '%s: after any sequence of credential changes, nothing of the project reaches a subscription or an MCP session that lost it',
    async (kind, index) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom<ProjectRole | null>('MEMBER', 'VIEWER', 'ADMIN', null), commands, (initialP, sequence) =>
          runSequence(kind, initialP, sequence),
        ),
        { numRuns: RUNS, seed: SEED + index, interruptAfterTimeLimit: 4 * 60_000 },
      );
    },
    5 * 60_000,
  );

  /**
   * Sequences fast-check found, kept as examples. The bot given to someone else and back: a key its owner minted lives
   * again (its minter can mint it again: "until that is no longer so", docs/permissions.md), while an AI client's
   * delegation from the first owner has ended ("the previous owner's OAuth delegations to it end at once") and must stay
   * ended: no socket, no MCP session with that token afterwards.
   */
  it.each(['bot-owner-key', 'bot-agent-oauth', 'bot-admin-key'] as const)('%s: the bot changes owner and back', (kind) =>
    runSequence(kind, 'MEMBER', [new ReownBot(), new ReownBot()]),
  );
});
