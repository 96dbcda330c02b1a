import { connect as tlsConnect, type ConnectionOptions, type TLSSocket } from 'node:tls';
import type { X509Certificate } from 'node:crypto';
import { Agent, buildConnector, request, type Dispatcher } from 'undici';
import WebSocket, { type ClientOptions } from 'ws';

/** A GraphQL error as the gateway answers it. */
export interface ApiError {
  message: string;
  extensions?: { code?: string; field?: string; reason?: string } & Record<string, unknown>;
}

export interface GraphQLAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: ApiError[];
}

export interface RestAnswer {
  status: number;
  body: unknown;
}

/** What every call of the MCP server to the workspace API says of itself: header `x-svc-via`, graphql-ws `via`. */
export const VIA_HEADER = 'x-svc-via';
export const VIA_MCP = 'mcp';

/**
 * What the gateway's `/graphql` does with a request, done in the gateway's own process for an MCP server that shares it
 * (`createGatewayServer`'s `exposeGraphQL`): the same authentication of `authorization` (with `via`) and the same Apollo
 * Server, limits and plugins, the same answer and status; only the HTTP exchange is left out.
 */
export type InProcessGraphQL = (request: {
  authorization: string;
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  via: string;
}) => Promise<GraphQLAnswer>;

/**
 * The workspace API as the MCP server reaches it: over HTTP at `SVC_API_URL` (the platform's base URL),
 * always with the caller's own `Authorization`, so every permission and ACL applies as for a person.
 * `userAgent` names the MCP server (and the stdio client, `SVC_MCP_CLIENT`) in the audit log. Every call carries
 * `x-svc-via: mcp`: the API then treats the credential as delegated (core/acting-for.ts), so no call made through MCP
 * manages credentials, whatever the credential.
 */
export class WorkspaceClient {
  private readonly baseUrl: () => string;
  private readonly dispatcher?: Dispatcher;
  /** The WebSocket the API's live events are followed with (graphql-ws constructs it with a URL and subprotocol). */
  readonly WebSocket: new (address: string, protocols?: string | string[]) => WebSocket;

  /**
   * `baseUrl` may be given as a function: the in-process server learns its gateway's address once it listens. With
   * `gatewayCertificate` (the in-process server calling its own gateway, which serves HTTPS with TLS_CERT_FILE), the
   * API is trusted when it presents exactly that certificate, whatever its issuer (a private CA) and names (the
   * gateway's listening address is none of them); any other is refused before a byte is sent. With `inProcess` (the
   * in-process server, whose API is its own gateway), GraphQL calls skip the HTTP exchange once the gateway offers it;
   * REST calls and live events still go over HTTP and WebSocket.
   */
  constructor(
    baseUrl: string | (() => string),
    private readonly userAgent: string,
    gatewayCertificate?: X509Certificate,
    private readonly inProcess?: () => InProcessGraphQL | undefined,
  ) {
    this.baseUrl = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
    this.WebSocket = WebSocket;
    if (!gatewayCertificate) return;
    // By SHA-256 of the DER: the very certificate, not one of the same names.
    const presented = (socket: TLSSocket) => socket.getPeerX509Certificate()?.fingerprint256 === gatewayCertificate.fingerprint256;
    const refusal = () => new Error("The workspace API presented a certificate other than its gateway's own (TLS_CERT_FILE)");
    // Full handshakes only: a resumed session shows no peer certificate to compare.
    const connect = buildConnector({ rejectUnauthorized: false, maxCachedSessions: 0 });
    this.dispatcher = new Agent({
      connect: (options, callback) =>
        connect(options, (error, socket) => {
          if (error) return callback(error, null);
          if (presented(socket as TLSSocket)) return callback(null, socket);
          socket.destroy();
          callback(refusal(), null);
        }),
    });
    // graphql-ws sends the credential once the socket is open: a peer with another certificate is gone before.
    const createConnection = (options: ConnectionOptions) => {
      const socket = tlsConnect({ ...options, rejectUnauthorized: false });
      socket.once('secureConnect', () => presented(socket) || socket.destroy(refusal()));
      return socket;
    };
    this.WebSocket = class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { createConnection: createConnection as ClientOptions['createConnection'] });
      }
    };
  }

  /** The API's graphql-ws endpoint (live changes). */
  get eventsUrl(): string {
    const url = new URL('/graphql', this.baseUrl());
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }

  async graphql(authorization: string, query: string, variables: Record<string, unknown>, operationName?: string): Promise<GraphQLAnswer> {
    const local = this.inProcess?.();
    if (local) return local({ authorization, query, variables, ...(operationName ? { operationName } : {}), via: VIA_MCP });
    const response = await this.send('POST', '/graphql', {
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
    });
    try {
      const body = JSON.parse(response.text) as Omit<GraphQLAnswer, 'status'>;
      return { status: response.status, data: body.data, errors: body.errors };
    } catch {
      return {
        status: response.status,
        errors: [{ message: response.text.slice(0, 500) || `HTTP ${response.status}`, extensions: { code: 'BAD_RESPONSE' } }],
      };
    }
  }

  async rest(authorization: string, method: string, path: string, body?: unknown): Promise<RestAnswer> {
    const hasBody = body !== undefined && method !== 'GET' && method !== 'DELETE';
    const response = await this.send(method, path, {
      headers: { authorization, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
    });
    let parsed: unknown = response.text;
    try {
      parsed = response.text ? JSON.parse(response.text) : null;
    } catch {
      // Not JSON: the text as it came.
    }
    return { status: response.status, body: parsed };
  }

  /** One exchange with undici's own client: a quarter more tool calls per second than `fetch` here (docs/benchmarks.md). */
  private async send(method: string, path: string, init: { headers: Record<string, string>; body?: string }) {
    const response = await request(new URL(path, this.baseUrl()), {
      method: method as Dispatcher.HttpMethod,
      headers: { ...init.headers, 'user-agent': this.userAgent, [VIA_HEADER]: VIA_MCP },
      ...(init.body !== undefined ? { body: init.body } : {}),
      ...(this.dispatcher ? { dispatcher: this.dispatcher } : {}),
    });
    return { status: response.statusCode, text: await response.body.text() };
  }
}
