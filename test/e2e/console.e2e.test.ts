import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';

// The console in Debian's Chromium, against the platform as `npm start` runs it on a fresh embedded database.

let platform: ConsolePlatform;
let browser: Browser;

beforeAll(async () => {
  // The browser first: a platform started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  platform = await startConsolePlatform();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** An operation as the admin, through the API like any other client; throws on an error. */
async function api<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  token ??= await adminToken();
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === 'none' ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}
let admin: string | undefined;
async function adminToken(): Promise<string> {
  admin ??= (
    await api<{ login: { token: string } }>(
      `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`,
      { e: ADMIN_EMAIL, p: ADMIN_PASSWORD },
      'none',
    )
  ).login.token;
  return admin;
}

const newPage = async (width = 1280): Promise<Page> => (await browser.newContext({ viewport: { width, height: 900 } })).newPage();

describe('signing in', () => {
  it('shows a wrong password next to the form, signs in, and goes back to sign-in on sign-out', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/projects`);
    await page.waitForURL(/\/sign-in\?next=%2Fprojects/);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /password/i })
      .waitFor();
    await screenshot(page, 'console-sign-in-error');
    await signIn(page, platform.url);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['svc.session']);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('sends a person whose session ended back to sign-in, saying so', async () => {
    const page = await newPage();
    await signIn(page, platform.url);
    // The session ends on the server (as at its expiry): the next request learns it.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('svc.session')!) as { token: string }).token);
    await fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    // On a page whose address carries a query and a fragment: sign-in comes back to all of it.
    await page.goto(`${platform.url}/profile?from=mail#keys`);
    await page.waitForURL(/\/sign-in\?expired=1&next=%2Fprofile%3Ffrom%3Dmail%23keys$/);
    await page.getByText('Your session has ended').waitFor();
    expect(await page.title()).toBe('Sign in · SVC');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${platform.url}/profile?from=mail#keys`);
  });

  it('goes on only to a page of the console after sign-in, never to another site', async () => {
    for (const next of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      const page = await newPage();
      await page.goto(`${platform.url}/sign-in?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${platform.url}/projects`);
      await page.context().close();
    }
  });
});

describe('projects', () => {
  it('lists none at first, shows a bad key next to its field, and creates one', async () => {
    const page = await newPage();
    await signIn(page, platform.url);
    await page.getByText('No projects yet').waitFor();
    await page.getByText('New project').click();
    await page.getByLabel('Key').fill('bad key');
    await page.getByLabel('Name').fill('Website');
    await page.getByRole('button', { name: 'Create project' }).click();
    const keyError = page.locator('#field-key-error');
    await keyError.waitFor();
    expect(await keyError.textContent()).toMatch(/key/i);
    await screenshot(page, 'console-project-key-error');
    await page.getByLabel('Key').fill('WEB');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('link', { name: 'WEB', exact: true }).waitFor();
    await screenshot(page, 'console-projects');
    const narrow = await newPage(390);
    await signIn(narrow, platform.url);
    await narrow.getByRole('link', { name: 'WEB', exact: true }).waitFor();
    await screenshot(narrow, 'console-projects-390');
  });
});

describe('tickets', () => {
  let ticketKey: string;

  beforeAll(async () => {
    await api(`mutation { createProject(input: { key: "APP", name: "App" }) { id } }`);
    const label = await api<{ createLabel: { id: string } }>(
      `mutation($p: ID!) { createLabel(input: { projectId: $p, name: "bug", color: "#dd3333" }) { id } }`,
      { p: (await api<{ project: { id: string } }>(`{ project(key: "APP") { id } }`)).project.id },
    );
    const blocker = await api<{ createTicket: { id: string; key: string } }>(
      `mutation { createTicket(input: { projectKey: "APP", title: "Fix the build" }) { id key } }`,
    );
    const ticket = await api<{ createTicket: { id: string; key: string } }>(
      `mutation($l: [ID!]) { createTicket(input: { projectKey: "APP", title: "Crash on start", labelIds: $l, priority: HIGH,
        description: "Steps:\\n\\n1. **Open** the app\\n2. See <script>alert(1)</script>" }) { id key } }`,
      { l: [label.createLabel.id] },
    );
    ticketKey = ticket.createTicket.key;
    await api(`mutation($t: ID!, $b: ID!) { addTicketDependency(input: { blockedId: $t, blockerId: $b }) { id } }`, {
      t: ticket.createTicket.id,
      b: blocker.createTicket.id,
    });
    await api(`mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Seen it too" }) { id } }`, { t: ticket.createTicket.id });
    await api(`mutation($t: ID!) { createComment(input: { ticketId: $t, body: "Customer is ACME", internal: true }) { id } }`, {
      t: ticket.createTicket.id,
    });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await api(`mutation($e: [AgentEventInput!]!) { recordAgentEvents(events: $e) { accepted } }`, {
      e: [
        { ticketId: ticket.createTicket.id, sessionId: 'thread-1-turn-1', event: 'session_started', timestamp: at(10) },
        { ticketId: ticket.createTicket.id, sessionId: 'thread-1-turn-1', event: 'turn_completed', timestamp: at(5), totalTokens: 1234 },
      ],
    });
    for (let n = 0; n < 55; n += 1) await api(`mutation { createTicket(input: { projectKey: "APP", title: "Chore ${n}" }) { id } }`);
  });

  it("lists a project's tickets with filters, search and more pages", async () => {
    const page = await newPage();
    /** Waits until the list shows `count` tickets (the answer to the latest filter has arrived). */
    const rows = (count: number) => page.waitForFunction((n) => document.querySelectorAll('table.tickets tbody tr').length === n, count);
    await signIn(page, platform.url);
    await page.getByRole('link', { name: 'APP', exact: true }).click();
    await page.getByRole('link', { name: 'APP-57', exact: true }).waitFor();
    await rows(50);
    // Bringing the button into view may load the page by itself (infinite scroll): Enter on it loads it if that has not.
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: ticketKey, exact: true }).waitFor();
    await rows(57);
    await screenshot(page, 'console-tickets');

    await page.getByLabel('Label').selectOption('bug');
    await page.waitForURL(/label=bug/);
    await rows(1);
    await page.getByText('Crash on start').waitFor();
    // One change straight after another: the second starts from the first (the label filter stays off).
    await page.getByLabel('Label').selectOption('');
    await page.getByLabel('Status').selectOption('DONE');
    await page.getByText('No tickets match').waitFor();
    expect(new URL(page.url()).search).toBe('?status=DONE');
    expect(await page.getByLabel('Label').inputValue()).toBe('');
    await page.getByLabel('Status').selectOption('');
    await rows(50);
    await page.getByText('New ticket').click();
    await page.getByLabel('Title').fill('Made in the console');
    await page.getByLabel('Description (Markdown)').fill('With *emphasis*');
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await page.getByRole('link', { name: 'APP-58', exact: true }).waitFor();
    await page.getByLabel('Search').fill('build');
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL(/q=build/);
    await rows(1);
    await page.getByText('Fix the build').waitFor();
  });

  it('shows a ticket: Markdown without scripts, blockers, comments with internal ones marked, files and time', async () => {
    const page = await newPage();
    await signIn(page, platform.url);
    await page.goto(`${platform.url}/tickets/${ticketKey}`);
    await page.getByRole('heading', { name: 'Crash on start' }).waitFor();
    expect(await page.locator('.markdown strong').first().textContent()).toBe('Open');
    expect(await page.locator('.markdown script').count()).toBe(0);
    await page.getByRole('link', { name: 'APP-1', exact: true }).waitFor();
    await page.locator('.comment.internal', { hasText: 'Customer is ACME' }).getByText('internal').waitFor();
    expect(await page.locator('.comment:not(.internal)', { hasText: 'Seen it too' }).count()).toBe(1);

    await page.getByLabel('Attach a file').setInputFiles({ name: 'trace.txt', mimeType: 'text/plain', buffer: Buffer.from('stack trace') });
    const file = page.getByRole('button', { name: 'trace.txt' });
    await file.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe('stack trace');

    await page.getByLabel('Log minutes').fill('90');
    await page.getByRole('button', { name: 'Log time' }).click();
    await page.getByTestId('logged').filter({ hasText: '1 h 30 min' }).waitFor();
    await page.getByLabel('Add a comment').fill('Internal *note*');
    await page.getByLabel('Internal (staff only)').check();
    await page.getByRole('button', { name: 'Comment' }).click();
    await page.locator('.comment.internal', { hasText: 'Internal note' }).waitFor();
    await page.getByLabel('Status').selectOption({ label: 'In Progress' });
    await screenshot(page, 'console-ticket');
    const narrow = await newPage(390);
    await signIn(narrow, platform.url);
    await narrow.goto(`${platform.url}/tickets/${ticketKey}`);
    await narrow.getByRole('heading', { name: 'Crash on start' }).waitFor();
    await screenshot(narrow, 'console-ticket-390');
  });

  it('has an Agent tab with the sessions, their turns, tokens and timeline', async () => {
    const page = await newPage();
    await signIn(page, platform.url);
    await page.goto(`${platform.url}/tickets/${ticketKey}`);
    await page.getByRole('tab', { name: 'Agent' }).click();
    const session = page.locator('.agent-session', { hasText: 'thread-1-turn-1' });
    await session.waitFor();
    expect(await session.textContent()).toMatch(/1 completed, 0 failed · Tokens: 1,234/);
    expect(await session.locator('.timeline li').allTextContents()).toEqual([
      expect.stringMatching(/session started/),
      expect.stringMatching(/turn completed.*1,234 tokens/),
    ]);
    await screenshot(page, 'console-ticket-agent');
    // A ticket without agent sessions has no Agent tab.
    await page.goto(`${platform.url}/tickets/APP-1`);
    await page.getByRole('heading', { name: 'Fix the build' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Agent' }).count()).toBe(0);
  });
});

describe('API keys', () => {
  it('generates a key with mcp:use and an expiry, shows it once, lists it without the secret, and revokes it', async () => {
    const page = await newPage();
    await signIn(page, platform.url);
    await page.getByRole('link', { name: 'Administrator' }).click();
    await page.getByText('Generate API key').click();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    // The browser's own check first: the name is required.
    expect(await page.getByLabel('Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.getByLabel('Name').fill('Claude');
    await page.getByLabel('Expires on (optional)').fill('2020-01-01');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.locator('#field-expiresAt-error').waitFor();
    await screenshot(page, 'console-api-key-error');
    await page.getByLabel('Expires on (optional)').fill('2099-12-31');
    await page.getByLabel(/Allow AI clients/).check();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const secret = await page.getByTestId('secret').textContent();
    expect(secret).toMatch(/^svc_key_/);
    await page.getByText('you will not see this again').waitFor();
    const row = page.locator('tr', { hasText: 'Claude' });
    await row.getByText('mcp:use').waitFor();
    await screenshot(page, 'console-api-keys');
    expect(await page.locator('table').textContent()).not.toContain(secret!.slice(12));
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(secret!);
    // The key works, until it is revoked.
    expect(await api<{ me: { email: string } }>('{ me { email } }', {}, secret!)).toEqual({ me: { email: ADMIN_EMAIL } });
    await page.reload();
    expect(await page.getByTestId('secret').count()).toBe(0);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke Claude' }).click();
    await page.locator('tr', { hasText: 'Claude' }).getByText('revoked').waitFor();
    await expect(api('{ me { email } }', {}, secret!)).rejects.toThrow(/UNAUTHENTICATED|revoked|invalid/i);
  });
});

describe('the pages the workspace emails link to', () => {
  it('lets an invited person choose a name and password at the invitation link, then sign in as a member', async () => {
    const invited = await api<{ inviteUser: { acceptUrl: string } }>(
      `mutation { inviteUser(input: { email: "newcomer@example.test" }) { acceptUrl } }`,
    );
    const page = await newPage();
    // The emailed link, on this platform's address.
    const link = new URL(invited.inviteUser.acceptUrl);
    expect(link.pathname).toBe('/accept-invite');
    await page.goto(`${platform.url}${link.pathname}${link.search}`);
    await page.getByLabel('Your name').fill('Newcomer');
    await page.getByLabel('Choose a password').fill('short');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.locator('#field-password-error').waitFor();
    await screenshot(page, 'console-accept-invite-error');
    await page.getByLabel('Choose a password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText('newcomer@example.test is ready').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, platform.url, 'newcomer@example.test', 'a-long-enough-password');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('refuses a reset link whose token is not one, and answers a reset request the same for any address', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/sign-in`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an Email field too: filled before the router renders the next page, the request would go out empty.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill('nobody@example.test');
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByRole('status').filter({ hasText: 'on its way' }).waitFor();
    await page.goto(`${platform.url}/reset-password?token=not-a-token`);
    await page.getByLabel('New password').fill('another-long-password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/token|link|invalid|expired/i);
    await screenshot(page, 'console-reset-password-error');
  });
});
