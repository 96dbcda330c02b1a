import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';

// The Admin pages (email delivery, webhooks, the orchestrator wizard) in Debian's Chromium, against the platform as `npm start`
// runs it on a fresh embedded database; mail stays in the local capture mailbox (no SMTP_RELAY_URL).

let platform: ConsolePlatform;
let browser: Browser;
let adminToken: string;

/** One GraphQL operation through the platform's public API; fails the test on an error. */
async function api<T>(query: string, variables: Record<string, unknown> = {}, token: string | null = adminToken): Promise<T> {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const login = async (email: string, password: string): Promise<string> =>
  (
    await api<{ login: { token: string } }>(
      'mutation ($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email, password } },
      null,
    )
  ).login.token;

beforeAll(async () => {
  // The browser first: a platform started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  platform = await startConsolePlatform();
  adminToken = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await api('mutation { createProject(input: { key: "WEB", name: "Website" }) { id } }');
  await api('mutation { createProject(input: { key: "API", name: "Public API" }) { id } }');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const newPage = async (width = 1280): Promise<Page> =>
  (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();

/** Signed in as the admin, on an Admin page reached through the navigation. */
async function adminPage(section: string, width = 1280): Promise<Page> {
  const page = await newPage(width);
  await signIn(page, platform.url);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
  await page.getByRole('link', { name: section }).click();
  await page.getByRole('heading', { name: section, level: 1 }).waitFor();
  return page;
}

describe('the admin index', () => {
  it('lists people, email delivery, webhooks, integrations and federation', async () => {
    const page = await newPage();
    await signIn(page, platform.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    const links = page.locator('main h2 a');
    expect(await links.allTextContents()).toEqual(['People', 'Email delivery', 'Webhooks', 'Integrations', 'Federation']);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/admin/people',
      '/admin/email-delivery',
      '/admin/webhooks',
      '/admin/integrations',
      '/admin/federation',
    ]);
    await screenshot(page, 'console-admin');
    const narrow = await newPage(390);
    await signIn(narrow, platform.url);
    await narrow.goto(`${platform.url}/admin`);
    await narrow.getByRole('link', { name: 'Integrations' }).waitFor();
    await screenshot(narrow, 'console-admin-390');
  });
});

describe('integrations', () => {
  it('runs the integrations wizard end to end and downloads WORKFLOW.md', async () => {
    const page = await adminPage('Integrations');
    const stepper = page.getByRole('list', { name: 'Setup steps' });
    expect(await stepper.getByRole('button', { name: /Projects/ }).isDisabled()).toBe(true);

    // 1. A new service account.
    await page.getByLabel('Email').fill('orchestrator@example.test');
    await page.getByLabel('Display name').fill('Symphony');
    await page.getByRole('button', { name: 'Use this account' }).click();
    await page.getByRole('status').filter({ hasText: 'Created the service account Symphony' }).waitFor();
    await page.getByRole('button', { name: 'Next: projects' }).click();

    // 2. Both projects, one result each.
    await page.getByRole('checkbox', { name: /WEB/ }).check();
    await page.getByRole('checkbox', { name: /API/ }).check();
    await page.getByRole('button', { name: 'Add to 2 projects' }).click();
    const results = page.getByRole('table', { name: 'Per-project result' });
    await results.getByRole('row', { name: /WEB Added as a member/ }).waitFor();
    await results.getByRole('row', { name: /API Added as a member/ }).waitFor();
    await page.getByRole('button', { name: 'Next: key' }).click();

    // 3. The key, shown once as SVC_TOKEN.
    await page.getByRole('button', { name: 'Mint the key' }).click();
    const secret = page.getByRole('article', { name: 'SVC_TOKEN' }).getByTestId('secret');
    await secret.waitFor();
    const token = (await secret.textContent())!;
    expect(token).toMatch(/^svc_/);
    await screenshot(page, 'console-admin-integrations-key');
    await page.getByRole('button', { name: 'Next: WORKFLOW.md' }).click();

    // 4. By default one WORKFLOW.md per project for an unmodified Symphony, each downloaded as its own file: the Linear-compatible
    // endpoint, the key by reference only, the project as slug, a 30 s poll.
    for (const key of ['WEB', 'API']) {
      const fileName = `WORKFLOW.${key}.md`;
      const shown = page.getByLabel(`${fileName} content`, { exact: true });
      await shown.waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${fileName}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);
      const file = await readFile((await download.path())!, 'utf8');
      expect(file).toBe(await shown.textContent());
      expect(file).toContain('kind: linear');
      expect(file).toContain(`endpoint: ${platform.url}/integrations/orchestrator/linear/graphql`);
      expect(file).toContain('api_key: $SVC_TOKEN');
      expect(file).toContain(`project_slug: ${key}`);
      expect(file).toContain('interval_ms: 30000');
      expect(file).not.toContain(token);
    }
    await screenshot(page, 'console-admin-integrations-workflow');
    // The SVC tracker's variant: one file for both projects.
    await page.getByLabel(/SVC tracker/).check();
    const svc = page.getByLabel('WORKFLOW.md content', { exact: true });
    await svc.waitFor();
    expect(await svc.textContent()).toMatch(/kind: svc[\s\S]*project_keys:\n\s+- WEB\n\s+- API/);
    expect(await page.getByLabel(/WORKFLOW\.WEB\.md/).count()).toBe(0);
    await screenshot(page, 'console-admin-integrations-workflow-svc');
    await page.getByRole('button', { name: 'Next: connection test' }).click();

    // 5. The connection test, per project.
    await page.getByRole('button', { name: 'Test the connection' }).click();
    const tests = page.getByRole('table', { name: 'Connection test' });
    await tests.getByRole('row', { name: /WEB Connected 200/ }).waitFor();
    await tests.getByRole('row', { name: /API Connected 200/ }).waitFor();
    await page.getByText('All set').waitFor();
    await screenshot(page, 'console-admin-integrations');

    // Safe to re-run: the same account and memberships are reused.
    await stepper.getByRole('button', { name: /Service account/ }).click();
    await page.getByRole('combobox', { name: 'Service account' }).selectOption({ label: 'Symphony (orchestrator@example.test)' });
    await page.getByRole('button', { name: 'Use this account' }).click();
    await page.getByRole('status').filter({ hasText: 'Reused the existing service account Symphony' }).waitFor();
    await page.getByRole('button', { name: 'Next: projects' }).click();
    expect(await page.getByRole('checkbox', { name: /WEB/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add to 2 projects' }).click();
    await results.getByRole('row', { name: /WEB Already a member/ }).waitFor();
    await results.getByRole('row', { name: /API Already a member/ }).waitFor();
    const bots = await api<{ users: Array<{ id: string; kind: string; email: string }> }>('{ users { id kind email } }');
    expect(bots.users.filter((user) => user.kind === 'BOT').map((user) => user.email)).toEqual(['orchestrator@example.test']);

    // A deactivated account: the wizard says so and offers to reactivate it, then goes on with it.
    const bot = bots.users.find((user) => user.kind === 'BOT')!;
    await api('mutation($id: ID!) { deactivateUser(id: $id) { id } }', { id: bot.id });
    const again = await adminPage('Integrations');
    await again.getByLabel('Email').fill('orchestrator@example.test');
    await again.getByLabel('Display name').fill('Symphony');
    await again.getByRole('button', { name: 'Use this account' }).click();
    const deactivated = again.getByRole('region', { name: 'Deactivated service account' });
    await deactivated.getByText('Symphony is deactivated').waitFor();
    await screenshot(again, 'console-admin-integrations-deactivated');
    await deactivated.getByRole('button', { name: 'Reactivate and use it' }).click();
    await again.getByRole('status').filter({ hasText: 'Reused the existing service account Symphony' }).waitFor();
    expect(await deactivated.count()).toBe(0);
    const active = await api<{ user: { active: boolean } }>('query($id: ID!) { user(id: $id) { active } }', { id: bot.id });
    expect(active.user.active).toBe(true);

    const narrow = await adminPage('Integrations', 390);
    await narrow.getByRole('combobox', { name: 'Service account' }).waitFor();
    await screenshot(narrow, 'console-admin-integrations-390');
  });
});

describe('webhooks', () => {
  let receiver: Server;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('creates a webhook with its secret shown once, lists it without, and shows its deliveries', async () => {
    const page = await adminPage('Webhooks');
    await page.getByText('No webhooks yet').waitFor();
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/svc`;

    // A bad address first: the API's words next to the field.
    await page.getByText('New webhook').click();
    await page.getByLabel('Endpoint URL').fill('http://10.1.2.3/hook');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.locator('#field-url-error').waitFor();

    await page.getByLabel('Endpoint URL').fill(hookUrl);
    await page.getByLabel('Label').fill('Orchestrator');
    await page.getByLabel('Only the events chosen here').check();
    await page.getByRole('checkbox', { name: /ticket\.created/ }).check();
    await page.getByRole('checkbox', { name: /orchestrator\.candidates_changed/ }).check();
    await screenshot(page, 'console-admin-webhooks-new');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const shown = page.getByTestId('secret');
    await shown.waitFor();
    const secret = (await shown.textContent())!;
    expect(secret).toMatch(/^whsec_/);
    const card = page.getByRole('article', { name: 'Webhook Orchestrator' });
    await card.getByText('orchestrator.candidates_changed').waitFor();
    await screenshot(page, 'console-admin-webhooks-secret');

    // Dismissed, it is gone for good: neither the page nor the API lists it.
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'detached' });
    await page.reload();
    await card.waitFor();
    expect(await page.content()).not.toContain(secret);
    const listed = await api<{ workspaceWebhooks: Array<Record<string, unknown>> }>(
      '{ workspaceWebhooks { url label eventFilters enabled } }',
    );
    expect(listed.workspaceWebhooks).toEqual([
      { url: hookUrl, label: 'Orchestrator', eventFilters: ['ticket.created', 'orchestrator.candidates_changed'], enabled: true },
    ]);

    // An event, delivered and logged, signed with that secret's subscription.
    await api('mutation { createTicket(input: { projectKey: "WEB", title: "Hook me" }) { id } }');
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const log = card.getByRole('region', { name: 'Delivery log' });
    for (let i = 0; i < 30 && !(await log.getByText('succeeded').isVisible()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await log.getByRole('button', { name: 'Refresh' }).click();
    }
    await log.getByRole('row', { name: /ticket\.created succeeded 1 200/ }).waitFor();
    // The card's health beside the log is as fresh as the log: never "No deliveries yet" next to a delivered event.
    await card.getByText('Delivering').waitFor();
    expect(await card.getByText('No deliveries yet').count()).toBe(0);
    expect(await page.title()).toBe('Webhooks · Admin · SVC');
    expect(received.map((r) => r.headers['x-svc-event'])).toEqual(['ticket.created']);
    expect(received[0]!.headers['x-svc-signature']).toMatch(/^t=\d+, v1=[0-9a-f]{64}$/);

    // Paused, then rotated: the new secret is shown once too.
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused').waitFor();
    await card.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByTestId('secret').waitFor();
    expect(await page.getByTestId('secret').textContent()).not.toBe(secret);
    await page.reload();
    await card.getByText('Health').waitFor();
    await card.getByRole('button', { name: 'Deliveries' }).click();
    await log.getByText('ticket.created').waitFor();
    await screenshot(page, 'console-admin-webhooks');

    // Deleted after a confirmation.
    await card.getByRole('button', { name: 'Delete…' }).click();
    await card.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('No webhooks yet').waitFor();
  });
});

describe('email delivery', () => {
  it('connects the shared sender, shows the state, sends a test, refuses a bad key by its field and disconnects', async () => {
    const page = await adminPage('Email delivery');
    await page.getByText('Not connected').waitFor();
    await screenshot(page, 'console-admin-email-delivery-off');

    await page.getByLabel('Sender name').fill('Acme Workspace');
    await page.getByRole('button', { name: 'Connect the shared sender' }).click();
    await page.getByText('Connected: shared sender').waitFor();
    const from = (await page
      .getByRole('row', { name: /Sends as/ })
      .locator('code')
      .textContent())!;
    expect(from).toMatch(/^"Acme Workspace" <notifications@[a-z0-9-]+\.mail\.svc\.example>$/);

    // The test goes to the admin by default and is followed until delivered (to the capture mailbox here).
    await page.getByLabel('Send to').waitFor();
    expect(await page.getByLabel('Send to').inputValue()).toBe(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Send a test email' }).click();
    await page.getByRole('status').filter({ hasText: 'delivered' }).waitFor({ timeout: 30_000 });
    const accounts = await api<{ mailAccounts: Array<{ id: string }> }>('{ mailAccounts { id } }');
    const mailbox = await api<{ mailbox: { nodes: Array<{ envelopeTo: string[]; raw: string }> } }>(
      'query ($accountId: ID) { mailbox(accountId: $accountId) { nodes { envelopeTo raw } } }',
      { accountId: accounts.mailAccounts[0]!.id },
    );
    expect(mailbox.mailbox.nodes).toHaveLength(1);
    expect(mailbox.mailbox.nodes[0]!.envelopeTo).toEqual([ADMIN_EMAIL]);
    expect(mailbox.mailbox.nodes[0]!.raw).toContain('Subject: Test email from your workspace');
    await screenshot(page, 'console-admin-email-delivery');

    // Own domain: a key that is not a mail key is refused next to its field, and the setting stays.
    await page.getByText('Connect again, or switch').click();
    await page.getByLabel(/own domain/).check();
    await page.getByLabel('Mail API address').fill('https://mail.example.com');
    await page.getByLabel(/^Mail API key/).fill('not-a-mail-key');
    await page.getByLabel('From address').fill('workspace@example.com');
    await page.getByRole('button', { name: 'Save and use your domain' }).click();
    await page.locator('#field-apiKey-error').waitFor();
    await page.getByText('Connected: shared sender').waitFor();

    const narrow = await adminPage('Email delivery', 390);
    await narrow.getByText('Connected: shared sender').waitFor();
    await narrow.getByLabel('Send to').waitFor();
    await screenshot(narrow, 'console-admin-email-delivery-390');

    await page.getByRole('button', { name: 'Disconnect…' }).click();
    await page.getByRole('button', { name: 'Disconnect email delivery' }).click();
    await page.getByText('Not connected').waitFor();
    expect((await api<{ emailDelivery: { connected: boolean } }>('{ emailDelivery { connected } }')).emailDelivery.connected).toBe(false);
  });
});

describe('a member', () => {
  it('does not see admin pages', async () => {
    await api('mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { email: 'member@example.test', displayName: 'Mia Member', password: 'member-password-for-tests', globalRole: 'MEMBER' },
    });
    const page = await newPage();
    await signIn(page, platform.url, 'member@example.test', 'member-password-for-tests');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Projects' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    for (const path of ['/admin', '/admin/webhooks', '/admin/integrations', '/admin/email-delivery', '/admin/federation']) {
      await page.goto(`${platform.url}${path}`);
      await page.getByRole('heading', { name: 'You need to be a workspace admin' }).waitFor();
    }
    await screenshot(page, 'console-admin-member-refused');
  });
});
