import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { FakeCloudflareApi } from '../support/cloudflare-api.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { TestDnsServer } from '../support/dns-server.js';
import { mailApi } from '../support/mail.js';
import { until } from '../support/wait.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

// The mail account console (/mail) in Debian's Chromium, against the platform as `npm start` runs it, with a DNS server,
// a stand-in for Cloudflare's API and a webhook receiver of the test's own on loopback. The tests run in order on one
// account: the domain verified first is the one the key created next sends from, and that send feeds the webhook.

const CLOUDFLARE_TOKEN = 'cf-token-for-the-console-test';

let platform: ConsolePlatform;
let browser: Browser;
let dns: TestDnsServer;
let cloudflare: FakeCloudflareApi;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [dns, cloudflare, receiver] = await Promise.all([
    new TestDnsServer().start(),
    new FakeCloudflareApi(CLOUDFLARE_TOKEN).start(),
    new WebhookReceiver().start(),
  ]);
  // The browser first: a platform started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  platform = await startConsolePlatform({
    MAIL_DNS_SERVERS: dns.address,
    MAIL_DNS_TIMEOUT_MS: '1000',
    MAIL_CLOUDFLARE_API_URL: cloudflare.url,
  });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await Promise.all([dns?.stop(), cloudflare?.stop(), receiver?.close()]);
});

const newPage = async (width = 1280): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.url });
  return context.newPage();
};

/** A signed-in page at `path` of the console. */
async function openConsole(path: string, width = 1280): Promise<Page> {
  const page = await newPage(width);
  await signIn(page, platform.url);
  await page.goto(`${platform.url}${path}`);
  return page;
}

const DOMAIN = 'acme.example';
let accountPath = '';
let domainPath = '';
let fullKey = '';

describe('accounts and sender domains', () => {
  it('creates an account, shows a bad domain name next to its field, then adds a domain and reads its records', async () => {
    const page = await openConsole('/mail');
    await page.getByText('No mail account yet').waitFor();
    await screenshot(page, 'console-mail-accounts-empty');
    await page.getByLabel('New account').fill('Acme');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/mail\/[0-9a-f-]{36}\/domains$/);
    accountPath = new URL(page.url()).pathname.replace(/\/domains$/, '');
    await page.getByText('No sender domains yet').waitFor();

    // The API's refusal, in its words, under the field it names.
    await page.getByLabel('Add a domain').fill('not a domain!');
    await page.getByRole('button', { name: 'Add domain' }).click();
    const domainError = page.locator('#field-domain-error');
    await domainError.waitFor();
    expect(await domainError.textContent()).toMatch(/valid domain name/);
    expect(await page.getByLabel('Add a domain').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'console-mail-domain-error');

    await page.getByLabel('Add a domain').fill(DOMAIN);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.waitForURL(/\/domains\/[0-9a-f-]{36}$/);
    domainPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: DOMAIN }).waitFor();
    expect(await page.getByRole('heading', { name: DOMAIN }).textContent()).toContain('pending');

    // SPEC's five records: DKIM, SPF, DMARC and the return-path pair, each with its name and value to copy.
    const records = page.getByRole('table', { name: 'DNS records' });
    const rows = records.locator('tbody > tr');
    expect(await rows.count()).toBe(5);
    expect(await rows.locator('th').allTextContents()).toEqual(['DKIM', 'SPF', 'DMARC', 'Return path', 'Return path']);
    const dkim = rows.nth(0);
    const dkimName = (await dkim.locator('td').nth(1).locator('code').textContent())!;
    const dkimValue = (await dkim.locator('td.record-value > code').textContent())!;
    expect(dkimName).toMatch(new RegExp(`^svc[a-z0-9]+\\._domainkey\\.${DOMAIN.replace('.', '\\.')}$`));
    expect(dkimValue).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]+$/);
    expect(await rows.nth(1).textContent()).toContain('v=spf1 include:');
    expect(await rows.nth(2).textContent()).toContain(`_dmarc.${DOMAIN}`);
    expect(await rows.nth(3).textContent()).toMatch(new RegExp(`MXbounces\\.${DOMAIN.replace('.', '\\.')}`));
    expect(await rows.nth(3).textContent()).toContain('priority 10');

    // The DKIM value in strings of at most 255 bytes that make it up again.
    const chunks = await page.getByTestId('dkim-chunk').locator('code').allTextContents();
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(255);
    expect(chunks.join('')).toBe(dkimValue);
    await dkim.getByRole('button', { name: 'Copy name' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dkimName);
    await dkim.getByRole('button', { name: 'Copy as quoted strings' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chunks.map((chunk) => `"${chunk}"`).join(' '));
    await screenshot(page, 'console-mail-domain-records');

    // Verify before publishing: each record's result, DKIM missing, still pending.
    await page.getByRole('button', { name: 'Verify now' }).click();
    const checks = page.getByRole('table', { name: 'Verification result' });
    await checks.waitFor();
    expect(await checks.locator('tbody > tr').first().textContent()).toMatch(/dkim.*missing/);

    // Publish the DKIM record as the chunks say (one TXT record, several strings), and verify again.
    dns.txt(dkimName, chunks);
    await page.getByRole('button', { name: 'Verify now' }).click();
    await checks.locator('tbody > tr').first().filter({ hasText: 'found' }).waitFor();
    await page.getByRole('heading', { name: DOMAIN }).filter({ hasText: 'verified' }).waitFor();
    expect(await checks.locator('tbody > tr').first().textContent()).toContain(dkimValue);
    await screenshot(page, 'console-mail-domain-verified');

    // Open tracking: a switch, off by default.
    const tracking = page.getByRole('switch', { name: /Track opens/ });
    expect(await tracking.isChecked()).toBe(false);
    await tracking.click();
    await until(async () => await tracking.isChecked(), 'open tracking on');
    await page.reload();
    await page.getByRole('heading', { name: DOMAIN }).waitFor();
    expect(await page.getByRole('switch', { name: /Track opens/ }).isChecked()).toBe(true);

    // The zone's nameservers are Cloudflare's: the records can be created there with a token used once.
    dns.ns(DOMAIN, 'ada.ns.cloudflare.com', 'bob.ns.cloudflare.com');
    cloudflare.zone(DOMAIN);
    await page.getByRole('button', { name: 'Detect DNS host' }).click();
    await page.getByTestId('dns-host').filter({ hasText: 'cloudflare' }).waitFor();
    await page.getByLabel('Cloudflare API token').fill('a-wrong-token');
    await page.getByRole('button', { name: 'Create the records' }).click();
    await page.locator('#field-apiToken-error').waitFor();
    await page.getByLabel('Cloudflare API token').fill(CLOUDFLARE_TOKEN);
    await page.getByRole('button', { name: 'Create the records' }).click();
    const setup = page.getByRole('table', { name: 'Cloudflare setup result' });
    await setup.waitFor();
    expect(await setup.locator('tbody > tr').count()).toBe(5);
    expect(await setup.textContent()).toContain('created');
    expect(await page.getByLabel('Cloudflare API token').inputValue()).toBe('');
    expect(cloudflare.records.find((record) => record.name === dkimName)?.content).toBe(chunks.map((chunk) => `"${chunk}"`).join(' '));
    await screenshot(page, 'console-mail-domain-cloudflare');

    await page.getByRole('link', { name: 'Sender domains' }).first().click();
    await page.getByRole('link', { name: DOMAIN }).waitFor();
    await screenshot(page, 'console-mail-domains');

    const narrow = await openConsole(domainPath, 390);
    await narrow.getByRole('table', { name: 'DNS records' }).waitFor();
    await screenshot(narrow, 'console-mail-domain-records-390');
  });
});

describe('API keys', () => {
  it('shows a new key once, lists keys without their secret, and revokes one', async () => {
    const page = await openConsole(`${accountPath}/keys`);
    await page.getByText('No keys yet').waitFor();
    await page.getByLabel('Name').fill('production');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByTestId('secret');
    await secret.waitFor();
    fullKey = (await secret.textContent())!;
    expect(fullKey).toMatch(/^svc_mail_[A-Za-z0-9_-]{20,}$/);
    await page.getByRole('cell', { name: 'production' }).waitFor();
    await screenshot(page, 'console-mail-keys-secret');
    // The list names the key by its prefix only; the secret is in the one box, nowhere else.
    const list = page.locator('table');
    expect(await list.textContent()).toContain(fullKey.slice(0, 15));
    expect(await list.textContent()).not.toContain(fullKey);
    expect(await page.content()).toContain(fullKey);

    // A sending key limited to the domain.
    await page.getByLabel('Name').fill('web app');
    await page.getByLabel('Access').selectOption('SENDING');
    await page.getByLabel('Sender domain').selectOption({ label: DOMAIN });
    await page.getByRole('button', { name: 'Create key' }).click();
    await page
      .getByRole('row', { name: /web app/ })
      .filter({ hasText: `${DOMAIN} only` })
      .waitFor();
    const sendingKey = (await secret.textContent())!;
    expect(sendingKey).not.toBe(fullKey);

    // Shown once: after a reload no secret is on the page, and nothing was stored in the browser but the session.
    await page.reload();
    await page.getByRole('row', { name: /web app/ }).waitFor();
    expect(await page.content()).not.toContain(fullKey);
    expect(await page.content()).not.toContain(sendingKey);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['svc.session']);

    // Revoking asks once more; the key stops working at once.
    const sending = mailApi(platform.url, sendingKey);
    expect((await sending('GET', '/messages')).status).toBe(200);
    const row = page.getByRole('row', { name: /web app/ });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await row.getByText(/revoked/).waitFor();
    expect((await sending('GET', '/messages')).status).toBe(401);
    await screenshot(page, 'console-mail-keys');
  });
});

describe('webhooks', () => {
  it('creates a webhook with its secret shown once, receives a delivery of a send, and replays it', async () => {
    const page = await openConsole(`${accountPath}/webhooks`);
    await page.getByText('No webhooks yet').waitFor();

    // A private address is refused, next to the URL field.
    await page.getByLabel('URL').fill('https://10.0.0.1/hooks');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.locator('#field-url-error').waitFor();

    await page.getByLabel('URL').fill(`${receiver.url}/mail-events`);
    await page.getByLabel('Label').fill('CRM sync');
    await page.getByRole('checkbox', { name: 'delivery', exact: true }).check();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secretBox = page.getByTestId('secret');
    await secretBox.waitFor();
    const secret = (await secretBox.textContent())!;
    expect(secret).toMatch(/^whsec_/);
    receiver.secrets.push(secret);
    await page.getByRole('table', { name: 'Webhooks' }).getByText('CRM sync').waitFor();
    await screenshot(page, 'console-mail-webhook-created');
    await page.getByRole('link', { name: 'Open the webhook' }).click();
    await page.getByRole('heading', { name: /CRM sync/ }).waitFor();
    await page.getByText('Nothing delivered yet').waitFor();

    // A send from the verified domain with the key made above: its delivery event goes to the receiver, signed.
    const sent = await mailApi(platform.url, fullKey)('POST', '/send', {
      body: { from: `Acme <hello@${DOMAIN}>`, to: 'ada@example.org', subject: 'Welcome', text: 'Hello', tags: { flow: 'welcome' } },
    });
    expect(sent.status).toBe(200);
    await until(() => receiver.received.length === 1, 'the webhook delivery', 30_000);
    const [first] = receiver.received;
    expect(first).toMatchObject({ path: '/mail-events', headers: { 'x-svc-event': 'delivery' }, signedWith: 0 });

    // The log shows it delivered; a replay is a new delivery of the same event, sent at once.
    const log = page.getByRole('table', { name: 'Delivery log' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await log.locator('tbody > tr').filter({ hasText: 'succeeded' }).waitFor();
    expect(await log.locator('tbody > tr').count()).toBe(1);
    await log.getByRole('button', { name: 'Replay' }).click();
    await until(() => receiver.received.length === 2, 'the replayed delivery', 30_000);
    const replayed = receiver.received[1]!;
    expect(replayed.signedWith).toBe(0);
    expect(replayed.headers['x-svc-event-id']).toBe(first!.headers['x-svc-event-id']);
    expect(replayed.headers['x-svc-delivery-id']).not.toBe(first!.headers['x-svc-delivery-id']);
    expect(JSON.parse(replayed.body)).toEqual(JSON.parse(first!.body));
    await until(async () => (await log.locator('tbody > tr').filter({ hasText: 'succeeded' }).count()) === 2, 'both deliveries in the log');
    expect(await log.locator('tbody > tr').first().textContent()).toContain('replay');
    await page.getByText('healthy').first().waitFor();
    await screenshot(page, 'console-mail-webhook-deliveries');

    // A new secret, shown once; the old one stops working for later deliveries.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('button', { name: 'Yes, rotate secret' }).click();
    await page.getByRole('article', { name: 'New signing secret' }).waitFor();
    const rotated = (await page.getByTestId('secret').textContent())!;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);

    // Pausing and resuming.
    await page.getByRole('button', { name: 'Pause deliveries' }).click();
    await page
      .getByRole('heading', { name: /CRM sync/ })
      .filter({ hasText: 'paused' })
      .waitFor();
    await page.getByRole('button', { name: 'Resume deliveries' }).click();
    await page
      .getByRole('heading', { name: /CRM sync/ })
      .filter({ hasText: 'enabled' })
      .waitFor();

    const narrow = await openConsole(new URL(page.url()).pathname, 390);
    await narrow.getByRole('table', { name: 'Delivery log' }).waitFor();
    await screenshot(narrow, 'console-mail-webhook-390');
  });
});

describe('messages and quota', () => {
  it('lists the messages sent, opens one with its event history, and shows the quota against its thresholds', async () => {
    const page = await openConsole(`${accountPath}/messages`);
    const row = page.getByRole('table', { name: 'Messages' }).locator('tbody > tr');
    await row.filter({ hasText: 'ada@example.org' }).filter({ hasText: 'delivered' }).waitFor();
    await screenshot(page, 'console-mail-messages');
    await row.first().getByRole('link').click();
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await page.getByRole('list', { name: 'Event history' }).getByText('delivery').waitFor();
    expect(await page.getByRole('table', { name: 'Message' }).textContent()).toContain('flow=welcome');
    await screenshot(page, 'console-mail-message');

    const narrow = await openConsole(`${accountPath}/messages`, 390);
    await narrow.getByRole('table', { name: 'Messages' }).waitFor();
    await screenshot(narrow, 'console-mail-messages-390');

    await page.getByRole('link', { name: 'Usage & billing' }).click();
    const thresholds = page.getByRole('table', { name: 'Quota thresholds' });
    await thresholds.waitFor();
    expect(await page.getByTestId('usage-this-month').textContent()).toMatch(/^1 of [\d,]+$/);
    expect(await thresholds.locator('tbody > tr').locator('code').allTextContents()).toEqual([
      'quota.soft-warn-80',
      'quota.soft-warn-95',
      'quota.exhausted-base',
    ]);
    await screenshot(page, 'console-mail-quota');
  });
});

describe('templates', () => {
  it('creates a template and previews it as the variables are typed, with schema errors listed', async () => {
    const page = await openConsole(`${accountPath}/templates`);
    await page.getByText('No templates yet').waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByText('Save the template to preview it').waitFor();

    // A schema that is not JSON is caught before sending; one the API refuses is shown under its field.
    await page.getByLabel('Name', { exact: true }).fill('welcome');
    const schema = page.getByLabel('Variables schema (JSON Schema)');
    await schema.fill('{ not json');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.locator('#field-variablesSchema-error').filter({ hasText: 'not valid JSON' }).waitFor();
    await schema.fill('{"type": "object", "properties": {"name": {"type": 7}}}');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.locator('#field-variablesSchema-error').filter({ hasText: 'not a valid JSON Schema' }).waitFor();
    await schema.fill('{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(/\/templates\/[0-9a-f-]{36}$/);

    // The preview renders the stored template with example variables, then with what is typed.
    const subject = page.getByTestId('rendered-subject');
    await subject.filter({ hasText: 'Welcome, Example name' }).waitFor();
    const variables = page.getByLabel('Variables (JSON)');
    await variables.fill('{"name": "Ada <3"}');
    await subject.filter({ hasText: 'Welcome, Ada <3' }).waitFor();
    const html = page.frameLocator('iframe[title="HTML preview"]');
    await html.getByText('Hello Ada <3,').waitFor();
    expect(await page.getByTestId('rendered-text').textContent()).toContain('Hello Ada <3,');
    await screenshot(page, 'console-mail-template');
    await variables.fill('{}');
    await page
      .getByRole('list', { name: 'Variables errors' })
      .getByText(/required property 'name'/)
      .waitFor();
    await screenshot(page, 'console-mail-template-variables-error');

    // A save re-renders the preview with the same variables.
    await variables.fill('{"name": "Ada"}');
    await subject.filter({ hasText: 'Welcome, Ada' }).waitFor();
    await page.getByLabel('Subject', { exact: true }).fill('Hi {{name}}!');
    await page.getByRole('button', { name: 'Save template' }).click();
    await subject.filter({ hasText: 'Hi Ada!' }).waitFor();
    await page.getByRole('link', { name: 'Templates' }).first().click();
    await page.getByRole('link', { name: 'welcome' }).waitFor();
    await screenshot(page, 'console-mail-templates');
  });
});

describe('suppression list', () => {
  it('adds an address by hand, filters by reason, and removes it', async () => {
    const page = await openConsole(`${accountPath}/suppression`);
    await page.getByText('No suppressed addresses').waitFor();
    await page.getByLabel('Suppress an address').fill('not an address');
    await page.getByRole('button', { name: 'Add to the list' }).click();
    await page.locator('#field-email-error').waitFor();
    await page.getByLabel('Suppress an address').fill('Gone@Example.org');
    await page.getByRole('button', { name: 'Add to the list' }).click();
    const table = page.getByRole('table', { name: 'Suppressed addresses' });
    await table.getByRole('cell', { name: 'gone@example.org' }).waitFor();
    expect(await table.textContent()).toContain('in the console');
    await screenshot(page, 'console-mail-suppression');

    // A send to it is refused.
    const refused = await mailApi(platform.url, fullKey)('POST', '/send', {
      body: { from: `hello@${DOMAIN}`, to: 'gone@example.org', subject: 'Hi', text: 'Hi' },
    });
    expect(refused.body.error.code).toBe('recipient_suppressed');

    await page.getByLabel('Show').selectOption('hard-bounce');
    await page.getByText('No addresses suppressed for this reason').waitFor();
    await page.getByLabel('Show').selectOption('manual');
    await table.getByRole('cell', { name: 'gone@example.org' }).waitFor();
    await table.getByRole('button', { name: 'Remove' }).click();
    await table.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText('No addresses suppressed for this reason').waitFor();
  });
});

describe('navigation', () => {
  it('lists the account with the pages of the picked one, and says so for an account that is not yours', async () => {
    const page = await openConsole('/mail');
    await page.getByRole('link', { name: 'Acme' }).click();
    await page.waitForURL(new RegExp(`${accountPath}/domains$`));
    const nav = page.getByRole('navigation', { name: 'Mail' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Accounts',
      'Sender domains',
      'API keys',
      'Templates',
      'Suppression',
      'Webhooks',
      'Usage & billing',
      'Messages',
    ]);
    await page.goto(`${platform.url}/mail/00000000-0000-7000-8000-000000000000/domains`);
    await page.getByText('There is no mail account of yours at this address').waitFor();
    await page.goto(`${platform.url}/mail`);
    await page.getByRole('link', { name: 'Acme' }).waitFor();
    await screenshot(page, 'console-mail-accounts');
  });
});
