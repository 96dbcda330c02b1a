import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { Agent, fetch as undiciFetch } from 'undici';
import { startTestApp, type TestApp } from '../test/support/app.js';
import { createTestTls } from '../test/support/tls.js';
import { until } from '../test/support/wait.js';
import { buildWorld, createTicket, ok, type World } from '../subgraphs/workspace/tickets/ticket.test-support.js';
import { call, mcpKey } from './test-client.js';

let t: TestApp;
let w: World;
let dir: string;
let trusting: Agent;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'svc-mcp-tls-'));
  const tls = await createTestTls(dir);
  // The gateway serves HTTPS with a certificate of a private CA, which only this test (its client) trusts.
  t = await startTestApp({ env: { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile } });
  trusting = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  w = await buildWorld(t, 'TLS');
});
afterAll(async () => {
  await t?.close();
  await trusting?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('MCP on a gateway serving HTTPS with a private-CA certificate', () => {
  it('answers tool calls and live resource changes: the in-process server trusts its own gateway, and logs no error', async () => {
    expect(t.url).toMatch(/^https:/);
    const key = await mcpKey(t, w.member);
    const client = new Client({ name: 'svc-tests', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${key}` } },
        fetch: ((url: string | URL, init?: RequestInit) =>
          undiciFetch(url, { ...(init as object), dispatcher: trusting })) as unknown as typeof fetch,
      }),
    );
    try {
      expect((await call(client, 'svc_session_start')).value).toMatchObject({ me: { id: w.member.id } });

      const ticket = await createTicket(t, w.member, { projectId: w.project.id, title: 'Watched over TLS' });
      const uri = `svc://ticket/${ticket.key}`;
      const updates: string[] = [];
      client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => void updates.push(notification.params.uri));
      await client.subscribeResource({ uri });
      // The API's event stream (graphql-ws over wss) starts asynchronously: change the ticket until the first notice arrives.
      for (let attempt = 0; attempt < 50 && updates.length === 0; attempt += 1) {
        await ok(
          t,
          'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
          { input: { id: ticket.id, title: `Watched over TLS ${attempt}` } },
          w.projectAdmin,
        );
        await until(() => updates.length > 0, 'a notice', 200).catch(() => {});
      }
      expect(updates[0]).toBe(uri);
    } finally {
      await client.close();
    }
    expect(t.loggedErrors()).toEqual([]);
  });
});

describe('an MCP server whose API cannot be reached', () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on the discard port.
    down = await startTestApp({ env: { SVC_API_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers 500 and logs why', async () => {
    const answer = await fetch(`${down.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: 'Bearer svc_k_x' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(answer.status).toBe(500);
    expect(down.loggedErrors().join('\n')).toContain('MCP credential check failed');
  });
});
