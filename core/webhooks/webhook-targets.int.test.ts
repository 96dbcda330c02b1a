import { CreateWorkspaceWebhookDocument } from '../../operations/generated/graphql.js';
import { startTestApp, type TestApp } from '../../test/support/app.js';
import { mailApi, type MailApi } from '../../test/support/mail.js';

// An operator who turned loopback receivers off (as production does by default): both subgraphs refuse
// endpoints outside the public internet when a subscription is created or changed, not only at send time.
let t: TestApp;
let api: MailApi;
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: 'false', MAIL_API_RATE_LIMIT: '1000' } });
  api = mailApi(t.url, (await t.createMailKey(t.adminToken)).token);
});
afterAll(async () => {
  await t?.close();
});

const refused = [
  'http://127.0.0.1:8080/hook',
  'http://localhost/hook',
  'https://localhost/hook',
  'https://10.0.0.1/hook',
  'https://172.16.5.5/hook',
  'https://192.168.0.10/hook',
  'https://169.254.169.254/latest/meta-data',
  'https://[fd00::1]/hook',
  'https://[fe80::1]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  // Names and spellings of this machine (core/url-policy.ts).
  'https://localhost./h',
  'https://foo.localhost/h',
  'https://127.1/h',
  'https://[::ffff:127.0.0.1]/h',
];

it.each(refused)('the mail API refuses %s at create and on update', async (url) => {
  const created = await api('POST', '/webhooks', { body: { url, eventFilters: ['delivery'] } });
  expect(created.status).toBe(422);
  expect(created.body).toMatchObject({ error: { code: 'validation_error', field: 'url' } });

  const fine = await api('POST', '/webhooks', { body: { url: 'https://hooks.example.com/mail', eventFilters: ['delivery'] } });
  expect(fine.status).toBe(201);
  const changed = await api('PATCH', `/webhooks/${fine.body.id}`, { body: { url } });
  expect(changed).toMatchObject({ status: 422, body: { error: { field: 'url' } } });
});

it.each(refused)('the workspace refuses %s', async (url) => {
  const created = await t.gql(CreateWorkspaceWebhookDocument, { input: { url, eventFilters: [] } }, t.adminToken);
  expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
});
