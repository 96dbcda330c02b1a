import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { withClient } from './database.js';

export { type EntityManager };

export interface SubgraphOrmOptions {
  /** Database URL (server or embedded socket). */
  url: string;
  /** PostgreSQL schema owned by the subgraph. */
  schema: string;
  entities: NonNullable<Options['entities']>;
  /** Checked-in migrations, in order; applied at start. */
  migrations: Array<new (...args: never[]) => Migration>;
  /** Largest connection pool of this ORM. */
  poolSize?: number;
  /** Called with every SQL statement (tests count queries with it); off by default. */
  onQuery?: (sql: string) => void;
}

/**
 * One MikroORM per subgraph, confined to its own schema. Applies the checked-in migrations
 * (never a schema diff) before returning.
 */
export async function createSubgraphOrm(options: SubgraphOrmOptions): Promise<MikroORM> {
  // The migrations table lives in the subgraph's schema, so the schema must exist first.
  await withClient(options.url, (client) => client.query(`create schema if not exists "${options.schema}"`));
  const orm = await MikroORM.init({
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: options.poolSize ?? 8 },
    migrations: {
      migrationsList: options.migrations.map((migration) => ({ name: migration.name, class: migration as never })),
      tableName: 'mikro_orm_migrations',
      schema: options.schema,
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
    },
    debug: options.onQuery ? ['query'] : false,
    ...(options.onQuery ? { logger: options.onQuery, colors: false } : {}),
  });
  await orm.migrator.up();
  return orm;
}
