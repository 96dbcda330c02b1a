import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from './logger.js';
import { createSubgraphOrm } from './orm.js';
import type { Platform, RunningSubgraph, SubgraphDatabase } from './platform.js';
import { SubgraphExecutor } from './subgraph-executor.js';
import type { Viewer } from './viewer.js';

/** The subgraph's ORM on the platform's database, reporting its SQL to the platform's observer (tests count it). */
export function platformOrm(platform: Platform, subgraph: string, database: SubgraphDatabase): Promise<MikroORM> {
  return createSubgraphOrm({
    ...database,
    url: platform.database.url,
    onQuery: platform.onQuery && ((sql) => platform.onQuery?.(subgraph, sql)),
    namedStatements: !platform.database.embedded,
  });
}

/** A subgraph served from one ORM: its executor, a readiness probe on its database, and shutdown closing the ORM. */
export function ormSubgraph<Context>(options: {
  name: string;
  orm: MikroORM;
  schema: GraphQLSchema;
  platform: Platform;
  logger: Logger;
  createContext: (viewer: Viewer) => Context;
}): RunningSubgraph {
  const executor = new SubgraphExecutor(options.name, options.schema, options.platform.tokens, options.createContext, options.logger);
  return {
    name: options.name,
    executor: executor as SubgraphExecutor<unknown>,
    checkReady: async () => void (await options.orm.em.getConnection().execute('select 1')),
    close: () => options.orm.close(),
  };
}
