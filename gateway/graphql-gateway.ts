import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { getVariableValues, GraphQLError, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity/cjs';
import type { Viewer } from '../core/viewer.js';
import { INTERNAL_TOKEN_HEADER } from '../core/viewer.js';
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

/** Every field costs 1; a field with a `first` argument multiplies its selection by it. */
const costEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const multiplier = typeof args.first === 'number' && args.first > 0 ? args.first : 1;
  return 1 + childComplexity * multiplier;
};

function costLimitPlugin(maxCost: number): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            operationName: request.operationName,
            estimators: [costEstimator],
          });
          if (cost > maxCost) {
            throw new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}; request fewer items per page`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost, http: { status: 400 } },
            });
          }
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

export interface GatewayOptions {
  supergraphSdl: string;
  clients: ReadonlyMap<string, SubgraphClient>;
  maxDepth: number;
  maxCost: number;
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
    validationRules: [depthLimit(options.maxDepth)],
    plugins: [variableCoercionPlugin(), costLimitPlugin(options.maxCost), ...(options.plugins ?? [])],
    includeStacktraceInErrorResponses: false,
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
