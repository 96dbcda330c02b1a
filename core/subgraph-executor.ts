import {
  execute,
  parse,
  subscribe,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { AppError, toGraphQLError, unauthenticated } from './errors.js';
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

const refused = (): ExecutionResult => ({
  errors: [toGraphQLError(unauthenticated('missing or invalid internal token'))],
});

/**
 * Runs GraphQL requests against one subgraph schema, for both the in-process data source and
 * the subgraph's own HTTP/WebSocket server, so both paths share authentication and caching.
 */
export class SubgraphExecutor<Context> {
  private readonly documents = new DocumentCache();

  constructor(
    readonly name: string,
    readonly schema: GraphQLSchema,
    private readonly tokens: InternalTokens,
    private readonly createContext: (viewer: Viewer) => Context,
    private readonly logger?: Logger,
  ) {}

  /** Maps errors to their public shape, logging the unexpected ones (which clients see as opaque). */
  private publicErrors(errors: readonly GraphQLError[]): GraphQLError[] {
    return errors.map((error) => {
      if (error.originalError && !(error.originalError instanceof AppError)) {
        this.logger?.error({ err: error.originalError, path: error.path, subgraph: this.name }, 'resolver failed');
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
    const result = await execute({
      schema: this.schema,
      document,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      contextValue: context,
    });
    return result.errors ? { ...result, errors: this.publicErrors(result.errors) } : result;
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
