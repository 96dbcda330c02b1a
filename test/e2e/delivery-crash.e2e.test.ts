import { randomInt } from 'node:crypto';
import { withClient } from '../../core/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { TestDnsServer } from '../support/dns-server.js';
import { mailApi, SmtpSink, verifiedDomain } from '../support/mail.js';
import { startProcess, type PlatformProcess } from '../support/process.js';
import { until } from '../support/wait.js';

const MESSAGES = 400;
const KILLS = 6;
const CONCURRENCY = 8;

let t: TestApp;
let dns: TestDnsServer;
let sink: SmtpSink;
/** Every worker started, so none outlives the test even when it fails. */
const workers: PlatformProcess[] = [];

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  sink = await new SmtpSink().start();
  // This process only accepts sends; the delivery worker is a separate process that gets killed.
  t = await startTestApp({ env: { MAIL_DNS_SERVERS: dns.address, MAIL_API_RATE_LIMIT: '1000', MAIL_QUOTA_MONTHLY: '100000' } });
});
afterAll(async () => {
  for (const worker of workers) worker.child.kill('SIGKILL');
  await t?.close();
  await sink?.stop();
  await dns?.stop();
});

/**
 * A mail process from the build (dist/platform/) on the same database, delivering through the sink: the mail subgraph alone, as the replicated
 * deployment runs it (its start costs half the CPU of the whole platform's, and this test starts seven).
 */
const startWorker = async (): Promise<PlatformProcess> => {
  const worker = await startProcess(
    'subgraph',
    {
      ARGS: 'mail',
      SUBGRAPH_PORT: '0',
      DATABASE_URL: t.app.platform.database.url,
      SVC_MASTER_KEY: t.app.platform.masterKey.toString('base64'),
      SVC_DATA_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      JOBS_ENABLED: 'true',
      SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_DELIVERY_CONCURRENCY: String(CONCURRENCY),
      MAIL_DELIVERY_LEASE_SECONDS: '2',
      MAIL_INBOUND_SMTP_PORT: '0',
    },
    /subgraph started/,
  );
  workers.push(worker);
  return worker;
};

const undelivered = () =>
  withClient(t.app.platform.database.url, (client) =>
    client.query<{ count: string }>(`select count(*) from mail.messages where status <> 'delivered'`),
  ).then((result) => Number(result.rows[0]!.count));

// Several processes on one database need PostgreSQL (the embedded database serves one process), so
// this runs with TEST_DATABASE_URL, as CI does; without it, the run says loudly that it was skipped.
const withServerDatabase = process.env.TEST_DATABASE_URL ? it : it.skip;
if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write(
    [
      '',
      '!!!! SKIPPED: test/e2e/delivery-crash.e2e.test.ts (worker SIGKILLed mid-delivery loses no message)',
      '!!!! It runs delivery workers as separate processes on one database, which needs a PostgreSQL server:',
      '!!!! the embedded database belongs to the one process that opened it. Run it with',
      '!!!!   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test -- test/e2e/delivery-crash',
      '',
    ].join('\n'),
  );
}

withServerDatabase(
  'loses no accepted message when the worker is SIGKILLed under load, and sends twice only in the relay-commit window',
  async () => {
    const api = mailApi(t.url, (await t.createMailKey((await t.createUser()).token)).token);
    await verifiedDomain(api, dns, 'crash.example');
    const accepted: string[] = [];
    for (let batch = 0; batch < MESSAGES / 100; batch++) {
      const body = Array.from({ length: 100 }, (_, i) => ({
        from: 'app@crash.example',
        to: `user${batch * 100 + i}@example.org`,
        subject: 'Load',
        text: 'Hello',
      }));
      const response = await api('POST', '/send/batch', { body });
      accepted.push(...response.body.data.map((result: { id: string }) => result.id));
    }
    expect(accepted).toHaveLength(MESSAGES);

    let kills = 0;
    while (kills < KILLS) {
      const worker = await startWorker();
      // Let it get into the middle of delivering, then kill it without warning.
      await new Promise((resolve) => setTimeout(resolve, randomInt(100, 600)));
      const exited = new Promise((resolve) => worker.child.once('exit', resolve));
      worker.child.kill('SIGKILL');
      await exited;
      kills += 1;
    }
    const worker = await startWorker();
    try {
      await until(async () => (await undelivered()) === 0, 'every accepted message to be delivered', 90_000);
    } finally {
      await worker.stop();
    }

    const copies = new Map<string, string[]>();
    for (const mail of sink.received) {
      const id = /^X-SVC-Message-Id: (.*)$/im.exec(mail.raw)![1]!.trim();
      const messageIdHeader = /^Message-ID: (.*)$/im.exec(mail.raw)![1]!.trim();
      copies.set(id, [...(copies.get(id) ?? []), messageIdHeader]);
    }
    // Nothing lost: every accepted message reached the relay.
    expect(accepted.filter((id) => !copies.has(id))).toEqual([]);
    // A second copy only for messages whose relay acceptance a kill cut off before it was committed;
    // such a retry reuses the Message-ID, so receivers can de-duplicate.
    const duplicated = [...copies].filter(([, headers]) => headers.length > 1);
    for (const [, headers] of duplicated) expect(new Set(headers).size).toBe(1);
    expect(duplicated.length).toBeLessThanOrEqual(KILLS * CONCURRENCY);
    console.info(
      `${KILLS} SIGKILLs during delivery of ${MESSAGES} messages: ${duplicated.length} message(s) sent twice (kill between relay acceptance and commit)`,
    );
  },
  180_000,
);
