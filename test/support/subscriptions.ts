import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface CollectedSubscription<T> {
  /** Each event's value of the subscription's root field, in order. */
  events: T[];
  errors: unknown[];
  /** Settles when the subscription ends: refused, failed or completed. */
  done: Promise<void>;
}

/**
 * Live subscriptions through the gateway's graphql-ws endpoint, each on a socket of its own signed
 * in with a bearer token (none: anonymous), collecting every event and error; `close` ends them all.
 */
export class Subscriptions {
  private readonly clients: Client[] = [];

  constructor(private readonly baseUrl: () => string) {}

  subscribe<T>(token: string | null, field: string, query: string, variables: Record<string, unknown> = {}): CollectedSubscription<T> {
    const client = createClient({
      url: `${this.baseUrl().replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      lazy: false,
      retryAttempts: 0,
    });
    this.clients.push(client);
    const events: T[] = [];
    const errors: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      client.subscribe<Record<string, T>>(
        { query, variables },
        {
          next: (result) => {
            if (result.errors) errors.push(...result.errors);
            if (result.data?.[field]) events.push(result.data[field]);
          },
          error: (error) => {
            errors.push(error);
            resolve();
          },
          complete: () => resolve(),
        },
      );
    });
    return { events, errors, done };
  }

  async close(): Promise<void> {
    for (const client of this.clients.splice(0)) await client.dispose();
  }
}

/** How the server closed a socket. */
export interface SocketClose {
  code: number;
  reason: string;
}

/**
 * One graphql-ws socket at `baseUrl`'s `/graphql`, signed in with `token`, connecting at once and never retrying, that
 * tells how the server closed it (the close codes a credential's end is observed by: 4401, 4403, 1001) and when it
 * connected. graphql-ws would print the close; `onClosed` gets it instead.
 */
export function recordingClient(
  baseUrl: string,
  token: string,
  on: { closed: (close: SocketClose) => void; connected?: () => void },
): Client {
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: {
      ...(on.connected ? { connected: on.connected } : {}),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: unknown };
        on.closed({ code, reason: String(reason) });
      },
    },
  });
}
