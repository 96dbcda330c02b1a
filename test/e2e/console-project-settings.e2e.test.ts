import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';

// Project settings (`/projects/:key/settings/...`) in Debian's Chromium, against the platform as `npm start` runs it. Every
// change made on a page is checked through the API.

let platform: ConsolePlatform;
let browser: Browser;
let projectId: string;
const MEMBER = { email: 'mia@example.test', password: 'mia-password-for-tests', name: 'Mia Member' };
const OTHER = { email: 'otto@example.test', password: 'otto-password-for-tests', name: 'Otto Other' };

beforeAll(async () => {
  // The browser first: a platform started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  platform = await startConsolePlatform();
  projectId = (await api<{ createProject: { id: string } }>(`mutation { createProject(input: { key: "WEB", name: "Web" }) { id } }`))
    .createProject.id;
  for (const person of [MEMBER, OTHER])
    await api('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: { email: person.email, displayName: person.name, password: person.password, globalRole: 'MEMBER' },
    });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** An operation through the API (as the admin unless `token` says otherwise); answers its errors instead of data when it fails. */
async function call<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  token ??= await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD);
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === 'none' ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}
async function api<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const body = await call<T>(query, variables, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}
const tokens = new Map<string, string>();
async function tokenOf(email: string, password: string): Promise<string> {
  if (!tokens.has(email)) {
    const login = await api<{ login: { token: string } }>(
      `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`,
      { e: email, p: password },
      'none',
    );
    tokens.set(email, login.login.token);
  }
  return tokens.get(email)!;
}

interface Settings {
  name: string;
  description: string;
  gitRepositoryUrl: string | null;
  members: Array<{ role: string; user: { email: string } }>;
  statuses: Array<{ id: string; name: string; category: string }>;
  labels: Array<{ name: string; color: string }>;
  milestones: Array<{ name: string; dueDate: string | null; description: string; private: boolean; budgetAmount: number | null }>;
  versions: Array<{ name: string; releaseDate: string | null; released: boolean }>;
}
const settings = async (): Promise<Settings> =>
  (
    await api<{ project: Settings }>(`{ project(key: "WEB") {
      name description gitRepositoryUrl members { role user { email } } statuses { id name category }
      labels { name color } milestones { name dueDate description private budgetAmount } versions { name releaseDate released } } }`)
  ).project;

const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
const adminPage = async (section: string): Promise<Page> => {
  const page = await newPage();
  await signIn(page, platform.url);
  await page.goto(`${platform.url}/projects/WEB/settings/${section}`);
  return page;
};
/** Waits for what a section said it did (its status line). */
const said = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).waitFor();

describe('project settings, for a project admin', () => {
  it('is linked from the projects list with a name that says which project, and edits the general details', async () => {
    const page = await newPage();
    await signIn(page, platform.url);
    await page.getByRole('link', { name: 'Settings of Web (WEB)', exact: true }).click();
    await page.waitForURL(/\/projects\/WEB\/settings\/general$/);
    await page.getByRole('heading', { name: 'General' }).waitFor();
    expect(await page.title()).toBe('General · Settings · Web · SVC');
    expect(await page.getByRole('navigation', { name: 'Project settings' }).getByRole('link').allTextContents()).toEqual([
      'General',
      'Members',
      'Statuses',
      'Labels',
      'Milestones',
      'Versions',
      'Federation',
      'Danger zone',
    ]);
    await page.getByLabel('Name', { exact: true }).fill('Website');
    await page.getByLabel('Description').fill('The **public** site');
    await page.getByLabel('Git repository URL').fill('https://git.example.test/web.git');
    await page.getByRole('button', { name: 'Save' }).click();
    await said(page, 'Saved.');
    expect(await settings()).toMatchObject({
      name: 'Website',
      description: 'The **public** site',
      gitRepositoryUrl: 'https://git.example.test/web.git',
    });
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByLabel('Name', { exact: true }).fill(' ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('#field-name-error').waitFor();
    await screenshot(page, 'console-settings-general');
    expect((await settings()).name).toBe('Website');

    // The federation page is one of the sections, in the same frame.
    await page.getByRole('navigation', { name: 'Project settings' }).getByRole('link', { name: 'Federation' }).click();
    await page.getByRole('heading', { name: 'Invite a partner' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Settings']);
    expect(await page.title()).toBe('Federation · Settings · Website · SVC');
    await screenshot(page, 'console-settings-federation');

    await page.goto(`${platform.url}/projects/NOPE/settings/general`);
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('alert').waitFor();
  });

  it('adds a member, changes their role and removes them after a confirmation', async () => {
    const page = await adminPage('members');
    await page.getByLabel('Workspace user').selectOption({ label: `${MEMBER.name} (${MEMBER.email})` });
    await page.getByRole('form', { name: 'Add a member' }).getByLabel('Role').selectOption('MEMBER');
    await page.getByRole('button', { name: 'Add member' }).click();
    await said(page, `${MEMBER.name} was added as member.`);
    await page.getByLabel('Workspace user').selectOption({ label: `${OTHER.name} (${OTHER.email})` });
    await page.getByRole('button', { name: 'Add member' }).click();
    await said(page, `${OTHER.name} was added as member.`);
    const role = async (email: string) => (await settings()).members.find((member) => member.user.email === email)?.role;
    expect(await role(MEMBER.email)).toBe('MEMBER');

    await page.getByLabel(`Role of ${OTHER.name}`).selectOption('VIEWER');
    await said(page, `${OTHER.name} is now viewer.`);
    expect(await role(OTHER.email)).toBe('VIEWER');

    await page.getByRole('button', { name: `Remove ${OTHER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${OTHER.name} from WEB?` });
    await dialog.waitFor();
    await screenshot(page, 'console-settings-members-remove');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await role(OTHER.email)).toBe('VIEWER');
    await page.getByRole('button', { name: `Remove ${OTHER.name}` }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await said(page, `${OTHER.name} was removed from WEB.`);
    expect(await role(OTHER.email)).toBeUndefined();
    await page.getByRole('row', { name: new RegExp(OTHER.name) }).waitFor({ state: 'detached' });
    await screenshot(page, 'console-settings-members');
  });

  it('adds, renames, recategorises, reorders by keyboard and deletes statuses, moving the tickets of one in use', async () => {
    const page = await adminPage('statuses');
    await page.getByLabel('Name', { exact: true }).fill('Blocked');
    await page.getByLabel('Category').selectOption('IN_PROGRESS');
    await page.getByRole('button', { name: 'Add status' }).click();
    await said(page, 'Blocked was added at the end of the board.');
    const names = async () => (await settings()).statuses.map((status) => status.name);
    expect(await names()).toEqual(['Todo', 'In Progress', 'In Review', 'Done', "Won't Fix", 'Blocked']);

    await page.getByRole('button', { name: 'Edit Blocked' }).click();
    const edit = page.getByRole('form', { name: 'Edit Blocked' });
    await edit.getByLabel('Name').fill('On hold');
    await edit.getByLabel('Category').selectOption('TODO');
    await edit.getByRole('button', { name: 'Save' }).click();
    await said(page, 'Blocked saved as On hold (To do).');
    expect((await settings()).statuses.find((status) => status.name === 'On hold')?.category).toBe('TODO');

    // The keyboard alone: focus stays on the moved status's button, so Enter moves it again.
    await page.getByRole('button', { name: 'Move On hold up' }).focus();
    await page.keyboard.press('Enter');
    await said(page, 'On hold is now 5 of 6.');
    await page.keyboard.press('Enter');
    await said(page, 'On hold is now 4 of 6.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move On hold up');
    expect(await names()).toEqual(['Todo', 'In Progress', 'In Review', 'On hold', 'Done', "Won't Fix"]);
    expect(
      await page.getByRole('list', { name: 'Statuses in board order' }).getByRole('listitem').locator('strong').allTextContents(),
    ).toEqual(['Todo', 'In Progress', 'In Review', 'On hold', 'Done', "Won't Fix"]);
    await screenshot(page, 'console-settings-statuses');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'console-settings-statuses-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A status with a ticket in it: the API refuses, so the dialog asks where the ticket goes.
    const inReview = (await settings()).statuses.find((status) => status.name === 'In Review')!;
    const ticket = await api<{ createTicket: { key: string } }>(
      `mutation($s: ID!) { createTicket(input: { projectKey: "WEB", title: "Check the copy", statusId: $s }) { key } }`,
      { s: inReview.id },
    );
    await page.getByRole('button', { name: 'Delete In Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the status In Review?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByLabel('Move its tickets to').selectOption({ label: 'Done (Done)' });
    await screenshot(page, 'console-settings-statuses-delete');
    await dialog.getByRole('button', { name: 'Move tickets and delete' }).click();
    await said(page, 'In Review was deleted; its tickets are now in Done.');
    expect(await names()).toEqual(['Todo', 'In Progress', 'On hold', 'Done', "Won't Fix"]);
    const moved = await api<{ ticket: { status: { name: string } } }>(`query($k: String!) { ticket(key: $k) { status { name } } }`, {
      k: ticket.createTicket.key,
    });
    expect(moved.ticket.status.name).toBe('Done');

    // An unused status goes at once.
    await page.getByRole('button', { name: 'Delete On hold' }).click();
    await page.getByRole('dialog', { name: 'Delete the status On hold?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await said(page, 'On hold was deleted.');
    expect(await names()).toEqual(['Todo', 'In Progress', 'Done', "Won't Fix"]);
  });

  it('creates, edits and deletes labels, milestones (private, with a budget) and versions', async () => {
    const page = await adminPage('labels');
    await page.getByLabel('Name').fill('bug');
    await page.getByLabel('Colour').fill('#dd3333');
    await page.getByRole('button', { name: 'Add label' }).click();
    await said(page, 'The label bug was added.');
    await page.getByRole('button', { name: 'Edit label bug' }).click();
    const editLabel = page.getByRole('form', { name: 'Edit label bug' });
    await editLabel.getByLabel('Name').fill('defect');
    await editLabel.getByLabel('Colour').fill('#aa0000');
    await editLabel.getByRole('button', { name: 'Save' }).click();
    await said(page, 'The label defect was saved.');
    expect((await settings()).labels).toEqual([{ name: 'defect', color: '#aa0000' }]);
    await screenshot(page, 'console-settings-labels');
    await page.getByRole('button', { name: 'Delete label defect' }).click();
    await page.getByRole('dialog', { name: 'Delete the label defect?' }).getByRole('button', { name: 'Delete' }).click();
    await said(page, 'The label defect was deleted.');
    expect((await settings()).labels).toEqual([]);

    await page.getByRole('navigation', { name: 'Project settings' }).getByRole('link', { name: 'Milestones' }).click();
    await page.getByRole('heading', { name: 'Add a milestone' }).waitFor();
    expect(await page.title()).toBe('Milestones · Settings · Website · SVC');
    await page.getByLabel('Name').fill('Launch');
    await page.getByLabel('Due date').fill('2027-03-01');
    await page.getByLabel('Budget').fill('12500');
    await page.getByLabel('Description').fill('Go *live*');
    await page.getByLabel(/Private/).check();
    await page.getByRole('button', { name: 'Add milestone' }).click();
    await said(page, 'The milestone Launch was added.');
    expect((await settings()).milestones).toEqual([
      { name: 'Launch', dueDate: '2027-03-01', description: 'Go *live*', private: true, budgetAmount: 12500 },
    ]);
    await page.getByRole('button', { name: 'Edit milestone Launch' }).click();
    const editMilestone = page.getByRole('form', { name: 'Edit milestone Launch' });
    await editMilestone.getByLabel('Name').fill('Public launch');
    await editMilestone.getByLabel('Budget').fill('9000');
    await editMilestone.getByLabel(/Private/).uncheck();
    await editMilestone.getByRole('button', { name: 'Save' }).click();
    await said(page, 'The milestone Public launch was saved.');
    expect((await settings()).milestones).toEqual([
      { name: 'Public launch', dueDate: '2027-03-01', description: 'Go *live*', private: false, budgetAmount: 9000 },
    ]);
    await screenshot(page, 'console-settings-milestones');
    await page.getByRole('button', { name: 'Delete milestone Public launch' }).click();
    await page.getByRole('dialog', { name: 'Delete the milestone Public launch?' }).getByRole('button', { name: 'Delete' }).click();
    await said(page, 'The milestone Public launch was deleted.');
    expect((await settings()).milestones).toEqual([]);

    // The Milestones section stays on screen (its Name field too) until the Versions section's code has loaded.
    await page.getByRole('navigation', { name: 'Project settings' }).getByRole('link', { name: 'Versions' }).click();
    await page.getByRole('heading', { name: 'Add a version' }).waitFor();
    await page.getByLabel('Name').fill('1.0');
    await page.getByLabel('Release date').fill('2027-04-01');
    await page.getByRole('button', { name: 'Add version' }).click();
    await said(page, 'The version 1.0 was added.');
    await page.getByRole('button', { name: 'Edit version 1.0' }).click();
    const editVersion = page.getByRole('form', { name: 'Edit version 1.0' });
    await editVersion.getByLabel('Name').fill('1.0.0');
    await editVersion.getByLabel('Released').check();
    await editVersion.getByRole('button', { name: 'Save' }).click();
    await said(page, 'The version 1.0.0 was saved.');
    expect((await settings()).versions).toEqual([{ name: '1.0.0', releaseDate: '2027-04-01', released: true }]);
    await screenshot(page, 'console-settings-versions');
    await page.getByRole('button', { name: 'Delete version 1.0.0' }).click();
    await page.getByRole('dialog', { name: 'Delete the version 1.0.0?' }).getByRole('button', { name: 'Delete' }).click();
    await said(page, 'The version 1.0.0 was deleted.');
    expect((await settings()).versions).toEqual([]);
  });
});

describe('project settings, for a member', () => {
  it('shows read-only lists, no settings link and no delete; the API refuses the changes', async () => {
    await api(`mutation($p: ID!) { createLabel(input: { projectId: $p, name: "ux", color: "#3366cc" }) { id } }`, { p: projectId });
    const page = await newPage();
    await signIn(page, platform.url, MEMBER.email, MEMBER.password);
    await page.getByRole('link', { name: 'WEB', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /Settings of/ }).count()).toBe(0);

    await page.goto(`${platform.url}/projects/WEB/settings/labels`);
    await page.getByRole('note').filter({ hasText: 'You can see the labels but not change them' }).waitFor();
    await page.getByRole('cell', { name: 'ux' }).waitFor();
    expect(await page.getByRole('button', { name: /label/ }).count()).toBe(0);
    await screenshot(page, 'console-settings-member-labels');
    await page.goto(`${platform.url}/projects/WEB/settings/statuses`);
    await page.getByRole('note').filter({ hasText: 'You can see the statuses' }).waitFor();
    expect(
      await page
        .getByRole('button')
        .filter({ hasText: /Up|Down|Edit|Delete|Add status/ })
        .count(),
    ).toBe(0);
    await page.goto(`${platform.url}/projects/WEB/settings/danger-zone`);
    await page.getByRole('note').filter({ hasText: 'can delete WEB' }).waitFor();
    expect(await page.getByRole('button', { name: /Delete project/ }).count()).toBe(0);
    await screenshot(page, 'console-settings-member-danger-zone');

    // The page only follows the API, which refuses the member whatever the page shows.
    const member = await tokenOf(MEMBER.email, MEMBER.password);
    const refused = await call(
      `mutation($p: ID!) { createStatus(input: { projectId: $p, name: "Sneaky", category: TODO }) { id } }`,
      { p: projectId },
      member,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(`mutation($p: ID!) { deleteProject(id: $p) }`, { p: projectId }, member)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('deleting a project', () => {
  it('keeps the button disabled until the key is typed, then goes back to the projects saying so', async () => {
    const page = await adminPage('danger-zone');
    const button = page.getByRole('button', { name: 'Delete project WEB' });
    await page.getByLabel('Type WEB to confirm').fill('web');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Type WEB to confirm').fill('WEB');
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'console-settings-danger-zone');
    await button.click();
    await page.waitForURL(/\/projects$/);
    await said(page, 'The project WEB (Website) was deleted.');
    await screenshot(page, 'console-settings-deleted');
    const gone = await call(`{ project(key: "WEB") { id } }`);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
