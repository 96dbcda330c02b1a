import type { Logger } from '../core/logger.js';
import { migrateEdgeState } from '../core/edge.js';
import { startJobQueue } from '../core/jobs.js';
import { createSubgraphOrm } from '../core/orm.js';
import { subgraphs } from './subgraphs.js';

/**
 * Brings a database to the current schema without starting anything: every subgraph's checked-in
 * migrations, the edge processes' shared state (core/edge.ts) and pg-boss's own schema. The test suite migrates one template database this way and
 * gives each test file a copy of it.
 */
export async function migrateDatabase(url: string, logger: Logger): Promise<void> {
  for (const subgraph of subgraphs) {
    const orm = await createSubgraphOrm({ url, ...subgraph.database });
    await orm.close();
  }
  await migrateEdgeState(url);
  const jobs = await startJobQueue({ url, logger });
  await jobs.stop({ graceful: false });
}
