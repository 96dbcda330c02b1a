import { Migration } from '@mikro-orm/migrations';
import { createTestDatabase, type TestDatabase } from '../test/support/database.js';
import { openDatabase, withClient, type Database } from './database.js';
import { createSubgraphOrm } from './orm.js';

class CreateWidgets extends Migration {
  override up(): void {
    // Slow enough that two unsynchronised runners would overlap.
    this.addSql('select pg_sleep(0.3)');
    this.addSql('create table widgets (id integer primary key)');
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
