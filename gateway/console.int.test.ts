import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CreateTicketDocument, InviteUserDocument, OrchestratorIssuesByIdsDocument } from '../operations/generated/graphql.js';
import { launchBrowser, screenshot } from '../test/support/browser.js';
import { signIn } from '../test/support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gqlOk, startTestApp, type TestApp } from '../test/support/app.js';
import { CONSOLE_DIR } from './console.js';

// The gateway serving the built console (the test run's global setup builds it, as `npm start` does).

describe('the console beside the API (SVC_CONSOLE_URL unset)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const get = (path: string, accept = 'text/html') => fetch(`${app.url}${path}`, { headers: { accept } });

  it("serves the console's page for its own URLs, its assets cached for good, and nothing of it under the API's paths", async () => {
    const page = await get('/projects/WEB?status=DONE');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    // Over plain HTTP the page's own scripts must not be sent to HTTPS.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(await (await get('/')).text()).toBe(html);

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await get(script, '*/*');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of ['/assets/missing.js', '/api/nothing-here', '/v1/nothing-here', '/healthz/x']) {
      const answer = await get(path);
      expect([401, 404]).toContain(answer.status);
      expect(answer.headers.get('content-type')).toMatch(/json/);
    }
    // Not a browser asking for a page: the plain 404.
    expect((await get('/projects', 'application/json')).status).toBe(404);
    expect((await fetch(`${app.url}/projects`, { method: 'POST' })).status).toBe(404);
    // The GraphQL landing page is there too.
    expect((await get('/graphql')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  /** The bytes as they crossed the wire, with the headers (fetch would decompress them). */
  const raw = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const url = new URL(path, app.url);
      httpRequest(
        { host: url.hostname, port: url.port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      )
        .on('error', reject)
        .end();
    });

  it('sends the built files compressed at build: brotli or gzip as the browser accepts, as they are otherwise', async () => {
    const html = await (await get('/')).text();
    const assets = [/src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!, /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!];
    for (const asset of assets) {
      const original = readFileSync(path.join(CONSOLE_DIR, asset));
      const brotli = await raw(asset, 'gzip, deflate, br, zstd');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
      // A fifth of the file or less on the wire.
      expect(brotli.body.length).toBeLessThan(original.length / 4);

      const gzip = await raw(asset, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(original)).toBe(true);

      const plain = await raw(asset);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });
});

describe('the console on a host of its own (SVC_CONSOLE_URL)', () => {
  const CONSOLE = 'http://console.localhost';
  let app: TestApp;
  let port: number;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startTestApp({ env: { SVC_CONSOLE_URL: CONSOLE } });
    port = Number(new URL(app.url).port);
  });
  afterAll(async () => {
    await browser?.close();
    await app.close();
  });

  interface Answer {
    status: number;
    type: string;
    cache: string | undefined;
    body: string;
  }
  /** A request to the app with this Host header (fetch would send the URL's own). */
  const send = (host: string, path: string, options: { method?: string; accept?: string; body?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? 'GET',
          headers: {
            host,
            accept: options.accept ?? 'text/html',
            ...(options.body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              type: String(response.headers['content-type']),
              cache: response.headers['cache-control'],
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
  const onConsole = (path: string, options?: Parameters<typeof send>[2]) => send(`console.localhost:${port}`, path, options);
  const onApi = (path: string, options?: Parameters<typeof send>[2]) => send(`127.0.0.1:${port}`, path, options);
  const login = JSON.stringify({
    query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
    variables: { input: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } },
  });

  it('serves the console, its files and the API the console calls on its host', async () => {
    const page = await onConsole('/');
    expect((await onConsole('/index.html')).status).toBe(200);
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache' });
    expect(page.body).toContain('<div id="root"></div>');
    expect((await onConsole('/projects/WEB?status=DONE')).body).toBe(page.body);
    // Host names are case-insensitive.
    expect((await send(`CONSOLE.localhost:${port}`, '/sign-in')).body).toBe(page.body);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    expect(await onConsole(script, { accept: '*/*' })).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
    // Same origin for the console's calls: no CORS needed.
    const signedIn = await onConsole('/graphql', { method: 'POST', accept: 'application/json', body: login });
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body).data.login.token).toBeTruthy();
    expect(await onConsole('/api/nothing-here')).toMatchObject({ status: 401, type: expect.stringMatching(/json/) });
  });

  it('answers JSON only on the API host: no page, no console file, no GraphQL landing page', async () => {
    const root = await onApi('/');
    expect(root).toMatchObject({ status: 200, type: expect.stringMatching(/^application\/json/) });
    expect(JSON.parse(root.body)).toEqual({
      console: `${CONSOLE}/`,
      graphql: '/graphql',
      mailApi: '/v1',
      workspaceApi: '/api',
      health: '/healthz',
    });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec((await onConsole('/')).body)![1]!;
    for (const path of ['/projects/WEB', '/sign-in', '/mail', '/index.html', script, '/nothing-here']) {
      const answer = await onApi(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body).not.toContain('<');
    }
    const landing = await onApi('/graphql');
    expect(landing.status).toBeGreaterThanOrEqual(400);
    expect(landing.type).toMatch(/^application\/json/);
    // Another name for the API's host is the API's host too.
    expect((await send(`localhost:${port}`, '/projects/WEB')).status).toBe(404);
    // The API itself answers there as before.
    expect((await onApi('/graphql', { method: 'POST', accept: 'application/json', body: login })).status).toBe(200);
    expect(await onApi('/healthz', { accept: 'application/json' })).toMatchObject({ status: 200 });
  });

  it('sends invitation links to the console host', async () => {
    const invited = await app.gql(InviteUserDocument, { input: { email: 'invited-to-console@example.test' } }, app.adminToken);
    expect(invited.data!.inviteUser.acceptUrl).toBe(`${CONSOLE}/accept-invite?token=${invited.data!.inviteUser.token}`);
  });

  it("links an orchestrator's issue record to the ticket's page on the console host", async () => {
    const projectId = (
      await gqlOk<{ createProject: { id: string } }>(app, 'mutation { createProject(input: { key: "CON", name: "Console host" }) { id } }')
    ).createProject.id;
    const ticket = (await app.gql(CreateTicketDocument, { input: { projectId, title: 'Linked' } }, app.adminToken)).data!.createTicket;
    const records = (await app.gql(OrchestratorIssuesByIdsDocument, { ids: [ticket.id] }, app.adminToken)).data!.orchestratorIssuesByIds;
    expect(records.map((record) => record.url)).toEqual([`${CONSOLE}/projects/CON/tickets/${ticket.key}`]);
  });

  it('signs in and lists projects in Chromium on the console host', async () => {
    browser = await launchBrowser();
    const page = await (await browser.newContext()).newPage();
    const origin = `http://console.localhost:${port}`;
    await signIn(page, origin);
    expect(new URL(page.url()).host).toBe(`console.localhost:${port}`);
    await screenshot(page, 'console-own-host');
  }, 120_000);
});
