import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Migration } from '@mikro-orm/migrations';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createTestDatabase, type TestDatabase } from '../test/support/database.js';
import { BaseEntity } from './base.entity.js';
import { openDatabase, withClient, type Database } from './database.js';
import {
  createSubgraphOrm,
  MAX_NAMED_STATEMENTS,
  namedStatementCount,
  readOnlyEntities,
  readOnlyJsonEntities,
  readOnlyJsonSql,
  readRows,
  runBound,
  type EntityManager,
} from './orm.js';

class CreateWidgets extends Migration {
  override up(): void {
    // Slow enough that two unsynchronised runners would overlap.
    this.addSql('select pg_sleep(0.3)');
    this.addSql('create table widgets (id integer primary key)');
  }
}

@Entity({ tableName: 'gadgets' })
class Gadget extends BaseEntity {
  @Property({ type: 'text', fieldName: 'label_text' })
  label!: string;

  @Property({ type: 'text', hidden: true })
  secret!: string;
}

class CreateGadgets extends Migration {
  override up(): void {
    this.addSql(
      'create table gadgets (id uuid primary key, created_at timestamptz not null, label_text text not null, secret text not null)',
    );
  }
}

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

it('applies migrations once when several processes start together', async () => {
  const options = { url: database.url, schema: 'orm_test', entities: [], migrations: [CreateWidgets] };
  const orms = await Promise.all([createSubgraphOrm(options), createSubgraphOrm(options), createSubgraphOrm(options)]);
  await Promise.all(orms.map((orm) => orm.close()));
  const applied = await withClient(database.url, (client) => client.query('select name from orm_test.mikro_orm_migrations'));
  expect(applied.rows).toEqual([{ name: 'CreateWidgets' }]);
});

it('keeps nothing of an ORM once it closed: a process that starts and stops apps does not grow', async () => {
  // The garbage collector, on demand (as --expose-gc gives it) in this worker.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const options = { url: database.url, schema: 'orm_test_released', entities: [], migrations: [CreateWidgets] };
  const started = async (): Promise<WeakRef<object>> => {
    const orm = await createSubgraphOrm(options);
    await orm.close();
    return new WeakRef(orm);
  };
  const closed = await started();
  // A WeakRef's target is kept until the current job ends, and what the pool's last timers hold goes as they run: a
  // few collections, each after a pause (what a leak holds stays through all of them).
  for (let round = 0; round < 20 && closed.deref() !== undefined; round++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    collect();
  }
  expect(closed.deref()).toBeUndefined();
});

it('maps raw rows to read-only entities, without hidden properties, that no flush writes', async () => {
  const orm = await createSubgraphOrm({ url: database.url, schema: 'orm_read', entities: [Gadget], migrations: [CreateGadgets] });
  try {
    const em = orm.em.fork();
    const id = '01890a5d-ac96-774b-bcce-b302099a8057';
    // Microseconds, which a date drops.
    await em.execute("insert into orm_read.gadgets values (?, '2026-01-02T03:04:05.678912Z', 'first', 's3cret')", [id]);
    const [gadget] = readOnlyEntities(em, Gadget, await em.execute('select * from orm_read.gadgets'));
    expect(gadget).toBeInstanceOf(Gadget);
    expect({ ...gadget }).toEqual({ id, createdAt: new Date('2026-01-02T03:04:05.678Z'), label: 'first' });
    // Own data properties only, set without MikroORM's setters (which would have given the object a helper of its own).
    expect(Object.keys(Object.getOwnPropertyDescriptors(gadget))).toEqual(['id', 'createdAt', 'label']);
    const [fromJson] = await em.execute<Array<{ target: Record<string, unknown> }>>(
      `select ${readOnlyJsonSql(em, Gadget, 'g')} as target from orm_read.gadgets g`,
    );
    expect(fromJson!.target).not.toHaveProperty('secret');
    const [parsed] = readOnlyJsonEntities(em, Gadget, [fromJson!.target]);
    expect(parsed).toBeInstanceOf(Gadget);
    expect({ ...parsed }).toEqual({ ...gadget });
    gadget!.label = 'changed';
    await em.flush();
    expect(await em.execute('select label_text from orm_read.gadgets')).toEqual([{ label_text: 'first' }]);
  } finally {
    await orm.close();
  }
});

it('reads rows with bound values through the pool, names statements on request, and joins a transaction', async () => {
  const statements: string[] = [];
  const orm = await createSubgraphOrm({
    url: database.url,
    schema: 'orm_rows',
    entities: [],
    migrations: [CreateWidgets],
    namedStatements: !database.embedded,
    onQuery: (sql) => void statements.push(sql),
  });
  try {
    const em = orm.em.fork();
    await em.execute('insert into orm_rows.widgets values (1), (2), (3)');
    const text = "it's a ? here";
    expect(await readRows(em, 'select id, ?::text as text from orm_rows.widgets where id in (?) order by id', [text, [1, 3]])).toEqual([
      { id: 1, text },
      { id: 3, text },
    ]);
    const count = (on: EntityManager) =>
      readRows<{ n: number }>(on, 'select count(*)::int as n from orm_rows.widgets where id > ?', [1], { named: true });
    statements.length = 0;
    expect([await count(em), await count(em), await count(em)]).toEqual([[{ n: 2 }], [{ n: 2 }], [{ n: 2 }]]);
    expect(statements).toEqual(Array(3).fill(expect.stringContaining('where id > $1')));
    await em.transactional(async (tx) => {
      await tx.execute('insert into orm_rows.widgets values (4)');
      expect(await count(tx)).toEqual([{ n: 3 }]);
    });
  } finally {
    await orm.close();
  }
});

it('runs a statement with a large value bound, not written into its text, in a transaction or on the pool', async () => {
  const statements: string[] = [];
  const orm = await createSubgraphOrm({
    url: database.url,
    schema: 'orm_bound',
    entities: [],
    migrations: [CreateWidgets],
    onQuery: (sql) => void statements.push(sql),
  });
  try {
    const em = orm.em.fork();
    await em.execute('create table orm_bound.notes (id integer primary key, body jsonb not null)');
    // Quotes, backslashes, a placeholder and a dollar quote: what a value written into the text would have to escape.
    const body = JSON.stringify({ text: `it's a \\ ? $$ ${'x'.repeat(1_000_000)}` });
    const insert = 'insert into orm_bound.notes select id, ?::jsonb from unnest(array[?]::int[]) id returning id';
    statements.length = 0;
    expect(await runBound(em, insert, [body, [1, 2]])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(statements).toEqual([
      expect.stringMatching(
        / insert into orm_bound.notes select id, \$1::jsonb from unnest\(array\[\$2, \$3\]::int\[\]\) id returning id$/,
      ),
    ]);
    expect(await runBound(em, 'select body from orm_bound.notes where id = ?', [2])).toEqual([{ body: JSON.parse(body) }]);
    // In a transaction, it is part of it: undone with it.
    await expect(
      em.transactional(async (tx) => {
        await runBound(tx, insert, [body, [3]]);
        expect(await runBound(tx, 'select count(*)::int as n from orm_bound.notes', [])).toEqual([{ n: 3 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const deleted = await runBound<{ id: number }>(em, 'delete from orm_bound.notes returning id', []);
    expect(deleted.map(({ id }) => id).sort()).toEqual([1, 2]);
  } finally {
    await orm.close();
  }
});

it('lets PostgreSQL keep one plan for a named statement whose row limit is in its text', async () => {
  const orm = await createSubgraphOrm({
    url: database.url,
    schema: 'orm_plans',
    entities: [],
    migrations: [CreateWidgets],
    namedStatements: !database.embedded,
    poolSize: 1,
  });
  try {
    const em = orm.em.fork();
    await em.execute('insert into orm_plans.widgets select generate_series(1, 200)');
    await em.execute('analyze orm_plans.widgets');
    const text = 'select id from orm_plans.widgets where id > ? order by id limit 5';
    for (let run = 0; run < 8; run += 1) expect(await readRows(em, text, [run * 10], { named: true })).toHaveLength(5);
    // The one pooled connection's statement: planned with its values for its first five runs, then once for all.
    const plans = await readRows<{ generic_plans: number; custom_plans: number }>(
      em,
      "select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%orm_plans.widgets where id > $1%'",
      [],
    );
    if (database.embedded) expect(plans).toEqual([]);
    else expect(plans).toEqual([{ generic_plans: 3, custom_plans: 5 }]);
  } finally {
    await orm.close();
  }
});

it('names at most MAX_NAMED_STATEMENTS texts, however many a caller makes up', async () => {
  const orm = await createSubgraphOrm({
    url: database.url,
    schema: 'orm_names',
    entities: [],
    migrations: [],
    namedStatements: !database.embedded,
    poolSize: 1,
  });
  try {
    const em = orm.em.fork();
    // The one pooled connection's prepared statements.
    const prepared = async () => (await readRows<{ n: number }>(em, 'select count(*)::int as n from pg_prepared_statements', []))[0]!.n;
    const before = await prepared();
    // Named earlier in this process, by other tests (files share a worker's modules): the texts left to name.
    const left = MAX_NAMED_STATEMENTS - namedStatementCount();
    for (let i = 0; i < MAX_NAMED_STATEMENTS + 20; i += 1) {
      expect(await readRows(em, `select ?::int + ${i} as n`, [1], { named: true })).toEqual([{ n: 1 + i }]);
    }
    const grown = (await prepared()) - before;
    if (database.embedded) expect(grown).toBe(0);
    else expect(grown).toBe(left);
    // A text named before the limit stays named: running it again prepares nothing.
    await readRows(em, 'select ?::int + 0 as n', [1], { named: true });
    expect((await prepared()) - before).toBe(grown);
  } finally {
    await orm.close();
  }
});
