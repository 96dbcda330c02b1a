import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLDataSourceRequestKind } from '@apollo/gateway/dist/datasources/types.js';
import { remoteClient } from '../core/subgraph-client.js';
import { remoteSubgraph } from './graphql-gateway.js';

// A subgraph behind a balancer whose connection dies before it answers (a replica just killed): a query is sent once
// more and answered; a mutation, which may have been applied, fails. So for the fetches of query plans (remoteSubgraph)
// and for the gateway's own calls (remoteClient: the credential check every request starts with). A request left without
// an answer fails with 503 SUBGRAPH_UNAVAILABLE naming the subgraph, either way.

let server: Server;
let url: string;
/** Requests the subgraph received, and how many of the next ones it drops without an answer. */
const received: string[] = [];
let drop = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => void (body += chunk.toString()));
    request.on('end', () => {
      received.push((JSON.parse(body) as { query: string }).query);
      if (drop > 0) {
        drop -= 1;
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  drop = 0;
});

/** The two ways the gateway reaches a remote subgraph. */
const callers: Array<[string, (query: string, operationName?: string) => Promise<{ data?: unknown }>]> = [
  [
    "query plans' fetches (remoteSubgraph)",
    (query, operationName) =>
      remoteSubgraph('workspace', url).process({
        kind: GraphQLDataSourceRequestKind.HEALTH_CHECK,
        request: { query, ...(operationName ? { operationName } : {}) },
        context: {},
      }),
  ],
  [
    "the gateway's own calls (remoteClient)",
    (query, operationName) =>
      remoteClient('workspace', url).execute({ query, ...(operationName ? { operationName } : {}), internalToken: 'token' }),
  ],
];

const noAnswer = {
  message: 'The workspace service did not answer; try again shortly',
  extensions: { code: 'SUBGRAPH_UNAVAILABLE', serviceName: 'workspace', http: { status: 503 } },
};

describe.each(callers)('%s', (_name, send) => {
  it('sends a query whose connection died once more, and answers it', async () => {
    drop = 1;
    expect((await send('query Ok { ok }')).data).toEqual({ ok: true });
    expect(received).toEqual(['query Ok { ok }', 'query Ok { ok }']);
  });

  it('sends it once more only: a second dead connection fails the query', async () => {
    drop = 2;
    await expect(send('{ ok }')).rejects.toMatchObject(noAnswer);
    expect(received).toHaveLength(2);
  });

  it('never sends a mutation again, also when the document holds a query too', async () => {
    drop = 1;
    await expect(send('mutation Change { ok }')).rejects.toMatchObject(noAnswer);
    drop = 1;
    await expect(send('query Read { ok } mutation Change { ok }', 'Change')).rejects.toMatchObject(noAnswer);
    expect(received).toHaveLength(2);
  });
});
