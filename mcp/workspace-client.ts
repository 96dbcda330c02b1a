import { request, type Dispatcher } from 'undici';

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
 * The workspace API as the MCP server reaches it: over HTTP at `SVC_API_URL` (the platform's base URL),
 * always with the caller's own `Authorization`, so every permission and ACL applies as for a person.
 * `userAgent` names the MCP server (and the stdio client, `SVC_MCP_CLIENT`) in the audit log. Every call carries
 * `x-svc-via: mcp`: the API then treats the credential as delegated (core/acting-for.ts), so no call made through MCP
 * manages credentials, whatever the credential.
 */
export class WorkspaceClient {
  private readonly baseUrl: () => string;

  /** `baseUrl` may be given as a function: the in-process server learns its gateway's address once it listens. */
  constructor(
    baseUrl: string | (() => string),
    private readonly userAgent: string,
  ) {
    this.baseUrl = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  }

  /** The API's graphql-ws endpoint (live changes). */
  get eventsUrl(): string {
    const url = new URL('/graphql', this.baseUrl());
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }

  async graphql(authorization: string, query: string, variables: Record<string, unknown>, operationName?: string): Promise<GraphQLAnswer> {
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
    });
    return { status: response.statusCode, text: await response.body.text() };
  }
}
