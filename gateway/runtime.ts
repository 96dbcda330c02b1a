import 'reflect-metadata';
import { systemClock, type Clock } from '../core/clock.js';
import { loadConfig, publicUrl, type Config } from '../core/config.js';
import { openDatabase } from '../core/database.js';
import { openEdgeState } from '../core/edge.js';
import { startJobQueue } from '../core/jobs.js';
import { createLogger, type DestinationStream } from '../core/logger.js';
import { internalTokenSecret, loadMasterKey } from '../core/master-key.js';
import type { Platform } from '../core/platform.js';
import { createPubSub } from '../core/pubsub.js';
import { UploadReceipts } from '../core/upload-receipt.js';
import { InternalTokens } from '../core/viewer.js';

export interface PlatformRuntime extends Platform {
  close(): Promise<void>;
}

/** Opens everything a process shares: config, logger, database, pub/sub, job queue, token keys. */
export interface PlatformHooks {
  announce?: (message: string) => void;
  onQuery?: (subgraph: string, sql: string) => void;
  /** @default systemClock */
  clock?: Clock;
  /** Where log lines go instead of stdout, and the least level written there whatever LOG_LEVEL says. */
  log?: { destination: DestinationStream; level: string };
}

export async function startPlatform(config: Config = loadConfig(), hooks: PlatformHooks = {}): Promise<PlatformRuntime> {
  const logger = hooks.log ? createLogger(hooks.log.level, 'svc', hooks.log.destination) : createLogger(config.LOG_LEVEL);
  const clock = hooks.clock ?? systemClock;
  const masterKey = loadMasterKey(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.SVC_DATA_DIR,
    sharedBuffersMb: config.EMBEDDED_SHARED_BUFFERS_MB,
    logger,
  });
  const pubsub = await createPubSub({ url: database.url, embedded: database.embedded, logger });
  const edge = await openEdgeState(database.url, { shared: !database.embedded });
  const internalSecret = internalTokenSecret(config, masterKey);
  const jobs = config.JOBS_ENABLED ? await startJobQueue({ url: database.url, logger }) : null;
  return {
    config,
    logger,
    clock,
    database,
    pubsub,
    edge,
    jobs,
    masterKey,
    publicUrl: () => publicUrl(config),
    tokens: new InternalTokens(internalSecret, clock),
    receipts: new UploadReceipts(internalSecret, clock),
    announce: hooks.announce ?? ((message) => process.stdout.write(`${message}\n`)),
    onQuery: hooks.onQuery,
    async close() {
      await jobs?.stop({ graceful: true, timeout: 5000 });
      await pubsub.close();
      await edge.close();
      await database.close();
    },
  };
}
