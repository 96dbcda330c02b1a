import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createSubgraphOrm } from '../../../core/orm.js';
import { appSql, startTestApp, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi, verifiedDomain, type MailApi } from '../../../test/support/mail.js';
import { mailEntities, mailMigrations } from '../mail.subgraph.js';
import { claimDueMessages, type DueMessage } from './delivery-queue.js';
import { writeOutcomes, type DecidedAttempt } from './delivery.worker.js';

// The delivery worker records a batch's outcomes with writeOutcomes; here it runs on its own, against claims made
// with the worker's claim statement, so that a claim by another worker can be staged between the two.
let t: TestApp;
let dns: TestDnsServer;
let api: MailApi;
let orm: MikroORM;
const statements: string[] = [];

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  t = await startTestApp({ env: { JOBS_ENABLED: 'false', MAIL_DNS_SERVERS: dns.address, MAIL_DNS_TIMEOUT_MS: '1000' } });
  api = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
  await verifiedDomain(api, dns, 'outcomes.example');
  orm = await createSubgraphOrm({
    url: t.app.platform.database.url,
    schema: 'mail',
    entities: mailEntities,
    migrations: mailMigrations,
    poolSize: 2,
    onQuery: (sql) => void statements.push(sql),
  });
});
afterAll(async () => {
  await orm?.close();
  await t?.close();
  await dns?.stop();
});

const em = () => orm.em.fork() as EntityManager;

/** Sends one message to `to` and claims it as a delivery worker would (its first attempt). */
async function claimedMessage(to: string): Promise<DueMessage> {
  const sent = await api('POST', '/send', { body: { from: 'app@outcomes.example', to, subject: 'Hi', text: 'Hello' } });
  expect(sent.status).toBe(200);
  const claimed = await claimDueMessages(em(), 10, 60);
  expect(claimed.map((message) => message.id)).toEqual([sent.body.id]);
  return claimed[0]!;
}

const delivered = (message: DueMessage): DecidedAttempt => ({
  message,
  exhausted: false,
  recipients: [{ email: message.toEmail, result: 'delivered', status: 'delivered', response: '250 2.0.0 queued' }],
  row: { id: message.id, attempts: message.attempt, status: 'delivered', next: null, error: null },
});

const stateOf = async (id: string) => ({
  message: (await appSql(t, 'select status, attempts, lease_until from mail.messages where id = $1', [id]))[0],
  recipients: await appSql(t, 'select email, status, smtp_response from mail.message_recipients where message_id = $1', [id]),
  events: await appSql(t, 'select type, payload from mail.outbox where aggregate_id = $1 and type = $2', [id, 'delivery']),
});

describe('recording a batch of delivery outcomes', () => {
  it('writes the message, its recipients and its delivery events with one statement', async () => {
    const message = await claimedMessage('one@example.net');
    statements.length = 0;
    expect(await writeOutcomes(em(), [delivered(message)])).toEqual(new Set([message.id]));
    expect(statements).toHaveLength(1);
    const state = await stateOf(message.id);
    expect(state.message).toMatchObject({ status: 'delivered', attempts: 1, lease_until: null });
    expect(state.recipients).toEqual([{ email: 'one@example.net', status: 'delivered', smtp_response: '250 2.0.0 queued' }]);
    expect(state.events).toEqual([
      { type: 'delivery', payload: { messageId: message.id, to: 'one@example.net', smtpResponse: '250 2.0.0 queued' } },
    ]);
  });

  it('records nothing of an attempt that is no longer the latest: another worker claimed the message again', async () => {
    const message = await claimedMessage('two@example.net');
    // This worker's lease ran out and another worker claimed the message: its attempt is the second.
    await appSql(t, 'update mail.messages set attempts = attempts + 1 where id = $1', [message.id]);
    const before = await stateOf(message.id);
    expect(await writeOutcomes(em(), [delivered(message)])).toEqual(new Set());
    const after = await stateOf(message.id);
    expect(after).toEqual(before);
    expect(after.message).toMatchObject({ status: 'queued', attempts: 2 });
    expect(after.recipients).toEqual([{ email: 'two@example.net', status: 'pending', smtp_response: null }]);
    expect(after.events).toEqual([]);
  });
});
