import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../core/logger.js';
import { repoRoot } from '../core/paths.js';

/** Where `npm run build:console` (Vite) writes the console. */
export const CONSOLE_DIR = path.join(repoRoot(), 'console', 'dist');

/** Paths that are the API's (or the built assets'), never the console's: an unknown one there stays a 404, not the console's page. */
const API_PATHS =
  /^\/(graphql|v1|api|integrations|federation|mcp|\.well-known|authorize|token|register|revoke|healthz|readyz|metrics|assets)(\/|$|\?)/;

/**
 * The console (console/, a single-page app) at `/`: its built files as they are (hashed assets cached for
 * good), and its page for any other GET a browser makes outside the API, so its own URLs (`/projects/WEB`)
 * load it. Without a build (`npm run build:console`), the gateway serves the API only and says so.
 */
export async function serveConsole(app: FastifyInstance, logger: Logger, dir = CONSOLE_DIR): Promise<void> {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ dir }, 'the console is not built (npm run build:console): serving the API only');
    return;
  }
  const index = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: dir,
    // A route per built file, so nothing else of the path space is taken.
    wildcard: false,
    index: false,
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage || API_PATHS.test(request.url)) {
      // Fastify's own 404, as without the console.
      return reply.status(404).send({ message: `Route ${request.method}:${request.url} not found`, error: 'Not Found', statusCode: 404 });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
  });
}
