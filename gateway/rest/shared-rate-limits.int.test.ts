import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { loadConfig } from '../../core/config.js';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { scratchDir } from '../../test/support/database.js';
import { call } from '../../mcp/test-client.js';
import { API_CALLS_PER_MINUTE } from '../../mcp/escape-hatches.js';
import { startApp, type RunningApp } from '../app.js';

/**
 * Two replicas of the platform on one PostgreSQL database count each rate limit once (issue 36). PostgreSQL only: two
 * processes never share an embedded database.
 */
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL)
  console.info('shared-rate-limits: skipped without TEST_DATABASE_URL (replicas share a PostgreSQL server)');

const LIMIT = 4;
let first: TestApp;
let second: RunningApp;

onServer('rate limits of two gateways on one database', () => {
  beforeAll(async () => {
    const masterKey = randomBytes(32).toString('base64');
    const env = { MAIL_API_RATE_LIMIT: String(LIMIT), SVC_MASTER_KEY: masterKey };
    first = await startTestApp({ env });
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SVC_DATA_DIR: scratchDir('svc-replica-'),
      DATABASE_URL: first.app.platform.database.url,
      JOBS_ENABLED: 'false',
      MAIL_INBOUND_SMTP_PORT: '0',
      SVC_MCP_PORT: '0',
      ...env,
    });
    // Both replicas read one clock, stopped, so that the one-second window holds still while the test runs.
    second = await startApp(config, { announce: () => {}, clock: first.clock });
  });
  afterAll(async () => {
    first?.clock.thaw();
    await second?.close();
    await first?.close();
  });

  it('counts a mail API key once whichever gateway a request reaches', async () => {
    const owner = await first.createUser();
    const { token } = await first.createMailKey(owner.token);
    first.clock.freeze();
    // At the start of a second: every hit below leaves the window a second later, exactly.
    first.clock.advance(1_000 - (first.clock.now().getTime() % 1_000));
    const statuses = [];
    const refusals = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const response = await fetch(`${i % 2 ? second.url : first.url}/v1/sender-domains`, {
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.push(response.status);
      if (response.status === 429) refusals.push({ retryAfter: response.headers.get('retry-after'), body: await response.json() });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(refusals).toEqual(
      Array(2).fill({
        retryAfter: '1',
        body: expect.objectContaining({ error: expect.objectContaining({ code: 'rate_limit_exceeded' }) }),
      }),
    );
    first.clock.advance(1_000);
    expect((await fetch(`${second.url}/v1/sender-domains`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('counts svc_api_call once whichever MCP server a call reaches: the 121st in a minute is refused', async () => {
    const user = await first.createUser();
    const minted = await first.gql<{ createApiKey: { token: string } }>(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token } }',
      { input: { name: 'MCP', scopes: ['mcp:use'] } },
      user.token,
    );
    const key = minted.data!.createApiKey.token;
    const clients = await Promise.all([first.url, second.url].map((url) => mcpClient(url, key)));
    try {
      first.clock.freeze();
      const apiCall = (i: number) => call(clients[i % 2]!, 'svc_api_call', { method: 'GET', path: '/users/me' });
      for (let i = 0; i < API_CALLS_PER_MINUTE; i++) expect({ i, isError: (await apiCall(i)).isError }).toEqual({ i, isError: false });
      for (const i of [0, 1]) expect((await apiCall(i)).value).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      first.clock.advance(61_000);
      expect((await apiCall(1)).isError).toBe(false);
    } finally {
      for (const client of clients) await client.close();
    }
  });
});

/** An MCP client of the `/mcp` at `baseUrl`, signed in with `key`. */
async function mcpClient(baseUrl: string, key: string): Promise<Client> {
  const client = new Client({ name: 'svc-tests', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  return client;
}
