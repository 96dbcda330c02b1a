import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../core/logger.js';
import { repoRoot } from '../core/paths.js';

/** Where `npm run build:console` (Vite) writes the console. */
export const CONSOLE_DIR = path.join(repoRoot(), 'console', 'dist');

/** Paths that are the API's (or the built assets'), never the console's: an unknown one there stays a 404, not the console's page. */
const API_PATHS =
  /^\/(graphql|v1|api|integrations|federation|mcp|\.well-known|authorize|token|register|revoke|healthz|readyz|metrics|assets)(\/|$|\?)/;

/** Fastify's own 404, as without the console. */
const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ message: `Route ${request.method}:${request.url} not found`, error: 'Not Found', statusCode: 404 });

/**
 * The console (console/, a single-page app) at `/`: its built files as they are (hashed assets cached for
 * good; brotli or gzip, compressed at build, where the browser accepts it), and its page for any other GET a browser makes outside the API, so its own URLs (`/projects/WEB`)
 * load it. Without a build (`npm run build:console`), the gateway serves the API only and says so.
 *
 * With a console origin of its own (`url`, SVC_CONSOLE_URL), all of that answers only requests whose Host is its host (any
 * port: one process serves both); the API's routes answer on every host, so the console calls `/graphql`
 * and `/api` on its own origin (no CORS; the CSP's 'self' covers them). Any other host is the API's: no
 * page, and its `/` is a small JSON document saying where things are.
 */
export async function serveConsole(app: FastifyInstance, logger: Logger, url: string | undefined, dir = CONSOLE_DIR): Promise<void> {
  const host = url ? new URL(url).hostname : undefined;
  if (url) {
    const consolePage = `${url}/`;
    app.get('/', async () => ({ console: consolePage, graphql: '/graphql', mailApi: '/v1', workspaceApi: '/api', health: '/healthz' }));
  }
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ dir }, 'the console is not built (npm run build:console): serving the API only');
    return;
  }
  const index = readFileSync(indexFile);
  // find-my-way matches a host constraint against the whole Host header, port included.
  const constraints = host ? { host: new RegExp(`^${host.replace(/[.[\]]/g, '\\$&')}(:\\d+)?$`, 'i') } : undefined;
  await app.register(fastifyStatic, {
    root: dir,
    // A route per built file, so nothing else of the path space is taken.
    wildcard: false,
    index: false,
    // The build writes each text file also as .br and .gz (console/vite.config.ts): sent as the browser accepts, uncompressed otherwise.
    preCompressed: true,
    constraints,
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || API_PATHS.test(request.url) || (host && request.hostname.toLowerCase() !== host)) return notFound(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
  };
  // The console host's `/` is its page, not the API's document.
  if (constraints) app.get('/', { constraints }, page);
  app.setNotFoundHandler(page);
}
