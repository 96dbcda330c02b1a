import { Ajv, type AnySchema } from 'ajv';
import Fastify, { type FastifySchemaCompiler } from 'fastify';
import { lazySchemaCompilers, lazyValidatorCompiler } from './lazy-schemas.js';

/** A schema Ajv cannot compile (its reference leads nowhere). */
const broken = { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } };

/** An app with one route of each kind of schema, on Fastify's own compilers or the lazy ones; `withBroken` adds a route whose schema does not compile. */
function app(lazy: boolean, withBroken = false) {
  const fastify = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false } },
    ...(lazy ? { schemaController: { compilersFactory: lazySchemaCompilers() } } : {}),
  });
  fastify.post(
    '/items/:n',
    {
      schema: {
        params: { type: 'object', properties: { n: { type: 'integer' } } },
        querystring: { type: 'object', properties: { limit: { type: 'integer', default: 10 } } },
        body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { n: { type: 'integer' }, limit: { type: 'integer' }, name: { type: 'string' } } } },
      },
    },
    async (request) => ({
      ...(request.params as object),
      ...(request.query as object),
      ...(request.body as object),
      secret: 'not in the response schema',
    }),
  );
  if (withBroken) fastify.post('/broken', { schema: { body: broken } }, async () => ({ ok: true }));
  return fastify;
}

it("compiles a route's schemas on its first request: a start does not fail on a route it never serves", async () => {
  await expect(app(false, true).ready()).rejects.toThrow(/missing/);
  const lazy = app(true, true);
  await lazy.ready();
  const broken = await lazy.inject({ method: 'POST', url: '/broken', payload: { a: 1 } });
  expect(broken.statusCode).toBe(500);
  await lazy.close();
});

it("answers as Fastify's own compilers do: coercion, defaults, errors and the response schema", async () => {
  const [eager, lazy] = [app(false), app(true)];
  const requests = [
    { method: 'POST' as const, url: '/items/7?limit=3', payload: { name: 'x' } },
    { method: 'POST' as const, url: '/items/7', payload: { name: 'x' } },
    { method: 'POST' as const, url: '/items/seven', payload: { name: 'x' } },
    { method: 'POST' as const, url: '/items/7?limit=many', payload: { name: 'x' } },
    { method: 'POST' as const, url: '/items/7', payload: { name: 'x', extra: true } },
    { method: 'POST' as const, url: '/items/7', payload: {} },
  ];
  for (const request of requests) {
    const [a, b] = await Promise.all([eager.inject(request), lazy.inject(request)]);
    expect({ url: request.url, status: b.statusCode, body: b.json() }).toEqual({ url: request.url, status: a.statusCode, body: a.json() });
  }
  expect((await lazy.inject(requests[0]!)).json()).toEqual({ n: 7, limit: 3, name: 'x' });
  expect((await lazy.inject(requests[1]!)).json()).toEqual({ n: 7, limit: 10, name: 'x' });
  expect((await lazy.inject(requests[5]!)).json()).toMatchObject({ statusCode: 400, message: "body must have required property 'name'" });
  await Promise.all([eager.close(), lazy.close()]);
});

it("wraps a scope's own validator compiler (the mail API's Ajv), its errors included", async () => {
  const ajv = new Ajv({ coerceTypes: false, useDefaults: true, strict: false });
  let compiled = 0;
  const fastify = Fastify({ logger: false });
  fastify.setValidatorCompiler(
    lazyValidatorCompiler(({ schema }: Parameters<FastifySchemaCompiler<AnySchema>>[0]) => {
      compiled += 1;
      return ajv.compile(schema);
    }),
  );
  fastify.post(
    '/',
    { schema: { body: { type: 'object', properties: { count: { type: 'integer' }, tag: { type: 'string', default: 'none' } } } } },
    async (request) => request.body,
  );
  await fastify.ready();
  expect(compiled).toBe(0);
  expect((await fastify.inject({ method: 'POST', url: '/', payload: { count: 2 } })).json()).toEqual({ count: 2, tag: 'none' });
  const refused = await fastify.inject({ method: 'POST', url: '/', payload: { count: '2' } });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe('body/count must be integer');
  expect(compiled).toBe(1);
  await fastify.close();
});
