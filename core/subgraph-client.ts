import { getOperationAST, GraphQLError, parse, type ExecutionResult } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { RunningSubgraph } from './platform.js';
import type { SubgraphRequest } from './subgraph-executor.js';
import { INTERNAL_TOKEN_HEADER } from './viewer.js';

/** How the gateway reaches one subgraph: in this process, or over HTTP (keep-alive). */
export interface SubgraphClient {
  name: string;
  /** URL of a remote subgraph; undefined in-process. */
  url?: string;
  execute(request: SubgraphRequest): Promise<ExecutionResult>;
  /** A subscription's stream, or a single result carrying its errors. */
  subscribe(request: SubgraphRequest): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
  /** Throws when the subgraph (and its database) cannot serve requests. */
  checkReady(): Promise<void>;
}

export function inProcessClient(subgraph: RunningSubgraph): SubgraphClient {
  return {
    name: subgraph.name,
    execute: (request) => subgraph.executor.execute(request),
    subscribe: (request) => subgraph.executor.subscribe(request),
    checkReady: () => subgraph.checkReady(),
  };
}

/** Whether `query` (with `operationName`) asks a query: not a mutation, a subscription or anything that does not parse. */
export function asksQuery(query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === 'query';
  } catch {
    return false;
  }
}

/**
 * The error of a request to subgraph `name` that got no HTTP answer, the second send of a read included: 503
 * SUBGRAPH_UNAVAILABLE naming the subgraph (`serviceName`, as the gateway names the subgraph of a fetch's errors), whichever
 * way the gateway was sending it. Its cause (a refused or reset connection) is for the logs, not the client.
 */
export function subgraphUnavailable(name: string, cause: unknown): GraphQLError {
  return new GraphQLError(`The ${name} service did not answer; try again shortly`, {
    originalError: cause instanceof Error ? cause : undefined,
    extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: name, http: { status: 503 } },
  });
}

/** Whether `error` is `subgraphUnavailable`'s. */
export const isSubgraphUnavailable = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && error.extensions.code === 'SUBGRAPH_UNAVAILABLE';

/**
 * Sends a request to subgraph `name`, and once more when it got no HTTP answer (`unanswered`: a connection refused, reset
 * or closed, as by a balancer in front of replicas one of which was just killed) and `isRead` (asked only then): a query
 * changes nothing, so a second send is safe, and the caller is not failed for a connection that was already dead. A
 * mutation's failure stands: it may have been applied. A request left without an answer fails with `subgraphUnavailable`.
 * Both ways the gateway reaches a remote subgraph send through it.
 */
export async function sendingReadsTwice<T>(
  name: string,
  send: () => Promise<T>,
  unanswered: (error: unknown) => boolean,
  isRead: () => boolean,
): Promise<T> {
  const unavailableIfUnanswered = (error: unknown) => (unanswered(error) ? subgraphUnavailable(name, error) : error);
  try {
    return await send();
  } catch (error) {
    if (!unanswered(error) || !isRead()) throw unavailableIfUnanswered(error);
    return send().catch((second: unknown) => {
      throw unavailableIfUnanswered(second);
    });
  }
}

export function remoteClient(name: string, url: string): SubgraphClient {
  return {
    name,
    url,
    async execute(request) {
      const send = () =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: request.internalToken ?? '' },
          body: JSON.stringify({ query: request.query, variables: request.variables, operationName: request.operationName }),
        });
      // fetch rejects with a TypeError when no HTTP answer came.
      const response = await sendingReadsTwice(
        name,
        send,
        (error) => error instanceof TypeError,
        () => asksQuery(request.query, request.operationName),
      );
      return (await response.json()) as ExecutionResult;
    },
    async subscribe(request) {
      // One graphql-ws connection per subscription: it carries that subscriber's internal token.
      const client = createClient({
        url: url.replace(/^http/, 'ws'),
        webSocketImpl: WebSocket,
        connectionParams: { internalToken: request.internalToken },
        lazy: true,
        retryAttempts: 0,
      });
      const results = client.iterate({
        query: request.query,
        variables: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      });
      // Not an async generator: a generator's return() would wait for the pending next() (the next
      // event), so an unsubscribing client would keep the upstream socket open until then.
      const stream: AsyncIterableIterator<ExecutionResult> = {
        async next() {
          const result = await results.next();
          if (result.done) await client.dispose();
          return result as IteratorResult<ExecutionResult>;
        },
        async return() {
          await results.return?.();
          await client.dispose();
          return { done: true, value: undefined };
        },
        async throw(error: unknown) {
          await client.dispose();
          throw error;
        },
        [Symbol.asyncIterator]() {
          return stream;
        },
      };
      return stream;
    },
    async checkReady() {
      const response = await fetch(new URL('/readyz', url));
      if (!response.ok) throw new Error(`subgraph ${name} not ready: HTTP ${response.status}`);
    },
  };
}
