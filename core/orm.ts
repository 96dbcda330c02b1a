import type { EntityClass, Transaction } from '@mikro-orm/core';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
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
  // Settles without the ORM: an entry that held it kept every app of the process alive after it closed (about 15 MB
  // each, in a test worker that starts a hundred), and the entry goes once no later start waits on it.
  const settled = started.then(
    () => undefined,
    () => undefined,
  );
  lastStart.set(key, settled);
  void settled.then(() => {
    if (lastStart.get(key) === settled) lastStart.delete(key);
  });
  return started;
}

/** The latest start per database and schema still running; the next one waits for it. */
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
 * Rows of a read with `?` placeholders (an array value is a comma list of them, as in `em.execute`), run with its values
 * bound: `em.execute` writes them into the text, escaping each character by character, so PostgreSQL parses and plans
 * each call, MikroORM's query path costs more than the read on a hot list, and a large value (a 40 MB attachment) costs
 * most of a second and garbage collection besides. In `em`'s transaction when it has one, else on the ORM's `pg` pool.
 * With `named`, outside a transaction and with no array value (whose length would make texts without end), the
 * statement is prepared once per pooled connection under a name taken from its text (for MAX_NAMED_STATEMENTS texts),
 * which saves parsing it; PostgreSQL plans its first five runs with their values, then keeps one generic plan if that
 * costs no more (a row limit in the text, `limitSql`, lets it judge). Name only a statement whose plan its values do not
 * decide: a text search's does (a generic plan cannot know how many tickets a word matches, and scanned every match of a
 * common word, docs/benchmarks.md), so it runs unnamed, planned every time. The ORM's logger sees each.
 */
export async function readRows<T extends object>(
  em: EntityManager,
  text: string,
  params: readonly unknown[],
  options: { named?: boolean } = {},
): Promise<T[]> {
  const values: unknown[] = [];
  let next = 0;
  let arrays = false;
  const numbered = text.replace(/\?/g, () => {
    const value = params[next++];
    if (!Array.isArray(value)) return `$${values.push(value)}`;
    arrays = true;
    return value.map((item) => `$${values.push(item)}`).join(', ');
  });
  em.config.getLogger().logQuery({ query: numbered });
  // Under MikroORM, a transaction is kysely's: the statement joins it on its connection.
  const transaction = transactionContext(em) as Kysely<object> | undefined;
  if (transaction) return (await transaction.executeQuery<T>(CompiledQuery.raw(numbered, values))).rows;
  const name = options.named && !arrays && namingOrms.has(em.config) ? statementName(numbered) : undefined;
  const pool = (await em.getConnection().getNativeClient()) as pg.Pool;
  const result = await pool.query<T>({ name, text: numbered, values });
  return result.rows;
}

/** A statement that writes (and its rows, with `returning`), its values bound as `readRows` binds them: unnamed. */
export const runBound = <T extends object = Record<string, unknown>>(
  em: EntityManager,
  text: string,
  params: readonly unknown[],
): Promise<T[]> => readRows<T>(em, text, params);

/**
 * The transaction `em` runs in, if any, for raw SQL that must join it (`em.getConnection().execute(sql,
 * params, method, transactionContext(em))`). MikroORM types it `any`; it is only ever handed back to the driver.
 */
export const transactionContext = (em: EntityManager): Transaction<object> | undefined => em.getTransactionContext<Transaction<object>>();

interface ReadOnlyMapping {
  /** A row (by column name) as a read-only entity (`objectMaker`). */
  fromRow: (row: Record<string, unknown>) => object;
  /** An object of `readOnlyJsonSql` (by property, timestamps in milliseconds) as a read-only entity (`objectMaker`). */
  fromJson: (object: Record<string, unknown>) => object;
  /** Column, property, and whether the value is a timestamp (which the driver returns as text). */
  columns: Array<[string, string, boolean]>;
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
 * A maker of read-only entities, compiled from the entity's properties (names from its metadata, never from input): a
 * constructor function storing each property of `source` (`[property, expression of the source object `o`]`) in a
 * fixed order, so every object has one shape. Two earlier forms cost more than the rest of the mapping: a loop storing
 * each column by its name (megamorphic stores; 3.3% of the 50-ticket list's busy time) and an object literal given the
 * entity's prototype afterwards (`Object.setPrototypeOf`, about 0.35 us an object: 4.4% of the list).
 *
 * MikroORM puts an accessor for each property on the entity's prototype, whose setter builds the entity's helper: an
 * assignment through it must not happen. So the objects' prototype is a shadow of the entity's (`instanceof`, its methods
 * and `constructor` are the entity's) holding a plain, writable, undefined value for each such property: an assignment
 * stops there and makes the object's own property, as on a plain object.
 */
function objectMaker(prototype: object, source: ReadonlyArray<[string, string]>): (object: Record<string, unknown>) => object {
  const shadow = Object.create(prototype) as object;
  for (const [property] of source) {
    Object.defineProperty(shadow, property, { value: undefined, writable: true, enumerable: false, configurable: true });
  }
  const stores = source.map(([property, expression]) => `this[${JSON.stringify(property)}] = ${expression};`);
  const compile = new Function(
    'shadow',
    `function ReadOnly(o) { ${stores.join(' ')} }\nReadOnly.prototype = shadow;\nreturn (o) => new ReadOnly(o);`,
  ) as (shadow: object) => (object: Record<string, unknown>) => object;
  return compile(shadow);
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
 * Objects parsed from `readOnlyJsonSql`'s JSON as read-only entities (see `readOnlyEntities`): timestamps (milliseconds)
 * become dates. Properties the JSON left out (`readOnlyJsonSql`'s `properties`) are undefined.
 */
export function readOnlyJsonEntities<T extends object>(em: EntityManager, entity: EntityClass<T>, objects: Record<string, unknown>[]): T[] {
  const { fromJson } = readOnlyMapping(em, entity);
  return objects.map(fromJson) as T[];
}

function readOnlyMapping(em: EntityManager, entity: EntityClass<object>): ReadOnlyMapping {
  let mapping = readOnlyMappings.get(entity);
  if (!mapping) {
    const scalars = em
      .getMetadata()
      .get(entity)
      .props.filter((prop) => prop.persist !== false && !prop.hidden && prop.fieldNames?.length === 1);
    const columns = scalars.map((prop): [string, string, boolean] => [prop.fieldNames[0]!, prop.name, prop.runtimeType === 'Date']);
    const value = (key: string, timestamp: boolean, text: boolean): string => {
      const read = `o[${JSON.stringify(key)}]`;
      return timestamp ? `typeof ${read} === ${text ? "'string'" : "'number'"} ? new Date(${read}) : ${read}` : read;
    };
    const prototype = entity.prototype as object;
    mapping = {
      fromRow: objectMaker(
        prototype,
        columns.map(([column, property, timestamp]) => [property, value(column, timestamp, true)]),
      ),
      fromJson: objectMaker(
        prototype,
        columns.map(([, property, timestamp]) => [property, value(property, timestamp, false)]),
      ),
      columns,
      properties: new Set(columns.map(([, property]) => property)),
    };
    readOnlyMappings.set(entity, mapping);
  }
  return mapping;
}
