import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { freePort } from '../../test/support/ports.js';
import { buildWorld, type Actor, type World } from '../../subgraphs/workspace/tickets/ticket.test-support.js';
import { SUPERGRAPH_PATH } from '../server.js';
import { rootFieldOwners } from '../subscriptions.js';
import { graphqlOnlyFields, workspaceRouteByField } from './workspace-api-permissions.js';

// The workspace REST API over real HTTP: its OpenAPI document, every route in it, and the permission chain.
let t: TestApp;
let w: World;
let document: OpenAPIV3_1.Document;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** A well-formed id that names nothing. */
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

interface Reply<T> {
  status: number;
  body: T;
}
interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

async function call<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string | null } = {},
): Promise<Reply<T>> {
  const token = options.token === undefined ? w.member.token : options.token;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as T };
}

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item?.[method] ? [{ path, method, operation: item[method] as OpenAPIV3_1.OperationObject }] : [])),
  );

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;

const resolve = (schema: Schema): OpenAPIV3_1.SchemaObject =>
  '$ref' in schema ? resolve(document.components!.schemas![schema.$ref.replace('#/components/schemas/', '')]!) : schema;

/** The smallest value a schema accepts: required properties only, empty lists, ids that name nothing. */
function minimal(schema: Schema): unknown {
  const resolved = resolve(schema);
  if (resolved.anyOf) return minimal(resolved.anyOf.find((option) => !('type' in option && option.type === 'null'))!);
  if (resolved.enum) return resolved.enum.find((value) => value !== null);
  const type = Array.isArray(resolved.type) ? resolved.type.find((entry) => entry !== 'null') : resolved.type;
  if (type === 'object') return Object.fromEntries((resolved.required ?? []).map((name) => [name, minimal(resolved.properties![name]!)]));
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (resolved.format === 'date-time') return new Date().toISOString();
  if (resolved.format === 'date') return '2026-01-01';
  return UNKNOWN_ID;
}

/** Fills a route's required path and query parameters (lists repeated, input objects as JSON) and its body with minimal values. */
function minimalRequest(path: string, operation: OpenAPIV3_1.OperationObject): { url: string; body?: unknown } {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
    if (!parameter.required) continue;
    const value = minimal(parameter.schema as Schema);
    if (Array.isArray(value)) for (const item of value) query.append(parameter.name, String(item));
    else {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
      else query.set(parameter.name, text);
    }
  }
  const bodySchema = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema;
  return { url: query.size ? `${url}?${query}` : url, ...(bodySchema ? { body: minimal(bodySchema) } : {}) };
}

let ajv: Ajv2020;
/** The reply has one of the route's documented statuses, and a success matches the documented schema. */
function expectDocumented(operation: OpenAPIV3_1.OperationObject, reply: Reply<unknown>, label: string): void {
  const documented = Object.keys(operation.responses ?? {}).map(Number);
  expect({ label, status: reply.status, documented: documented.includes(reply.status) }).toEqual({
    label,
    status: reply.status,
    documented: true,
  });
  if (reply.status === 404) expect((reply.body as ErrorBody).error.code).toBe('not_found');
  if (reply.status !== 200) return;
  const content = (operation.responses!['200'] as OpenAPIV3_1.ResponseObject).content!['application/json']!;
  const validate = ajv.compile({ ...content.schema, components: document.components });
  expect({ label, errors: validate(reply.body) ? null : validate.errors }).toEqual({ label, errors: null });
}

const operationAt = (method: (typeof METHODS)[number], path: string) => document.paths![path]![method]!;

beforeAll(async () => {
  // connectEmailDelivery reaches the mail API at the public URL, so that URL must be known before start.
  const port = await freePort();
  t = await startTestApp({ env: { PORT: String(port), SVC_PUBLIC_URL: `http://127.0.0.1:${port}` } });
  w = await buildWorld(t, 'API');
  const response = await fetch(`${t.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenAPIV3_1.Document;
  ajv = new Ajv2020({ strict: false, validateFormats: false });
});
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, readable without a credential', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? null).toBeNull();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.components?.securitySchemes?.workspaceApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has one operation per workspace query and mutation, each with an operationId, summary, tag and x-permissions', () => {
    const fieldNames = [...workspaceRouteByField.keys()].map((coordinate) => coordinate.split('.')[1]!);
    const all = operations();
    const ops = all.filter(({ operation }) => fieldNames.includes(operation.operationId!));
    expect(ops.map(({ operation }) => operation.operationId).sort()).toEqual(fieldNames.sort());
    // The Fastify routes under /api (attachment upload and download) are described the same way.
    expect(all.filter((op) => !ops.includes(op)).map(({ operation }) => operation.operationId)).toEqual([
      'uploadAttachment',
      'downloadAttachmentContent',
    ]);
    for (const { operation } of all) {
      expect(operation).toMatchObject({ operationId: expect.any(String), summary: expect.any(String), tags: [expect.any(String)] });
      expect(operation['x-permissions' as keyof typeof operation]).toEqual(expect.any(Array));
    }
    for (const { operation } of ops) {
      const coordinate = [...workspaceRouteByField.keys()].find((key) => key.endsWith(`.${operation.operationId}`))!;
      expect(operation).toMatchObject({
        summary: expect.any(String),
        tags: [workspaceRouteByField.get(coordinate)!.tag],
        'x-permissions': workspaceRouteByField.get(coordinate)!.permissions,
      });
    }
    expect(operationAt('post', '/create-ticket')).toMatchObject({ 'x-permissions': ['ticket:create'] });
    expect(operationAt('get', '/project')).toMatchObject({ 'x-permissions': ['project:read'] });
    expect(operationAt('get', '/users/me')).toMatchObject({ operationId: 'me', 'x-permissions': [] });
    // `first: Int! = 50`: optional on the route, with its default.
    expect(operationAt('get', '/projects').parameters).toContainEqual(
      expect.objectContaining({ name: 'first', required: false, schema: expect.objectContaining({ default: 50 }) }),
    );
  });

  it('leaves out the mail subgraph, subscriptions and the sign-in mutations', () => {
    const supergraph = readFileSync(SUPERGRAPH_PATH, 'utf8');
    const mailFields = (['Query', 'Mutation'] as const).flatMap((root) =>
      [...rootFieldOwners(supergraph, root)].filter(([, owner]) => owner === 'mail').map(([field]) => field),
    );
    expect(mailFields.length).toBeGreaterThan(0);
    const operationIds = new Set(operations().map(({ operation }) => operation.operationId));
    for (const field of [
      ...mailFields,
      'ticketChanged',
      'docChanged',
      'myTimerChanged',
      ...graphqlOnlyFields.map((coordinate) => coordinate.split('.')[1]),
    ])
      expect(operationIds.has(field)).toBe(false);
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/MailAccount|SenderDomain|MailApiKey/);
  });

  it('is separate from the mail and orchestrator document', async () => {
    const other = (await (await fetch(`${t.url}/v1/openapi.json`)).json()) as OpenAPIV3_1.Document;
    const otherPaths = Object.keys(other.paths ?? {});
    expect(otherPaths.some((path) => path.startsWith('/v1/'))).toBe(true);
    expect(otherPaths.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths ?? {}).filter((path) => path.startsWith('/v1') || path.startsWith('/integrations'))).toEqual([]);
  });
});

describe('every route', () => {
  it('answers with a documented status when called with minimal input (never 500, never an unknown route)', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(80);
    for (const { path, method, operation } of ops) {
      const request = minimalRequest(path, operation);
      const reply = await call(method.toUpperCase(), request.url, { body: request.body, token: t.adminToken });
      expectDocumented(operation, reply, `${method.toUpperCase()} ${request.url}`);
      // Minimal input is well-formed: a 400 would mean the generated operation trips the gateway's depth or cost limit.
      expect({ route: `${method} ${path}`, status: reply.status }).not.toEqual({ route: `${method} ${path}`, status: 400 });
    }
  });
  it('stays within the depth and cost limits of the gateway at the largest page size', async () => {
    const paged = operations().filter(({ operation }) =>
      ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).some((parameter) => parameter.name === 'first'),
    );
    expect(paged.length).toBeGreaterThan(5);
    for (const { path, method, operation } of paged) {
      const request = minimalRequest(path, operation);
      const [route, query] = request.url.split('?') as [string, string | undefined];
      const parameters = new URLSearchParams(query);
      parameters.set('first', '100');
      const url = `${route}?${parameters}`;
      const reply = await call(method.toUpperCase(), url, { token: t.adminToken });
      expectDocumented(operation, reply, `${method.toUpperCase()} ${url}`);
      expect({ url, status: reply.status }).not.toEqual({ url, status: 400 });
    }
  });
});

describe('GET /users/me', () => {
  it('returns the caller, with a session or an API key', async () => {
    const me = await call<{ id: string; email: string }>('GET', '/users/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(w.member.id);
    expectDocumented(operationAt('get', '/users/me'), me, 'me');
    const bot = await call<{ id: string; kind: string }>('GET', '/users/me', { token: w.bot.token });
    expect(bot).toMatchObject({ status: 200, body: { id: w.bot.id } });
  });
});

describe('GET /users/me/credential', () => {
  it('returns the credential of the request, with the scopes in effect of an API key', async () => {
    const minted = await t.gql<{ createApiKey: { token: string; apiKey: { id: string } } }>(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token apiKey { id } } }',
      { input: { name: 'mcp', scopes: ['mcp:use'] } },
      w.member.token,
    );
    const { token, apiKey } = minted.data!.createApiKey;
    const credential = await call('GET', '/users/me/credential', { token });
    expect(credential).toMatchObject({
      status: 200,
      body: { authMethod: 'API_KEY', scopes: ['mcp:use'], apiKeyId: apiKey.id, sessionId: null, user: { id: w.member.id } },
    });
    expectDocumented(operationAt('get', '/users/me/credential'), credential, 'currentCredential');
    expect((await call('GET', '/users/me/credential', { token: null })).status).toBe(401);
  });
});

describe('a ticket through REST', () => {
  it('is created, read, updated and deleted, each answer as documented', async () => {
    const created = await call<{ id: string; key: string; title: string; status: { id: string } }>('POST', '/create-ticket', {
      body: { input: { projectId: w.project.id, title: 'Through REST', priority: 'HIGH' } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: 'Through REST', key: expect.stringMatching(new RegExp(`^${w.project.key}-\\d+$`)) });
    expect(Object.keys(created.body.status)).toEqual(['id']);
    expectDocumented(operationAt('post', '/create-ticket'), created, 'create');

    const read = await call<{ id: string; title: string }>('GET', `/ticket?key=${created.body.key}`);
    expect(read).toMatchObject({ status: 200, body: { id: created.body.id, title: 'Through REST' } });
    expectDocumented(operationAt('get', '/ticket'), read, 'read');

    const updated = await call('POST', '/update-ticket', { body: { input: { id: created.body.id, title: 'Renamed' } } });
    expect(updated).toMatchObject({ status: 200, body: { id: created.body.id, title: 'Renamed' } });

    // Members may not delete tickets; project admins may.
    const refused = await call<ErrorBody>('POST', '/delete-ticket', { body: { id: created.body.id } });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    const deleted = await call('POST', '/delete-ticket', { body: { id: created.body.id }, token: w.projectAdmin.token });
    expect(deleted).toEqual({ status: 200, body: true });

    const gone = await call<ErrorBody>('GET', `/ticket?key=${created.body.key}`);
    expect(gone).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});

describe('authorization', () => {
  const createTicket = (actor: Actor) =>
    call<ErrorBody>('POST', '/create-ticket', { body: { input: { projectId: w.project.id, title: 'Refused?' } }, token: actor.token });

  it('applies the permission chain of GraphQL: a viewer may not create tickets, a non-member does not see the project', async () => {
    expect(await createTicket(w.viewer)).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', reason: 'PERMISSION_REQUIRED', permission: 'ticket:create' } },
    });
    expect(await call('GET', `/project?key=${w.project.key}`, { token: w.viewer.token })).toMatchObject({
      status: 200,
      body: { key: w.project.key },
    });
    const listed = await call<{ nodes: Array<{ key: string }> }>('GET', '/projects', { token: w.viewer.token });
    expect(listed.body.nodes.map((project) => project.key)).toEqual([w.project.key]);
    expect((await call<{ nodes: unknown[] }>('GET', '/projects', { token: w.outsider.token })).body.nodes).toEqual([]);
    expect(await call('GET', `/project?key=${w.project.key}`, { token: w.outsider.token })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
  });

  it('needs a workspace credential: none is 401, a mail API key is 401', async () => {
    expect(await call('GET', '/users/me', { token: null })).toMatchObject({ status: 401, body: { error: { code: 'missing_api_key' } } });
    expect(await call('GET', '/users/me', { token: 'svc_key_not-a-key' })).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_api_key' } },
    });
    const mailKey = await t.createMailKey(w.member.token);
    expect(await call('GET', '/users/me', { token: mailKey.token })).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_api_key' } },
    });
  });
});

describe('invalid requests', () => {
  it('answers bad JSON, wrong types and non-object bodies with a 4xx error body, and unknown routes with route_not_found', async () => {
    expect(await call('POST', '/create-ticket', { rawBody: '{"input": ' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    });
    expect(await call('POST', '/create-ticket', { body: { input: { projectId: w.project.id, title: 5 } } })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'input.title' } },
    });
    expect(await call('GET', '/projects?first=abc')).toMatchObject({ status: 422, body: { error: { code: 'validation_error' } } });
    expect(await call('GET', '/projects?first=0')).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'first' } },
    });
    expect(await call('POST', '/create-ticket', { body: null })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error', field: 'body' } },
    });
    expect(await call('POST', '/create-ticket', { body: [] })).toMatchObject({ status: 422, body: { error: { field: 'body' } } });
    expect(await call('POST', '/create-ticket', { body: {} })).toMatchObject({
      status: 422,
      body: { error: { code: 'validation_error' } },
    });
    // A mutation without required arguments needs no body.
    expect((operationAt('post', '/stop-timer').requestBody as OpenAPIV3_1.RequestBodyObject).required).toBe(false);
    expect(await call('POST', '/stop-timer')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await call('GET', '/no-such-route')).toMatchObject({ status: 404, body: { error: { code: 'route_not_found' } } });
    expect(await call('DELETE', '/users/me')).toMatchObject({ status: 404, body: { error: { code: 'route_not_found' } } });
  });
});
