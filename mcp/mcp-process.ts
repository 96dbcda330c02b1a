import { ConfigError, loadConfig, publicUrl } from '../core/config.js';
import { systemClock } from '../core/clock.js';
import { limitHeapGrowth } from '../core/heap.js';
import { createLogger } from '../core/logger.js';
import { runStdio } from './stdio.js';

/**
 * The MCP server alone: `npm run start:mcp` (streamable HTTP on SVC_MCP_PORT, for the shared
 * container) or, with SVC_MCP_TRANSPORT=stdio, the local server a desktop client starts (`npx svc-mcp`).
 */
try {
  const config = loadConfig();
  limitHeapGrowth(config.HEAP_GROWING_PERCENT);
  const stdio = config.SVC_MCP_TRANSPORT === 'stdio' || process.argv.includes('--stdio');
  if (stdio) {
    const failed = await runStdio(config, (line) => void process.stderr.write(`svc-mcp: ${line}\n`));
    if (failed !== undefined) process.exit(failed);
  } else {
    if (!config.SVC_API_URL) throw new ConfigError('Invalid configuration:\n  SVC_API_URL: required (the workspace API base URL)');
    // The HTTP server's modules (Fastify, the shared state's ORM and migrations) are loaded only here: a desktop client
    // starts the stdio server for every session, and those modules were most of its start.
    const [{ createMcpService, mcpPubSub, startMcpHttp }, { openEdgeState }] = await Promise.all([
      import('./start.js'),
      import('../core/edge.js'),
    ]);
    const logger = createLogger(config.LOG_LEVEL, 'svc-mcp');
    // With DATABASE_URL, credential changes are heard on the platform's bus; without, every request is checked at the API.
    const pubsub = await mcpPubSub(config, logger);
    // With DATABASE_URL, sessions and limits are shared with the other MCP replicas (core/edge.ts).
    const edge = config.DATABASE_URL ? await openEdgeState(config.DATABASE_URL) : undefined;
    const service = createMcpService(config, {
      apiUrl: config.SVC_API_URL,
      publicUrl: () => publicUrl(config),
      clock: systemClock,
      logger,
      ...(pubsub ? { pubsub } : {}),
      ...(edge ? { edge } : {}),
    });
    const mcp = await startMcpHttp(config, service, () => publicUrl(config));
    logger.info(
      { url: `${mcp.url}/mcp`, api: config.SVC_API_URL, credentialChanges: pubsub ? 'pub/sub' : 'checked on every request' },
      'MCP server started',
    );
    const shutdown = async () => {
      await mcp.close();
      await service.close();
      await pubsub?.close();
      await edge?.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown());
    process.once('SIGTERM', () => void shutdown());
  }
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
