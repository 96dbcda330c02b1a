import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import { NoSchemaIntrospectionCustomRule, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

/**
 * Which subgraph can answer an operation alone, as the client wrote it: the one subgraph of a query plan that is a
 * single fetch with nothing to require or rewrite, when the client's document is also valid against that subgraph's
 * schema and asks no introspection (`__schema`, `__type`: the gateway answers those from the API schema). Else null.
 *
 * Apollo Gateway executes every operation through its plan: per request it rebuilds the operation against the API
 * schema, sends the fetch's rewritten document, then walks the answer field by field to shape the response
 * (`computeResponse`), which for a one-fetch plan gives back what the subgraph would have answered to the client's own
 * document. Routing those straight to the subgraph leaves the answer unchanged and skips that work (docs/benchmarks.md,
 * "Fourth pass"). Answers are remembered per parsed document (Apollo Server reuses the parsed document of a query text).
 */
export function singleFetchRouter(
  supergraphSdl: string,
): (schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined) => string | null {
  const { apiSchema, planner, subgraphSchema } = plannerOf(supergraphSdl);
  const routes = new WeakMap<DocumentNode, Map<string, string | null>>();

  const route = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): string | null => {
    if (asksIntrospection(schema, document)) return null;
    let fetch;
    try {
      fetch = planner.buildQueryPlan(operationFromDocument(apiSchema, document, { operationName, validate: false })).node;
    } catch {
      return null; // the gateway's own path plans it again and reports the error as it always has
    }
    if (
      fetch?.kind !== 'Fetch' ||
      fetch.requires ||
      fetch.inputRewrites?.length ||
      fetch.outputRewrites?.length ||
      fetch.contextRewrites?.length
    )
      return null;
    return validate(subgraphSchema(fetch.serviceName), document, undefined, { maxErrors: 1 }).length === 0 ? fetch.serviceName : null;
  };

  return (schema, document, operationName) => {
    let byName = routes.get(document);
    if (!byName) routes.set(document, (byName = new Map<string, string | null>()));
    const key = operationName ?? '';
    let name = byName.get(key);
    if (name === undefined) byName.set(key, (name = route(schema, document, operationName ?? undefined)));
    return name;
  };
}

interface SupergraphPlanner {
  apiSchema: ReturnType<Supergraph['apiSchema']>;
  planner: QueryPlanner;
  subgraphSchema(name: string): GraphQLSchema;
}

/**
 * The planner of a supergraph, built once per process for each supergraph text: building it is about a tenth of an app's
 * start, and a process that starts several apps on the same supergraph (a test file, a bench) builds it once. Nothing in
 * it changes after it is built.
 */
const planners = new Map<string, SupergraphPlanner>();
function plannerOf(supergraphSdl: string): SupergraphPlanner {
  let built = planners.get(supergraphSdl);
  if (!built) {
    // Not validated again (as the gateway's own, createGraphQLGateway): `npm run schema` composed it.
    const supergraph = Supergraph.build(supergraphSdl, { validateSupergraph: false });
    const subgraphSchemas = new Map<string, GraphQLSchema>();
    built = {
      apiSchema: supergraph.apiSchema(),
      planner: new QueryPlanner(supergraph),
      subgraphSchema: (name) => {
        let schema = subgraphSchemas.get(name);
        if (!schema) subgraphSchemas.set(name, (schema = supergraph.subgraphs().get(name)!.schema.toGraphQLJSSchema()));
        return schema;
      },
    };
    planners.set(supergraphSdl, built);
  }
  return built;
}

/** Whether `document` asks `__schema` or `__type` anywhere (`__typename` is not introspection here), against the API `schema`. */
export const asksIntrospection = (schema: GraphQLSchema, document: DocumentNode): boolean =>
  validate(schema, document, [NoSchemaIntrospectionCustomRule], { maxErrors: 1 }).length > 0;
