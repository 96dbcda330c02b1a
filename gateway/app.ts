import type { FastifyInstance } from 'fastify';
import type { RunningSubgraph } from '../core/platform.js';
import { startPlatform, type PlatformHooks, type PlatformRuntime } from './runtime.js';
import { createGatewayServer } from './server.js';
import { inProcessClient, remoteClient, type SubgraphClient } from '../core/subgraph-client.js';
import { subgraphs } from './subgraphs.js';
import { ConfigError, publicUrl, remoteSubgraphUrl, type Config } from '../core/config.js';
import { createMcpService, startMcpHttp, type RunningMcp } from '../mcp/start.js';
import type { InProcessGraphQL } from '../mcp/workspace-client.js';

export interface RunningApp {
  platform: PlatformRuntime;
  server: FastifyInstance;
  /** Base URL the gateway listens on. */
  url: string;
  /** Where the in-process MCP server listens (`/mcp`, `/health`); undefined when SVC_MCP_URL names a separate one. */
  mcpUrl: string | undefined;
  /**
   * Runs every in-process subgraph's background workers until a whole round finds nothing due: work
   * one worker hands to another (an event, then its webhook) is done too. Tests assert that nothing
   * happened after it instead of after a sleep.
   */
  drainWork(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the platform: gateway plus every subgraph not configured as remote, in this process.
 * This is `npm start`, and what integration tests boot.
 */
export async function startApp(config?: Config, hooks?: PlatformHooks & { gatewayOnly?: boolean }): Promise<RunningApp> {
  if (hooks?.gatewayOnly && config) {
    const missing = subgraphs
      .filter((subgraph) => !remoteSubgraphUrl(config, subgraph.name))
      .map((s) => `SUBGRAPH_${s.name.toUpperCase()}_URL`);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n  --gateway-only needs ${missing.join(', ')}`);
  }
  const platform = await startPlatform(config, hooks);
  const running: RunningSubgraph[] = [];
  const clients = new Map<string, SubgraphClient>();
  const reach = (name: string): SubgraphClient => {
    const client = clients.get(name);
    if (!client) throw new Error(`subgraph ${name} is not running`);
    return client;
  };
  try {
    for (const subgraph of subgraphs) {
      const url = remoteSubgraphUrl(platform.config, subgraph.name);
      if (url) {
        clients.set(subgraph.name, remoteClient(subgraph.name, url));
      } else {
        const instance = await subgraph.start(platform, reach);
        running.push(instance);
        clients.set(subgraph.name, inProcessClient(instance));
      }
    }
    let mcp: RunningMcp | undefined;
    let url = '';
    // The public URL (SVC_PUBLIC_URL, else localhost:PORT as the start banner prints it); on PORT=0 (tests), where it listens.
    const platformUrl = () => (platform.config.PORT === 0 && !platform.config.SVC_PUBLIC_URL ? url : publicUrl(platform.config));
    platform.publicUrl = platformUrl;
    // Without SVC_MCP_URL the MCP server shares this process and the gateway serves its `/mcp` itself (no proxy hop); it
    // calls the workspace API as any client does: here, this gateway, whose `/graphql` it asks in this process (REST calls
    // and live events over HTTP and WebSocket).
    let ownGraphQL: InProcessGraphQL | undefined;
    const mcpService = platform.config.SVC_MCP_URL
      ? undefined
      : createMcpService(platform.config, {
          apiUrl: () => platform.config.SVC_API_URL ?? url,
          ownGateway: !platform.config.SVC_API_URL,
          ...(platform.config.SVC_API_URL ? {} : { inProcessGraphQL: () => ownGraphQL }),
          publicUrl: platformUrl,
          clock: platform.clock,
          pubsub: platform.pubsub,
          edge: platform.edge,
          logger: platform.logger,
        });
    const server = await createGatewayServer({
      config: platform.config,
      logger: platform.logger,
      tokens: platform.tokens,
      receipts: platform.receipts,
      pubsub: platform.pubsub,
      edge: platform.edge,
      clock: platform.clock,
      clients,
      mcp: mcpService ?? { upstream: platform.config.SVC_MCP_URL! },
      publicUrl: platformUrl,
      exposeGraphQL: (execute) => (ownGraphQL = execute),
    });
    const address = await server.listen({ host: platform.config.HOST, port: platform.config.PORT });
    url = address.replace('[::1]', 'localhost');
    // The MCP process's own port (`/health`, and `/mcp` for clients that reach it directly) serves the same sessions.
    if (mcpService) {
      mcp = await startMcpHttp(platform.config, mcpService, platformUrl).catch(async (error: unknown) => {
        await server.close();
        throw error;
      });
    }
    return {
      platform,
      server,
      url,
      mcpUrl: mcp?.url,
      async drainWork() {
        let handled: number;
        do {
          handled = 0;
          for (const instance of running) handled += (await instance.drainWork?.()) ?? 0;
        } while (handled > 0);
      },
      async close() {
        // A connection busy when closing starts turns into an idle keep-alive one once its response is
        // sent; close those as they go idle instead of waiting out the keep-alive timeout.
        const sweep = setInterval(() => server.server.closeIdleConnections(), 100);
        await mcp?.close();
        await mcpService?.close();
        await server.close().finally(() => clearInterval(sweep));
        await closeSubgraphs(running);
        await platform.close();
      },
    };
  } catch (error) {
    // Said before the cleanup, which could hang on what failed: the process must say why it did not start.
    platform.logger.error({ err: error }, 'the platform did not start; closing what had started');
    const cleanup = closeSubgraphs(running)
      .catch(() => {})
      .then(() => platform.close().catch(() => {}));
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, STARTUP_CLEANUP_MS, 'timeout')));
    const outcome = await Promise.race([cleanup, bound]);
    clearTimeout(timer);
    if (outcome === 'timeout')
      platform.logger.error({ timeoutMs: STARTUP_CLEANUP_MS }, 'closing after a failed start did not finish; giving up on it');
    throw error;
  }
}

/** How long closing what started may take after a failed start before the start's error is thrown anyway. */
const STARTUP_CLEANUP_MS = 10_000;

/**
 * Closes running subgraphs in the reverse of their start order: a subgraph calls those started before it (federation
 * and mail call the workspace), so its loops stop before what they call closes. Each is closed even if one before it
 * failed to; the first failure is thrown at the end.
 */
async function closeSubgraphs(running: readonly RunningSubgraph[]): Promise<void> {
  const failures: unknown[] = [];
  for (const instance of [...running].reverse()) await instance.close().catch((error: unknown) => failures.push(error));
  if (failures.length) throw failures[0];
}
