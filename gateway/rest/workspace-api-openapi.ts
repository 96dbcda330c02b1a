import { astFromValue, isNonNullType, valueFromASTUntyped, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import { errorBodySchema } from './rest-errors.js';
import { workspaceApiRoutes, workspaceRouteByField, type WorkspacePermission } from './workspace-api-permissions.js';

/** Where the workspace REST API is mounted; the document's paths are relative to it. */
export const WORKSPACE_API_PREFIX = '/api';

type Operation = OpenAPIV3_1.OperationObject<{ 'x-permissions': readonly WorkspacePermission[] }>;
type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;

const ENTITY_REFERENCE = 'EntityReference';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Statuses every route may answer besides 200, each with the error body of rest-errors.ts (`components.responses`). */
const errorResponses: Record<string, { name: string; description: string }> = {
  400: { name: 'InvalidRequest', description: 'Malformed request (`invalid_request`)' },
  401: {
    name: 'Unauthenticated',
    description: 'Missing, invalid or revoked credential, or a mail API key (`missing_api_key`, `invalid_api_key`)',
  },
  403: { name: 'Forbidden', description: 'You can see the object but lack the permission (`forbidden`)' },
  404: { name: 'NotFound', description: 'Does not exist or you may not see it (`not_found`)' },
  409: { name: 'Conflict', description: 'Clashes with existing state (`conflict`)' },
  422: { name: 'ValidationError', description: 'Invalid input; `field` names it (`validation_error`)' },
  429: { name: 'TooManyRequests', description: 'Throttled (`rate_limit_exceeded`)' },
};

const isReference = (schema: unknown): schema is OpenAPIV3_1.ReferenceObject =>
  typeof schema === 'object' && schema !== null && '$ref' in schema;

/** OpenAPI 3.1 (JSON Schema) spelling of "this property may be null", which 3.0's `nullable` said. */
function orNull(schema: Schema): Schema {
  if (isReference(schema) || !schema.type) {
    const { description, ...rest } = schema as Schema & { description?: string };
    return { anyOf: [rest, { type: 'null' }], ...(description ? { description } : {}) };
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return {
    ...schema,
    type: [...types.filter((type) => type !== 'null'), 'null'],
    ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}),
  } as Schema;
}

/** `$ref` to an entity, inside another entity, becomes `{ id }`: that is what the routes select there. */
function referencedEntity(schema: Schema, entities: ReadonlySet<string>): Schema {
  if (isReference(schema)) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return entities.has(name) ? { $ref: `#/components/schemas/${ENTITY_REFERENCE}` } : schema;
  }
  if (schema.type === 'array' && schema.items) return { ...schema, items: referencedEntity(schema.items, entities) };
  return schema;
}

/** Component schemas as the routes answer: nullable fields may be null, nested entities are `{ id }`. */
function componentSchemas(schemas: Record<string, Schema>, entities: ReadonlySet<string>): Record<string, Schema> {
  const result: Record<string, Schema> = {
    [ENTITY_REFERENCE]: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string' } },
      description: 'An entity nested in another one: fetch it through its own route',
    },
    Error: errorBodySchema as unknown as Schema,
  };
  for (const [name, schema] of Object.entries(schemas)) {
    if (isReference(schema) || schema.type !== 'object' || !schema.properties) {
      result[name] = schema;
      continue;
    }
    const required = new Set(schema.required ?? []);
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([property, value]) => {
        const shaped = entities.has(name) ? referencedEntity(value, entities) : value;
        return [property, required.has(property) ? shaped : orNull(shaped)];
      }),
    );
    result[name] = { ...schema, properties };
  }
  return result;
}

/** `Query.<field>` / `Mutation.<field>` of the REST view schema. */
function graphqlField(schema: GraphQLSchema, coordinate: string): GraphQLField<unknown, unknown> {
  const [typeName, fieldName] = coordinate.split('.') as [string, string];
  const type = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = type?.getFields()[fieldName];
  if (!field) throw new Error(`workspace REST API: no field ${coordinate}`);
  return field;
}

/** Arguments with a default value, e.g. `first: Int! = 50`: optional on the route, whatever their type says. */
function argumentDefaults(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    field.args.flatMap((arg) => {
      const value = arg.defaultValue === undefined ? undefined : astFromValue(arg.defaultValue, arg.type);
      return value ? [[arg.name, valueFromASTUntyped(value)]] : [];
    }),
  );
}

/** The JSON body of a mutation's arguments: required only when an argument is, with the arguments' defaults. */
function argumentsBody(body: OpenAPIV3.RequestBodyObject, defaults: Record<string, unknown>): OpenAPIV3.RequestBodyObject {
  const { required: declared, properties = {}, ...schema } = (body.content['application/json']?.schema ?? {}) as OpenAPIV3.SchemaObject;
  const withDefaults = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, name in defaults ? { ...property, default: defaults[name] } : property]),
  );
  const required = declared?.filter((name) => !(name in defaults)) ?? [];
  return {
    ...body,
    required: required.length > 0,
    content: { 'application/json': { schema: { ...schema, properties: withDefaults, ...(required.length ? { required } : {}) } } },
  };
}

/** `createUser` -> `Create user`, for fields without a description. */
const sentenceOf = (name: string): string => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/**
 * One operation of sofa's document, completed: the GraphQL field it runs (sofa tags each operation
 * with the field's coordinate, see workspace-api.ts) gives the operationId, summary, description,
 * feature tag and `x-permissions`.
 */
function completeOperation(operation: OpenAPIV3.OperationObject, schema: GraphQLSchema): Operation {
  const coordinate = operation.tags?.[0];
  const route = coordinate ? workspaceRouteByField.get(coordinate) : undefined;
  if (!coordinate || !route) throw new Error(`workspace REST API: ${coordinate ?? 'a route'} has no entry in workspace-api-permissions.ts`);
  const field = graphqlField(schema, coordinate);
  const description = field.description ?? '';
  const success = operation.responses['200'] as OpenAPIV3.ResponseObject;
  const successSchema = success.content?.['application/json']?.schema as Schema;
  const defaults = argumentDefaults(field);
  // A body carries the variables; sofa also lists them as query parameters, which the body makes moot.
  const parameters =
    (operation.parameters as OpenAPIV3.ParameterObject[] | undefined)
      ?.filter((parameter) => !operation.requestBody || parameter.in !== 'query')
      .map((parameter) =>
        parameter.name in defaults
          ? { ...parameter, required: false, schema: { ...parameter.schema, default: defaults[parameter.name] } }
          : parameter,
      ) ?? [];
  const requestBody = operation.requestBody && argumentsBody(operation.requestBody as OpenAPIV3.RequestBodyObject, defaults);
  return {
    operationId: field.name,
    summary: description ? firstSentence(description) : sentenceOf(field.name),
    ...(description ? { description } : {}),
    tags: [route.tag],
    'x-permissions': route.permissions,
    ...(parameters.length ? { parameters: parameters as OpenAPIV3_1.ParameterObject[] } : {}),
    ...(requestBody ? { requestBody: requestBody as OpenAPIV3_1.RequestBodyObject } : {}),
    responses: {
      200: {
        description: `The value of \`${field.name}\``,
        content: { 'application/json': { schema: isNonNullType(field.type) ? successSchema : orNull(successSchema) } },
      },
      ...Object.fromEntries(
        Object.entries(errorResponses).map(([status, { name }]) => [status, { $ref: `#/components/responses/${name}` }]),
      ),
    },
  };
}

export interface WorkspaceOpenApiInput {
  /** What sofa generated (OpenAPI 3.0, relative paths). */
  sofaDocument: OpenAPIV3.Document;
  /** The REST view schema sofa generated it from. */
  schema: GraphQLSchema;
  entities: readonly string[];
}

/** The workspace REST API's OpenAPI 3.1 document for sofa's routes. */
export function workspaceOpenApi({ sofaDocument, schema, entities }: WorkspaceOpenApiInput): OpenAPIV3_1.Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(sofaDocument.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) paths[path] = { ...paths[path], [method]: completeOperation(operation, schema) };
    }
  }
  const used = new Set(Object.values(paths).flatMap((item) => METHODS.flatMap((method) => item?.[method]?.tags ?? [])));
  const tags = Object.keys(workspaceApiRoutes).filter((tag) => used.has(tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'SVC workspace API',
      version: '1.0.0',
      description:
        "The workspace's GraphQL queries (GET) and mutations (POST) as REST routes, generated from the schema. Every route " +
        'needs `Authorization: Bearer <workspace API key or session>` and answers with the value of its GraphQL field; ' +
        '`x-permissions` names the permissions a route needs (`[]`: any signed-in user). Errors: `{"error": {"code", "message", ...}}`.',
    },
    servers: [{ url: WORKSPACE_API_PREFIX }],
    tags: tags.map((name) => ({ name })),
    security: [{ workspaceApiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        workspaceApiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A workspace API key (`svc_key_…`) or session token (`svc_ses_…`); mail API keys are refused',
        },
      },
      schemas: componentSchemas((sofaDocument.components?.schemas ?? {}) as Record<string, Schema>, new Set(entities)),
      responses: Object.fromEntries(
        Object.values(errorResponses).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

/**
 * Adds the other Fastify routes under `/api` (those with a JSON schema, from `@fastify/swagger`) to the
 * workspace document, with their paths made relative to `/api`. Their `x-permissions` come from their route schema.
 */
export function withFastifyRoutes(document: OpenAPIV3_1.Document, fastifyDocument: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const prefix = `${WORKSPACE_API_PREFIX}/`;
  const routes = Object.entries(fastifyDocument.paths ?? {})
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, item]) => [path.slice(WORKSPACE_API_PREFIX.length), item] as const);
  return {
    ...document,
    paths: { ...document.paths, ...Object.fromEntries(routes) },
    components: {
      ...document.components,
      schemas: { ...fastifyDocument.components?.schemas, ...document.components?.schemas },
    },
  };
}
