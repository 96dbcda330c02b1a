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
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import pLimit from 'p-limit';
import stringify from 'safe-stable-stringify';
import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { Viewer } from '../core/viewer.js';
import { requestVia, type Authenticator, type Authenticated } from './auth.js';
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
  /** The client's address of an upgrade request: behind a trusted load balancer, from its X-Forwarded-For, as HTTP's. */
  clientAddress: (request: IncomingMessage) => string | undefined;
  logger: Logger;
}

/** The connection's credential, kept to authenticate each operation afresh (tokens expire, keys get revoked). */
type SocketExtra = Record<PropertyKey, unknown> & {
  authorization?: string;
  ip?: string;
  /** `connectionParams.via`: `mcp` for the MCP server's sockets (core/acting-for.ts). */
  via?: 'mcp';
  socket: WebSocket;
  live?: LiveSocket;
};

/** Credentials re-checked at once after a change; more wait their turn. */
const RECHECK_CONCURRENCY = 16;
/** How long a re-check after a change may keep failing (workspace unreachable) before its sockets close with 1011. */
const RECHECK_DEADLINE_MS = 1_000;
/** Every open socket is re-checked this often even without a change: expiry, and a notification lost with the pub/sub link. */
const RECHECK_SWEEP_MS = 60_000;
/** WebSocket 1011 (internal error): graphql-ws clients reconnect after it, unlike its own 4500. */
const SERVER_ERROR_CLOSE = 1011;

/** An open socket with a credential: what its operations run as, so a change of credential can end them. */
interface LiveSocket {
  socket: WebSocket;
  authorization: string;
  ip: string | undefined;
  via: 'mcp' | undefined;
  /** The credential and address this socket shares its re-checks with. */
  group: string;
  /** Every viewer the socket's operations run with (`viewerKey`). */
  viewers: Set<string>;
  /** The latest re-check of this socket; events wait for it. Never rejects. */
  checked: Promise<void>;
  closed: boolean;
}

interface RecheckJob {
  /** Asked for by a change (a failing check then closes its sockets) rather than by the sweep alone. */
  afterChange: boolean;
  run: Promise<void>;
}

/** Compares viewers field by field, scopes in any order. */
const viewerKey = (viewer: Viewer): string =>
  stringify('scopes' in viewer ? { ...viewer, scopes: [...viewer.scopes].sort() } : viewer) ?? '';

const isUnauthenticated = (error: unknown): boolean => error instanceof AppError && error.code === 'UNAUTHENTICATED';

/**
 * The sockets open with a credential, re-checked whenever credentials change (a revocation, deactivation, role or
 * membership change announced on pub/sub, across every gateway): a credential that no longer resolves closes its
 * sockets with 4401 (graphql-ws clients do not retry), one whose viewer changed with 4403 (clients reconnect with their
 * new rights). Membership is not part of the viewer: subgraphs check it at each event.
 */
class LiveSockets {
  private readonly groups = new Map<string, Set<LiveSocket>>();
  /** Counts change notifications: an answer asked for before the latest one may predate the change. */
  private generation = 0;
  /** Re-checks scheduled but not started, by group. */
  private readonly pending = new Map<string, RecheckJob>();
  private readonly limit = pLimit(RECHECK_CONCURRENCY);
  private readonly stopListening: () => void;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly authenticator: Authenticator,
    private readonly logger: Logger,
  ) {
    // Runs right after the authenticator emptied its cache, in the same tick as the publish in this process: an event
    // reaching a socket after that waits for its re-check.
    this.stopListening = authenticator.onCredentialsChanged(() => {
      this.generation += 1;
      for (const group of this.groups.keys()) this.recheck(group, true);
    });
    this.sweep = setInterval(() => {
      for (const group of this.groups.keys()) this.recheck(group, false);
    }, RECHECK_SWEEP_MS);
    this.sweep.unref();
  }

  close(): void {
    this.stopListening();
    clearInterval(this.sweep);
  }

  /** Authenticates a socket's credential; `afterChange` tells whether a change was announced meanwhile (the answer may predate it). */
  async authenticate(extra: SocketExtra): Promise<{ auth: Authenticated; afterChange: () => boolean }> {
    const seen = this.generation;
    const auth = await this.authenticator.authenticate(extra.authorization, extra.ip, extra.via);
    return { auth, afterChange: () => seen !== this.generation };
  }

  /** Starts tracking a socket that authenticated as `auth` (anonymous sockets have nothing to re-check). */
  open(extra: SocketExtra, auth: Authenticated, afterChange: boolean): void {
    if (auth.viewer.kind === 'anonymous' || !extra.authorization) return;
    const group = `${extra.authorization}\u0000${extra.ip ?? ''}\u0000${extra.via ?? ''}`;
    const live: LiveSocket = {
      socket: extra.socket,
      authorization: extra.authorization,
      ip: extra.ip,
      via: extra.via,
      group,
      viewers: new Set([viewerKey(auth.viewer)]),
      checked: Promise.resolve(),
      closed: false,
    };
    extra.live = live;
    const members = this.groups.get(group) ?? new Set();
    members.add(live);
    this.groups.set(group, members);
    if (afterChange) this.recheck(group, true);
  }

  /** An operation on the socket runs as `auth`: a viewer that differs from the socket's is re-checked with it. */
  use(live: LiveSocket, auth: Authenticated, afterChange: boolean): void {
    live.viewers.add(viewerKey(auth.viewer));
    if (afterChange) this.recheck(live.group, true);
  }

  end(live: LiveSocket, code?: number, reason?: string): void {
    if (live.closed) return;
    live.closed = true;
    const members = this.groups.get(live.group);
    members?.delete(live);
    if (members?.size === 0) this.groups.delete(live.group);
    if (code) live.socket.close(code, reason);
  }

  private recheck(group: string, afterChange: boolean): void {
    let job = this.pending.get(group);
    if (job) {
      // One not started yet asks after this change anyway.
      job.afterChange ||= afterChange;
    } else {
      const created: RecheckJob = { afterChange, run: Promise.resolve() };
      this.pending.set(group, created);
      created.run = this.limit(async () => {
        if (this.pending.get(group) === created) this.pending.delete(group);
        await this.check(group, created.afterChange);
      }).catch((error: unknown) => this.logger.error({ err: error }, 'websocket credential re-check failed'));
      job = created;
    }
    for (const live of this.groups.get(group) ?? []) live.checked = job.run;
  }

  private async check(group: string, afterChange: boolean): Promise<void> {
    const [first] = this.groups.get(group) ?? [];
    if (!first) return;
    const deadline = Date.now() + RECHECK_DEADLINE_MS;
    let auth: Authenticated | undefined;
    for (let delay = 50; !auth; delay *= 2) {
      try {
        auth = await beforeDeadline(this.authenticator.authenticate(first.authorization, first.ip, first.via), deadline);
      } catch (error) {
        if (isUnauthenticated(error)) return this.endGroup(group, CloseCode.Unauthorized, 'Unauthorized');
        if (Date.now() + delay < deadline) {
          await new Promise((resolve) => setTimeout(resolve, delay));
          continue;
        }
        // The workspace cannot say whether the credential still holds. After a change, fail closed: the client
        // reconnects (1011 is retried) and is authenticated afresh. The periodic sweep changed nothing: keep the
        // sockets (a workspace outage must not drop everyone) and ask again next time.
        this.logger.warn({ err: error, afterChange }, 'websocket credential re-check failed');
        if (afterChange) this.endGroup(group, SERVER_ERROR_CLOSE, 'Credential check failed');
        return;
      }
    }
    const current = viewerKey(auth.viewer);
    for (const live of [...(this.groups.get(group) ?? [])]) {
      if ([...live.viewers].some((viewer) => viewer !== current)) this.end(live, CloseCode.Forbidden, 'Forbidden');
    }
  }

  private endGroup(group: string, code: number, reason: string): void {
    for (const live of [...(this.groups.get(group) ?? [])]) this.end(live, code, reason);
  }
}

/** `promise`, or a rejection once `deadline` (epoch ms) passes. */
function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('credential check timed out')), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A subgraph's event stream that holds each event until the socket's latest credential re-check is done, and ends
 * once the socket is closed for its credential. Not an async generator: its return() must not wait for the next event.
 */
function gated(source: AsyncIterableIterator<ExecutionResult>, live: LiveSocket): AsyncIterableIterator<ExecutionResult> {
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };
  const stream: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const item = await source.next();
      if (item.done) return item;
      for (let check = live.checked; ; check = live.checked) {
        await check;
        if (check === live.checked) break;
      }
      if (!live.closed) return item;
      await source.return?.();
      return done;
    },
    async return() {
      await source.return?.();
      return done;
    },
    async throw(error: unknown) {
      if (source.throw) return source.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}

/** Message types only a server sends: graphql-ws takes one from a client for its own fault (4500 and a console error). */
const SERVER_ONLY_TYPES = new Set(['connection_ack', 'next', 'error']);

/**
 * A client that sends a server's message type breaks the protocol: the socket closes with 4400, as for
 * any other invalid message. Registered before graphql-ws's own listener, whose handler never sees it.
 */
function refuseServerOnlyMessages(wss: WebSocketServer): void {
  wss.on('connection', (socket: WebSocket) => {
    const on = socket.on.bind(socket) as (event: string, listener: (...args: unknown[]) => void) => WebSocket;
    socket.on = ((event: string, listener: (...args: unknown[]) => void) =>
      on(
        event,
        event !== 'message'
          ? listener
          : (data: unknown, ...rest: unknown[]) => {
              if (SERVER_ONLY_TYPES.has(messageType(data))) return socket.close(CloseCode.BadRequest, 'Invalid message received');
              return listener(data, ...rest);
            },
      )) as WebSocket['on'];
  });
}

const messageType = (data: unknown): string => {
  try {
    const parsed = JSON.parse(String(data)) as { type?: unknown } | null;
    return typeof parsed?.type === 'string' ? parsed.type : '';
  } catch {
    return '';
  }
};

/**
 * graphql-ws on the gateway. `@apollo/gateway` has no subscriptions, so each subscription is
 * passed through to the subgraph owning its root field (Apollo Router's pass-through model),
 * carrying the subscriber's internal viewer token.
 */
export function startSubscriptionServer(options: SubscriptionServerOptions): { dispose(): void | Promise<void> } {
  const owners = rootFieldOwners(options.supergraphSdl, 'Subscription');
  const live = new LiveSockets(options.authenticator, options.logger);
  refuseServerOnlyMessages(options.wss);
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
          const extra = ctx.extra as unknown as SocketExtra & { request: IncomingMessage };
          extra.authorization = typeof authorization === 'string' ? authorization : undefined;
          extra.ip = options.clientAddress(extra.request);
          extra.via = requestVia(ctx.connectionParams?.via);
          const { auth, afterChange } = await live.authenticate(extra);
          // Closed while authenticating: nothing to track.
          if (extra.socket.readyState !== extra.socket.OPEN) return false;
          live.open(extra, auth, afterChange());
          return true;
        } catch (error) {
          options.logger.debug({ err: error }, 'websocket authentication refused');
          // A credential that does not resolve is 4401, as when one ends on an open socket; graphql-ws's own refusal is 4403.
          if (isUnauthenticated(error)) (ctx.extra as unknown as SocketExtra).socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return false;
        }
      },
      onClose(ctx) {
        const extra = ctx.extra as unknown as SocketExtra;
        if (extra.live) live.end(extra.live);
      },
      async context(ctx) {
        const extra = ctx.extra as unknown as SocketExtra;
        try {
          const { auth, afterChange } = await live.authenticate(extra);
          if (extra.live) live.use(extra.live, auth, afterChange());
          return { auth, live: extra.live };
        } catch (error) {
          // A revoked credential ends the socket as a re-check would, rather than with graphql-ws's 4500 for the throw.
          if (extra.live && isUnauthenticated(error)) live.end(extra.live, CloseCode.Unauthorized, 'Unauthorized');
          throw error;
        }
      },
      execute: (args) => options.executeOperation(args, (args.contextValue as { auth: Authenticated }).auth),
      async subscribe(args) {
        const { auth, live: socket } = args.contextValue as { auth: Authenticated; live?: LiveSocket };
        const operation = operationOf(args.document, args.operationName);
        const rootField = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
        const owner = rootField?.kind === Kind.FIELD ? owners.get(rootField.name.value) : undefined;
        const client = owner ? options.clients.get(owner) : undefined;
        if (!client) return failure('No subgraph serves this subscription', 'BAD_USER_INPUT');
        const result = await client.subscribe({
          query: print(args.document),
          variables: args.variableValues ?? null,
          operationName: args.operationName ?? null,
          internalToken: auth.internalToken,
        });
        return socket && Symbol.asyncIterator in result ? gated(result, socket) : result;
      },
    },
    options.wss,
  );
  return {
    async dispose() {
      live.close();
      await server.dispose();
    },
  };
}
