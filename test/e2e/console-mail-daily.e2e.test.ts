import type { Browser, Page } from 'playwright-core';
import { withClient } from '../../core/database.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { TestDnsServer } from '../support/dns-server.js';
import { SmtpSink, mailApi, verifiedDomain } from '../support/mail.js';
import { until } from '../support/wait.js';

// The mail console's everyday pages (issue 35) in Debian's Chromium, against the platform as `npm start` runs it, delivering
// through a real SMTP server of the test's own (the relay) and verifying domains against a DNS server of its own: a test
// send and its page, the message list's row links and template names, Usage & billing with a past month, two accounts of the
// same name, and the template preview's errors.

const DOMAIN = 'daily.example';

let platform: ConsolePlatform;
let browser: Browser;
let dns: TestDnsServer;
let sink: SmtpSink;
let page: Page;
let token = '';
let accountId = '';
let twinId = '';
let templateId = '';

/** A GraphQL operation as the signed-in person. */
async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const createAccount = async (name: string) =>
  (await gql<{ createMailAccount: { id: string } }>('mutation($n: String!) { createMailAccount(name: $n) { id } }', { n: name }))
    .createMailAccount.id;

/** `YYYY-MM-01` of last month, UTC. */
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
};

beforeAll(async () => {
  [dns, sink] = await Promise.all([new TestDnsServer().start(), new SmtpSink().start()]);
  // The browser first: a platform started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  platform = await startConsolePlatform({
    MAIL_DNS_SERVERS: dns.address,
    MAIL_DNS_TIMEOUT_MS: '1000',
    SMTP_RELAY_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_QUOTA_MONTHLY: '100',
    MAIL_QUOTA_OVERAGE_CAP: '20',
    // At info the embedded database's port is logged: the test writes a past month's usage there.
    LOG_LEVEL: 'info',
  });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, platform.url);
  token = await page.evaluate(() => (JSON.parse(localStorage.getItem('svc.session')!) as { token: string }).token);

  // Two accounts named alike; the first sends from a verified domain with a template.
  accountId = await createAccount('Acme');
  twinId = await createAccount('Acme');
  const key = (
    await gql<{ createMailApiKey: { token: string } }>(
      'mutation($input: CreateMailApiKeyInput!) { createMailApiKey(input: $input) { token } }',
      { input: { accountId, name: 'setup', access: 'FULL' } },
    )
  ).createMailApiKey.token;
  await verifiedDomain(mailApi(platform.url, key), dns, DOMAIN);
  templateId = (
    await gql<{ createTemplate: { id: string } }>('mutation($input: CreateTemplateInput!) { createTemplate(input: $input) { id } }', {
      input: {
        accountId,
        name: 'Welcome mail',
        subject: 'Welcome, {{name}}',
        text: 'Hello {{name}}',
        variablesSchema: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string' } } },
      },
    })
  ).createTemplate.id;

  // Last month's usage: 130 messages, 30 past the base of 100.
  await withClient(platform.databaseUrl(), (client) =>
    client.query('insert into mail.quota_usage (account_id, period, used) values ($1, $2, 130)', [accountId, lastMonth()]),
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await Promise.all([dns?.stop(), sink?.stop()]);
});

describe('a test send', () => {
  it('refuses a from-domain the account has not verified next to From, then sends from a template and links to the message', async () => {
    await page.goto(`${platform.url}/mail/${accountId}/messages`);
    await page.getByText('No messages yet').waitFor();
    expect(await page.title()).toMatch(/^Messages · Acme \(created .+, …[0-9a-f]{6}\) · Mail · SVC$/);
    await page.locator('summary', { hasText: 'Send a test message' }).click();
    const form = page.getByRole('form', { name: 'Send a test message' });
    expect(await form.getByLabel(/^From/).inputValue()).toBe(`test@${DOMAIN}`);

    // The API's refusal, in its words, under the field it names.
    await form.getByLabel(/^From/).fill('test@elsewhere.example');
    await form.getByLabel('To', { exact: true }).fill('ada@example.org');
    await form.getByRole('button', { name: 'Send test message' }).click();
    await page.locator('#field-from-error').filter({ hasText: 'not a verified sender domain' }).waitFor();
    expect(await form.getByLabel(/^From/).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'console-mail-send-test-error');

    // From the template, with variables: the answer links to the message.
    await form.getByLabel(/^From/).fill(`Acme <hello@${DOMAIN}>`);
    await form.getByLabel('Use a template').check();
    await form.getByLabel(/^Template/).selectOption({ label: 'Welcome mail' });
    await form.getByLabel('Variables (JSON)').fill('{"name": "Ada"}');
    await form.getByRole('button', { name: 'Send test message' }).click();
    const sent = form.getByRole('status');
    await sent.getByRole('link').waitFor();
    expect(await page.locator('#field-from-error').count()).toBe(0);
    const messageId = /message ([0-9a-f-]{36})/.exec((await sent.textContent())!)![1]!;
    await screenshot(page, 'console-mail-send-test-sent');

    // It went out through the relay, rendered from the template.
    await until(() => sink.received.some((mail) => mail.to.includes('ada@example.org')), 'the test message at the relay', 30_000);
    expect(sink.received.find((mail) => mail.to.includes('ada@example.org'))!.raw).toContain('Subject: Welcome, Ada');

    await sent.getByRole('link').click();
    await page.waitForURL(new RegExp(`/messages/${messageId}$`));
    await page.getByRole('heading', { name: /Welcome, Ada/ }).waitFor();
    const details = page.getByRole('table', { name: 'Message' });
    expect(await details.getByRole('link', { name: 'Welcome mail' }).getAttribute('href')).toBe(
      `/mail/${accountId}/templates/${templateId}`,
    );
    // Delivered: the status and the delivery event appear (a Refresh asks again).
    await until(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return (await page.getByRole('list', { name: 'Event history' }).getByText('delivery').count()) > 0;
    }, 'the delivery event on the message page');
    await page
      .getByRole('heading', { name: /Welcome, Ada/ })
      .filter({ hasText: 'delivered' })
      .waitFor();
    expect(await page.title()).toMatch(/^Welcome, Ada · Messages · Acme .*· Mail · SVC$/);
    await screenshot(page, 'console-mail-send-test-message');

    // An unknown message is a page that says so, with the way back.
    await page.goto(`${platform.url}/mail/${accountId}/messages/00000000-0000-7000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Message not found' }).waitFor();
    await page.getByRole('link', { name: 'Messages' }).last().click();
    await page.waitForURL(new RegExp(`/mail/${accountId}/messages$`));
  });
});

describe('the message list', () => {
  it("names each message's template and opens a message from anywhere on its row, by mouse and keyboard", async () => {
    await page.goto(`${platform.url}/mail/${accountId}/messages`);
    const row = page.getByRole('table', { name: 'Messages' }).locator('tbody > tr').filter({ hasText: 'ada@example.org' });
    await row.waitFor();
    expect(await row.locator('td[data-label="Template"]').textContent()).toBe('Welcome mail');
    // One link per row, and nothing else to focus in it.
    expect(await row.locator('a, button, input, select, textarea, [tabindex]').count()).toBe(1);
    await screenshot(page, 'console-mail-messages-rows');

    // A click on the recipient's cell (plain text, under the row's stretched link) opens the message.
    const cell = (await row.locator('td[data-label="To"]').boundingBox())!;
    await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height / 2);
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: /Welcome, Ada/ }).waitFor();

    // The keyboard reaches the row's link and Enter opens it.
    await page.goBack();
    await row.waitFor();
    const link = row.getByRole('link');
    await link.focus();
    expect(await page.evaluate(() => document.activeElement?.closest('tr')?.textContent ?? '')).toContain('ada@example.org');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);

    // On a phone the row's cells stack, and the row still opens the message.
    const narrow = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await narrow.addInitScript(
      (session) => localStorage.setItem('svc.session', session),
      await page.evaluate(() => localStorage.getItem('svc.session')!),
    );
    await narrow.goto(`${platform.url}/mail/${accountId}/messages`);
    const stacked = narrow.getByRole('table', { name: 'Messages' }).locator('tbody > tr').first().locator('td[data-label="Last event"]');
    await stacked.waitFor();
    await screenshot(narrow, 'console-mail-messages-rows-390');
    const box = (await stacked.boundingBox())!;
    await narrow.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await narrow.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await narrow.context().close();
  });
});

describe('usage and billing', () => {
  it('keeps the old Quota address, and shows the plan, this month, the overage and a past month', async () => {
    await page.goto(`${platform.url}/mail/${accountId}/quota`);
    await page.waitForURL(new RegExp(`/mail/${accountId}/usage$`));
    await page.getByRole('heading', { name: 'Usage & billing' }).waitFor();
    expect(await page.title()).toMatch(/^Usage & billing · Acme .*· Mail · SVC$/);
    const plan = page.getByRole('table', { name: 'Plan' });
    expect(await plan.getByRole('row', { name: /Base quota/ }).textContent()).toContain('100 messages a month');
    expect(await plan.getByRole('row', { name: /Overage cap/ }).textContent()).toContain('20 more messages');
    expect(await page.getByTestId('usage-this-month').textContent()).toBe('1 of 100');
    const month = page.getByRole('table', { name: 'This month' });
    expect(await month.getByRole('row', { name: /Overage used/ }).textContent()).toContain('0 of 20');
    expect(await month.getByRole('row', { name: /Remaining/ }).textContent()).toContain('119');

    const past = page.getByRole('table', { name: 'Past months' }).locator('tbody > tr');
    expect(await past.count()).toBe(1);
    const name = new Date(`${lastMonth()}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect((await past.first().locator('th, td').allTextContents()).map((cell) => cell.trim())).toEqual([name, '130', '30']);
    await screenshot(page, 'console-mail-usage');
  });
});

describe('accounts of the same name', () => {
  it('tells them apart in the list, the switcher and the heading', async () => {
    await page.goto(`${platform.url}/mail`);
    const links = page.getByRole('table').getByRole('link', { name: /^Acme/ });
    await links.first().waitFor();
    const names = await links.allTextContents();
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    for (const id of [accountId, twinId]) expect(names.some((label) => label.endsWith(`…${id.slice(-6)})`))).toBe(true);
    await screenshot(page, 'console-mail-accounts-same-name');

    await page.goto(`${platform.url}/mail/${twinId}/domains`);
    const switcher = page.getByRole('combobox', { name: 'Account' });
    await switcher.locator('option').nth(1).waitFor({ state: 'attached' });
    const options = await switcher.locator('option').allTextContents();
    expect(new Set(options).size).toBe(2);
    const twinLabel = names.find((label) => label.endsWith(`…${twinId.slice(-6)})`))!;
    expect(await page.locator('hgroup p').textContent()).toBe(twinLabel);
    // Switching keeps the page and names the other account.
    await switcher.selectOption(accountId);
    await page.waitForURL(new RegExp(`/mail/${accountId}/domains$`));
    await page.getByRole('link', { name: DOMAIN }).waitFor();
    expect(await page.locator('hgroup p').textContent()).not.toBe(twinLabel);
    expect(await page.title()).toMatch(/^Sender domains · Acme .*· Mail · SVC$/);
  });
});

describe('the template preview', () => {
  it('points at the variable at fault and drops the error once the variables render again', async () => {
    await page.goto(`${platform.url}/mail/${accountId}/templates/${templateId}`);
    const subject = page.getByTestId('rendered-subject');
    await subject.waitFor();
    expect(await page.title()).toMatch(/^Welcome mail · Acme .*· Mail · SVC$/);
    const variables = page.getByLabel('Variables (JSON)');

    // A misspelt variable is named itself, not the object holding it.
    await variables.fill('{"name": "Ada", "nmae": "Ada"}');
    const errors = page.getByRole('list', { name: 'Variables errors' });
    await errors.waitFor();
    expect((await errors.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual([
      '/nmae must NOT have additional properties',
    ]);
    expect(await subject.count()).toBe(0);
    await screenshot(page, 'console-mail-template-preview-error');

    // JSON that does not parse says only that: the API's answer was about other variables.
    await variables.fill('{"name": ');
    await page.locator('#field-variables-error').filter({ hasText: 'not valid JSON' }).waitFor();
    expect(await errors.count()).toBe(0);

    await variables.fill('{"name": "Grace"}');
    await subject.filter({ hasText: 'Welcome, Grace' }).waitFor();
    expect(await errors.count()).toBe(0);
    expect(await page.locator('#field-variables-error').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'console-mail-template-preview-fixed');

    // An unknown template is a page that says so.
    await page.goto(`${platform.url}/mail/${accountId}/templates/00000000-0000-7000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Template not found' }).waitFor();
    expect(await page.title()).toMatch(/^Template not found · Acme .*· Mail · SVC$/);
  });
});
