import {
  GraphQLError,
  Kind,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import type { Logger } from '../core/logger.js';
import type { Authenticator, Authenticated } from './auth.js';
import type { DocumentLimits } from './graphql-gateway.js';
import type { SubgraphClient } from '../core/subgraph-client.js';

/**
 * Which subgraph owns each field of a root type (`Query`, `Mutation`, `Subscription`), read from the
 * supergraph's join directives (`@join__field(graph:)` on the field, else the type's single `@join__type(graph:)`).
 */
export function rootFieldOwners(supergraphSdl: string, rootType: 'Query' | 'Mutation' | 'Subscription'): Map<string, string> {
  const document = parse(supergraphSdl);
  const graphNames = new Map<string, string>();
  const owners = new Map<string, string>();
  const argValue = (directive: { arguments?: readonly { name: { value: string }; value: { kind: string } }[] }, name: string) => {
    const value = directive.arguments?.find((arg) => arg.name.value === name)?.value as { value?: string } | undefined;
    return value?.value;
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'join__Graph') {
      for (const value of definition.values ?? []) {
        const directive = value.directives?.find((d) => d.name.value === 'join__graph');
        if (directive) graphNames.set(value.name.value, argValue(directive, 'name') ?? value.name.value);
      }
    }
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || definition.name.value !== rootType) continue;
    const typeGraphs = (definition.directives ?? []).filter((d) => d.name.value === 'join__type').map((d) => argValue(d, 'graph'));
    for (const field of definition.fields ?? []) {
      const fieldGraph = field.directives?.find((d) => d.name.value === 'join__field')?.arguments?.find((a) => a.name.value === 'graph')
        ?.value as { value?: string } | undefined;
      const graph = fieldGraph?.value ?? (typeGraphs.length === 1 ? typeGraphs[0] : undefined);
      if (graph) owners.set(field.name.value, graphNames.get(graph) ?? graph);
    }
  }
  return owners;
}

function operationOf(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
}

const failure = (message: string, code: string): ExecutionResult => ({ errors: [{ message, extensions: { code } } as never] });

export interface SubscriptionServerOptions {
  wss: WebSocketServer;
  apiSchema: () => GraphQLSchema;
  supergraphSdl: string;
  clients: ReadonlyMap<string, SubgraphClient>;
  /** The HTTP path's limits: subscriptions pass through to subgraphs without Apollo Server, so they are checked here. */
  limits: DocumentLimits;
  authenticator: Authenticator;
  /** Runs queries and mutations sent over the socket through the gateway. */
  executeOperation: (args: ExecutionArgs, auth: Authenticated) => Promise<ExecutionResult>;
  logger: Logger;
}

/** The connection's credential, kept to authenticate each operation afresh (tokens expire, keys get revoked). */
type SocketExtra = Record<PropertyKey, unknown> & { authorization?: string; ip?: string };

/**
 * graphql-ws on the gateway. `@apollo/gateway` has no subscriptions, so each subscription is
 * passed through to the subgraph owning its root field (Apollo Router's pass-through model),
 * carrying the subscriber's internal viewer token.
 */
export function startSubscriptionServer(options: SubscriptionServerOptions): { dispose(): void | Promise<void> } {
  const owners = rootFieldOwners(options.supergraphSdl, 'Subscription');
  const server = useServer<Record<string, unknown>, SocketExtra>(
    {
      schema: () => options.apiSchema(),
      // Parsed and checked here rather than through graphql-ws's `parse` and `validate` options, which see no variables:
      // every operation over the socket meets the HTTP path's limits, its cost and input values included, before it runs.
      onSubscribe(_ctx, _id, payload) {
        const schema = options.apiSchema();
        let document: DocumentNode;
        try {
          document = parse(payload.query, options.limits.parseOptions);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(schema, document, [...specifiedRules, ...options.limits.validationRules]);
        if (errors.length > 0) return errors;
        const operation = operationOf(document, payload.operationName);
        const refusal = operation ? options.limits.refusal(schema, document, operation, payload.variables ?? {}) : null;
        if (refusal) return [refusal];
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      async onConnect(ctx) {
        const authorization = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        try {
          const extra = ctx.extra as unknown as SocketExtra & { request: { socket: { remoteAddress?: string } } };
          extra.authorization = typeof authorization === 'string' ? authorization : undefined;
          extra.ip = extra.request.socket.remoteAddress;
          await options.authenticator.authenticate(extra.authorization, extra.ip);
          return true;
        } catch (error) {
          options.logger.debug({ err: error }, 'websocket authentication refused');
          return false;
        }
      },
      async context(ctx) {
        const extra = ctx.extra as unknown as SocketExtra;
        return { auth: await options.authenticator.authenticate(extra.authorization, extra.ip) };
      },
      execute: (args) => options.executeOperation(args, (args.contextValue as { auth: Authenticated }).auth),
      async subscribe(args) {
        const auth = (args.contextValue as { auth: Authenticated }).auth;
        const operation = operationOf(args.document, args.operationName);
        const rootField = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
        const owner = rootField?.kind === Kind.FIELD ? owners.get(rootField.name.value) : undefined;
        const client = owner ? options.clients.get(owner) : undefined;
        if (!client) return failure('No subgraph serves this subscription', 'BAD_USER_INPUT');
        return client.subscribe({
          query: print(args.document),
          variables: args.variableValues ?? null,
          operationName: args.operationName ?? null,
          internalToken: auth.internalToken,
        });
      },
    },
    options.wss,
  );
  return server;
}
