import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSource } from '@apollo/gateway';
// Not re-exported by the package's index.
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getVariableValues,
  GraphQLError,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  validate,
  visit,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import type { Viewer } from '../core/viewer.js';
import { INTERNAL_TOKEN_HEADER } from '../core/viewer.js';
import { answerPrice, FIELD_PRICES, INTROSPECTION_BYTES_PER_COST, type AnswerPrice } from './answer-prices.js';
import { refusedInputValue } from './input-values.js';
import { pageSizeVariableNames, withPageSizes } from './page-sizes.js';
import { asksIntrospection, singleFetchRouter } from './single-fetch.js';
import { asksQuery, sendingReadsTwice, type SubgraphClient } from '../core/subgraph-client.js';

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

/** How a document is parsed and validated before anything runs: over HTTP (Apollo Server) and over graphql-ws alike. */
export interface DocumentLimits {
  parseOptions: ParseOptions;
  /** GraphQL Armor's rules, run next to GraphQL's own (`specifiedRules`). */
  validationRules: ValidationRule[];
  /**
   * The operation's first refusal once its variables are known, else null: its cost with the page sizes
   * it will run with (`withPageSizes`), then the input values no subgraph should see (`refusedInputValue`).
   */
  refusal(
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Readonly<Record<string, unknown>>,
  ): GraphQLError | null;
}

/**
 * GraphQL Armor's limits, and graphql-js's token limit, which stops parsing a long document at the first
 * token over it (Armor's token plugin throws from a parsing hook, which Apollo answers with a 500).
 * Aliases, depth and directives are validation rules. The cost is checked once the variables are known:
 * Armor reads page sizes from literals only, so it prices a copy of the document with every page size
 * written in, and introspection taken out; `answerPrice` adds the root fields whose answer page sizes do
 * not tell: introspection at the size of its answer, and `FIELD_PRICES`. Introspection counts towards
 * depth like any other selection. Fragments add no level of their own: depth is the nesting of fields.
 */
export function documentLimits(limits: GraphQLLimits): DocumentLimits {
  let armorCost = 0;
  const disabled = { enabled: false } as const;
  const { validationRules } = new ApolloArmor({
    maxTokens: disabled,
    costLimit: disabled,
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: false, flattenFragments: true },
    // Field suggestions are a separate question from this layer's limits; GraphQL's own messages stay as they are.
    blockFieldSuggestion: disabled,
  }).protect();
  const { validationRules: costRules } = new ApolloArmor({
    maxTokens: disabled,
    maxAliases: disabled,
    maxDirectives: disabled,
    maxDepth: disabled,
    blockFieldSuggestion: disabled,
    costLimit: {
      maxCost: limits.maxCost,
      ignoreIntrospection: false,
      flattenFragments: true,
      propagateOnRejection: false,
      onAccept: [(_context, accepted: { n: number }) => void (armorCost = accepted.n)],
      // Armor reports the cost only in its message: `… exceeded, found 1175.5.` (large ones as `1.8e+35`).
      onReject: [(_context, error) => void (armorCost = Number(/found (\S+)\.$/.exec(error.message)?.[1]))],
    },
  }).protect();
  // Armor's prices by operation (parsed documents are cached and reused) and page-size variables' values.
  const priced = new WeakMap<OperationDefinitionNode, Map<string, number>>();
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules,
    refusal(schema, document, operation, variables) {
      // An operation's page cost is its document's with its page sizes: priced once per page-size variables' values.
      let byPageSizes = priced.get(operation);
      if (!byPageSizes) priced.set(operation, (byPageSizes = new Map<string, number>()));
      const pageSizes = JSON.stringify(pageSizeVariableNames(document).map((name) => variables[name] ?? null));
      const answer = answerPrice(schema, document, operation, variables, limits.maxCost);
      let pageCost = byPageSizes.get(pageSizes);
      if (pageCost === undefined) {
        armorCost = 0;
        const copy = withPageSizes(schema, document, operation, variables);
        validate(schema, answer.asksIntrospection ? withoutIntrospection(copy) : copy, costRules);
        pageCost = armorCost;
        if (byPageSizes.size < PRICED_PAGE_SIZES) byPageSizes.set(pageSizes, pageCost);
      }
      const cost = pageCost + answer.cost;
      if (cost > limits.maxCost) {
        const known = (value: number) => (Number.isFinite(value) ? value : null);
        return new GraphQLError(
          `Query cost ${known(cost) ?? `over ${limits.maxCost}`} exceeds the limit of ${limits.maxCost}; ${costAdvice(pageCost, answer, limits.maxCost)}`,
          {
            extensions: {
              code: 'QUERY_TOO_COMPLEX',
              cost: known(cost),
              maxCost: limits.maxCost,
              ...(answer.asksIntrospection ? { introspectionBytes: known(answer.introspectionBytes) } : {}),
              http: { status: 400 },
            },
          },
        );
      }
      const refused = refusedInputValue(schema, document, operation, variables);
      return refused
        ? new GraphQLError(`${refused.field}: ${refused.message}`, {
            extensions: { code: 'BAD_USER_INPUT', field: refused.field, http: { status: 400 } },
          })
        : null;
    },
  };
}

/** What to ask less of, for the largest share of a cost over the limit. */
function costAdvice(pageCost: number, answer: AnswerPrice, maxCost: number): string {
  const introspectionCost = answer.cost - answer.fieldsCost;
  if (pageCost >= answer.fieldsCost && pageCost >= introspectionCost) return 'request fewer items per page';
  if (answer.fieldsCost >= introspectionCost) {
    const prices = Object.entries(FIELD_PRICES).map(([field, price]) => `${field} costs ${price}`);
    return `ask for fewer at once (${prices.join(', ')})`;
  }
  const bytes = Number.isFinite(answer.introspectionBytes) ? answer.introspectionBytes : `over ${maxCost * INTROSPECTION_BYTES_PER_COST}`;
  return `its introspection answers ${bytes} bytes, at 1 per ${INTROSPECTION_BYTES_PER_COST}: ask for the schema once`;
}

/** The document without `__schema` and `__type` (root fields only), which `answerPrice` prices instead of Armor. */
const withoutIntrospection = (document: DocumentNode): DocumentNode =>
  visit(document, {
    Field: (node) => (node.name.value === SchemaMetaFieldDef.name || node.name.value === TypeMetaFieldDef.name ? null : undefined),
  });

/**
 * `__schema` and `__type` answer only signed-in callers: the schema is the largest answer there is, and anonymous
 * callers need none of it. `__typename` stays open (clients add it to every selection).
 */
function introspectionForSignedInPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, schema }) {
          if (contextValue.viewer.kind !== 'anonymous' || !asksIntrospection(schema, document)) return;
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
 * What the operation itself asks, checked before any subgraph runs it: an operation the request names
 * at all (several operations and no or an unknown `operationName` is the caller's mistake, 400, where
 * the gateway's executor would answer 500) that is not a subscription, then the limits' `refusal` (cost, input values).
 */
function operationPlugin(limits: DocumentLimits): ApolloServerPlugin<GatewayContext> {
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
          // Subscriptions stream over graphql-ws (gateway/subscriptions.ts); Apollo Gateway's executor would answer one with a 500.
          if (operation.operation === 'subscription') {
            throw new GraphQLError('Subscriptions are served over WebSocket (graphql-ws, protocol graphql-transport-ws) on this path', {
              extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
            });
          }
          const refusal = limits.refusal(schema, document, operation, request.variables ?? {});
          if (refusal) throw refusal;
        },
      };
    },
  };
}

/** How many page-size combinations of one operation keep their price. */
const PRICED_PAGE_SIZES = 100;

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
  /** Send operations that one subgraph answers alone straight to it (see withSingleFetchPassThrough). */
  singleFetchPassThrough: boolean;
  plugins?: ApolloServerPlugin<GatewayContext>[];
}

type GatewayExecutor = NonNullable<Awaited<ReturnType<ApolloGateway['load']>>['executor']>;

/**
 * The gateway, with operations that one subgraph answers alone (`singleFetchRouter`) sent to that subgraph's data
 * source as the client wrote them; its answer is the response, its errors shaped as the gateway shapes a fetch's
 * errors (`extensions.serviceName`, no locations). Every other operation runs through the gateway's query plan.
 */
function withSingleFetchPassThrough(
  gateway: ApolloGateway,
  supergraphSdl: string,
  sources: ReadonlyMap<string, GraphQLDataSource>,
): Pick<ApolloGateway, 'load' | 'onSchemaLoadOrUpdate' | 'stop'> {
  const route = singleFetchRouter(supergraphSdl);
  const passThrough =
    (planned: GatewayExecutor): GatewayExecutor =>
    async (requestContext) => {
      const { schema, document, request, source: query } = requestContext;
      const serviceName = query === undefined ? null : route(schema, document, request.operationName);
      const source = serviceName === null ? undefined : sources.get(serviceName);
      if (!source) return planned(requestContext);
      const { data, errors } = await source.process({
        kind: GraphQLDataSourceRequestKind.INCOMING_OPERATION,
        request: { query, variables: request.variables ?? {}, operationName: request.operationName },
        incomingRequestContext: requestContext,
        context: requestContext.context,
        document,
        pathInIncomingRequest: [],
      });
      if (!errors) return { data };
      return {
        data,
        errors: errors.map(
          (error) => new GraphQLError(error.message, { path: error.path, extensions: { ...error.extensions, serviceName } }),
        ),
      };
    };
  return {
    load: async (loadOptions) => {
      const loaded = await gateway.load(loadOptions);
      return { ...loaded, executor: loaded.executor && passThrough(loaded.executor) };
    },
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: () => gateway.stop(),
  };
}

/**
 * Apollo Server refuses an automatic persisted query whose hash is not its query's (HTTP 400) with no code, which it
 * then reports as INTERNAL_SERVER_ERROR: it is the client's mistake, and gets a code of its own.
 */
const formatError = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError =>
  error instanceof GraphQLError &&
  error.message === 'provided sha does not match query' &&
  formatted.extensions?.code === 'INTERNAL_SERVER_ERROR'
    ? { ...formatted, extensions: { ...formatted.extensions, code: 'PERSISTED_QUERY_HASH_MISMATCH' } }
    : formatted;

type Fetcher = RemoteGraphQLDataSource['fetcher'];

/** A remote subgraph's fetcher that sends a read once more when it got no HTTP answer (`sendingReadsTwice`). */
function retryingReads(name: string, fetcher: Fetcher): Fetcher {
  return (url, init) =>
    sendingReadsTwice(
      name,
      () => fetcher(url, init),
      isConnectionFailure,
      () => isQuery(init?.body),
    );
}

/** Subgraph `name` behind `url`, called with the internal token of the request it serves. */
export function remoteSubgraph(name: string, url: string): RemoteGraphQLDataSource<GatewayContext> {
  const remote = new RemoteGraphQLDataSource<GatewayContext>({
    url,
    willSendRequest({ request, context }) {
      // Apollo types some request kinds' context loosely (health checks carry none).
      const { internalToken } = context as Partial<GatewayContext>;
      if (internalToken) request.http?.headers.set(INTERNAL_TOKEN_HEADER, internalToken);
    },
  });
  remote.fetcher = retryingReads(name, remote.fetcher);
  return remote;
}

/** make-fetch-happen's error for a request that got no HTTP answer (its `type` is 'system'). */
const isConnectionFailure = (error: unknown): boolean => (error as { type?: unknown } | null)?.type === 'system';

/** Whether a subgraph request's body asks a query (not a mutation or anything that does not parse). */
function isQuery(body: string | Buffer | undefined): boolean {
  try {
    const { query, operationName } = JSON.parse(String(body)) as { query?: unknown; operationName?: unknown };
    return typeof query === 'string' && asksQuery(query, typeof operationName === 'string' ? operationName : undefined);
  } catch {
    return false;
  }
}

/** The Apollo gateway over our subgraphs (in-process or remote), behind an Apollo Server with limits. */
export async function createGraphQLGateway(
  options: GatewayOptions,
): Promise<{ server: ApolloServer<GatewayContext>; apiSchema: () => GraphQLSchema }> {
  let apiSchema: GraphQLSchema | undefined;
  const sources = new Map<string, GraphQLDataSource>();
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    // Its own default validates the supergraph on every start outside NODE_ENV=production (about 60-120 ms of a start):
    // schema/supergraph.graphql is composed, and so validated, by `npm run schema`, and CI checks it is current.
    validateSupergraph: false,
    experimental_approximateQueryPlanStoreMiB: 50,
    buildService({ name }) {
      const client = options.clients.get(name);
      if (!client) throw new Error(`No client for subgraph ${name}`);
      const source: GraphQLDataSource<GatewayContext> = client.url
        ? remoteSubgraph(client.name, client.url)
        : new InProcessDataSource(client);
      const built = options.dedupeInFlight ? new DedupingDataSource(source) : source;
      sources.set(name, built);
      return built;
    },
  });
  gateway.onSchemaLoadOrUpdate(({ apiSchema: schema }) => {
    apiSchema = schema;
  });
  const server = new ApolloServer<GatewayContext>({
    gateway: options.singleFetchPassThrough ? withSingleFetchPassThrough(gateway, options.supergraphSdl, sources) : gateway,
    validationRules: options.limits.validationRules,
    parseOptions: options.limits.parseOptions,
    // Armor's plugins (tokens, field suggestions) are off: its limits are all validation rules here.
    plugins: [introspectionForSignedInPlugin(), variableCoercionPlugin(), operationPlugin(options.limits), ...(options.plugins ?? [])],
    includeStacktraceInErrorResponses: false,
    formatError,
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
