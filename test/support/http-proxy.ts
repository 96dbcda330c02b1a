import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the proxy received it, its body read whole. */
export interface ProxiedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface HttpProxy {
  url: string;
  close(): Promise<void>;
}

/** Headers of the connection between client and proxy, not of the request: the forwarded request has its own. */
const HOP_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding']);

/**
 * A plain-HTTP proxy in front of `target` for tests, as a workspace server of another release or a slow one would answer:
 * `rewrite` gives the body forwarded in place of a request's own, and `deliver` decides when its answer is given (`send`
 * now, or later). A request the target does not answer gets a 502.
 */
export async function startHttpProxy(
  target: string,
  options: { rewrite?: (request: ProxiedRequest) => string; deliver?: (request: ProxiedRequest, send: () => void) => void } = {},
): Promise<HttpProxy> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !HOP_HEADERS.has(name))) as Record<
        string,
        string
      >;
      const request: ProxiedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers,
        body: Buffer.concat(chunks).toString(),
      };
      const body = options.rewrite?.(request) ?? request.body;
      const bodiless = request.method === 'GET' || request.method === 'HEAD';
      fetch(new URL(request.url, target), { method: request.method, headers, ...(bodiless ? {} : { body }) }).then(
        async (answer) => {
          const text = Buffer.from(await answer.arrayBuffer());
          const send = () =>
            outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(text);
          if (options.deliver) options.deliver(request, send);
          else send();
        },
        () => outgoing.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
