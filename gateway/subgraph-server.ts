import Fastify, { type FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { RunningSubgraph } from '../core/platform.js';
import { INTERNAL_TOKEN_HEADER } from '../core/viewer.js';

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * A subgraph on its own: POST /graphql for the gateway's fetches, graphql-ws on /graphql for
 * passed-through subscriptions, /healthz and /readyz. Every request needs the internal token.
 */
export function createSubgraphServer(subgraph: RunningSubgraph, bodyLimit: number): FastifyInstance {
  const app = Fastify({ bodyLimit, logger: false });
  app.post<{ Body: GraphQLBody }>('/graphql', async (request, reply) => {
    const { query, variables, operationName } = request.body ?? {};
    if (typeof query !== 'string')
      return reply.status(400).send({ errors: [{ message: 'query must be a string', extensions: { code: 'BAD_REQUEST' } }] });
    const token = request.headers[INTERNAL_TOKEN_HEADER];
    return subgraph.executor.execute({
      query,
      variables: (variables as Record<string, unknown> | null) ?? null,
      operationName: typeof operationName === 'string' ? operationName : null,
      internalToken: typeof token === 'string' ? token : undefined,
    });
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await subgraph.checkReady();
      return { status: 'ok' };
    } catch (error) {
      return reply.status(503).send({ status: 'unavailable', reason: (error as Error).message });
    }
  });

  const wss = new WebSocketServer({ server: app.server, path: '/graphql' });
  const ws = useServer(
    {
      schema: subgraph.executor.schema,
      context: (ctx) => ({ internalToken: ctx.connectionParams?.internalToken }),
      subscribe: async (args) =>
        subgraph.executor.subscribe({
          query: print(args.document),
          variables: args.variableValues ?? null,
          operationName: args.operationName ?? null,
          internalToken: (args.contextValue as { internalToken?: string }).internalToken,
        }),
      execute: async (args) =>
        subgraph.executor.execute({
          query: print(args.document),
          variables: args.variableValues ?? null,
          operationName: args.operationName ?? null,
          internalToken: (args.contextValue as { internalToken?: string }).internalToken,
        }),
    },
    wss,
  );
  app.addHook('onClose', async () => {
    await ws.dispose();
    wss.close();
  });
  return app;
}
