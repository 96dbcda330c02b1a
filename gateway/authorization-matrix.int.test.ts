import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../core/paths.js';
import { ADMIN_PASSWORD, appSql, startTestApp, type GraphQLResponse, type TestApp } from '../test/support/app.js';
import {
  MATRIX_ACTIONS,
  MATRIX_ACTORS,
  parseAuthorizationMatrix,
  type MatrixAction,
  type MatrixActor,
  type MatrixCell,
} from '../test/support/authorization-matrix.js';
import { oauthAccessToken } from '../test/support/oauth.js';
import { createClient, type Client as SocketClient } from 'graphql-ws';
import WebSocket from 'ws';
import { mailEventsChannel, type PublishedMailEvent } from '../subgraphs/mail/outbox/event-relay.js';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { consentAs } from '../test/support/consent.js';
import { call, connectMcp } from '../mcp/test-client.js';
import { newId } from '../core/ids.js';
import { presetSharing } from '../subgraphs/federation/pairs/sharing.js';

/**
 * Issue 31's authorization matrix: actors x surfaces x actions, each cell's expected answer read from
 * docs/authorization-matrix.md (the world it describes is built once, below). One `it` per cell.
 */

const SURFACES = ['GraphQL over HTTP', 'graphql-ws', '/api', '/v1', '/integrations/orchestrator', '/mcp over HTTP', 'stdio MCP'] as const;
type Surface = (typeof SURFACES)[number];

const cells = parseAuthorizationMatrix(readFileSync(path.join(repoRoot(), 'docs', 'authorization-matrix.md'), 'utf8'), SURFACES);

/** What the platform answered, as a cell of the table; `detail` says more when it is not the expected one. */
interface Answer {
  outcome: string;
  detail?: unknown;
}

/** An actor of the matrix as the test holds it. */
interface Holder {
  /** The bearer credential used on every surface. */
  credential: string;
  /** The user it acts as (the mail key: its account's owner). */
  userId: string;
  /** The person's current password (bots: none). */
  password?: string;
  /** The actor's own mail account (the mail key: its account). */
  mailAccountId: string;
  /** A mail key names no account: its own is implied. */
  mailKey?: boolean;
  /** An OAuth token: who consented, and as whom (stdio MCP signs in through the consent page for a grant of its own). */
  oauth?: { email: string; password: string; actingAs?: string };
}

interface World {
  project: { id: string; key: string };
  privateTicket: { id: string; key: string };
  otherProject: { id: string; key: string };
  otherTicket: { id: string; key: string };
  joiner: string;
  /** The link of the project pair on `P`. */
  pairLinkId: string;
  /** The project admin's credential, to take the joiner out of the project again. */
  projectAdminCredential: string;
  actors: Record<MatrixActor, Holder>;
}

let t: TestApp;
let world: World;

const CODES: Record<string, string> = { UNAUTHENTICATED: '401', FORBIDDEN: '403', NOT_FOUND: '404' };

async function gql<T>(query: string, variables: Record<string, unknown>, credential: string): Promise<T> {
  const response = await t.gql<T>(query, variables, credential);
  if (response.errors?.length || !response.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(response.errors)}`);
  return response.data;
}

const login = async (email: string, password: string): Promise<string> =>
  (
    await gql<{ login: { token: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email, password } },
      '',
    )
  ).login.token;

const CREATE_KEY = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token apiKey { id } } }';

/** An API key with `mcp:use` for `userId` (default: the credential's own user), minted with `credential`. */
async function mintKey(credential: string, input: { userId?: string; expiresAt?: string } = {}): Promise<{ token: string; id: string }> {
  const { createApiKey } = await gql<{ createApiKey: { token: string; apiKey: { id: string } } }>(
    CREATE_KEY,
    { input: { name: 'matrix actor', scopes: ['mcp:use'], ...input } },
    credential,
  );
  return { token: createApiKey.token, id: createApiKey.apiKey.id };
}

interface Person {
  id: string;
  email: string;
  password: string;
  session: string;
}

async function person(label: string, globalRole: 'MEMBER' | 'ADMIN' = 'MEMBER'): Promise<Person> {
  const email = `matrix-${label}-${randomBytes(3).toString('hex')}@example.test`;
  const password = `password-${randomBytes(8).toString('hex')}`;
  const { createUser } = await gql<{ createUser: { id: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, displayName: `Matrix ${label}`, password, globalRole } },
    t.adminToken,
  );
  return { id: createUser.id, email, password, session: await login(email, password) };
}

const createProject = async (credential: string, prefix: string) =>
  (
    await gql<{ createProject: { id: string; key: string } }>(
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
      { input: { key: `${prefix}${randomBytes(2).toString('hex').toUpperCase()}`, name: `Matrix ${prefix}` } },
      credential,
    )
  ).createProject;

const createTicket = async (credential: string, input: Record<string, unknown>) =>
  (
    await gql<{ createTicket: { id: string; key: string } }>(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id key } }',
      { input },
      credential,
    )
  ).createTicket;

const createBot = async (ownerCredential: string, name: string) =>
  (
    await gql<{ createBot: { id: string } }>(
      'mutation($name: String!) { createBot(input: { displayName: $name }) { id } }',
      { name },
      ownerCredential,
    )
  ).createBot.id;

const addMember = (credential: string, projectId: string, userId: string, role: 'MEMBER' | 'VIEWER') =>
  gql(
    'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }',
    { input: { projectId, userId, role } },
    credential,
  );

const createMailAccount = async (credential: string) =>
  (await gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Matrix") { id } }', {}, credential))
    .createMailAccount.id;

/** Every promise of a record, settled into a record of their values. */
async function allOf<T extends Record<string, Promise<unknown>>>(promises: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(promises).map(async ([name, promise]) => [name, await promise] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/**
 * `P` shared with a partner instance, as an accepted invite leaves it: a real link, and the pair's row written beside it (making
 * it through an invite needs a second instance; listing the pair's conflicts needs none).
 */
async function pairProject(projectId: string, ownerId: string): Promise<string> {
  const { createFederationLink } = await gql<{ createFederationLink: { link: { id: string } } }>(
    'mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { link { id } } }',
    { input: { name: 'Matrix partner', remoteUrl: 'https://partner.invalid', direction: 'BIDIRECTIONAL', projectFilter: [projectId] } },
    t.adminToken,
  );
  await appSql(t, `update federation.links set sharing = $2 where id = $1`, [
    createFederationLink.link.id,
    JSON.stringify(presetSharing('comments')),
  ]);
  await appSql(
    t,
    `insert into federation.project_pairs (id, link_id, project_id, role, partner_name, partner_url, created_by_id, created_at, updated_at)
     values ($1, $2, $3, 'sharing', 'partner.invalid', 'https://partner.invalid', $4, now(), now())`,
    [newId(), createFederationLink.link.id, projectId, ownerId],
  );
  return createFederationLink.link.id;
}

/** The world of docs/authorization-matrix.md, "The world". */
async function buildWorld(): Promise<World> {
  const superAdmin = { id: (await gql<{ me: { id: string } }>('{ me { id } }', {}, t.adminToken)).me.id, password: ADMIN_PASSWORD };
  const people = await allOf({
    admin: person('admin', 'ADMIN'),
    projectAdmin: person('project-admin'),
    member: person('member'),
    viewer: person('viewer'),
    outsider: person('outsider'),
    botOwner: person('bot-owner'),
    oauthPerson: person('oauth'),
    deactivated: person('deactivated'),
    reporter: person('reporter'),
    stranger: person('stranger'),
    joiner: person('joiner'),
  });
  const ownKey = async (session: string) => (await mintKey(session)).token;
  const keys = await allOf({
    superAdmin: ownKey(t.adminToken),
    admin: ownKey(people.admin.session),
    projectAdmin: ownKey(people.projectAdmin.session),
    member: ownKey(people.member.session),
    viewer: ownKey(people.viewer.session),
    outsider: ownKey(people.outsider.session),
    botOwner: ownKey(people.botOwner.session),
    oauthPerson: ownKey(people.oauthPerson.session),
    deactivated: ownKey(people.deactivated.session),
  });

  const project = await createProject(keys.projectAdmin, 'MX');
  const otherProject = await createProject(people.stranger.session, 'MQ');
  const otherTicket = await createTicket(people.stranger.session, { projectId: otherProject.id, title: 'Another project’s ticket' });
  const bots = await allOf({
    bot: createBot(keys.botOwner, 'Matrix bot'),
    mintedBot: createBot(keys.botOwner, 'Matrix minted bot'),
    agent: createBot(keys.oauthPerson, 'Matrix agent'),
  });
  const members: Array<[string, 'MEMBER' | 'VIEWER']> = [
    [people.member.id, 'MEMBER'],
    [people.viewer.id, 'VIEWER'],
    [people.botOwner.id, 'MEMBER'],
    [people.oauthPerson.id, 'MEMBER'],
    [people.deactivated.id, 'MEMBER'],
    [people.reporter.id, 'MEMBER'],
    [bots.bot, 'MEMBER'],
    [bots.mintedBot, 'MEMBER'],
    [bots.agent, 'MEMBER'],
  ];
  for (const [userId, role] of members) await addMember(keys.projectAdmin, project.id, userId, role);
  const pairLinkId = await pairProject(project.id, people.projectAdmin.id);
  const botKey = (await mintKey(keys.botOwner, { userId: bots.bot })).token;
  const mintedBotKey = (await mintKey(keys.projectAdmin, { userId: bots.mintedBot })).token;
  const privateTicket = await createTicket(people.reporter.session, {
    projectId: project.id,
    title: 'Private',
    private: true,
    accessUserIds: [people.member.id, people.viewer.id, bots.bot, people.oauthPerson.id],
  });
  const oauthSelf = (await oauthAccessToken(t.url, people.oauthPerson)).accessToken;
  const oauthAgent = (await oauthAccessToken(t.url, people.oauthPerson, bots.agent)).accessToken;

  // The mail service does not take OAuth tokens: the agent's account comes from a key its owner minted for it.
  const agentKey = await mintKey(keys.oauthPerson, { userId: bots.agent });
  const mail = await allOf({
    superAdmin: createMailAccount(keys.superAdmin),
    admin: createMailAccount(keys.admin),
    projectAdmin: createMailAccount(keys.projectAdmin),
    member: createMailAccount(keys.member),
    viewer: createMailAccount(keys.viewer),
    outsider: createMailAccount(keys.outsider),
    bot: createMailAccount(botKey),
    botOwner: createMailAccount(keys.botOwner),
    mintedBot: createMailAccount(mintedBotKey),
    oauthPerson: createMailAccount(keys.oauthPerson),
    agent: createMailAccount(agentKey.token),
    deactivated: createMailAccount(keys.deactivated),
  });
  const mailKey = (
    await gql<{ createMailApiKey: { token: string } }>(
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
      { input: { accountId: mail.member, name: 'matrix', access: 'FULL' } },
      keys.member,
    )
  ).createMailApiKey.token;

  // The three dead credentials worked until their end came: revocation, deactivation, expiry.
  const revoked = await mintKey(keys.member);
  const expiring = await mintKey(keys.member, { expiresAt: new Date(t.clock.now().getTime() + 60_000).toISOString() });
  for (const credential of [revoked.token, expiring.token, keys.deactivated]) await gql('{ me { id } }', {}, credential);
  await gql('mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: revoked.id }, keys.member);
  await gql('mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: people.deactivated.id }, keys.superAdmin);
  t.clock.advance(120_000);

  const self = (user: { id: string; password: string }, credential: string, mailAccountId: string): Holder => ({
    credential,
    userId: user.id,
    password: user.password,
    mailAccountId,
  });
  const asMember = (credential: string): Holder => self(people.member, credential, mail.member);
  return {
    project,
    privateTicket,
    otherProject,
    otherTicket,
    joiner: people.joiner.id,
    pairLinkId,
    projectAdminCredential: keys.projectAdmin,
    actors: {
      'super-admin': self(superAdmin, keys.superAdmin, mail.superAdmin),
      'workspace admin': self(people.admin, keys.admin, mail.admin),
      'project admin': self(people.projectAdmin, keys.projectAdmin, mail.projectAdmin),
      member: asMember(keys.member),
      viewer: self(people.viewer, keys.viewer, mail.viewer),
      'non-member': self(people.outsider, keys.outsider, mail.outsider),
      bot: { credential: botKey, userId: bots.bot, mailAccountId: mail.bot },
      'bot owner': self(people.botOwner, keys.botOwner, mail.botOwner),
      'mail key': { ...asMember(mailKey), mailKey: true },
      'key minted by someone else': { credential: mintedBotKey, userId: bots.mintedBot, mailAccountId: mail.mintedBot },
      'OAuth token as self': { ...self(people.oauthPerson, oauthSelf, mail.oauthPerson), oauth: people.oauthPerson },
      'OAuth token as an agent': {
        credential: oauthAgent,
        userId: bots.agent,
        mailAccountId: mail.agent,
        oauth: { ...people.oauthPerson, actingAs: bots.agent },
      },
      'revoked key': asMember(revoked.token),
      "deactivated user's key": self(people.deactivated, keys.deactivated, mail.deactivated),
      'expired key': asMember(expiring.token),
    },
  };
}

beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld();
}, 120_000);
afterAll(async () => {
  for (const socket of sockets.values()) await socket.client.dispose();
  for (const session of mcpSessions.values()) {
    const opened = await session;
    if ('client' in opened) await opened.client.close().catch(() => undefined);
  }
  if (oauthCacheDir) rmSync(oauthCacheDir, { recursive: true, force: true });
  await t?.close();
});

// ---- Reading answers -------------------------------------------------------------------------------------------------

function graphqlAnswer(response: { status?: number; data?: unknown; errors?: GraphQLResponse['errors'] }): Answer {
  const error = response.errors?.[0];
  if (error) {
    const code = String(error.extensions?.code);
    return { outcome: CODES[code] ?? `other: ${code}`, detail: { message: error.message, ...error.extensions } };
  }
  if (response.status !== undefined && response.status !== 200) return { outcome: `other: HTTP ${response.status}` };
  return { outcome: 'ok' };
}

async function httpAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  if (response.status === 200) return { outcome: 'ok' };
  const outcome = [401, 403, 404].includes(response.status) ? String(response.status) : `other: HTTP ${response.status}`;
  return { outcome, detail: text.slice(0, 500) };
}

// ---- The actions, per surface ----------------------------------------------------------------------------------------

/** The GraphQL operation of each action, as `holder` asks it (GraphQL over HTTP and graphql-ws send the same). */
function operation(action: MatrixAction, holder: Holder): { query: string; variables: Record<string, unknown> } {
  switch (action) {
    case 'read a private ticket':
      return { query: 'query($key: String!) { ticket(key: $key) { id } }', variables: { key: world.privateTicket.key } };
    case 'read another project':
      return { query: 'query($key: String!) { project(key: $key) { id } }', variables: { key: world.otherProject.key } };
    case 'change membership':
      return {
        query: 'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }',
        variables: { input: { projectId: world.project.id, userId: world.joiner, role: 'VIEWER' } },
      };
    case 'mint a key':
      return { query: CREATE_KEY, variables: { input: { name: 'matrix' } } };
    case 'change a password':
      return {
        query: 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }',
        variables: { input: passwordChange(holder) },
      };
    case 'mint a mail key':
      return {
        query: 'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
        variables: { input: { accountId: holder.mailAccountId, name: 'matrix', access: 'SENDING' } },
      };
    case 'read mail events':
      return {
        query: 'query($accountId: ID) { mailMessages(accountId: $accountId, first: 5) { nodes { id events { id event } } } }',
        variables: { accountId: holder.mailKey ? null : holder.mailAccountId },
      };
    case "read a pair's conflicts":
      return {
        query: 'query($p: ID!) { projectFederationPair(projectId: $p) { conflicts(first: 5) { nodes { id } } } }',
        variables: { p: world.project.id },
      };
  }
}

/** A password change of the holder's own user, to the same password (so later cells still know it), proven with it. */
const passwordChange = (holder: Holder) => {
  const password = holder.password ?? 'a-bot-has-no-password';
  return { id: holder.userId, password, currentPassword: password };
};

type Perform = (holder: Holder) => Promise<Answer>;

const rest = (credential: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  fetch(`${t.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${credential}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const graphqlOverHttp = Object.fromEntries(
  MATRIX_ACTIONS.map((action) => [
    action,
    async (holder: Holder) => {
      const { query, variables } = operation(action, holder);
      return graphqlAnswer(await t.gql(query, variables, holder.credential));
    },
  ]),
) as Record<MatrixAction, Perform>;

// ---- graphql-ws: one socket per actor -----------------------------------------------------------------------------

/** An actor's graphql-ws client: one socket, kept open between operations (and opened again after a refusal). */
interface Socket {
  client: SocketClient;
  /** Whether the server acknowledged the current connection (a refused credential never is). */
  acknowledged: boolean;
}
const sockets = new Map<string, Socket>();

function socketOf(holder: Holder): Socket {
  const known = sockets.get(holder.credential);
  if (known) return known;
  const socket = { acknowledged: false } as Socket;
  socket.client = createClient({
    url: `${t.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${holder.credential}` },
    // Connected at once and kept open; a refused connection is tried again by the next operation.
    lazy: false,
    onNonLazyError: () => {},
    retryAttempts: 0,
    on: {
      connecting: () => void (socket.acknowledged = false),
      connected: () => void (socket.acknowledged = true),
    },
  });
  sockets.set(holder.credential, socket);
  return socket;
}

const isClose = (value: unknown): value is { code: number; reason: string } =>
  typeof value === 'object' && value !== null && 'code' in value && typeof (value as { code: unknown }).code === 'number';

/**
 * What a socket's refusal means: 4401 closes a socket whose credential does not resolve, at connect or later (docs/api.md),
 * a refused credential: 401. 4403 means the socket's rights changed: 403.
 */
function socketRefusal(error: unknown, acknowledged: boolean): Answer {
  if (isClose(error)) {
    const detail = { close: error.code, reason: error.reason, acknowledged };
    if (error.code === 4401) return { outcome: '401', detail };
    if (error.code === 4403) return { outcome: '403', detail };
    return { outcome: `other: close ${error.code}`, detail };
  }
  if (Array.isArray(error)) return graphqlAnswer({ errors: error as GraphQLResponse['errors'] });
  return { outcome: 'other: socket error', detail: String(error) };
}

/** A query or mutation sent over the actor's socket. */
function overSocket(holder: Holder, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const socket = socketOf(holder);
  return new Promise((resolve) => {
    let answer: Answer = { outcome: 'other: no result' };
    socket.client.subscribe(
      { query, variables },
      {
        next: (result) => void (answer = graphqlAnswer(result as GraphQLResponse)),
        error: (error) => resolve(socketRefusal(error, socket.acknowledged)),
        complete: () => resolve(answer),
      },
    );
  });
}

/**
 * The `mailEvents` subscription on the actor's own account (a mail key: its own). While it waits, the relay's
 * publication of a delivery event is made on the platform's bus again and again: the first event to arrive is `ok`.
 */
function mailEventsOverSocket(holder: Holder): Promise<Answer> {
  const socket = socketOf(holder);
  const relay = () => {
    const event: PublishedMailEvent = {
      id: randomUUID(),
      accountId: holder.mailAccountId,
      event: 'delivery',
      timestamp: new Date().toISOString(),
      data: { matrix: true },
    };
    void t.app.platform.pubsub.publish(mailEventsChannel(holder.mailAccountId), event);
  };
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const settle = (answer: Answer) => {
      clearInterval(relaying);
      clearTimeout(deadline);
      unsubscribe();
      resolve(answer);
    };
    const relaying = setInterval(relay, 100);
    const deadline = setTimeout(() => settle({ outcome: 'other: no event within 10 s' }), 10_000);
    unsubscribe = socket.client.subscribe(
      {
        query: 'subscription($accountId: ID) { mailEvents(accountId: $accountId) { id event } }',
        variables: { accountId: holder.mailKey ? null : holder.mailAccountId },
      },
      {
        next: (result) => settle(graphqlAnswer(result as GraphQLResponse)),
        error: (error) => settle(socketRefusal(error, socket.acknowledged)),
        complete: () => settle({ outcome: 'other: completed without an event' }),
      },
    );
  });
}

const graphqlWs = Object.fromEntries(
  MATRIX_ACTIONS.map((action) => [
    action,
    (holder: Holder) => {
      if (action === 'read mail events') return mailEventsOverSocket(holder);
      const { query, variables } = operation(action, holder);
      return overSocket(holder, query, variables);
    },
  ]),
) as Record<MatrixAction, Perform>;

// ---- MCP: one session per actor -------------------------------------------------------------------------------------

/** An actor's MCP session (the `full` toolset), or the answer that refused to open it. */
type McpSession = { client: McpClient } | { refused: Answer };
const mcpSessions = new Map<string, Promise<McpSession>>();

/** A refusal of the MCP transport (the SDK's `StreamableHTTPError` carries the HTTP status as `code`). */
function mcpTransportRefusal(error: unknown): Answer {
  const code = (error as { code?: unknown }).code;
  const detail = error instanceof Error ? error.message : String(error);
  return typeof code === 'number' && [401, 403, 404].includes(code)
    ? { outcome: String(code), detail }
    : { outcome: `other: ${String(code)}`, detail };
}

/**
 * A tool's answer as a cell: a result is `ok`; an error carries the API's code (a generated or hand-written tool, and the
 * escape hatches' own refusals) or, from `svc_api_call`, the inner HTTP status of the route it called.
 */
function toolAnswer(result: { isError: boolean; value: Record<string, unknown> }): Answer {
  const status = typeof result.value.status === 'number' ? result.value.status : undefined;
  if (!result.isError && (status === undefined || status < 300)) return { outcome: 'ok' };
  if (status !== undefined) {
    return { outcome: [401, 403, 404].includes(status) ? String(status) : `other: HTTP ${status}`, detail: result.value.body };
  }
  const error = result.value.error as { code?: string } | undefined;
  const code = String(error?.code);
  return { outcome: CODES[code] ?? `other: ${code}`, detail: error };
}

/** The MCP tool call of each action (no tool mints a mail key; credential routes only through `svc_api_call`, which refuses them). */
const mcpCalls: Partial<Record<MatrixAction, (holder: Holder) => { name: string; args: Record<string, unknown> }>> = {
  'read a private ticket': () => ({ name: 'svc_get_ticket', args: { key: world.privateTicket.key } }),
  'read another project': () => ({ name: 'svc_get_project', args: { key: world.otherProject.key } }),
  'change membership': () => ({
    name: 'svc_add_project_member',
    args: { input: { projectId: world.project.id, userId: world.joiner, role: 'VIEWER' } },
  }),
  'mint a key': () => ({ name: 'svc_api_call', args: { method: 'POST', path: '/create-api-key', body: { input: { name: 'matrix' } } } }),
  'change a password': (holder) => ({
    name: 'svc_api_call',
    args: { method: 'POST', path: '/update-user', body: { input: passwordChange(holder) } },
  }),
  'read mail events': (holder) => ({ name: 'svc_mail_messages', args: { accountId: holder.mailAccountId, first: 5 } }),
  "read a pair's conflicts": () => ({ name: 'svc_federation_conflicts', args: { linkId: world.pairLinkId, first: 5 } }),
};

/** Performs each MCP action in the session `open` gives for the actor (opened once, on its first call). */
function mcpSurface(open: (holder: Holder) => Promise<McpSession>): Partial<Record<MatrixAction, Perform>> {
  const sessionOf = (holder: Holder) => {
    let session = mcpSessions.get(`${open.name}:${holder.credential}`);
    if (!session) {
      session = open(holder);
      mcpSessions.set(`${open.name}:${holder.credential}`, session);
    }
    return session;
  };
  return Object.fromEntries(
    Object.entries(mcpCalls).map(([action, toolCall]) => [
      action,
      async (holder: Holder): Promise<Answer> => {
        const session = await sessionOf(holder);
        if ('refused' in session) return session.refused;
        const { name, args } = toolCall(holder);
        try {
          return toolAnswer(await call(session.client, name, args));
        } catch (error) {
          return mcpTransportRefusal(error);
        }
      },
    ]),
  );
}

/** Streamable HTTP through the gateway's `/mcp`, with the actor's credential as the bearer of every request. */
async function openHttpMcp(holder: Holder): Promise<McpSession> {
  try {
    return { client: await connectMcp(t, holder.credential, '?toolset=full') };
  } catch (error) {
    return { refused: mcpTransportRefusal(error) };
  }
}

/** Where the stdio servers signed in with OAuth keep their sessions (one file each). */
let oauthCacheDir: string | undefined;
/** The stdio server running now: one at a time, each actor's cells one after another. */
let runningStdio: McpClient | undefined;

/**
 * `npx svc-mcp` over stdio (bin/svc-mcp.js, the full toolset) for the actor: with its key in SVC_API_KEY, or, for an OAuth
 * token, signed in as the server signs in without a key: it prints the consent page's address, the person signs in and
 * consents there (as themselves or as their agent), and the server keeps its own grant. A server that refuses to start
 * says why on stderr and exits: that line is the answer to every cell of the actor.
 */
async function openStdioMcp(holder: Holder): Promise<McpSession> {
  await runningStdio?.close().catch(() => undefined);
  runningStdio = undefined;
  oauthCacheDir ??= mkdtempSync(path.join(tmpdir(), 'svc-matrix-'));
  const signIn: Record<string, string> = holder.oauth
    ? { SVC_MCP_NO_BROWSER: '1', SVC_MCP_OAUTH_CACHE: path.join(oauthCacheDir, `${randomUUID()}.json`) }
    : { SVC_API_KEY: holder.credential };
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(repoRoot(), 'bin', 'svc-mcp.js')],
    env: { PATH: process.env.PATH ?? '', SVC_API_URL: t.url, SVC_MCP_TOOLSET: 'full', LOG_LEVEL: 'silent', ...signIn },
    stderr: 'pipe',
  });
  let stderr = '';
  let consented: Promise<unknown> | undefined;
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    const printed = /Open this URL in a browser to connect: (\S+)/.exec(stderr)?.[1];
    if (printed && holder.oauth && !consented) {
      // The browser's last step: the consent page sends it back to the server's loopback address with the code.
      consented = consentAs(t.url, printed, holder.oauth, holder.oauth.actingAs)
        .then(async (back) => (await fetch(back)).text())
        .catch((error: unknown) => {
          stderr += `\nconsent failed: ${String(error)}`;
        });
    }
  });
  const client = new McpClient({ name: 'svc-authorization-matrix', version: '1.0.0' });
  try {
    await client.connect(transport);
    await consented;
    runningStdio = client;
    return { client };
  } catch (error) {
    await client.close().catch(() => undefined);
    return { refused: stdioRefusal(stderr, error) };
  }
}

/** Why a stdio server did not start, from its stderr: the API's status, a scope refusal (403) or a refused credential (401). */
function stdioRefusal(stderr: string, error: unknown): Answer {
  const detail = `${stderr.trim()}\n${String(error)}`.trim();
  const answered = /answered (\d{3})/.exec(stderr)?.[1];
  if (answered) return { outcome: ['401', '403', '404'].includes(answered) ? answered : `other: HTTP ${answered}`, detail };
  if (/scope required/.test(stderr)) return { outcome: '403', detail };
  if (/revoked|expired|wrong/.test(stderr)) return { outcome: '401', detail };
  return { outcome: 'other: did not start', detail };
}

const performers: Record<Surface, Partial<Record<MatrixAction, Perform>>> = {
  'GraphQL over HTTP': graphqlOverHttp,
  'graphql-ws': graphqlWs,
  '/api': {
    'read a private ticket': async (holder) =>
      httpAnswer(await rest(holder.credential, 'GET', `/api/ticket?key=${encodeURIComponent(world.privateTicket.key)}`)),
    'read another project': async (holder) =>
      httpAnswer(await rest(holder.credential, 'GET', `/api/project?key=${encodeURIComponent(world.otherProject.key)}`)),
    'change membership': async (holder) =>
      httpAnswer(
        await rest(holder.credential, 'POST', '/api/add-project-member', {
          input: { projectId: world.project.id, userId: world.joiner, role: 'VIEWER' },
        }),
      ),
    'mint a key': async (holder) => httpAnswer(await rest(holder.credential, 'POST', '/api/create-api-key', { input: { name: 'matrix' } })),
    'change a password': async (holder) =>
      httpAnswer(await rest(holder.credential, 'POST', '/api/update-user', { input: passwordChange(holder) })),
  },
  '/v1': {
    'read mail events': async (holder) => httpAnswer(await rest(holder.credential, 'GET', '/v1/messages?limit=5')),
  },
  '/mcp over HTTP': mcpSurface(openHttpMcp),
  'stdio MCP': mcpSurface(openStdioMcp),
  '/integrations/orchestrator': {
    'read a private ticket': async (holder) =>
      httpAnswer(await rest(holder.credential, 'GET', `/integrations/orchestrator/branch-name/${world.privateTicket.id}`)),
    'read another project': async (holder) => {
      const response = await rest(holder.credential, 'GET', `/integrations/orchestrator/candidates?project_keys=${world.otherProject.key}`);
      if (response.status !== 200) return httpAnswer(response);
      const page = (await response.json()) as { issues: Array<{ id: string }> };
      // A list answers what the caller may see: the other project's ticket is there, or hidden.
      return page.issues.some((issue) => issue.id === world.otherTicket.id)
        ? { outcome: 'ok' }
        : { outcome: '404', detail: 'hidden: no issues' };
    },
  },
};

/** Takes the joiner out of the project again after a successful membership change, so the next cell can add them. */
async function undoMembership(): Promise<void> {
  await gql(
    'mutation($input: RemoveProjectMemberInput!) { removeProjectMember(input: $input) }',
    { input: { projectId: world.project.id, userId: world.joiner } },
    world.projectAdminCredential,
  );
}

// ---- The cells -------------------------------------------------------------------------------------------------------

const byActor = (a: MatrixCell, b: MatrixCell) => MATRIX_ACTORS.indexOf(a.actor) - MATRIX_ACTORS.indexOf(b.actor);

describe.each(SURFACES)('%s', (surface) => {
  const rows = cells.filter((cell) => cell.surface === surface).sort(byActor);
  it.each(rows)('$actor › $action → $expected', async (cell) => {
    const perform = performers[surface][cell.action];
    if (cell.expected === 'n/a') {
      // The table and the test agree on what the surface offers.
      expect({ surface, action: cell.action, performed: perform !== undefined }).toEqual({
        surface,
        action: cell.action,
        performed: false,
      });
      return;
    }
    expect({ surface, action: cell.action, performed: perform !== undefined }).toEqual({ surface, action: cell.action, performed: true });
    const answer = await perform!(world.actors[cell.actor]);
    if (cell.action === 'change membership' && answer.outcome === 'ok') await undoMembership();
    // On a mismatch, what the platform said comes along (its error code, reason and message).
    expect({
      answered: answer.outcome,
      ...(answer.outcome === cell.expected || answer.detail === undefined ? {} : { detail: answer.detail }),
    }).toEqual({
      answered: cell.expected,
    });
  });
});
