import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, fetch, FormData } from 'undici';
import { withClient } from '../../core/database.js';
import { entityRefs, type RefTarget } from '../../subgraphs/federation/sync/entity-refs.js';
import { snakeCase, syncTypes, type SyncType } from '../../subgraphs/workspace/sync/sync-types.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, appSql, gqlOk, type TestApp } from './app.js';
import { TEST_ACCOUNT_SETTINGS } from './accounts.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { freePort } from './ports.js';
import { startProcess, type PlatformProcess } from './process.js';
import type { TestTls } from './tls.js';

/**
 * One workspace instance for federation end-to-end tests: `node dist/platform/gateway.js` serving HTTPS
 * on a port of its own, on a PostgreSQL database of its own, that can be SIGKILLed and started again
 * on the same database and port (so the peer's link to it stays valid).
 */
export interface Instance {
  name: string;
  /** `https://127.0.0.1:<port>`: what the peer's link names as remote URL. */
  url: string;
  databaseUrl: string;
  adminToken: string;
  process: PlatformProcess;
  /** Sends an operation through the gateway (admin by default); throws on any GraphQL error. */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  /** Sends an operation and returns the raw answer (errors included). */
  gqlRaw<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
  sql<R extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Uploads `content` through `POST /api/attachments` as the holder of `token`; the attachment's id. */
  upload(
    parent: { ticketId?: string; commentId?: string; docId?: string },
    filename: string,
    content: Buffer,
    token?: string,
  ): Promise<string>;
  /** `GET /api/attachments/:id/content`: the status and the bytes. */
  download(id: string, token?: string): Promise<{ status: number; content: Buffer }>;
  /** Creates a member user with a password and signs them in. */
  createUser(name: string): Promise<{ id: string; email: string; token: string }>;
  /** SIGKILL, no warning; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts the process again on the same database and port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the process and drops the database. */
  close(): Promise<void>;
  /** The ERROR and FATAL lines the process logged (all its runs since the last kill or stop are in `process.output()`). */
  loggedErrors(): string[];
}

export interface InstanceOptions {
  name: string;
  tls: TestTls;
  env?: Record<string, string>;
}

export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const database: TestDatabase = await createTestDatabase();
  if (!database.url) throw new Error('federation e2e tests need TEST_DATABASE_URL (a PostgreSQL server)');
  const port = await freePort();
  const url = `https://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    SVC_PUBLIC_URL: url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: database.url,
    SVC_DATA_DIR: database.dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString('base64'),
    ...TEST_ACCOUNT_SETTINGS,
    JOBS_ENABLED: 'false',
    MAIL_INBOUND_SMTP_PORT: '0',
    SVC_MCP_PORT: '0',
    TLS_CERT_FILE: options.tls.certFile,
    TLS_KEY_FILE: options.tls.keyFile,
    FEDERATION_CA_FILE: options.tls.caFile,
    ...options.env,
  };
  const dispatcher = new Agent({ connect: { ca: readFileSync(options.tls.caFile, 'utf8') } });

  const gqlRaw: Instance['gqlRaw'] = async (query, variables = {}, token) => {
    const response = await fetch(`${url}/graphql`, {
      dispatcher,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as never;
  };

  const boot = () => startProcess('gateway', env, /SVC platform ready/);
  const instance: Instance = {
    name: options.name,
    url,
    databaseUrl: database.url,
    adminToken: '',
    process: await boot(),
    gqlRaw,
    async gql(query, variables = {}, token = instance.adminToken) {
      const result = await gqlRaw<never>(query, variables, token);
      if (result.errors) throw new Error(`${options.name}: ${JSON.stringify(result.errors)}\n${query}`);
      return result.data!;
    },
    sql: (text, params = []) => withClient(database.url!, async (client) => (await client.query(text, params)).rows) as never,
    async upload(parent, filename, content, token = instance.adminToken) {
      const form = new FormData();
      for (const [field, value] of Object.entries(parent)) if (value) form.append(field, value);
      form.append('file', new Blob([new Uint8Array(content)]), filename);
      const response = await fetch(`${url}/api/attachments`, {
        dispatcher,
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { id?: string };
      if (response.status !== 201 && response.status !== 200)
        throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
      return body.id!;
    },
    async download(id, token = instance.adminToken) {
      const response = await fetch(`${url}/api/attachments/${id}/content`, { dispatcher, headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, content: Buffer.from(await response.arrayBuffer()) };
    },
    async createUser(name) {
      const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.test`;
      const password = `password-${randomBytes(8).toString('hex')}`;
      const created = await instance.gql<{ createUser: { id: string } }>(
        'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
        { input: { email, displayName: name, password, globalRole: 'MEMBER' } },
      );
      return { id: created.createUser.id, email, token: await login(email, password) };
    },
    async kill() {
      const child = instance.process.child;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async start() {
      instance.process = await boot();
    },
    stop: () => instance.process.stop(),
    loggedErrors: () => errorLines(instance.process.output()),
    async close() {
      await instance.kill();
      await dispatcher.close();
      await database.drop();
    },
  };
  const login = async (email: string, password: string) =>
    (
      await instance.gql<{ login: { token: string } }>(
        'mutation($input: LoginInput!) { login(input: $input) { token } }',
        { input: { email, password } },
        undefined,
      )
    ).login.token;
  try {
    instance.adminToken = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  } catch (error) {
    await instance.close();
    throw error;
  }
  return instance;
}

/** The JSON log lines at ERROR or above in a process's output. */
const errorLines = (output: string): string[] =>
  output.split('\n').filter((line) => {
    if (!line.startsWith('{')) return false;
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return false;
    }
  });

/**
 * What every federation suite checks after each test, on each instance: nothing was logged at ERROR,
 * and the federation audit entries all reached the workspace's audit log (its outbox is empty).
 */
export async function expectFederationQuiet(instances: ReadonlyArray<Instance | TestApp>): Promise<void> {
  for (const instance of instances) {
    expect(instance.loggedErrors()).toEqual([]);
    const query = `select entry->>'action' as action from federation.audit_outbox`;
    const waiting = 'sql' in instance ? await instance.sql<{ action: string }>(query) : await appSql<{ action: string }>(instance, query);
    expect(waiting).toEqual([]);
  }
}

export type Direction = 'SOURCE' | 'BIDIRECTIONAL';

export interface LinkPair {
  /** The link's id on A (SOURCE or BIDIRECTIONAL) and on B (TARGET or BIDIRECTIONAL). */
  onA: string;
  onB: string;
}

/**
 * Links A and B as two admins would: A creates its side, B enters A's token and secret, A enters
 * B's token. A is SOURCE and B TARGET, or both BIDIRECTIONAL; `options` go to both sides.
 */
export async function linkInstances(
  a: Instance | TestApp,
  b: Instance | TestApp,
  direction: Direction,
  options: { name?: string; entityScope?: string[]; projectFilterOnA?: string[] } = {},
): Promise<LinkPair> {
  const name = options.name ?? ('name' in a && 'name' in b ? `${a.name} and ${b.name}` : 'Test link');
  const create = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { id } } }`;
  type Created = { createFederationLink: { incomingToken: string; sharedSecret: string; link: { id: string } } };
  const scope = options.entityScope ? { entityScope: options.entityScope } : {};
  const first = (
    await gqlOn(a)<Created>(create, {
      input: {
        name,
        remoteUrl: b.url,
        direction,
        pollIntervalSeconds: 15,
        ...scope,
        ...(options.projectFilterOnA ? { projectFilter: options.projectFilterOnA } : {}),
      },
    })
  ).createFederationLink;
  const second = (
    await gqlOn(b)<Created>(create, {
      input: {
        name,
        remoteUrl: a.url,
        direction: direction === 'SOURCE' ? 'TARGET' : 'BIDIRECTIONAL',
        pollIntervalSeconds: 15,
        peerToken: first.incomingToken,
        sharedSecret: first.sharedSecret,
        ...scope,
      },
    })
  ).createFederationLink;
  await gqlOn(a)(`mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id } }`, {
    input: { id: first.link.id, peerToken: second.incomingToken },
  });
  return { onA: first.link.id, onB: second.link.id };
}

/** An instance's or test app's operation runner that throws on any GraphQL error. */
const gqlOn =
  (node: Instance | TestApp) =>
  <T>(query: string, variables: Record<string, unknown>): Promise<T> =>
    'sql' in node ? node.gql<T>(query, variables) : gqlOk<T>(node, query, variables);

/**
 * Shares project `projectId` of `a` with `b` by a project pair, as their admins would: an invite made on
 * `a` (its owner), accepted on `b` (a workspace admin). The pair's link id on each side.
 */
export async function pairApps(a: TestApp, b: TestApp, projectId: string, preset = 'FULL'): Promise<LinkPair> {
  const { token } = (
    await gqlOk<{ createProjectFederationInvite: { token: string } }>(
      a,
      `mutation($input: CreateProjectFederationInviteInput!) { createProjectFederationInvite(input: $input) { token } }`,
      { input: { projectId, preset } },
    )
  ).createProjectFederationInvite;
  await gqlOk(b, `mutation($t: String!) { acceptProjectFederationInvite(token: $t) { id } }`, { t: token });
  const linkOf = async (app: TestApp) =>
    (await appSql<{ link_id: string }>(app, 'select link_id from federation.project_pairs order by created_at desc limit 1'))[0]!.link_id;
  return { onA: await linkOf(a), onB: await linkOf(b) };
}

/** "Sync now" on a test app's link; the link's health, error and failed events after it. */
export async function syncApp(
  app: TestApp,
  linkId: string,
): Promise<{ health: string; lastError: string | null; failedEvents: number; lastEventError: string | null }> {
  const synced = await gqlOk<{
    syncFederationLink: { health: string; lastError: string | null; failedEvents: number; lastEventError: string | null };
  }>(app, `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError failedEvents lastEventError } }`, { id: linkId });
  return synced.syncFederationLink;
}

/** The link's health after a forced poll ("sync now") on `instance`. */
export async function syncNow(instance: Instance, linkId: string): Promise<{ health: string; lastError: string | null }> {
  const result = await instance.gql<{ syncFederationLink: { health: string; lastError: string | null } }>(
    `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`,
    { id: linkId },
  );
  return result.syncFederationLink;
}

/** Columns compared by no one: the row's own id, its version and origin (each side's), and the search vector. */
const OWN_COLUMNS = new Set(['id', 'version', 'origin', 'search']);

/** `ticket_id` → `ticket`, for every id column of a type (payload field names in entityRefs are camelCase). */
const refColumns = (type: SyncType): Array<[column: string, target: RefTarget]> =>
  Object.entries(entityRefs[type.name]).map(([field, target]) => [snakeCase(field), target]);

export interface CompareOptions {
  /** The link on B whose id map translates B's ids back to A's. */
  linkIdOnB: string;
  /** Only these entity types (default: all 18). */
  types?: readonly string[];
  /** Only A's rows of these projects (A's ids), by each type's project expression; project templates by source project. */
  projectIds?: readonly string[];
  /** Whether B may hold rows of its own that did not come from A (bidirectional links). */
  allowLocalOnB?: boolean;
}

interface TypedRow {
  row: Record<string, unknown>;
  project: string | null;
}

const readRows = (instance: Instance, type: SyncType): Promise<TypedRow[]> =>
  instance.sql<{ row: Record<string, unknown>; project: string | null }>(
    `select to_jsonb(r) as row, ${type.projectSql} as project from workspace.${type.table} r order by r.id`,
  );

const show = (value: unknown) => JSON.stringify(value);

/**
 * Compares A's synced rows with B's, row by row and field by field: B's ids (the row's and every id
 * it holds, people included) are translated back to A's through B's id map for the link, and every
 * column must be equal except the row's own (`id`, `version`, `origin`, `search`), the never-crossing
 * ones (which must be NULL on B), the internal counters (B keeps its own) and derived values (a
 * ticket's `key` must be B's project key and the ticket's number). People are compared too: each
 * person B mapped must be a `federated` placeholder with A's display name and email. Returns one line
 * per divergence (empty: identical).
 */
export async function divergences(a: Instance, b: Instance, options: CompareOptions): Promise<string[]> {
  const problems: string[] = [];
  const map = await b.sql<{ entity_type: string; remote_id: string; local_id: string }>(
    'select entity_type, remote_id, local_id from federation.id_map where link_id = $1',
    [options.linkIdOnB],
  );
  const toRemote = new Map(map.map((row) => [`${row.entity_type}:${row.local_id}`, row.remote_id]));
  const back = (target: string, local: unknown): unknown =>
    typeof local === 'string' ? (toRemote.get(`${target}:${local}`) ?? `<unmapped ${target} ${local}>`) : local;

  const projectKeysOnB = new Map(
    (await b.sql<{ id: string; key: string }>('select id, key from workspace.projects')).map((row) => [row.id, row.key]),
  );
  for (const type of syncTypes) {
    if (options.types && !options.types.includes(type.name)) continue;
    const [rowsA, rowsB] = await Promise.all([readRows(a, type), readRows(b, type)]);
    const wanted = rowsA.filter((entry) => !options.projectIds || (entry.project !== null && options.projectIds.includes(entry.project)));
    const onA = new Map(wanted.map((entry) => [entry.row.id as string, entry.row]));
    const skipped = new Set(rowsA.map((entry) => entry.row.id as string).filter((id) => !onA.has(id)));
    const ignored = new Set([...OWN_COLUMNS, ...type.neverCrossing, ...type.internal, ...(type.derived ?? [])]);
    const refs = new Map(refColumns(type));
    const seen = new Set<string>();
    for (const { row: rowB } of rowsB) {
      const remote = toRemote.get(`${type.name}:${rowB.id as string}`);
      if (!remote) {
        if (!options.allowLocalOnB) problems.push(`${type.name} ${rowB.id as string}: on B but not from A (no id map row)`);
        continue;
      }
      const label = `${type.name} ${remote}`;
      if (seen.has(remote)) problems.push(`${label}: more than one row on B`);
      seen.add(remote);
      const rowA = onA.get(remote);
      if (!rowA) {
        problems.push(skipped.has(remote) ? `${label}: on B though outside the link's scope` : `${label}: on B but gone from A`);
        continue;
      }
      for (const column of new Set([...Object.keys(rowA), ...Object.keys(rowB)])) {
        if (ignored.has(column)) continue;
        const target = refs.get(column);
        const valueB = target ? back(target, rowB[column]) : rowB[column];
        if (show(rowA[column]) !== show(valueB)) problems.push(`${label}: ${column} is ${show(rowA[column])} on A, ${show(valueB)} on B`);
      }
      for (const column of type.neverCrossing) {
        if (rowB[column] !== null && rowB[column] !== undefined)
          problems.push(`${label}: never-crossing ${column} is ${show(rowB[column])} on B`);
      }
      if (type.name === 'ticket') {
        const expected = `${projectKeysOnB.get(rowB.project_id as string)}-${rowB.number as number}`;
        if (rowB.key !== expected) problems.push(`${label}: key is ${show(rowB.key)} on B, expected ${expected} (B's project key)`);
      }
    }
    for (const id of onA.keys()) if (!seen.has(id)) problems.push(`${type.name} ${id}: on A, missing on B`);
  }

  // People: the placeholders B made for A's users.
  const people = map.filter((row) => row.entity_type === 'user');
  if (people.length) {
    const usersA = new Map(
      (
        await a.sql<{ id: string; email: string; display_name: string }>(
          'select id, email, display_name from workspace.users where id = any($1)',
          [people.map((row) => row.remote_id)],
        )
      ).map((row) => [row.id, row]),
    );
    const usersB = new Map(
      (
        await b.sql<{ id: string; email: string; display_name: string; kind: string; password_hash: string | null }>(
          'select id, email, display_name, kind, password_hash from workspace.users where id = any($1)',
          [people.map((row) => row.local_id)],
        )
      ).map((row) => [row.id, row]),
    );
    for (const person of people) {
      const userA = usersA.get(person.remote_id);
      const userB = usersB.get(person.local_id);
      if (!userA || !userB) {
        problems.push(`user ${person.remote_id}: ${userA ? '' : 'not on A '}${userB ? '' : 'no placeholder on B'}`.trim());
        continue;
      }
      if (userB.kind !== 'federated' || userB.password_hash !== null)
        problems.push(`user ${person.remote_id}: B's user is ${userB.kind}${userB.password_hash ? ' with a password' : ''}`);
      if (userA.email !== userB.email || userA.display_name !== userB.display_name)
        problems.push(`user ${person.remote_id}: ${userA.display_name} <${userA.email}> on A, ${userB.display_name} <${userB.email}> on B`);
    }
  }
  return problems;
}

/** Rows per synced table on an instance, `{ tickets: 12, … }`. */
export async function rowCounts(instance: Instance, types: readonly SyncType[] = syncTypes): Promise<Record<string, number>> {
  const [row] = await instance.sql<{ counts: Record<string, number> }>(
    `select jsonb_build_object(${types.map((type) => `'${type.name}', (select count(*) from workspace.${type.table})`).join(', ')}) as counts`,
  );
  return row!.counts;
}
