import { request as httpRequest, type IncomingMessage } from 'node:http';
import { startTestApp, type TestApp } from '../../test/support/app.js';

let t: TestApp;
let mailKey: string;

beforeAll(async () => {
  t = await startTestApp({ env: { MAIL_API_RATE_LIMIT: '1000' } });
  mailKey = (await t.createMailKey((await t.createUser()).token)).token;
});
afterAll(async () => {
  await t?.close();
});

const DOCUMENTS = ['/v1/openapi.json', '/api/openapi.json', '/integrations/orchestrator/openapi.json'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function call(
  method: string,
  path: string,
  init: { authorization?: string; contentType?: string; body?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.authorization) headers.authorization = init.authorization;
  if (init.contentType) headers['content-type'] = init.contentType;
  const response = await fetch(`${t.url}${path}`, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : text };
}

/** Every operation of the three OpenAPI documents (the Linear-compatible endpoint's too), path parameters filled with a dummy id. */
async function restRoutes(): Promise<Array<{ method: string; path: string }>> {
  const routes = new Map<string, { method: string; path: string }>();
  for (const url of DOCUMENTS) {
    const document = (await call('GET', url)).body as { servers?: Array<{ url: string }>; paths: Record<string, Record<string, unknown>> };
    // The workspace document's paths are relative to its server (`/api`).
    const base = document.servers?.[0]?.url ?? '';
    for (const [path, item] of Object.entries(document.paths))
      for (const method of METHODS.filter((name) => item[name])) {
        const filled = `${base}${path.replace(/\{\w+\}/g, DUMMY_ID)}`;
        routes.set(`${method} ${filled}`, { method: method.toUpperCase(), path: filled });
      }
  }
  return [...routes.values()];
}

const envelope = (code: string) => ({ error: { code, message: expect.any(String) as unknown } });

describe('REST authentication comes before parsing and validation', () => {
  it('serves the three OpenAPI documents without a credential', async () => {
    for (const url of DOCUMENTS) expect((await call('GET', url)).status).toBe(200);
  });

  it('answers 401 in the error body to an anonymous call on every route, whatever its body or query', async () => {
    const routes = await restRoutes();
    // All three documents and the adapter: the mail API, the orchestrator adapter and the workspace API with its attachments.
    expect(routes.map(({ path }) => path.split('/')[1])).toEqual(expect.arrayContaining(['v1', 'integrations', 'api']));
    expect(routes.some(({ path }) => path.startsWith('/api/attachments'))).toBe(true);
    expect(routes.some(({ path }) => path === '/integrations/orchestrator/linear/graphql')).toBe(true);
    for (const { method, path } of routes) {
      const unparsable = method === 'GET' ? {} : { contentType: 'application/json', body: '{"not json' };
      const answers = [
        await call(method, `${path}?limit=not-a-number&unknown=1`, unparsable),
        await call(method, path, method === 'GET' ? {} : { contentType: 'application/json', body: '' }),
        await call(method, path, method === 'GET' ? {} : { contentType: 'application/json', body: '{}' }),
      ];
      for (const answer of answers)
        expect({ route: `${method} ${path}`, ...answer }).toMatchObject({ status: 401, body: envelope('missing_api_key') });
    }
  });

  it('answers 401 to an invalid bearer credential on every route', async () => {
    for (const { method, path } of await restRoutes()) {
      const answer = await call(method, path, {
        authorization: 'Bearer svc_not_a_key',
        ...(method === 'GET' ? {} : { contentType: 'application/json', body: '{"not json' }),
      });
      expect({ route: `${method} ${path}`, ...answer }).toMatchObject({ status: 401, body: envelope('invalid_api_key') });
    }
  });

  it('refuses an anonymous 40 MB send with 401 and closes the connection without reading the body', async () => {
    const total = 40 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const request = httpRequest(`${t.url}/v1/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(total) },
    });
    request.on('error', () => {});
    const answered = new Promise<IncomingMessage>((resolve) => request.on('response', resolve));
    // One chunk of the 40 MB, then nothing more: were the server reading the body before answering, no answer would come.
    request.write(chunk);
    const response = await answered;
    const body = JSON.parse(Buffer.concat(await response.toArray()).toString()) as unknown;
    expect({ status: response.statusCode, connection: response.headers.connection, body }).toEqual({
      status: 401,
      connection: 'close',
      body: envelope('missing_api_key'),
    });
    const socket = request.socket!;
    if (!socket.closed) await new Promise((resolve) => socket.once('close', resolve));
    expect(request.writableFinished).toBe(false);
  });

  it('checks a valid key before the input: a bad body is then the documented validation error', async () => {
    const answer = await call('POST', '/v1/send', { authorization: `Bearer ${mailKey}`, contentType: 'application/json', body: '{}' });
    expect(answer).toMatchObject({ status: 422, body: envelope('validation_error') });
    const orchestrator = await call('GET', '/integrations/orchestrator/candidates', { authorization: `Bearer ${t.adminToken}` });
    expect(orchestrator).toMatchObject({ status: 400, body: envelope('invalid_request') });
  });
});

describe('Fastify refusals answer the REST error body', () => {
  it('answers an over-long URL parameter with 414 uri_too_long', async () => {
    const long = 'x'.repeat(500);
    for (const [path, authorization] of [
      [`/v1/messages/${long}`, `Bearer ${mailKey}`],
      [`/integrations/orchestrator/branch-name/${long}`, `Bearer ${t.adminToken}`],
      [`/api/attachments/${long}/content`, `Bearer ${t.adminToken}`],
    ] as const) {
      expect({ path, ...(await call('GET', path, { authorization })) }).toMatchObject({ status: 414, body: envelope('uri_too_long') });
    }
  });

  it('answers an empty JSON body of an authenticated call with 400 invalid_request, on /v1 by the route schema', async () => {
    for (const [path, authorization] of [
      ['/integrations/orchestrator/by-ids', `Bearer ${t.adminToken}`],
      ['/integrations/orchestrator/linear/graphql', `Bearer ${t.adminToken}`],
      ['/api/create-project', `Bearer ${t.adminToken}`],
      ['/api/attachments', `Bearer ${t.adminToken}`],
    ] as const) {
      const answer = await call('POST', path, { authorization, contentType: 'application/json', body: '' });
      expect({ path, ...answer }).toMatchObject({ status: 400, body: envelope('invalid_request') });
    }
    // /v1 reads an empty JSON body as none: a route that needs one refuses it by its schema (the routes that take none,
    // verify and rotate-secret, run: gateway/hostile-input-details.int.test.ts).
    const send = await call('POST', '/v1/send', { authorization: `Bearer ${mailKey}`, contentType: 'application/json', body: '' });
    expect(send).toMatchObject({ status: 422, body: envelope('validation_error') });
  });
});
