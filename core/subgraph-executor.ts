import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  subscribe,
  validate,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { AppError, thrownError, toGraphQLError, unauthenticated } from './errors.js';
import type { Logger } from './logger.js';
import { InternalTokens, type Viewer } from './viewer.js';

export interface SubgraphRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The gateway's signed viewer token; requests without a valid one are refused. */
  internalToken?: string;
}

/** Bounded cache of parsed and validated documents; the gateway sends the same few fetches again and again. */
class DocumentCache {
  private readonly entries = new Map<string, DocumentNode | readonly Error[]>();
  constructor(private readonly limit = 1000) {}

  get(schema: GraphQLSchema, source: string): DocumentNode | readonly Error[] {
    const hit = this.entries.get(source);
    if (hit) return hit;
    let entry: DocumentNode | readonly Error[];
    try {
      const document = parse(source);
      const errors = validate(schema, document);
      entry = errors.length > 0 ? errors : document;
    } catch (error) {
      entry = [error as Error];
    }
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(source, entry);
    return entry;
  }
}

/** A query compiled by graphql-jit, and its variables' definitions, so that they are checked as graphql-js checks them. */
interface CompiledOperation {
  query: CompiledQuery;
  variables: readonly VariableDefinitionNode[];
}

/**
 * The hot queries, compiled by graphql-jit: a document's query is compiled the second time it runs (one that runs once
 * costs no compilation), for at most `limit` documents (the first compiled goes first). Mutations keep graphql-js.
 * graphql-jit generates a function per query that reads each field straight off its parent and calls only the resolvers
 * there are, where graphql-js walks the document for every object (docs/benchmarks.md, issue 37: the 50-ticket list
 * spent 20% of its CPU in graphql-js).
 */
class CompiledQueries {
  private readonly runs = new WeakMap<DocumentNode, Map<string, number>>();
  private readonly compiled = new Map<DocumentNode, Map<string, CompiledOperation | null>>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limit = 200,
  ) {}

  get(document: DocumentNode, operationName = ''): CompiledOperation | null {
    const hit = this.compiled.get(document)?.get(operationName);
    if (hit !== undefined) return hit;
    // Only the operations the document has are counted and kept: a name it lacks (graphql-js refuses it) adds nothing.
    const operation = getOperationAST(document, operationName || undefined);
    if (!operation) return null;
    let runs = this.runs.get(document);
    if (!runs) this.runs.set(document, (runs = new Map<string, number>()));
    const seen = (runs.get(operationName) ?? 0) + 1;
    runs.set(operationName, seen);
    if (seen < 2) return null;
    let made: CompiledOperation | null = null;
    if (operation.operation === 'query') {
      const query = compileQuery(this.schema, document, operationName || undefined);
      if (isCompiledQuery(query)) made = { query, variables: operation.variableDefinitions ?? [] };
    }
    let byName = this.compiled.get(document);
    if (!byName) {
      if (this.compiled.size >= this.limit) this.compiled.delete(this.compiled.keys().next().value as DocumentNode);
      this.compiled.set(document, (byName = new Map<string, CompiledOperation | null>()));
    }
    byName.set(operationName, made);
    return made;
  }

  /** How many operations are held compiled. */
  get size(): number {
    let size = 0;
    for (const byName of this.compiled.values()) for (const operation of byName.values()) if (operation) size += 1;
    return size;
  }
}

/**
 * Runs a compiled query as graphql-js would run it: the variables checked by graphql-js (the same errors), then given to
 * the compiled query as the client sent them, with the defaults of those it left out (graphql-jit drops the default of a
 * non-null variable: `$first: Int! = 50` left out is an error there).
 */
async function runCompiled(
  schema: GraphQLSchema,
  operation: CompiledOperation,
  context: unknown,
  variables: Record<string, unknown>,
): Promise<ExecutionResult> {
  const checked = getVariableValues(schema, operation.variables, variables, { maxErrors: 50 });
  if (checked.errors) return { errors: checked.errors };
  let given = variables;
  for (const definition of operation.variables) {
    const name = definition.variable.name.value;
    if (definition.defaultValue && !Object.hasOwn(given, name)) {
      given = { ...given, [name]: valueFromASTUntyped(definition.defaultValue) };
    }
  }
  return (await operation.query.query(undefined, context, given)) as ExecutionResult;
}

const refused = (): ExecutionResult => ({
  errors: [toGraphQLError(unauthenticated('missing or invalid internal token'))],
});

/**
 * Runs GraphQL requests against one subgraph schema, for both the in-process data source and
 * the subgraph's own HTTP/WebSocket server, so both paths share authentication and caching.
 */
export class SubgraphExecutor<Context> {
  private readonly documents = new DocumentCache();
  private readonly compiled: CompiledQueries;

  constructor(
    readonly name: string,
    readonly schema: GraphQLSchema,
    private readonly tokens: InternalTokens,
    private readonly createContext: (viewer: Viewer) => Context,
    private readonly logger?: Logger,
  ) {
    this.compiled = new CompiledQueries(schema);
  }

  /** How many query operations it runs compiled (graphql-jit) rather than through graphql-js. */
  get compiledOperations(): number {
    return this.compiled.size;
  }

  /** Maps errors to their public shape, logging the unexpected ones (which clients see as opaque). */
  private publicErrors(errors: readonly GraphQLError[]): GraphQLError[] {
    return errors.map((error) => {
      const thrown = thrownError(error);
      if (thrown !== error && !(thrown instanceof GraphQLError) && !(thrown instanceof AppError)) {
        this.logger?.error({ err: thrown, path: error.path, subgraph: this.name }, 'resolver failed');
      }
      return toGraphQLError(error);
    });
  }

  private async prepare(request: SubgraphRequest): Promise<{ document: DocumentNode; context: Context } | ExecutionResult> {
    const viewer = await this.tokens.verify(request.internalToken);
    if (!viewer) return refused();
    const document = this.documents.get(this.schema, request.query);
    if (Array.isArray(document)) return { errors: (document as Error[]).map(toGraphQLError) };
    return { document: document as DocumentNode, context: this.createContext(viewer) };
  }

  async execute(request: SubgraphRequest): Promise<ExecutionResult> {
    const prepared = await this.prepare(request);
    if ('errors' in prepared) return prepared as ExecutionResult;
    const { document, context } = prepared as { document: DocumentNode; context: Context };
    const compiled = this.compiled.get(document, request.operationName ?? undefined);
    const result = compiled
      ? await runCompiled(this.schema, compiled, context, request.variables ?? {})
      : await execute({
          schema: this.schema,
          document,
          variableValues: request.variables ?? undefined,
          operationName: request.operationName ?? undefined,
          contextValue: context,
        });
    // Errors first, as graphql-js answers (graphql-jit puts them after the data).
    const { errors, ...rest } = result;
    return errors ? { errors: this.publicErrors(errors), ...rest } : result;
  }

  async subscribe(request: SubgraphRequest): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const prepared = await this.prepare(request);
    if ('errors' in prepared) return prepared as ExecutionResult;
    const { document, context } = prepared as { document: DocumentNode; context: Context };
    const result = await subscribe({
      schema: this.schema,
      document,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      contextValue: context,
    });
    // A refused subscription (e.g. NOT_FOUND) is a single result whose errors get their public shape.
    return Symbol.asyncIterator in result ? result : { ...result, errors: result.errors && this.publicErrors(result.errors) };
  }
}
