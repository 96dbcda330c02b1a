import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent } from 'undici';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { LoginDocument } from '../../operations/generated/graphql.js';
import { loadConfig } from '../../core/config.js';
import { startApp, type RunningApp } from '../../gateway/app.js';
import { withClient } from '../../core/database.js';
import { TestClock } from './clock.js';
import { createTestDatabase, type TestDatabase } from './database.js';

import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_ACCOUNT_SETTINGS } from './accounts.js';

export { ADMIN_EMAIL, ADMIN_PASSWORD };

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
}

export interface TestApp {
  app: RunningApp;
  url: string;
  /** The app's clock: `advance` it to make time pass for expiry and time windows. */
  clock: TestClock;
  /** Session token of the bootstrap super-admin. */
  adminToken: string;
  /** SQL statements run by each subgraph since start (for N+1 assertions). */
  queries: { count(): number; reset(): void };
  /** Sends an operation (a string, or a typed document from operations/generated) through the gateway. */
  gql<T = Record<string, unknown>, V extends Record<string, unknown> = Record<string, unknown>>(
    query: string | TypedDocumentNode<T, V>,
    variables?: V,
    token?: string,
  ): Promise<GraphQLResponse<T>>;
  /** Creates a human user with the given global role and returns their id and a session token. */
  createUser(globalRole?: 'member' | 'admin' | 'super-admin'): Promise<{ id: string; email: string; token: string }>;
  /**
   * Mints a mail API key for the user behind `userToken`, on a new mail account of theirs unless
   * `accountId` names one; returns the account id and the key.
   */
  createMailKey(userToken: string, access?: 'FULL' | 'SENDING', accountId?: string): Promise<{ accountId: string; token: string }>;
  /** The ERROR and FATAL lines the app logged since it started (whatever LOG_LEVEL prints), as JSON text. */
  loggedErrors(): string[];
  /** Restarts the app on the same database, with `env` changing its settings from then on. */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** On embedded PGlite even when the run has TEST_DATABASE_URL (for what behaves differently there). */
  embedded?: boolean;
}

let userSeq = 0;

/** pino's numeric levels ('silent' prints nothing). */
const PINO_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** Boots the whole platform in-process on a database of its own, listening on a free port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase({ embedded: options.embedded });
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SVC_DATA_DIR: database.dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    SVC_MASTER_KEY: randomBytes(32).toString('base64'),
    ...TEST_ACCOUNT_SETTINGS,
    JOBS_ENABLED: 'false',
    // Tests that need the inbound bounce MX give it a free port.
    MAIL_INBOUND_SMTP_PORT: '0',
    SVC_MCP_PORT: '0',
    ...options.env,
  };
  let statements = 0;
  const clock = new TestClock();
  // Every ERROR line is kept for loggedErrors(); lines at LOG_LEVEL and above are printed as usual.
  const errorLines: string[] = [];
  const printed = PINO_LEVELS[env.LOG_LEVEL as keyof typeof PINO_LEVELS] ?? Infinity;
  const log = {
    level: printed < PINO_LEVELS.error ? env.LOG_LEVEL! : 'error',
    destination: {
      write(line: string) {
        const level = (JSON.parse(line) as { level: number }).level;
        if (level >= PINO_LEVELS.error) errorLines.push(line.trimEnd());
        if (level >= printed) process.stdout.write(line);
      },
    },
  };
  const boot = () => startApp(loadConfig(env), { announce: () => {}, onQuery: () => void statements++, clock, log });
  let app = await boot();
  // An app serving HTTPS with a test CA's certificate (TLS_CERT_FILE) is trusted through that CA (FEDERATION_CA_FILE).
  const dispatcher =
    env.TLS_CERT_FILE && env.FEDERATION_CA_FILE ? new Agent({ connect: { ca: readFileSync(env.FEDERATION_CA_FILE, 'utf8') } }) : undefined;

  const gql = async <T, V extends Record<string, unknown> = Record<string, unknown>>(
    query: string | TypedDocumentNode<T, V>,
    variables?: V,
    token?: string,
  ): Promise<GraphQLResponse<T>> => {
    const response = await fetch(`${app.url}/graphql`, {
      ...(dispatcher ? { dispatcher } : {}),
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
    });
    const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status'>;
    return { status: response.status, ...body };
  };

  const login = async (email: string, password: string): Promise<string> => {
    const result = await gql(LoginDocument, { input: { email, password } });
    if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token;
  };

  const adminToken = await login(ADMIN_EMAIL, ADMIN_PASSWORD);

  const testApp: TestApp = {
    get app() {
      return app;
    },
    get url() {
      return app.url;
    },
    clock,
    adminToken,
    queries: { count: () => statements, reset: () => void (statements = 0) },
    loggedErrors: () => [...errorLines],
    gql,
    async createUser(globalRole = 'member') {
      userSeq += 1;
      const email = `user${userSeq}-${randomBytes(3).toString('hex')}@example.test`;
      const password = `password-${randomBytes(8).toString('hex')}`;
      const created = await gql<{ createUser: { id: string } }>(
        'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
        { input: { email, displayName: `User ${userSeq}`, password, globalRole: globalRole.toUpperCase().replace('-', '_') } },
        adminToken,
      );
      if (!created.data?.createUser) throw new Error(`createUser failed: ${JSON.stringify(created.errors)}`);
      return { id: created.data.createUser.id, email, token: await login(email, password) };
    },
    async createMailKey(userToken, access = 'FULL', accountId) {
      const account =
        accountId ??
        (await gql<{ createMailAccount: { id: string } }>('mutation { createMailAccount(name: "Acme") { id } }', {}, userToken)).data!
          .createMailAccount.id;
      const minted = await gql<{ createMailApiKey: { token: string } }>(
        'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
        { input: { accountId: account, name: 'test', access } },
        userToken,
      );
      if (!minted.data?.createMailApiKey) throw new Error(`createMailApiKey failed: ${JSON.stringify(minted.errors)}`);
      return { accountId: account, token: minted.data.createMailApiKey.token };
    },
    async restart(changes = {}) {
      await app.close();
      Object.assign(env, changes);
      app = await boot();
    },
    async close() {
      await app.close();
      await dispatcher?.close();
      await database.drop();
    },
  };
  return testApp;
}

/** The `extensions.code` of the first error, for concise assertions. */
export const errorCode = (response: GraphQLResponse<unknown>): unknown => response.errors?.[0]?.extensions?.code;

/** The rows a SQL statement returns on the app's database. */
export const appSql = <R extends Record<string, unknown>>(app: TestApp, text: string, params: unknown[] = []): Promise<R[]> =>
  withClient(app.app.platform.database.url, async (client) => (await client.query<R>(text, params)).rows);

/** The data of an operation that must succeed, as the bootstrap admin unless `token` says who; its errors thrown otherwise. */
export async function gqlOk<T>(app: TestApp, query: string, variables: Record<string, unknown> = {}, token = app.adminToken): Promise<T> {
  const result = await app.gql<T>(query, variables, token);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}
