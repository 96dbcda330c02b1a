import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';

// Editing a ticket in the console (issue 35): every field, dependencies, the private flag and its access list, deletion, who is
// offered what, the Details/Agent tabs, and the page of a ticket that cannot be shown. In Debian's Chromium, against the
// platform as `npm start` runs it on a fresh embedded database.

let platform: ConsolePlatform;
let browser: Browser;

const MEMBER = { email: 'mira@example.test', password: 'member-password-long', name: 'Mira Member' };
const VIEWER = { email: 'vic@example.test', password: 'viewer-password-long', name: 'Vic Viewer' };
const ids: Record<string, string> = {};

/** An operation through the API like any other client, as the admin unless a token is given; answers data and errors. */
async function call<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? (await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD))}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}
/** Like `call`, throwing on an error. */
async function api<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const body = await call<T>(query, variables, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}
const tokens = new Map<string, string>();
async function tokenOf(email: string, password: string): Promise<string> {
  if (!tokens.has(email)) {
    const response = await fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`,
        variables: { e: email, p: password },
      }),
    });
    tokens.set(email, ((await response.json()) as { data: { login: { token: string } } }).data.login.token);
  }
  return tokens.get(email)!;
}

const TICKET_FIELDS = `id key title description private estimatedMinutes assignees { displayName } labels { name } milestone { name }
  version { name } accessList { displayName } blockedBy { key } blocks { key }`;
interface TicketFields {
  id: string;
  key: string;
  title: string;
  description: string;
  private: boolean;
  estimatedMinutes: number | null;
  assignees: { displayName: string }[];
  labels: { name: string }[];
  milestone: { name: string } | null;
  version: { name: string } | null;
  accessList: { displayName: string }[];
  blockedBy: { key: string }[];
  blocks: { key: string }[];
}
/** The ticket as the API has it now (as the admin). */
const ticketInApi = async (key: string) =>
  (await api<{ ticket: TicketFields }>(`query($k: String!) { ticket(key: $k) { ${TICKET_FIELDS} } }`, { k: key })).ticket;
const names = (people: { displayName: string }[]) => people.map((person) => person.displayName).sort();

const createTicket = async (title: string) =>
  (
    await api<{ createTicket: { id: string; key: string } }>(
      `mutation($t: String!) { createTicket(input: { projectKey: "ED", title: $t }) { id key } }`,
      { t: title },
    )
  ).createTicket;

const newPage = async (): Promise<Page> =>
  // Reduced motion: Pico's transitions off, so screenshots show the settled state.
  (await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })).newPage();
const pageAs = async (person?: { email: string; password: string }): Promise<Page> => {
  const page = await newPage();
  await signIn(page, platform.url, person?.email, person?.password);
  return page;
};

beforeAll(async () => {
  // The browser first: a platform started beside a browser that fails to launch would never be stopped.
  browser = await launchBrowser();
  platform = await startConsolePlatform();
  ids.project = (
    await api<{ createProject: { id: string } }>(`mutation { createProject(input: { key: "ED", name: "Editing" }) { id } }`)
  ).createProject.id;
  for (const person of [MEMBER, VIEWER]) {
    const user = await api<{ createUser: { id: string } }>(
      `mutation($e: String!, $n: String!, $p: String!) { createUser(input: { email: $e, displayName: $n, password: $p }) { id } }`,
      { e: person.email, n: person.name, p: person.password },
    );
    await api(`mutation($p: ID!, $u: ID!, $r: ProjectRole) { addProjectMember(input: { projectId: $p, userId: $u, role: $r }) { id } }`, {
      p: ids.project,
      u: user.createUser.id,
      r: person === MEMBER ? 'MEMBER' : 'VIEWER',
    });
  }
  for (const label of ['bug', 'ui'])
    await api(`mutation($p: ID!, $n: String!) { createLabel(input: { projectId: $p, name: $n, color: "#3366dd" }) { id } }`, {
      p: ids.project,
      n: label,
    });
  await api(`mutation($p: ID!) { createMilestone(input: { projectId: $p, name: "Beta" }) { id } }`, { p: ids.project });
  await api(`mutation($p: ID!) { createVersion(input: { projectId: $p, name: "1.4" }) { id } }`, { p: ids.project });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('editing a ticket', () => {
  it('lets a project member edit every field in one form, with a Markdown preview, and the API has each', async () => {
    const ticket = await createTicket('Crash on sign-in');
    const page = await pageAs(MEMBER);
    await page.goto(`${platform.url}/tickets/${ticket.key}`);
    await page.getByRole('heading', { name: 'Crash on sign-in' }).waitFor();
    expect(await page.title()).toBe(`${ticket.key} Crash on sign-in · Editing · SVC`);
    // A member may edit but not delete (`ticket:delete` is the project admins').
    expect(await page.getByRole('button', { name: 'Delete ticket' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit ticket' }).click();
    await page.getByRole('heading', { name: `Edit ${ticket.key}` }).waitFor();
    await page.getByLabel('Title').fill('Crash when signing in with SSO');
    await page.getByLabel('Description (Markdown)').fill('Steps:\n\n1. **Open** the app\n2. Sign in with `SSO`');
    // The Write/Preview tabs, by keyboard as by mouse.
    await page.getByRole('tab', { name: 'Write' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    const preview = page.getByTestId('description-preview');
    await preview.locator('strong', { hasText: 'Open' }).waitFor();
    expect(await preview.locator('code').textContent()).toBe('SSO');
    await screenshot(page, 'console-ticket-edit-preview');
    await page.getByRole('tab', { name: 'Write' }).click();
    expect(await page.getByLabel('Description (Markdown)').inputValue()).toContain('**Open**');

    const assignees = page.getByRole('group', { name: 'Assignees' });
    await assignees.getByLabel(MEMBER.name).check();
    await assignees.getByLabel(VIEWER.name).check();
    const labels = page.getByRole('group', { name: 'Labels' });
    await labels.getByLabel('bug').check();
    await labels.getByLabel('ui').check();
    await page.getByLabel('Milestone').selectOption({ label: 'Beta' });
    await page.getByLabel('Version').selectOption({ label: '1.4' });
    await page.getByLabel('Hours', { exact: true }).fill('2');
    await page.getByLabel('Minutes', { exact: true }).fill('30');
    await screenshot(page, 'console-ticket-edit-form');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    // Focus goes back to the button that opened the form.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Edit ticket');
    await page.getByRole('heading', { name: 'Crash when signing in with SSO' }).waitFor();
    expect(await page.getByTestId('estimate').textContent()).toBe('2 h 30 min');

    const saved = await ticketInApi(ticket.key);
    expect(saved).toMatchObject({
      title: 'Crash when signing in with SSO',
      description: 'Steps:\n\n1. **Open** the app\n2. Sign in with `SSO`',
      estimatedMinutes: 150,
      milestone: { name: 'Beta' },
      version: { name: '1.4' },
    });
    expect(names(saved.assignees)).toEqual([MEMBER.name, VIEWER.name]);
    expect(saved.labels.map((label) => label.name).sort()).toEqual(['bug', 'ui']);

    // Clearing: no milestone, no estimate, one label, one assignee (null and empty lists clear in the API).
    await page.getByRole('button', { name: 'Edit ticket' }).click();
    await page.getByLabel('Milestone').selectOption({ label: 'None' });
    await page.getByLabel('Hours', { exact: true }).fill('');
    await page.getByLabel('Minutes', { exact: true }).fill('');
    await page.getByRole('group', { name: 'Labels' }).getByLabel('ui').uncheck();
    await page.getByRole('group', { name: 'Assignees' }).getByLabel(VIEWER.name).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('milestone').filter({ hasText: '—' }).waitFor();
    const cleared = await ticketInApi(ticket.key);
    expect(cleared).toMatchObject({ milestone: null, estimatedMinutes: null, labels: [{ name: 'bug' }], version: { name: '1.4' } });
    expect(names(cleared.assignees)).toEqual([MEMBER.name]);

    // The API's refusal comes next to its field: an empty title.
    await page.getByRole('button', { name: 'Edit ticket' }).click();
    await page.getByLabel('Title').fill(' ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('#field-title-error').waitFor();
    expect((await ticketInApi(ticket.key)).title).toBe('Crash when signing in with SSO');
  });

  it('adds and removes dependencies both ways by ticket key, and says when a key is unknown', async () => {
    const ticket = await createTicket('Ship the release');
    const blocker = await createTicket('Fix the build');
    const waiting = await createTicket('Announce the release');
    const page = await pageAs(MEMBER);
    await page.goto(`${platform.url}/tickets/${ticket.key}`);
    await page.getByRole('heading', { name: 'Ship the release' }).waitFor();

    await page.getByLabel('Key of a ticket this one waits for').fill('ED-999');
    await page.getByRole('button', { name: 'Add blocker' }).click();
    await page.getByRole('region', { name: 'Blocked by' }).getByRole('alert').waitFor();

    await page.getByLabel('Key of a ticket this one waits for').fill(blocker.key);
    await page.getByRole('button', { name: 'Add blocker' }).click();
    await page.getByRole('region', { name: 'Blocked by' }).getByRole('link', { name: blocker.key, exact: true }).waitFor();
    await page.getByLabel('Key of a ticket waiting for this one').fill(waiting.key);
    await page.getByRole('button', { name: 'Add blocked ticket' }).click();
    await page.getByRole('region', { name: 'Blocks' }).getByRole('link', { name: waiting.key, exact: true }).waitFor();
    expect(await ticketInApi(ticket.key)).toMatchObject({ blockedBy: [{ key: blocker.key }], blocks: [{ key: waiting.key }] });
    await screenshot(page, 'console-ticket-dependencies');

    await page.getByRole('button', { name: `Remove ${blocker.key} from blocked by` }).click();
    await page.getByRole('region', { name: 'Blocked by' }).getByText('None.').waitFor();
    expect(await ticketInApi(ticket.key)).toMatchObject({ blockedBy: [], blocks: [{ key: waiting.key }] });
  });

  it('makes a ticket private with an access list (reporter and assignees always on it) and public again', async () => {
    const ticket = await createTicket('Salary spreadsheet broken');
    await api(`mutation($id: ID!, $a: [ID!]) { updateTicket(input: { id: $id, assigneeIds: $a }) { id } }`, {
      id: ticket.id,
      a: [await userId(MEMBER.email)],
    });
    const page = await pageAs(MEMBER);
    await page.goto(`${platform.url}/tickets/${ticket.key}`);
    await page.getByRole('button', { name: 'Edit ticket' }).click();
    expect(await page.getByRole('group', { name: 'Who may see it' }).count()).toBe(0);
    await page.getByRole('switch', { name: /Private/ }).check();
    const access = page.getByRole('group', { name: 'Who may see it' });
    // The reporter (the admin, who created it) and the assignee are ticked and cannot be taken off.
    expect(await access.getByLabel('Administrator').isChecked()).toBe(true);
    expect(await access.getByLabel('Administrator').isDisabled()).toBe(true);
    expect(await access.getByLabel(MEMBER.name).isDisabled()).toBe(true);
    await access.getByLabel(VIEWER.name).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('access-list').filter({ hasText: VIEWER.name }).waitFor();
    await page.locator('h1').getByText('private').waitFor();
    let saved = await ticketInApi(ticket.key);
    expect(saved.private).toBe(true);
    expect(names(saved.accessList)).toEqual(['Administrator', MEMBER.name, VIEWER.name].sort());

    // Off the list: the viewer no longer sees it at all.
    await page.getByRole('button', { name: 'Edit ticket' }).click();
    await page.getByRole('group', { name: 'Who may see it' }).getByLabel(VIEWER.name).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('access-list').filter({ hasNotText: VIEWER.name }).waitFor();
    saved = await ticketInApi(ticket.key);
    expect(names(saved.accessList)).toEqual(['Administrator', MEMBER.name].sort());
    const viewer = await pageAs(VIEWER);
    await viewer.goto(`${platform.url}/tickets/${ticket.key}`);
    await viewer.getByRole('heading', { name: 'Ticket not found' }).waitFor();

    await page.getByRole('button', { name: 'Edit ticket' }).click();
    await page.getByRole('switch', { name: /Private/ }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('h1').getByText('private').waitFor({ state: 'detached' });
    expect((await ticketInApi(ticket.key)).private).toBe(false);
  });

  it('deletes a ticket only after the confirmation, then shows the project list', async () => {
    const ticket = await createTicket('Duplicate of another');
    const page = await pageAs();
    await page.goto(`${platform.url}/tickets/${ticket.key}`);
    await page.getByRole('button', { name: 'Delete ticket' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${ticket.key}?` });
    await dialog.waitFor();
    await screenshot(page, 'console-ticket-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await ticketInApi(ticket.key)).key).toBe(ticket.key);

    await page.getByRole('button', { name: 'Delete ticket' }).click();
    await dialog.getByRole('button', { name: `Delete ${ticket.key}` }).click();
    await page.waitForURL(`${platform.url}/projects/ED`);
    // The list says what happened.
    await page
      .getByRole('status')
      .filter({ hasText: `Deleted ${ticket.key} Duplicate of another.` })
      .waitFor();
    const gone = await call(`query($k: String!) { ticket(key: $k) { id } }`, { k: ticket.key });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a project viewer', () => {
  it('is offered no edit controls, and the API refuses the edit anyway', async () => {
    const ticket = await createTicket('Read-only for viewers');
    const page = await pageAs(VIEWER);
    await page.goto(`${platform.url}/tickets/${ticket.key}`);
    await page.getByRole('heading', { name: 'Read-only for viewers' }).waitFor();
    // What the viewer does see: the fields, as text.
    await page.locator('dt', { hasText: 'Status' }).waitFor();
    for (const name of ['Edit ticket', 'Delete ticket', 'Add blocker', 'Add blocked ticket', 'Comment', 'Log time'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await page.getByLabel('Add a comment').count()).toBe(0);
    expect(await page.getByLabel('Attach a file').count()).toBe(0);
    await screenshot(page, 'console-ticket-viewer');

    const refused = await call(
      `mutation($id: ID!) { updateTicket(input: { id: $id, title: "Changed by a viewer" }) { id } }`,
      { id: ticket.id },
      await tokenOf(VIEWER.email, VIEWER.password),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ticketInApi(ticket.key)).title).toBe('Read-only for viewers');
  });
});

describe('tabs and pages of their own', () => {
  it('moves between Details and Agent by keyboard, and the Agent tab has a URL that survives a reload', async () => {
    const ticket = await createTicket('Worked on by an agent');
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await api(`mutation($e: [AgentEventInput!]!) { recordAgentEvents(events: $e) { accepted } }`, {
      e: [
        { ticketId: ticket.id, sessionId: 'thread-7-turn-1', event: 'session_started', timestamp: at(10) },
        { ticketId: ticket.id, sessionId: 'thread-7-turn-1', event: 'turn_completed', timestamp: at(5), totalTokens: 420 },
      ],
    });
    const page = await pageAs();
    await page.goto(`${platform.url}/tickets/${ticket.key}`);
    const details = page.getByRole('tab', { name: 'Details' });
    const agent = page.getByRole('tab', { name: 'Agent' });
    await details.waitFor();
    expect(await page.getByRole('tablist', { name: 'Ticket views' }).count()).toBe(1);
    // Roving tabindex: only the selected tab is in the Tab order; the panel is named by it.
    expect([await details.getAttribute('tabindex'), await agent.getAttribute('tabindex')]).toEqual(['0', '-1']);
    expect(await page.getByRole('tabpanel', { name: 'Details' }).getAttribute('id')).toBe(await details.getAttribute('aria-controls'));

    await details.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${platform.url}/tickets/${ticket.key}/agent`);
    await page.getByRole('tabpanel', { name: 'Agent' }).locator('.agent-session', { hasText: 'thread-7-turn-1' }).waitFor();
    expect(await agent.getAttribute('aria-selected')).toBe('true');
    expect(await agent.evaluate((tab) => tab === document.activeElement)).toBe(true);

    await page.reload();
    await page.getByRole('tabpanel', { name: 'Agent' }).locator('.agent-session', { hasText: 'thread-7-turn-1' }).waitFor();
    await screenshot(page, 'console-ticket-agent-tab');
    await agent.focus();
    await page.keyboard.press('Home');
    await page.waitForURL(`${platform.url}/tickets/${ticket.key}`);
    await page.getByRole('tabpanel', { name: 'Details' }).waitFor();
    expect(await details.evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await page.waitForURL(/\/agent$/);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(`${platform.url}/tickets/${ticket.key}`);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\/agent$/);

    // A ticket no agent worked on has no tabs, and its agent URL is its details.
    const plain = await createTicket('No agent here');
    await page.goto(`${platform.url}/tickets/${plain.key}/agent`);
    await page.waitForURL(`${platform.url}/tickets/${plain.key}`);
    await page.getByRole('heading', { name: 'No agent here' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
  });

  it('says an unknown ticket is not found, in the API words, with the way back', async () => {
    const page = await pageAs();
    await page.goto(`${platform.url}/tickets/NOPE-1`);
    await page.getByRole('heading', { name: 'Ticket not found', level: 1 }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/NOPE-1|not found/i);
    expect(await page.title()).toBe('Ticket not found · SVC');
    await screenshot(page, 'console-ticket-not-found');
    await page.getByRole('link', { name: 'Back to the projects' }).click();
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
  });
});

async function userId(email: string): Promise<string> {
  const found = await api<{ project: { members: { user: { id: string; email: string } }[] } }>(
    `{ project(key: "ED") { members { user { id email } } } }`,
  );
  return found.project.members.find((member) => member.user.email === email)!.user.id;
}
