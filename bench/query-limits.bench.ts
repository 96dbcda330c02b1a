import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { attacks, introspectionAliases, STANDARD_INTROSPECTION, standardIntrospectionAliases } from '../test/support/graphql-attacks.js';
import { startBenchApp } from './bench-app.js';
import { graphqlClient } from './graphql-client.js';
import { machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:query-limits`: what refusing each amplification attack in test/support/graphql-attacks.ts
 * costs the server, beside an ordinary one-field query answered in full; then what a signed-in caller (a
 * viewer's API key, a bot's) gets for introspection, and what docDiff costs on a doc of 10,000 lines replaced by
 * 10,000 others (which held the event loop 9.2 s before diffs were bounded). The app runs in this process, so
 * `process.cpuUsage()` around a request counts the server's parsing, validation and answer (and the client's small
 * share), and the event loop's longest wait during a case is the longest any request held it (plus this machine's
 * scheduling). Each case is sent BENCH_ROUNDS (20) times after 3 unmeasured warm-up sends; the median and the worst
 * round are printed, with the answer's status, size and its ratio to the request's.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const progress = progressOf('bench:query-limits');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Case {
  name: string;
  /** Who sends it: its bearer token, or none. */
  caller: 'anonymous' | 'super-admin' | 'viewer' | 'bot';
  query: string;
  variables?: Record<string, unknown>;
}

async function main(): Promise<void> {
  const { app, adminToken, close } = await startBenchApp('query-limits', { NODE_ENV: 'production', JOBS_ENABLED: 'false' });
  try {
    const admin = graphqlClient(app.url, adminToken);
    progress('seeding a project, a viewer with an API key, a bot with one, and two docs of 10,000 lines');
    const { createProject } = await admin<{ createProject: { id: string } }>(
      'mutation { createProject(input: { key: "QLB", name: "Query limits" }) { id } }',
    );
    const member = async (userId: string, role: 'VIEWER' | 'MEMBER') =>
      admin('mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { role } }', {
        input: { projectId: createProject.id, userId, role },
      });
    const email = `viewer-${randomBytes(3).toString('hex')}@example.test`;
    const password = `password-${randomBytes(8).toString('hex')}`;
    const { createUser } = await admin<{ createUser: { id: string } }>(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      {
        input: { email, displayName: 'Viewer', password, globalRole: 'MEMBER' },
      },
    );
    await member(createUser.id, 'VIEWER');
    const signIn = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { email, password } },
      }),
    });
    const { login } = ((await signIn.json()) as { data: { login: { token: string } } }).data;
    const viewerKey = (
      await graphqlClient(
        app.url,
        () => login.token,
      )<{ createApiKey: { token: string } }>('mutation { createApiKey(input: { name: "bench" }) { token } }')
    ).createApiKey.token;
    const { createBot } = await admin<{ createBot: { id: string } }>('mutation { createBot(input: { displayName: "Agent" }) { id } }');
    await member(createBot.id, 'MEMBER');
    const botKey = (
      await admin<{ createApiKey: { token: string } }>('mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token } }', {
        input: { userId: createBot.id, name: 'bench' },
      })
    ).createApiKey.token;
    const { createDocSpace } = await admin<{ createDocSpace: { id: string } }>(
      'mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }',
      { input: { projectId: createProject.id, name: 'Bench' } },
    );
    const lines = (prefix: string) => Array.from({ length: 10_000 }, (_, i) => `${prefix}${i}\n`).join('');
    const docWithRevision = async (title: string, second: string) => {
      const { createDoc } = await admin<{ createDoc: { id: string } }>(
        'mutation($input: CreateDocInput!) { createDoc(input: $input) { id } }',
        {
          input: { spaceId: createDocSpace.id, title, body: lines('a') },
        },
      );
      await admin('mutation($input: UpdateDocInput!) { updateDoc(input: $input) { revision } }', {
        input: { id: createDoc.id, body: second },
      });
      return createDoc.id;
    };
    const replaced = await docWithRevision('Replaced', lines('b'));
    const edited = await docWithRevision('Edited', lines('a').replace('a5000\n', 'changed\n'));
    const diffs = (count: number) =>
      `query($id: ID!) { ${Array.from({ length: count }, (_, i) => `d${i}: docDiff(docId: $id, from: 1, to: 2)`).join(' ')} }`;

    const tokens: Record<Case['caller'], string | undefined> = {
      anonymous: undefined,
      'super-admin': adminToken(),
      viewer: viewerKey,
      bot: botKey,
    };
    const send = async ({ query, variables, caller }: Case) => {
      const body = JSON.stringify({ query, variables });
      const token = tokens[caller];
      const started = process.cpuUsage();
      const startedAt = performance.now();
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      const wallMs = performance.now() - startedAt;
      const { user, system } = process.cpuUsage(started);
      return { status: response.status, requestBytes: Buffer.byteLength(body), bytes, cpuMs: (user + system) / 1000, wallMs };
    };

    const cases: Case[] = [
      { name: 'ordinary query (`{ me { id email } }`), answered', caller: 'super-admin', query: '{ me { id email } }' },
      ...attacks.map(({ name, query, signedIn }): Case => ({ name, query, caller: signedIn ? 'super-admin' : 'anonymous' })),
      { name: 'one-field query (`{ me { id } }`), answered', caller: 'viewer', query: '{ me { id } }' },
      { name: 'standard introspection query, answered', caller: 'viewer', query: STANDARD_INTROSPECTION },
      { name: 'standard introspection twice (two aliases), answered', caller: 'viewer', query: standardIntrospectionAliases(2) },
      { name: '30 aliased `__schema { ...S }`', caller: 'viewer', query: introspectionAliases(30) },
      { name: '30 aliased `__schema { ...S }`', caller: 'bot', query: introspectionAliases(30) },
      { name: '30 aliased `__schema { ...S }`', caller: 'anonymous', query: introspectionAliases(30) },
      { name: 'docDiff, one line changed in 10,000, answered', caller: 'viewer', query: diffs(1), variables: { id: edited } },
      { name: 'docDiff, 10,000 lines replaced', caller: 'viewer', query: diffs(1), variables: { id: replaced } },
      { name: '4 aliased docDiff, 10,000 lines replaced', caller: 'viewer', query: diffs(4), variables: { id: replaced } },
      { name: '5 aliased docDiff, 10,000 lines replaced', caller: 'bot', query: diffs(5), variables: { id: replaced } },
    ];
    const rows: string[] = [];
    for (const one of cases) {
      progress(`${one.name} (${one.caller})`);
      for (let i = 0; i < 3; i++) await send(one);
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const results = [];
      for (let i = 0; i < ROUNDS; i++) results.push(await send(one));
      delay.disable();
      const cpu = results.map((result) => result.cpuMs);
      const { status, bytes, requestBytes } = results[0]!;
      const size = (count: number) => (count < 10_240 ? `${count} B` : `${(count / 1024).toFixed(1)} KiB`);
      rows.push(
        `| ${one.name} | ${one.caller} | ${size(requestBytes)} | ${status} | ${size(bytes)} | ${(bytes / requestBytes).toFixed(1)}x | ` +
          `${median(cpu).toFixed(1)} ms | ${Math.max(...cpu).toFixed(1)} ms | ${median(results.map((result) => result.wallMs)).toFixed(1)} ms | ` +
          `${(delay.max / 1e6).toFixed(0)} ms |`,
      );
    }
    console.log(`query limits: ${ROUNDS} rounds per case; ${machineSummary()}`);
    console.log(
      '| case | caller | request | status | answer | answer/request | CPU, median | CPU, worst | time, median | longest loop wait |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await close();
  }
}

await main();
