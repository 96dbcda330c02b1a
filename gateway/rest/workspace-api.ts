import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { Response } from 'fets';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { createSofa, createSofaRouter } from 'sofa-api';
import { invalidInput } from '../../core/errors.js';
import { VIA_HEADER, type Authenticated, type Authenticator } from '../auth.js';
import type { GatewayContext } from '../graphql-gateway.js';
import { pathParameterChecks, restErrorHandling } from './rest-api.js';
import { restAuthentication, type RestCaller } from './rest-auth.js';
import { restError, toRestErrorCode, type RestErrorOverrides } from './rest-errors.js';
import { runOperation } from './shim.js';
import { authenticateWorkspaceCaller, type WorkspaceCaller } from './workspace-auth.js';
import { WORKSPACE_API_PREFIX, withFastifyRoutes, workspaceOpenApi } from './workspace-api-openapi.js';
import { workspaceRestSchema } from './workspace-api-schema.js';

export interface WorkspaceApiOptions {
  apollo: ApolloServer<GatewayContext>;
  authenticator: Authenticator;
  /** The gateway's API schema (what `/graphql` serves). */
  apiSchema: GraphQLSchema;
  supergraphSdl: string;
  /** The document of the server's own Fastify routes (`app.swagger()`); its `/api` routes join the workspace document. */
  fastifyOpenApi(): OpenAPIV3_1.Document;
}

/** Route paths other than sofa's `/<kebab-case field>` (`/<field>/{id}` for a single object by `id`). */
const ROUTE_PATHS: Record<string, string> = { 'Query.me': '/users/me', 'Query.currentCredential': '/users/me/credential' };

/** How the custom scalars of the schema look in JSON. */
const CUSTOM_SCALARS = {
  DateTimeISO: { type: 'string', format: 'date-time' },
  LocalDate: { type: 'string', format: 'date' },
  JSONObject: { type: 'object' },
  SafeInt: { type: 'integer' },
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** What sofa's router is handed per request; sofa passes it on to `execute` as the context value. */
interface RouteContext {
  auth: Authenticated;
}

/** An unknown route is told apart from an unknown object: callers (the MCP escape hatch) dispatch on it. */
const WORKSPACE_API_ERRORS: RestErrorOverrides = { ROUTE_NOT_FOUND: { status: 404, code: 'route_not_found' } };

/** fets types its statuses as a union of the known codes; rest-errors.ts maps to those only. */
type ResponseStatus = Response['status'];

/** A failed operation (or sofa's own refusal of a variable) as the REST error body of rest-errors.ts. */
function errorResponse(errors: ReadonlyArray<GraphQLError | Error>): Response {
  const first = errors[0];
  const {
    code,
    serviceName: _service,
    http,
    ...details
  } = (first instanceof GraphQLError ? first.extensions : {}) as Record<string, unknown> & { http?: { status?: number } };
  // Sofa's own refusals (a parameter its scalar does not accept, e.g. `?first=abc`) carry only `http.status` 400.
  const fallback = http?.status === 400 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
  const mapped = restError(
    typeof code === 'string' ? toRestErrorCode(code) : fallback,
    first?.message ?? 'No result',
    details,
    WORKSPACE_API_ERRORS,
  );
  return Response.json(mapped.body, { status: mapped.status as ResponseStatus });
}

/**
 * The workspace REST API (`/api`): every workspace query (GET) and mutation (POST) as a route generated
 * by sofa from the REST view of the API schema (workspace-api-schema.ts), with its live OpenAPI 3.1
 * document at `/api/openapi.json`. The scope authenticates the caller first (every `/api` route, the
 * attachments' too: the returned `RestCaller`); a route runs sofa's operation through the gateway
 * in-process as that caller, exactly like `/graphql`: every permission rule applies.
 * It answers with the field's value; errors map through rest-errors.ts. No business rule lives here.
 */
export async function workspaceApi(app: FastifyInstance, options: WorkspaceApiOptions): Promise<RestCaller<WorkspaceCaller>> {
  restErrorHandling(app, 'workspace API', WORKSPACE_API_ERRORS);
  const caller = restAuthentication(app, (request) =>
    authenticateWorkspaceCaller(
      options.authenticator,
      { authorization: request.headers.authorization, ip: request.ip, via: request.headers[VIA_HEADER] },
      { oauth: true },
    ),
  );
  pathParameterChecks(app, { ids: true });
  const rest = workspaceRestSchema(options.apiSchema, options.supergraphSdl);
  const fields = [rest.schema.getQueryType(), rest.schema.getMutationType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
  );
  const sofa = createSofa({
    basePath: WORKSPACE_API_PREFIX,
    schema: rest.schema,
    ignore: rest.expandedFields,
    customScalars: CUSTOM_SCALARS,
    // The coordinate as the tag tells workspaceOpenApi which field an operation runs; it becomes the feature tag there.
    routes: Object.fromEntries(
      fields.map((coordinate) => [
        coordinate,
        { tags: [coordinate], ...(ROUTE_PATHS[coordinate] ? { path: ROUTE_PATHS[coordinate] } : {}) },
      ]),
    ),
    execute: async ({ document, variableValues, contextValue }) => {
      const outcome = await runOperation<Record<string, unknown>, Record<string, unknown>>(
        options.apollo,
        document,
        variableValues ?? {},
        (contextValue as RouteContext).auth,
      );
      if (outcome.data !== undefined) return { data: outcome.data };
      const error = outcome.error;
      return { errors: [new GraphQLError(error?.message ?? 'No result', { extensions: error?.extensions })] };
    },
    errorHandler: errorResponse,
  });
  // Nested objects with an id are answered as `{ id }` (sofa's "models"); see workspaceRestSchema.
  sofa.models = rest.entities;
  const router = createSofaRouter(sofa);
  const document = workspaceOpenApi({
    sofaDocument: router.openAPIDocument as OpenAPIV3.Document,
    schema: rest.schema,
    entities: rest.entities,
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = caller(request);
    const hasBody = request.body !== undefined && request.method !== 'GET';
    // Sofa reads the variables from the body's properties; a body that is not an object (e.g. `null`) is refused here.
    if (hasBody && (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)))
      throw invalidInput('body', 'must be a JSON object of the arguments');
    const forwarded = new Request(new URL(request.url, 'http://workspace-api'), {
      method: request.method,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    });
    const response = await router.fetch(forwarded, { auth } satisfies RouteContext);
    return reply
      .status(response.status)
      .type('application/json; charset=utf-8')
      .send(await response.text());
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      if (!item?.[method]) continue;
      app.route({
        method: method.toUpperCase() as HTTPMethods,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        schema: { hide: true },
        handler,
      });
    }
  }
  app.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
    withFastifyRoutes(document, options.fastifyOpenApi()),
  );
  return caller;
}
