import 'reflect-metadata';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../core/config.js';
import { INTERNAL_TOKEN_HEADER } from '../core/viewer.js';
import { startApp, type RunningApp } from '../gateway/app.js';
import { createSubgraphServer } from '../gateway/subgraph-server.js';
import { workspaceSubgraph } from '../subgraphs/workspace/workspace.subgraph.js';

/**
 * `npm run bench:gateway`: one 50-ticket list query (with project, status, assignees and labels)
 * sent (1) straight to the workspace subgraph over HTTP, (2) through the gateway with the subgraph
 * in-process, (3) through a second gateway that reaches the subgraph over HTTP. Same database, same
 * data, same process, one after the other; (2b) repeats (2) with in-flight de-duplication off. BENCH_DATABASE_URL selects a PostgreSQL server; without
 * it the embedded PGlite is used. BENCH_SECONDS and BENCH_CONNECTIONS tune the load.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TICKETS = 50;

const LIST_QUERY = `query TicketList($key: String!) {
  project(key: $key) {
    tickets(first: ${TICKETS}) {
      nodes { id key title priority project { key name } status { name category } assignees { id displayName } labels { name color } }
    }
  }
}`;

async function call<T>(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function seed(gatewayUrl: string, auth: Record<string, string>): Promise<void> {
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) => call<T>(`${gatewayUrl}/graphql`, query, variables, auth);
  const project = await gql<{ createProject: { id: string } }>(
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }',
    {
      input: { key: 'BENCH', name: 'Benchmark' },
    },
  );
  const projectId = project.createProject.id;
  const userIds: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await gql<{ createUser: { id: string } }>('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { email: `bench${i}@example.test`, displayName: `Bench user ${i}`, password: 'bench-password-123' },
    });
    userIds.push(user.createUser.id);
    await gql('mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }', {
      input: { projectId, userId: user.createUser.id },
    });
  }
  const labelIds: string[] = [];
  for (const name of ['bug', 'backend', 'frontend']) {
    const label = await gql<{ createLabel: { id: string } }>('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', {
      input: { projectId, name },
    });
    labelIds.push(label.createLabel.id);
  }
  for (let i = 0; i < TICKETS; i += 1) {
    await gql('mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }', {
      input: {
        projectId,
        title: `Benchmark ticket ${i}`,
        description: 'Body',
        assigneeIds: [userIds[i % 3], userIds[(i + 1) % 3]],
        labelIds: [labelIds[i % 3], labelIds[(i + 2) % 3]],
      },
    });
  }
}

interface Row {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const body = JSON.stringify({ query: LIST_QUERY, variables: { key: 'BENCH' } });
  // The load generator runs in a worker thread so it does not share the server's event loop.
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...headers },
    body,
    connections: CONNECTIONS,
    workers: 1,
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: plan caches, JIT, connection pools
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-'));
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    SVC_MCP_PORT: '0',
    SVC_DATA_DIR: dataDir,
    SVC_MASTER_KEY: randomBytes(32).toString('base64'),
    SVC_BOOTSTRAP_ADMIN_PASSWORD: 'bench-admin-password',
    JOBS_ENABLED: 'false',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  let apiKey = '';
  const inProcess: RunningApp = await startApp(loadConfig(env), {
    announce: (message) => void (apiKey = /API key:\s+(\S+)/.exec(message)?.[1] ?? apiKey),
  });
  const remoteGateways: RunningApp[] = [];
  try {
    const auth = { authorization: `Bearer ${apiKey}` };
    await seed(inProcess.url, auth);

    // The same running subgraph, also served over HTTP (what a separate subgraph process does).
    const workspace = inProcess.platform;
    const subgraph = await workspaceSubgraph.start(workspace);
    const subgraphServer = createSubgraphServer(subgraph, workspace.config.BODY_LIMIT_BYTES);
    const subgraphUrl = `${await subgraphServer.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
    const remote = await startApp(loadConfig({ ...env, SUBGRAPH_WORKSPACE_URL: subgraphUrl }), { announce: () => {} });
    remoteGateways.push(remote);
    // The same in-process setup without sharing identical in-flight fetches, to show what that buys.
    const noDedupe = await startApp(loadConfig({ ...env, GATEWAY_DEDUPE_INFLIGHT: 'false' }), { announce: () => {} });
    remoteGateways.push(noDedupe);

    // (1) talks to the subgraph as the gateway would: with a signed internal token for the same user.
    const me = await call<{ me: { id: string } }>(`${inProcess.url}/graphql`, '{ me { id } }', {}, auth);
    const internalToken = await workspace.tokens.sign({
      kind: 'user',
      userId: me.me.id,
      userKind: 'human',
      globalRole: 'super-admin',
      authMethod: 'api_key',
      scopes: [],
    });
    const sample = await call<{ project: { tickets: { nodes: unknown[] } } }>(
      subgraphUrl,
      LIST_QUERY,
      { key: 'BENCH' },
      { [INTERNAL_TOKEN_HEADER]: internalToken },
    );
    if (sample.project.tickets.nodes.length !== TICKETS)
      throw new Error(`expected ${TICKETS} tickets, got ${sample.project.tickets.nodes.length}`);

    const rows = [
      await load('(1) workspace subgraph direct (HTTP)', subgraphUrl, { [INTERNAL_TOKEN_HEADER]: internalToken }),
      await load('(2) gateway, subgraph in-process', `${inProcess.url}/graphql`, auth),
      await load('(3) gateway, subgraph over HTTP', `${remote.url}/graphql`, auth),
      await load('(2b) as (2), in-flight de-duplication off', `${noDedupe.url}/graphql`, auth),
    ];
    const base = rows[0]!.requests;
    console.log(`\nGateway benchmark: ${TICKETS}-ticket list with project, status, assignees, labels`);
    console.log(
      `database: ${workspace.database.embedded ? 'embedded PGlite' : 'PostgreSQL server'}; ${CONNECTIONS} connections, ${SECONDS} s per run after 2 s warm-up`,
    );
    console.log(
      `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
    );
    console.log('| mode | req/s | p50 ms | p99 ms | errors | throughput vs (1) |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.requests.toFixed(1)} | ${row.p50} | ${row.p99} | ${row.errors} | ${((row.requests / base) * 100).toFixed(1)}% |`,
      );
    }
    await subgraphServer.close();
    await subgraph.close();
  } finally {
    for (const gateway of remoteGateways) await gateway.close();
    await inProcess.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
