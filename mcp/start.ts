import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Clock } from '../core/clock.js';
import type { Config } from '../core/config.js';
import type { EdgeState } from '../core/edge.js';
import type { Logger } from '../core/logger.js';
import { createPubSub, type PubSub } from '../core/pubsub.js';
import { createMcpHttpServer, createMcpHttpService, type McpHttpService } from './http-server.js';
import { loadToolCatalog, MCP_USER_AGENT } from './tool-catalog.js';
import { WorkspaceClient, type InProcessGraphQL } from './workspace-client.js';

export interface RunningMcp {
  /** Where the MCP server listens (`/mcp`, `/health`). */
  url: string;
  close(): Promise<void>;
}

/**
 * The MCP server's `/mcp` endpoint, calling the workspace API at `apiUrl`, for the platform whose public URL is
 * `publicUrl`. `pubsub` is where credential changes are heard: the platform's own when the server shares the gateway's
 * process, `mcpPubSub`'s in a process of its own; without one every request's credential is checked at the API.
 */
export function createMcpService(
  config: Config,
  context: {
    apiUrl: string | (() => string);
    publicUrl: () => string;
    clock: Clock;
    pubsub?: PubSub;
    /** The state replicas share (sessions, limits); without it, this process's memory holds them (one replica only). */
    edge?: EdgeState;
    /** Where a failed credential check (the API unreachable) is told. */
    logger?: Logger;
    /** `apiUrl` is this process's own gateway: with TLS_CERT_FILE, it is trusted by presenting that very certificate. */
    ownGateway?: boolean;
    /** That gateway's `/graphql` in this process, once it exists: GraphQL calls then skip the HTTP exchange. */
    inProcessGraphQL?: () => InProcessGraphQL | undefined;
  },
): McpHttpService {
  const gatewayCertificate =
    context.ownGateway && config.TLS_CERT_FILE ? new X509Certificate(readFileSync(config.TLS_CERT_FILE)) : undefined;
  return createMcpHttpService({
    catalog: loadToolCatalog,
    client: new WorkspaceClient(context.apiUrl, MCP_USER_AGENT, gatewayCertificate, context.inProcessGraphQL),
    defaultToolset: config.SVC_MCP_TOOLSET,
    resourceUrl: () => `${context.publicUrl()}/mcp`,
    clock: context.clock,
    ...(context.pubsub ? { pubsub: context.pubsub } : {}),
    ...(context.edge ? { edge: context.edge } : {}),
    ...(context.logger ? { logger: context.logger } : {}),
  });
}

/**
 * The pub/sub a separate MCP process hears credential changes on: the platform's PostgreSQL LISTEN/NOTIFY bus when
 * DATABASE_URL names the platform's database (as the platform's processes create it), else none (an embedded database
 * lives inside the platform's own process: there is nothing to listen to from here).
 */
export async function mcpPubSub(config: Config, logger?: Logger): Promise<PubSub | undefined> {
  if (!config.DATABASE_URL) return undefined;
  return createPubSub({ url: config.DATABASE_URL, embedded: false, ...(logger ? { logger } : {}) });
}

/** The MCP process's HTTP server on HOST:SVC_MCP_PORT: `service`'s `/mcp`, `/health` and the resource metadata. */
export async function startMcpHttp(config: Config, service: McpHttpService, publicUrl: () => string): Promise<RunningMcp> {
  const app = createMcpHttpServer(service, () => `${publicUrl()}/mcp`);
  const address = await app.listen({ host: config.HOST, port: config.SVC_MCP_PORT });
  return { url: address.replace('[::1]', 'localhost'), close: () => app.close() };
}
