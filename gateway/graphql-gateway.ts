import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  validate,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import type { Viewer } from '../core/viewer.js';
import { INTERNAL_TOKEN_HEADER } from '../core/viewer.js';
import { refusedInputValue } from './input-values.js';
import type { SubgraphClient } from './subgraph-client.js';

/** Per-request context of the gateway. */
export interface GatewayContext {
  viewer: Viewer;
  internalToken: string;
}

/** Runs fetches against a subgraph in this process, with the request's internal token. */
class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  constructor(private readonly client: SubgraphClient) {}

  async process(options: Parameters<GraphQLDataSource<GatewayContext>['process']>[0]) {
    const internalToken = 'incomingRequestContext' in options ? options.context.internalToken : undefined;
    const { request } = options;
    const result = await this.client.execute({
      query: request.query ?? '',
      variables: request.variables,
      operationName: request.operationName,
      internalToken,
    });
    return result as Awaited<ReturnType<GraphQLDataSource['process']>>;
  }
}

type ProcessOptions = Parameters<GraphQLDataSource<GatewayContext>['process']>[0];
type FetchResult = Awaited<ReturnType<GraphQLDataSource<GatewayContext>['process']>>;

/**
 * Shares one subgraph fetch among identical read fetches in flight at the same time. The key
 * includes the internal viewer token, since results depend on who asks; mutations never share.
 */
class DedupingDataSource implements GraphQLDataSource<GatewayContext> {
  private readonly inFlight = new Map<string, Promise<FetchResult>>();

  constructor(private readonly inner: GraphQLDataSource<GatewayContext>) {}

  process(options: ProcessOptions): Promise<FetchResult> {
    const query = options.request.query ?? '';
    if (!('incomingRequestContext' in options) || options.incomingRequestContext.operation?.operation !== 'query')
      return this.inner.process(options);
    const key = `${options.context.internalToken}\n${options.request.operationName ?? ''}\n${query}\n${JSON.stringify(options.request.variables ?? {})}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = this.inner.process(options).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}

/** Armor's cost refusal: Apollo Server re-codes validation errors, and `formatError` gives this one its own code back. */
class QueryTooComplexError extends GraphQLError {}

/** How a document is parsed and validated before anything runs: over HTTP (Apollo Server) and over graphql-ws alike. */
export interface DocumentLimits {
  parseOptions: ParseOptions;
  /** GraphQL Armor's rules, run next to GraphQL's own (`specifiedRules`). */
  validationRules: ValidationRule[];
}

/**
 * GraphQL Armor's limits as validation rules, and graphql-js's token limit, which stops parsing a long document at the
 * first token over it (Armor's token plugin throws from a parsing hook, which Apollo answers with a 500).
 * Introspection counts towards depth and cost like any other selection: it is the largest answer the gateway
 * can give. Fragments add no level of their own: depth is the nesting of fields.
 */
export function documentLimits(limits: GraphQLLimits): DocumentLimits {
  const { validationRules } = new ApolloArmor({
    maxTokens: { enabled: false },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: false, flattenFragments: true },
    costLimit: {
      maxCost: limits.maxCost,
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [
        (context, error) => {
          // Armor reports the cost only in its message: `… exceeded, found 1175.5.` (large ones as `1.8e+35`).
          const cost = Number(/found (\S+)\.$/.exec(error.message)?.[1]);
          context?.reportError(
            new QueryTooComplexError(`Query cost ${cost} exceeds the limit of ${limits.maxCost}; request fewer items per page`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost: limits.maxCost },
            }),
          );
        },
      ],
    },
    // Field suggestions are a separate question from this layer's limits; GraphQL's own messages stay as they are.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return { parseOptions: { maxTokens: limits.maxTokens }, validationRules };
}

/**
 * `__schema` and `__type` answer only signed-in callers: the schema is the largest answer there is, and anonymous
 * callers need none of it. `__typename` stays open (clients add it to every selection).
 */
function introspectionForSignedInPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, schema }) {
          if (contextValue.viewer.kind !== 'anonymous') return;
          if (validate(schema, document, [NoSchemaIntrospectionCustomRule], { maxErrors: 1 }).length === 0) return;
          throw new GraphQLError('Introspection (__schema, __type) is only for signed-in callers; __typename is allowed', {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', validationErrorCode: 'INTROSPECTION_DISABLED', http: { status: 400 } },
          });
        },
      };
    },
  };
}

/** `at "input.title"` of graphql-js's coercion message, else the variable itself. */
const variableErrorField = (message: string): string | undefined =>
  (/ at "([^"]+)"/.exec(message) ?? /^Variable "\$(\w+)"/.exec(message))?.[1];

/**
 * Variables that do not fit their declared types are the caller's mistake: `BAD_USER_INPUT` (HTTP 400)
 * naming the field. The gateway's executor would report them without a code, as an internal error.
 */
function variableCoercionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation, schema }) {
          const { errors } = getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 1 });
          const [first] = errors ?? [];
          if (!first) return;
          const field = variableErrorField(first.message);
          throw new GraphQLError(first.message, {
            extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}), http: { status: 400 } },
          });
        },
      };
    },
  };
}

/**
 * What the operation itself asks of its input, checked before any subgraph runs it: an operation the
 * request names at all (several operations and no or an unknown `operationName` is the caller's
 * mistake, 400, where the gateway's executor would answer 500), and no value a subgraph must not see
 * (`refusedInputValue`: NUL characters), `BAD_USER_INPUT` naming the field.
 */
function inputValuesPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, schema }) {
          if (!operation) {
            const message = request.operationName
              ? `Unknown operation named "${request.operationName}".`
              : 'Must provide operation name if query contains multiple operations.';
            throw new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } } });
          }
          const refused = refusedInputValue(schema, document, operation, request.variables ?? {});
          if (refused) {
            throw new GraphQLError(`${refused.field}: ${refused.message}`, {
              extensions: { code: 'BAD_USER_INPUT', field: refused.field, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** Limits of one GraphQL document (see docs/api.md "Limits"). */
export interface GraphQLLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  maxTokens: number;
  maxDirectives: number;
}

export interface GatewayOptions {
  supergraphSdl: string;
  clients: ReadonlyMap<string, SubgraphClient>;
  limits: DocumentLimits;
  /** Share identical concurrent read fetches per viewer (see DedupingDataSource). */
  dedupeInFlight: boolean;
  plugins?: ApolloServerPlugin<GatewayContext>[];
}

/** The Apollo gateway over our subgraphs (in-process or remote), behind an Apollo Server with limits. */
export async function createGraphQLGateway(
  options: GatewayOptions,
): Promise<{ server: ApolloServer<GatewayContext>; apiSchema: () => GraphQLSchema }> {
  let apiSchema: GraphQLSchema | undefined;
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    experimental_approximateQueryPlanStoreMiB: 50,
    buildService({ name }) {
      const client = options.clients.get(name);
      if (!client) throw new Error(`No client for subgraph ${name}`);
      const source: GraphQLDataSource<GatewayContext> = client.url
        ? new RemoteGraphQLDataSource<GatewayContext>({
            url: client.url,
            willSendRequest({ request, context }) {
              // Apollo types some request kinds' context loosely (health checks carry none).
              const { internalToken } = context as Partial<GatewayContext>;
              if (internalToken) request.http?.headers.set(INTERNAL_TOKEN_HEADER, internalToken);
            },
          })
        : new InProcessDataSource(client);
      return options.dedupeInFlight ? new DedupingDataSource(source) : source;
    },
  });
  gateway.onSchemaLoadOrUpdate(({ apiSchema: schema }) => {
    apiSchema = schema;
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    validationRules: options.limits.validationRules,
    parseOptions: options.limits.parseOptions,
    // Armor's plugins (tokens, field suggestions) are off: its limits are all validation rules here.
    plugins: [introspectionForSignedInPlugin(), variableCoercionPlugin(), inputValuesPlugin(), ...(options.plugins ?? [])],
    // Apollo answers every validation error as GRAPHQL_VALIDATION_FAILED; a refused cost keeps its documented code.
    formatError: (formatted, error) =>
      error instanceof GraphQLError && error.originalError instanceof QueryTooComplexError
        ? { ...formatted, extensions: { ...formatted.extensions, code: 'QUERY_TOO_COMPLEX' } }
        : formatted,
    includeStacktraceInErrorResponses: false,
    // Open here; introspectionForSignedInPlugin refuses anonymous callers.
    introspection: true,
    csrfPrevention: true,
  });
  await server.start();
  return {
    server,
    apiSchema: () => {
      if (!apiSchema) throw new Error('gateway schema not loaded');
      return apiSchema;
    },
  };
}
