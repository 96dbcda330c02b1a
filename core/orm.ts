import type { EntityClass, Transaction } from '@mikro-orm/core';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { createHash } from 'node:crypto';
import pg from 'pg';

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
  /**
   * Whether `readRows` may name statements: not on the embedded database, whose socket connections share one
   * backend session (a name one connection prepared would clash on another).
   * @default false
   */
  namedStatements?: boolean;
}

/**
 * One MikroORM per subgraph, confined to its own schema. Applies the checked-in migrations
 * (never a schema diff) before returning.
 */
export function createSubgraphOrm(options: SubgraphOrmOptions): Promise<MikroORM> {
  // The advisory lock below does not exclude callers in one process on the embedded database: all of
  // PGlite's socket connections share its single backend session. So callers in this process queue here.
  const key = `${options.url}|${options.schema}`;
  const started = (lastStart.get(key) ?? Promise.resolve()).then(() => initAndMigrate(options));
  lastStart.set(
    key,
    started.catch(() => undefined),
  );
  return started;
}

/** The latest start per database and schema; the next one waits for it. */
const lastStart = new Map<string, Promise<unknown>>();

async function initAndMigrate(options: SubgraphOrmOptions): Promise<MikroORM> {
  // Replicas starting together take turns (the lock ends with its session): one creates the schema and
  // applies the migrations, the others find nothing left to do.
  const lock = new pg.Client({ connectionString: options.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [`svc-migrations:${options.schema}`]);
    // The migrations table lives in the subgraph's schema, so the schema must exist first.
    await lock.query(`create schema if not exists "${options.schema}"`);
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
    try {
      await orm.migrator.up();
    } catch (error) {
      await orm.close();
      throw error;
    }
    if (options.namedStatements) namingOrms.add(orm.config);
    return orm;
  } finally {
    await lock.end();
  }
}

/** Configurations of the ORMs whose `readRows` may name statements (`namedStatements`); forks share their ORM's. */
const namingOrms = new WeakSet<object>();

/**
 * The statements `readRows` names in this process. A pooled connection keeps each statement it prepares until it
 * closes, and a statement's text follows what a request asks (a list's columns, its filters): past this many, new
 * texts run unnamed, so that no caller can fill PostgreSQL's memory by varying its requests.
 */
export const MAX_NAMED_STATEMENTS = 100;
/** The name of each statement text named so far (a hash of the text, computed once: a hot list's text is long). */
const statementNames = new Map<string, string>();

/** How many statement texts this process has named so far (of MAX_NAMED_STATEMENTS). */
export const namedStatementCount = (): number => statementNames.size;

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined) return known;
  if (statementNames.size >= MAX_NAMED_STATEMENTS) return undefined;
  const name = `svc_${createHash('sha1').update(text).digest('hex')}`;
  statementNames.set(text, name);
  return name;
}

/**
 * Rows of a read with `?` placeholders (an array value is a comma list of them, as in `em.execute`), run on the ORM's
 * `pg` pool with its values bound: `em.execute` writes them into the text, so PostgreSQL parses and plans each call,
 * and MikroORM's query path costs more than the read on a hot list. With `named`, and no array value (whose length
 * would make texts without end), the statement is prepared once per pooled connection under a name taken from its
 * text (for MAX_NAMED_STATEMENTS texts), which saves parsing it; PostgreSQL plans its first five runs with their values,
 * then keeps one generic plan if that costs no more (a row limit in the text, `limitSql`, lets it judge). Name only a
 * statement whose plan its values do not decide: a text search's does (a generic plan cannot know how many tickets a
 * word matches, and scanned every match of a common word, docs/benchmarks.md), so it runs unnamed, planned every time.
 * Statements in a transaction go through `em.execute`, which joins it. The ORM's logger sees each.
 */
export async function readRows<T extends object>(
  em: EntityManager,
  text: string,
  params: readonly unknown[],
  options: { named?: boolean } = {},
): Promise<T[]> {
  if (em.getTransactionContext()) return em.execute<T[]>(text, [...params]);
  const values: unknown[] = [];
  let next = 0;
  let arrays = false;
  const numbered = text.replace(/\?/g, () => {
    const value = params[next++];
    if (!Array.isArray(value)) return `$${values.push(value)}`;
    arrays = true;
    return value.map((item) => `$${values.push(item)}`).join(', ');
  });
  const name = options.named && !arrays && namingOrms.has(em.config) ? statementName(numbered) : undefined;
  em.config.getLogger().logQuery({ query: numbered });
  const pool = (await em.getConnection().getNativeClient()) as pg.Pool;
  const result = await pool.query<T>({ name, text: numbered, values });
  return result.rows;
}

/**
 * The transaction `em` runs in, if any, for raw SQL that must join it (`em.getConnection().execute(sql,
 * params, method, transactionContext(em))`). MikroORM types it `any`; it is only ever handed back to the driver.
 */
export const transactionContext = (em: EntityManager): Transaction<object> | undefined => em.getTransactionContext<Transaction<object>>();

interface ReadOnlyMapping {
  prototype: object;
  /** A row (by column name) as a read-only entity (`rowMapper`). */
  fromRow: (row: Record<string, unknown>) => object;
  /** Column, property, and whether the value is a timestamp (which the driver returns as text). */
  columns: Array<[string, string, boolean]>;
  /** The properties that are timestamps. */
  timestamps: string[];
  properties: ReadonlySet<string>;
}

const readOnlyMappings = new WeakMap<EntityClass<object>, ReadOnlyMapping>();

/**
 * Raw rows (by column name) as objects of `entity` that MikroORM does not manage: its prototype and
 * properties, timestamps as dates, without the identity map, the change-tracking snapshot or the
 * constructor's defaults, and without its hidden properties (secrets such as password hashes). For hot reads of many rows; never change such an object to write it (no
 * flush sees it): writes load managed entities.
 */
export function readOnlyEntities<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: readonly Record<string, unknown>[],
): T[] {
  const { fromRow } = readOnlyMapping(em, entity);
  return rows.map(fromRow) as T[];
}

/**
 * `readOnlyEntities`' mapper for one entity, compiled from its columns (names from the entity's metadata, never from
 * input): one object literal of a fixed shape per row. A loop storing each column by its name made those stores
 * megamorphic: 3.3% of the 50-ticket list's busy time in its profile (docs/benchmarks.md, issue 37). The prototype is
 * set after the own properties: assigned through it, MikroORM's setters would build the entity's helper.
 */
function rowMapper(prototype: object, columns: ReadOnlyMapping['columns']): ReadOnlyMapping['fromRow'] {
  const fields = columns.map(([column, property, timestamp]) => {
    const value = `row[${JSON.stringify(column)}]`;
    return `${JSON.stringify(property)}: ${timestamp ? `typeof ${value} === 'string' ? new Date(${value}) : ${value}` : value}`;
  });
  const compile = new Function('prototype', `return (row) => Object.setPrototypeOf({ ${fields.join(', ')} }, prototype);`) as (
    prototype: object,
  ) => ReadOnlyMapping['fromRow'];
  return compile(prototype);
}

/**
 * SQL building a row of `entity` (aliased `alias`) as a JSON object keyed by property, without hidden
 * columns: read-only entities from inside another statement, once `readOnlyJsonEntities` has them.
 * Timestamps come as milliseconds since 1970 (a number makes a date faster than text does, and a list's
 * links hold hundreds of them), truncated to the millisecond as a date made from the text would be.
 * With `properties`, only those: the objects lack the others (for a read whose every use is known).
 */
export function readOnlyJsonSql(
  em: EntityManager,
  entity: EntityClass<object>,
  alias: string,
  properties?: readonly string[] | null,
): string {
  const { columns } = readOnlyMapping(em, entity);
  const pairs = (properties ? columns.filter(([, property]) => properties.includes(property)) : columns).map(
    ([column, property, timestamp]) =>
      timestamp ? `'${property}', floor(extract(epoch from ${alias}."${column}") * 1000)` : `'${property}', ${alias}."${column}"`,
  );
  return `json_build_object(${pairs.join(', ')})`;
}

/** The properties `readOnlyEntities` and `readOnlyJsonSql` read of `entity`: its persisted, visible scalars. */
export const readOnlyProperties = (em: EntityManager, entity: EntityClass<object>): ReadonlySet<string> =>
  readOnlyMapping(em, entity).properties;

/**
 * Objects parsed from `readOnlyJsonSql`'s JSON as read-only entities (see `readOnlyEntities`), made in place:
 * timestamps (milliseconds) become dates, and the entity's prototype is set. No copy: a list's links are many small objects.
 */
export function readOnlyJsonEntities<T extends object>(em: EntityManager, entity: EntityClass<T>, objects: Record<string, unknown>[]): T[] {
  const { prototype, timestamps } = readOnlyMapping(em, entity);
  for (const object of objects) {
    for (const property of timestamps) {
      const value = object[property];
      if (typeof value === 'number') object[property] = new Date(value);
    }
    Object.setPrototypeOf(object, prototype);
  }
  return objects as T[];
}

function readOnlyMapping(em: EntityManager, entity: EntityClass<object>): ReadOnlyMapping {
  let mapping = readOnlyMappings.get(entity);
  if (!mapping) {
    const scalars = em
      .getMetadata()
      .get(entity)
      .props.filter((prop) => prop.persist !== false && !prop.hidden && prop.fieldNames?.length === 1);
    const columns = scalars.map((prop): [string, string, boolean] => [prop.fieldNames[0]!, prop.name, prop.runtimeType === 'Date']);
    mapping = {
      prototype: entity.prototype as object,
      fromRow: rowMapper(entity.prototype as object, columns),
      columns,
      timestamps: columns.filter(([, , timestamp]) => timestamp).map(([, property]) => property),
      properties: new Set(columns.map(([, property]) => property)),
    };
    readOnlyMappings.set(entity, mapping);
  }
  return mapping;
}
