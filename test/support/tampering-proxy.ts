import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import type { TestTls } from './tls.js';

/** Rewrites the JSON answer to a request for `path`; undefined passes it through unchanged. */
export type Tamper = (path: string, answer: Record<string, unknown>) => Record<string, unknown> | undefined;

/**
 * An HTTPS man in the middle for federation tests: an instance whose public URL is the proxy's is
 * reached through it, and `tamper` makes it answer as a misbehaving (or other-version) peer would.
 * Requests pass unchanged; only answers are rewritten.
 */
export interface TamperingProxy {
  url: string;
  /** Where requests go (the real instance), set once it runs. */
  target: string;
  tamper: Tamper;
  close(): Promise<void>;
}

export async function startTamperingProxy(tls: TestTls): Promise<TamperingProxy> {
  const agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  const proxy: TamperingProxy = {
    url: '',
    target: '',
    tamper: () => undefined,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await agent.close();
    },
  };
  const server: Server = createServer({ cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) }, (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const { host: _host, connection: _connection, 'content-length': _length, ...headers } = incoming.headers;
      const path = incoming.url ?? '/';
      request(`${proxy.target}${path}`, {
        method: incoming.method as 'POST',
        headers: headers as Record<string, string>,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        dispatcher: agent,
      })
        .then(async (answer) => {
          let body = Buffer.from(await answer.body.arrayBuffer());
          if (String(answer.headers['content-type']).startsWith('application/json')) {
            const rewritten = proxy.tamper(path, JSON.parse(body.toString('utf8')) as Record<string, unknown>);
            if (rewritten) body = Buffer.from(JSON.stringify(rewritten));
          }
          outgoing.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? 'text/plain') });
          outgoing.end(body);
        })
        .catch((error: unknown) => {
          outgoing.writeHead(502, { 'content-type': 'text/plain' });
          outgoing.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
