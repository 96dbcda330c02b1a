import { ConfigError, loadConfig, remoteSubgraphUrl } from '../core/config.js';
import { limitHeapGrowth } from '../core/heap.js';
import { remoteClient } from '../core/subgraph-client.js';
import { startPlatform } from './runtime.js';
import { createSubgraphServer } from './subgraph-server.js';
import { findSubgraph } from './subgraphs.js';

/** `npm run start:subgraph <name>`: one subgraph as its own process (see docker-compose.yml). */
try {
  const definition = findSubgraph(process.argv[2] ?? '');
  const config = loadConfig();
  limitHeapGrowth(config.HEAP_GROWING_PERCENT);
  const platform = await startPlatform(config);
  // Another subgraph's internal operations (the federation engine calls the workspace) go to its SUBGRAPH_<NAME>_URL.
  const subgraph = await definition.start(platform, (name) => {
    const url = remoteSubgraphUrl(platform.config, name);
    if (!url) throw new ConfigError(`SUBGRAPH_${name.toUpperCase()}_URL is needed to reach the ${name} subgraph`);
    return remoteClient(name, url);
  });
  const server = createSubgraphServer(subgraph, Math.max(platform.config.BODY_LIMIT_BYTES, platform.config.MAIL_SEND_BODY_LIMIT_BYTES));
  const address = await server.listen({ host: platform.config.HOST, port: platform.config.SUBGRAPH_PORT });
  platform.logger.info({ subgraph: definition.name, url: `${address}/graphql` }, 'subgraph started');
  const shutdown = async () => {
    await server.close();
    await subgraph.close();
    await platform.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`);
  process.exit(2);
}
