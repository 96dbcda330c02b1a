import { startTestApp, type TestApp } from '../test/support/app.js';

// Response headers over real HTTP: helmet's security headers everywhere, `no-store` on every API answer
// (some carry a secret), and the routes with a caching or content policy of their own keep it.
let t: TestApp;
let mailKey: string;

beforeAll(async () => {
  t = await startTestApp();
  mailKey = (await t.createMailKey(t.adminToken)).token;
});

afterAll(async () => {
  await t.close();
});

const post = (path: string, token: string, body: unknown) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The headers helmet adds to every response (its defaults, HSTS included). */
const expectSecurityHeaders = (response: Response) => {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-powered-by')).toBeNull();
};

it('answers an API key minted over GraphQL with no-store and the security headers', async () => {
  const response = await post('/graphql', t.adminToken, {
    query: 'mutation { createApiKey(input: { name: "headers" }) { token } }',
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { data: { createApiKey: { token: string } } }).data.createApiKey.token).toBeTruthy();
  expect(response.headers.get('cache-control')).toBe('no-store');
  expectSecurityHeaders(response);
  // GraphQL answers are JSON: the landing page's route has no CSP header (see below), nothing else differs.
  expect(response.headers.get('content-security-policy')).toBeNull();
});

it('answers an API key minted over /api with no-store and the security headers', async () => {
  const response = await post('/api/create-api-key', t.adminToken, { input: { name: 'headers' } });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { token: string }).token).toBeTruthy();
  expect(response.headers.get('cache-control')).toBe('no-store');
  expectSecurityHeaders(response);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
});

it('answers a webhook secret over /v1 with no-store, on create and on rotation', async () => {
  const created = await post('/v1/webhooks', mailKey, { url: 'https://hooks.example.com/headers' });
  expect(created.status).toBe(201);
  const { id, secret } = (await created.json()) as { id: string; secret: string };
  expect(secret).toMatch(/^whsec_/);
  expect(created.headers.get('cache-control')).toBe('no-store');
  expectSecurityHeaders(created);

  const rotated = await post(`/v1/webhooks/${id}/rotate-secret`, mailKey, {});
  expect(rotated.status).toBe(200);
  expect(rotated.headers.get('cache-control')).toBe('no-store');
});

it('answers API errors and the orchestrator adapter with no-store', async () => {
  const refused = await fetch(`${t.url}/v1/webhooks`);
  expect(refused.status).toBe(401);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expectSecurityHeaders(refused);
  const orchestrator = await fetch(`${t.url}/integrations/orchestrator/openapi.json`);
  expect(orchestrator.headers.get('cache-control')).toBe('no-store');
});

it('allows styles and fonts from the platform itself only (the console renders text people wrote)', async () => {
  const response = await fetch(`${t.url}/healthz`);
  const policy = Object.fromEntries(
    response.headers
      .get('content-security-policy')!
      .split(';')
      .map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name!, sources.join(' ')];
      }),
  );
  expect(policy).toEqual({
    'default-src': "'self'",
    'base-uri': "'self'",
    'font-src': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
    'img-src': "'self' data:",
    'object-src': "'none'",
    'script-src': "'self'",
    'script-src-attr': "'none'",
    'style-src': "'self'",
    // `<style>` elements fall under style-src; `style=` attributes are for the mail template preview's sandboxed frame.
    'style-src-attr': "'unsafe-inline'",
  });
});

it('sends the security headers on health checks, without no-store', async () => {
  const response = await fetch(`${t.url}/healthz`);
  expect(response.status).toBe(200);
  expectSecurityHeaders(response);
  expect(response.headers.get('cache-control')).toBeNull();
});

it('still serves the GraphQL landing page, under its own CSP', async () => {
  const response = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  // Apollo's policy, with the nonce of this response's inline and CDN scripts; no second policy in a header.
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-[0-9a-f]+'/);
  expect(response.headers.get('content-security-policy')).toBeNull();
  expectSecurityHeaders(response);
});

it('lets the attachment download keep its caching and content policy', async () => {
  const project = await post('/graphql', t.adminToken, {
    query: 'mutation { createProject(input: { key: "HDR", name: "Headers" }) { id } }',
  });
  const projectId = ((await project.json()) as { data: { createProject: { id: string } } }).data.createProject.id;
  const ticket = await post('/graphql', t.adminToken, {
    query: `mutation { createTicket(input: { projectId: "${projectId}", title: "With a file" }) { id } }`,
  });
  const ticketId = ((await ticket.json()) as { data: { createTicket: { id: string } } }).data.createTicket.id;
  const form = new FormData();
  form.append('ticketId', ticketId);
  form.append('file', new Blob(['plain text']), 'notes.txt');
  const uploaded = await fetch(`${t.url}/api/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.adminToken}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  expect(uploaded.headers.get('cache-control')).toBe('no-store');
  const downloadUrl = `${t.url}/api/attachments/${((await uploaded.json()) as { id: string }).id}/content`;

  const download = await fetch(downloadUrl, { headers: { authorization: `Bearer ${t.adminToken}` } });
  expect(download.status).toBe(200);
  expect(await download.text()).toBe('plain text');
  const etag = download.headers.get('etag');
  expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
  expect(download.headers.get('cache-control')).toBe('private, no-cache');
  expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expectSecurityHeaders(download);

  const revalidated = await fetch(downloadUrl, { headers: { authorization: `Bearer ${t.adminToken}`, 'if-none-match': etag! } });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get('etag')).toBe(etag);
  expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
});

it('lets the open-tracking pixel load from other origins', async () => {
  const response = await fetch(`${t.url}/mail/open/unknown.gif`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store, max-age=0');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expectSecurityHeaders(response);
});
