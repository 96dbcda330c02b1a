import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';

// Admin › People (users, invitations, bots and their keys) and the accept-invite page's token check, in Debian's Chromium,
// against the platform as `npm start` runs it on a fresh embedded database.

let platform: ConsolePlatform;
let browser: Browser;
let adminToken: string;

/** The whole answer of one GraphQL operation through the platform's public API. */
async function call<T>(query: string, variables: Record<string, unknown>, token: string | null) {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: T; errors?: unknown[] } };
}

/** One GraphQL operation; fails the test on an error. */
async function api<T>(query: string, variables: Record<string, unknown> = {}, token: string | null = adminToken): Promise<T> {
  const { body } = await call<T>(query, variables, token);
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

/** A new member, signed in through the API. */
async function member(name: string): Promise<{ id: string; email: string; password: string; token: string }> {
  const email = `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.org`;
  const password = `password-${randomBytes(8).toString('hex')}`;
  const { createUser } = await api<{ createUser: { id: string } }>(
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { email, displayName: name, password } },
  );
  return { id: createUser.id, email, password, token: await login(email, password) };
}

const INVITE_BY_TOKEN = 'query ($token: String!) { inviteByToken(token: $token) { email } }';

/** Whether a credential still signs in to the API (a revoked or dead key is a 401). */
const works = async (token: string): Promise<boolean> => (await call('{ me { id } }', {}, token)).status === 200;

beforeAll(async () => {
  // The browser first: a platform started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  platform = await startConsolePlatform();
  adminToken = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

/** Signed in as the admin, on Admin › People reached from the Admin index. */
async function peoplePage(): Promise<Page> {
  const page = await newPage();
  await signIn(page, platform.url);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
  expect(await page.title()).toBe('People · Admin · SVC');
  return page;
}

describe('Admin › People', () => {
  it('invites someone (the link shown once), resends the invitation with a fresh link, and revokes it', async () => {
    const page = await peoplePage();
    const email = `invitee-${randomBytes(3).toString('hex')}@example.org`;
    await page.getByText('Invite someone').click();
    const form = page.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Workspace role').selectOption('ADMIN');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const shown = page.getByRole('article', { name: `Invitation link for ${email}` });
    const firstLink = (await shown.getByTestId('secret').textContent())!;
    expect(firstLink).toMatch(new RegExp(`^${platform.url}/accept-invite\\?token=svc_inv_`));
    // Email delivery is not connected on this platform: the page says the link was not emailed.
    await page.getByText('so nothing was emailed').waitFor();

    const invitations = page.getByRole('table', { name: 'Pending invitations' });
    const row = invitations.getByRole('row', { name: email });
    await row.getByRole('cell', { name: 'Admin', exact: true }).waitFor();
    await screenshot(page, 'console-people-invite');

    await row.getByRole('button', { name: 'Resend' }).click();
    const resent = page.getByRole('article', { name: `New invitation link for ${email}` });
    const secondLink = (await resent.getByTestId('secret').textContent())!;
    expect(secondLink).not.toBe(firstLink);
    const token = (link: string) => new URL(link).searchParams.get('token');
    expect((await api<{ inviteByToken: unknown }>(INVITE_BY_TOKEN, { token: token(firstLink) }, null)).inviteByToken).toBeNull();
    expect((await api<{ inviteByToken: unknown }>(INVITE_BY_TOKEN, { token: token(secondLink) }, null)).inviteByToken).toEqual({ email });

    await row.getByRole('button', { name: 'Revoke…' }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke the invitation for ${email}?` });
    await dialog.getByText('Its link stops working at once').waitFor();
    await screenshot(page, 'console-people-invite-revoke');
    await dialog.getByRole('button', { name: 'Revoke invitation' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await api<{ inviteByToken: unknown }>(INVITE_BY_TOKEN, { token: token(secondLink) }, null)).inviteByToken).toBeNull();
  });

  it('changes a role, and deactivates and reactivates a person whose keys stay revoked', async () => {
    const grace = await member('Grace');
    const { createApiKey } = await api<{ createApiKey: { token: string } }>(
      'mutation { createApiKey(input: { name: "laptop" }) { token } }',
      {},
      grace.token,
    );
    expect(await works(createApiKey.token)).toBe(true);
    const page = await peoplePage();
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: 'Grace' });
    await row.getByLabel('Workspace role of Grace').selectOption('ADMIN');
    await row.getByRole('button', { name: 'Save role' }).click();
    await row.getByRole('button', { name: 'Save role' }).waitFor({ state: 'detached' });
    const role = async () =>
      (await api<{ user: { globalRole: string } }>('query ($id: ID!) { user(id: $id) { globalRole } }', { id: grace.id })).user;
    expect(await role()).toEqual({ globalRole: 'ADMIN' });

    await row.getByRole('button', { name: 'Deactivate…' }).click();
    const deactivation = page.getByRole('dialog', { name: 'Deactivate Grace?' });
    await deactivation.getByText('their API keys and AI-client connections stop working and are revoked for good').waitFor();
    await screenshot(page, 'console-people-deactivate');
    await deactivation.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Deactivated').waitFor();
    expect(await works(createApiKey.token)).toBe(false);

    await row.getByRole('button', { name: 'Reactivate…' }).click();
    const reactivation = page.getByRole('dialog', { name: 'Reactivate Grace?' });
    await reactivation.getByText('Their old API keys and AI-client connections stay revoked').waitFor();
    await reactivation.getByRole('button', { name: 'Reactivate' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'console-people-users');
    // The account is back; its key is not.
    expect(await works(await login(grace.email, grace.password))).toBe(true);
    expect(await works(createApiKey.token)).toBe(false);
    const { apiKeys } = await api<{ apiKeys: Array<{ revokedAt: string | null }> }>(
      'query ($id: ID!) { apiKeys(userId: $id) { revokedAt } }',
      { id: grace.id },
    );
    expect(apiKeys).toEqual([{ revokedAt: expect.any(String) }]);
  });

  it('creates a bot and mints it a key with mcp:use and an expiry, shown once, revokes it, and gives the bot to another owner', async () => {
    const page = await peoplePage();
    await page.getByRole('link', { name: 'How to connect an AI client' }).first().click();
    await page.getByText(`${platform.url}/mcp`, { exact: true }).waitFor();

    await page.getByText('Create a bot').click();
    await page.getByLabel('Bot name').fill('Claude for Web');
    await page.getByLabel('Owner').selectOption({ label: 'Administrator (you)' });
    await page.getByRole('button', { name: 'Create bot' }).click();
    const card = page.getByRole('article', { name: 'Bot Claude for Web' });
    await card.getByText('Owner: Administrator').waitFor();
    await page
      .getByRole('table', { name: 'Users' })
      .getByRole('row', { name: 'Claude for Web' })
      .getByText('Bot of Administrator')
      .waitFor();

    await card.getByText('New key for Claude for Web').click();
    await card.getByLabel('Key name').fill('claude-code');
    await card.getByLabel('Expires on (optional)').fill('2099-01-31');
    expect(await card.getByRole('switch', { name: /mcp:use/ }).isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Create key' }).click();
    const secret = (await card.getByTestId('secret').textContent())!;
    expect(secret).toMatch(/^svc_key_/);
    await card.getByRole('row', { name: 'claude-code' }).getByRole('cell', { name: 'mcp:use' }).waitFor();
    await screenshot(page, 'console-people-bot-key');
    const { currentCredential } = await api<{ currentCredential: { scopes: string[]; expiresAt: string; user: { displayName: string } } }>(
      '{ currentCredential { scopes expiresAt user { displayName } } }',
      {},
      secret,
    );
    expect(currentCredential).toMatchObject({ scopes: ['mcp:use'], user: { displayName: 'Claude for Web' } });
    expect(currentCredential.expiresAt.slice(0, 4)).toBe('2099');

    // Shown once: after a reload the key is listed, its secret nowhere.
    await page.reload();
    const keyRow = page.getByRole('article', { name: 'Bot Claude for Web' }).getByRole('row', { name: 'claude-code' });
    await keyRow.waitFor();
    expect(await page.getByTestId('secret').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    await keyRow.getByRole('button', { name: 'Revoke…' }).click();
    await page.getByRole('dialog', { name: 'Revoke the key claude-code?' }).getByRole('button', { name: 'Revoke key' }).click();
    await keyRow.getByText('Revoked').waitFor();
    expect(await works(secret)).toBe(false);

    // Given to someone else (as when its owner leaves): the API records the new owner.
    const ops = await member('Ops');
    await page.reload();
    const owner = page.getByRole('article', { name: 'Bot Claude for Web' }).getByLabel('Owner of Claude for Web');
    await owner.selectOption({ label: 'Ops' });
    await page.getByRole('button', { name: 'Save owner' }).click();
    await page.getByRole('article', { name: 'Bot Claude for Web' }).getByText('Owner: Ops').waitFor();
    const bots = await api<{ users: Array<{ displayName: string; owner: { id: string } | null }> }>(
      '{ users { displayName owner { id } } }',
    );
    expect(bots.users.find((user) => user.displayName === 'Claude for Web')?.owner).toEqual({ id: ops.id });
    await screenshot(page, 'console-people-bots');
  });

  it('is refused to a member', async () => {
    const someone = await member('Member');
    const page = await newPage();
    await signIn(page, platform.url, someone.email, someone.password);
    await page.goto(`${platform.url}/admin/people`);
    await page.getByRole('heading', { name: 'You need to be a workspace admin' }).waitFor();
    expect(await page.getByRole('heading', { name: 'People' }).count()).toBe(0);
    await screenshot(page, 'console-people-refused');
    // The API refuses the calls behind the page all the same.
    const refused = await call('{ userInvites { nodes { id } } }', {}, someone.token);
    expect(refused.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
  });
});

describe('the accept-invite page', () => {
  it('says a bad link is invalid before anything is typed, and names the invited email for a good one', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/accept-invite?token=svc_inv_${randomBytes(32).toString('base64url')}`);
    await page.getByRole('alert').filter({ hasText: 'This invitation link is invalid or has expired.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create my account' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Join the workspace · SVC');
    await screenshot(page, 'console-accept-invite-invalid');

    const email = `joiner-${randomBytes(3).toString('hex')}@example.org`;
    const { inviteUser } = await api<{ inviteUser: { acceptUrl: string } }>(
      'mutation ($email: String!) { inviteUser(input: { email: $email }) { acceptUrl } }',
      { email },
    );
    await page.goto(inviteUser.acceptUrl);
    expect(await page.getByTestId('invited-email').textContent()).toBe(email);
    await page.getByLabel('Your name').fill('Joiner');
    await page.getByLabel('Choose a password').fill('a-long-password-1');
    await screenshot(page, 'console-accept-invite');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  });
});
