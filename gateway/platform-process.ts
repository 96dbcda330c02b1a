import { ConfigError, consoleUrl, loadConfig, publicUrl } from '../core/config.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { limitHeapGrowth } from '../core/heap.js';
import { startApp } from './app.js';
import { CONSOLE_DIR } from './console.js';

/** `npm start`: gateway and all subgraphs in one process (embedded database unless DATABASE_URL). */
try {
  // `npm run start:gateway`: the gateway alone, every subgraph reached through SUBGRAPH_<NAME>_URL.
  const config = loadConfig();
  limitHeapGrowth(config.HEAP_GROWING_PERCENT);
  const app = await startApp(config, { gatewayOnly: process.argv.includes('--gateway-only') });
  const base = publicUrl(app.platform.config);
  const sandbox = app.platform.config.SVC_CONSOLE_URL ? '' : '  (GraphiQL-style sandbox on GET)';
  app.platform.logger.info(
    { graphql: `${base}/graphql`, database: app.platform.database.embedded ? 'embedded' : 'server' },
    'SVC platform started',
  );
  process.stdout.write(
    `\nSVC platform ready\n  Console:   ${existsSync(path.join(CONSOLE_DIR, 'index.html')) ? `${consoleUrl(app.platform.config)}/` : '(not built: npm run build:console)'}\n  GraphQL:   ${base}/graphql${sandbox}\n  Health:    ${base}/healthz  ${base}/readyz\n  Metrics:   ${base}/metrics\n  Mail API:  ${base}/v1  (OpenAPI: ${base}/v1/openapi.json)\n  Workspace API: ${base}/api  (OpenAPI: ${base}/api/openapi.json)\n  Orchestrator adapter: ${base}/integrations/orchestrator\n  MCP server: ${base}/mcp  (streamable HTTP; OAuth 2.1 or an API key with scope mcp:use${app.mcpUrl ? `; health: ${app.mcpUrl}/health` : ''})\n\n`,
  );
  const shutdown = async (signal: string) => {
    app.platform.logger.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
