import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type autocannon from 'autocannon';
import { countTokens } from 'gpt-tokenizer';
import { GetTicketDocument } from '../operations/generated/graphql.js';
import { print } from 'graphql';
import { systemClock } from '../core/clock.js';
import { createMcpService, startMcpHttp } from '../mcp/start.js';
import { startBenchApp } from './bench-app.js';
import { loadTest, machineSummary, profiled, progressOf, selectedByBenchOnly } from './load.js';

/**
 * `npm run bench:mcp`:
 * 1. Connect-time cost of each toolset: the `tools/list` answer and the `initialize` instructions a client puts in the
 *    model's context, in tokens (gpt-tokenizer, o200k_base; and characters / 4, Apollo MCP Server's estimate), against
 *    SPEC.md's 2.8k / 8.7k / 40.4k (target: at most 80% for minimal and curated).
 * 2. `svc_get_ticket` through `/mcp`, through a separate MCP server calling the API over HTTP, and the same GraphQL
 *    operation sent straight to `/graphql`: same ticket, same connections (BENCH_CONNECTIONS, 10) for BENCH_SECONDS (10)
 *    a path, BENCH_ROUNDS (3) alternating rounds in this run, medians of throughput and p50/p99 (target: MCP at least
 *    70% of the direct throughput). GATEWAY_DEDUPE_INFLIGHT=false measures without the gateway coalescing identical
 *    requests of one viewer (which flatters the direct path most: its ten connections send in lockstep).
 * BENCH_DATABASE_URL selects a PostgreSQL server; without it the embedded PGlite is used. BENCH_ONLY: substrings of path
 * names, separated by `|`. BENCH_PROFILE=<file>: a CPU profile of the measured rounds (`profiled`).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SPEC_TOKENS = { minimal: 2800, curated: 8700, full: 40400 } as const;
const progress = progressOf('bench:mcp');
const UNIQUE_RPC_ID = fileURLToPath(new URL('unique-rpc-id.cjs', import.meta.url));

const PROTOCOL_VERSION = '2025-06-18';

/** A session on the MCP server at `baseUrl` (`initialize`, then `notifications/initialized`): its `mcp-session-id`. */
async function initializeSession(baseUrl: string, authorization: string): Promise<string> {
  const headers = { authorization, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const initialize = await fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'bench', version: '1.0.0' } },
    }),
  });
  const sessionId = initialize.headers.get('mcp-session-id')!;
  await initialize.text();
  await fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: { ...headers, 'mcp-session-id': sessionId, 'mcp-protocol-version': PROTOCOL_VERSION },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });
  return sessionId;
}

async function main(): Promise<void> {
  const { app, gql, close } = await startBenchApp('mcp', {
    NODE_ENV: 'production',
    JOBS_ENABLED: 'false',
    GATEWAY_DEDUPE_INFLIGHT: process.env.GATEWAY_DEDUPE_INFLIGHT ?? 'true',
  });
  try {
    progress('seeding');
    const { createProject } = await gql<{ createProject: { id: string } }>(
      'mutation { createProject(input: { key: "BEN", name: "Bench" }) { id } }',
    );
    const { createTicket } = await gql<{ createTicket: { key: string } }>(
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { key } }',
      { input: { projectId: createProject.id, title: 'Benchmark ticket', description: 'A ticket read again and again.' } },
    );
    const { createApiKey } = await gql<{ createApiKey: { token: string } }>(
      'mutation { createApiKey(input: { name: "bench", scopes: ["mcp:use"] }) { token } }',
    );
    const authorization = `Bearer ${createApiKey.token}`;

    progress('toolsets');
    const costs: string[] = [];
    for (const toolset of ['minimal', 'curated', 'full'] as const) {
      const client = new Client({ name: 'bench', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${app.url}/mcp?toolset=${toolset}`), { requestInit: { headers: { authorization } } }),
      );
      const { tools } = await client.listTools();
      const context = [JSON.stringify({ tools }), client.getInstructions() ?? ''];
      const tokens = context.reduce((sum, text) => sum + countTokens(text), 0);
      const quarterCharacters = Math.round(context.reduce((sum, text) => sum + text.length, 0) / 4);
      costs.push(
        `| ${toolset} | ${tools.length} | ${tokens} | ${quarterCharacters} | ${SPEC_TOKENS[toolset]} | ${Math.round((tokens / SPEC_TOKENS[toolset]) * 100)}% |`,
      );
      await client.close();
    }

    const mcpHeaders = {
      authorization,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-session-id': await initializeSession(app.url, authorization),
      'mcp-protocol-version': PROTOCOL_VERSION,
    };
    const toolCall = JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      method: 'tools/call',
      params: { name: 'svc_get_ticket', arguments: { key: createTicket.key } },
    });
    // The shape of a separate MCP process (docker-compose's `mcp` service): its own server, calling the API over HTTP.
    const config = { ...app.platform.config, SVC_MCP_PORT: 0 };
    const separate = createMcpService(config, { apiUrl: app.url, publicUrl: () => app.url, clock: systemClock });
    const separateServer = await startMcpHttp(config, separate, () => app.url);
    const separateHeaders = { ...mcpHeaders, 'mcp-session-id': await initializeSession(separateServer.url, authorization) };
    // Every JSON-RPC request of a session needs its own id (the transport routes each answer by it).
    const toolCalls = [{ body: toolCall, setupRequest: UNIQUE_RPC_ID } as never];
    const paths: Array<{ name: string; options: autocannon.Options }> = [
      {
        name: 'MCP tools/call via /mcp (npm start: the gateway serves the in-process MCP server)',
        options: { url: `${app.url}/mcp`, method: 'POST', connections: CONNECTIONS, headers: mcpHeaders, requests: toolCalls },
      },
      {
        name: 'MCP tools/call to a separate MCP server (its own port, the API over HTTP)',
        options: {
          url: `${separateServer.url}/mcp`,
          method: 'POST',
          connections: CONNECTIONS,
          headers: separateHeaders,
          requests: toolCalls,
        },
      },
      {
        name: 'the same GetTicket operation straight to /graphql',
        options: {
          url: `${app.url}/graphql`,
          method: 'POST',
          connections: CONNECTIONS,
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ query: print(GetTicketDocument), variables: { key: createTicket.key }, operationName: 'GetTicket' }),
        },
      },
    ];
    const results = paths.map(() => [] as autocannon.Result[]);
    try {
      // Alternating rounds, medians: the machine's load moves under a run.
      await profiled(async () => {
        for (let round = 1; round <= ROUNDS; round++) {
          for (const [index, path] of paths.entries()) {
            if (!selectedByBenchOnly(path.name)) continue;
            progress(`round ${round}/${ROUNDS}: ${path.name}`);
            results[index]!.push(await loadTest(path.options, SECONDS));
          }
        }
      });
    } finally {
      await separateServer.close();
      await separate.close();
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const summary = results.map((runs) =>
      runs.length === 0
        ? null
        : {
            rps: median(runs.map((run) => run.requests.average)),
            p50: median(runs.map((run) => run.latency.p50)),
            p99: median(runs.map((run) => run.latency.p99)),
            non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
            rounds: runs.map((run) => run.requests.average.toFixed(0)).join(' / '),
          },
    );

    console.log(`bench:mcp; ${machineSummary()}; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}`);
    console.log('\nConnect-time cost (tools/list + instructions, o200k_base tokens)\n');
    console.log('| toolset | tools | tokens | characters / 4 | SPEC.md | share |\n| --- | --- | --- | --- | --- | --- |');
    for (const line of costs) console.log(line);
    const dedupe = app.platform.config.GATEWAY_DEDUPE_INFLIGHT ? 'on' : 'off';
    console.log(
      `\nsvc_get_ticket, ${CONNECTIONS} connections, ${SECONDS} s a path, ${ROUNDS} alternating rounds (medians); in-flight de-duplication ${dedupe}\n`,
    );
    console.log('| path | req/s | p50 ms | p99 ms | non-2xx | req/s by round |\n| --- | --- | --- | --- | --- | --- |');
    for (const [index, path] of paths.entries()) {
      const measured = summary[index];
      if (measured)
        console.log(
          `| ${path.name} | ${measured.rps.toFixed(0)} | ${measured.p50} | ${measured.p99} | ${measured.non2xx} | ${measured.rounds} |`,
        );
    }
    const [viaMcp, , direct] = summary;
    if (viaMcp && direct) console.log(`\nMCP via /mcp: ${Math.round((viaMcp.rps / direct.rps) * 100)}% of the direct throughput`);
  } finally {
    await close();
  }
}

await main();
