import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/accounts.js';

// A project's ticket list (/projects/:key) in Debian's Chromium: count, sort, infinite scroll, widths, creation, unknown project.

let platform: ConsolePlatform;
let browser: Browser;
let token: string;

async function api<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, auth = true): Promise<T> {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const PRIORITIES = ['BLOCKER', 'HIGH', 'NORMAL', 'LOW', 'TRIVIAL'];
const LONG_TITLE = `Checkout ${'very '.repeat(58)}slow`.slice(0, 300);

beforeAll(async () => {
  browser = await launchBrowser();
  platform = await startConsolePlatform();
  token = (
    await api<{ login: { token: string } }>(
      `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`,
      { e: ADMIN_EMAIL, p: ADMIN_PASSWORD },
      false,
    )
  ).login.token;
  const project = await api<{ createProject: { id: string } }>(`mutation { createProject(input: { key: "LST", name: "List" }) { id } }`);
  const bug = await api<{ createLabel: { id: string } }>(
    `mutation($p: ID!) { createLabel(input: { projectId: $p, name: "bug", color: "#dd3333" }) { id } }`,
    { p: project.createProject.id },
  );
  // 120 tickets, ten at a time; every tenth is a bug, priorities in turn.
  for (let start = 0; start < 120; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, offset) => {
        const n = start + offset;
        return api(`mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }`, {
          input: { projectKey: 'LST', title: `Task ${n}`, priority: PRIORITIES[n % 5], labelIds: n % 10 === 0 ? [bug.createLabel.id] : [] },
        });
      }),
    );
  }
  await api(`mutation { createProject(input: { key: "WIDE", name: "Wide" }) { id } }`);
  await api(`mutation($t: String!) { createTicket(input: { projectKey: "WIDE", title: $t, priority: HIGH }) { id } }`, { t: LONG_TITLE });
  await api(`mutation { createTicket(input: { projectKey: "WIDE", title: "Short one" }) { id } }`);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const newPage = async (width = 1280, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<Page> => {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signIn(page, platform.url, email, password);
  return page;
};
const rows = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('table.tickets tbody tr').length === n, count);
const firstPriority = (page: Page) => page.locator('table.tickets tbody tr').first().locator('td[data-label="Priority"]').textContent();

describe('the ticket list', () => {
  it('counts, loads every page by scrolling, and sorts by a header into the URL', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/projects/LST`);
    await page.getByText('120 tickets', { exact: true }).waitFor();
    expect(await page.title()).toBe('List · SVC');
    await rows(page, 50);
    // Scrolling to the end of the list loads the next page, and again: no button pressed.
    await page.locator('.list-end').scrollIntoViewIfNeeded();
    await rows(page, 100);
    await page.locator('.list-end').scrollIntoViewIfNeeded();
    await rows(page, 120);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Task 0', exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/projects/LST/settings');

    await page.getByLabel('Label').selectOption('bug');
    await page.getByText('12 tickets', { exact: true }).waitFor();
    await rows(page, 12);
    await page.getByLabel('Label').selectOption('');
    await page.getByText('120 tickets', { exact: true }).waitFor();

    const priority = page.getByRole('columnheader', { name: 'Priority' });
    expect(await priority.getAttribute('aria-sort')).toBeNull();
    await priority.getByRole('button', { name: 'Priority' }).click();
    await page.waitForURL(/sort=priority&dir=desc/);
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]')?.textContent?.includes('Priority'));
    await page.waitForFunction(() => document.querySelector('table.tickets tbody tr td[data-label="Priority"]')?.textContent === 'blocker');
    await screenshot(page, 'console-ticket-list-sorted');
    await priority.getByRole('button', { name: 'Priority' }).click();
    await page.waitForURL(/sort=priority&dir=asc/);
    await page.waitForFunction(() => document.querySelector('table.tickets tbody tr td[data-label="Priority"]')?.textContent === 'trivial');
    expect(await priority.getAttribute('aria-sort')).toBe('ascending');
    // A sorted list pages in its order: the last of 120 by ascending urgency is a blocker.
    await page.locator('.list-end').scrollIntoViewIfNeeded();
    await rows(page, 100);
    await page.locator('.list-end').scrollIntoViewIfNeeded();
    await rows(page, 120);
    expect(await page.locator('table.tickets tbody tr').last().locator('td[data-label="Priority"]').textContent()).toBe('blocker');
    // The sort is in the URL: a reload lists the same way.
    await page.reload();
    await rows(page, 50);
    expect(await firstPriority(page)).toBe('trivial');
    await page.close();
  });

  it('fits a 300-character title at 1280 px, and stacks tickets into cards at 375 px', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/projects/WIDE`);
    const link = page.getByRole('link', { name: LONG_TITLE, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('title')).toBe(LONG_TITLE);
    const table = await page.locator('table.tickets').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.client);
    for (const column of ['Status', 'Priority', 'Updated']) {
      const box = (await page.getByRole('columnheader', { name: column }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    // The title is cut on one line: its row is as tall as the short title's.
    const heights = await page.locator('table.tickets tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.abs(heights[0]! - heights[1]!)).toBeLessThan(4);
    await screenshot(page, 'console-ticket-list-1280');
    await page.close();

    const phone = await newPage(375);
    await phone.goto(`${platform.url}/projects/WIDE`);
    await phone.getByRole('link', { name: LONG_TITLE, exact: true }).waitFor();
    const documentWidth = await phone.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(documentWidth.scroll).toBeLessThanOrEqual(documentWidth.client);
    const card = phone.locator('table.tickets tbody tr').filter({ hasText: 'Checkout' });
    for (const label of ['Key', 'Title', 'Status', 'Priority', 'Assignees', 'Labels', 'Updated']) {
      const box = (await card.locator(`td[data-label="${label}"]`).boundingBox())!;
      expect(box.width).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await card.locator('td[data-label="Priority"]').textContent()).toBe('high');
    await screenshot(phone, 'console-ticket-list-375');
    await phone.close();
  });

  it('confirms a created ticket with a link to it', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/projects/WIDE`);
    await page.getByText('2 tickets', { exact: true }).waitFor();
    await page.getByText('New ticket').click();
    await page.getByLabel('Title').fill('Made from the list');
    await page.getByRole('button', { name: 'Create ticket' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Created WIDE-3' });
    await status.waitFor();
    await page.getByText('3 tickets', { exact: true }).waitFor();
    await screenshot(page, 'console-ticket-list-created');
    await status.getByRole('link', { name: 'Open WIDE-3' }).click();
    await page.waitForURL(/\/tickets\/WIDE-3$/);
    await page.getByRole('heading', { name: /Made from the list/ }).waitFor();
    await page.close();
  });

  it("links Settings for the project's admins, not its members", async () => {
    const password = 'member-password-1234';
    const wide = (await api<{ project: { id: string } }>(`{ project(key: "WIDE") { id } }`)).project.id;
    for (const [email, role] of [
      ['lead@example.test', 'ADMIN'],
      ['dev@example.test', 'MEMBER'],
    ]) {
      const user = await api<{ createUser: { id: string } }>(`mutation($input: CreateUserInput!) { createUser(input: $input) { id } }`, {
        input: { email, displayName: role, password, globalRole: 'MEMBER' },
      });
      await api(
        `mutation($p: ID!, $u: ID!, $r: ProjectRole!) { addProjectMember(input: { projectId: $p, userId: $u, role: $r }) { id } }`,
        {
          p: wide,
          u: user.createUser.id,
          r: role,
        },
      );
    }
    const lead = await newPage(1280, 'lead@example.test', password);
    await lead.goto(`${platform.url}/projects/WIDE`);
    await lead.getByRole('link', { name: 'Settings' }).waitFor();
    await lead.close();
    const dev = await newPage(1280, 'dev@example.test', password);
    await dev.goto(`${platform.url}/projects/WIDE`);
    await dev.getByText(/^\d+ tickets$/).waitFor();
    expect(await dev.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await dev.close();
  });

  it('says so, with the way back, for an unknown project', async () => {
    const page = await newPage();
    await page.goto(`${platform.url}/projects/NOPE`);
    await page.getByRole('heading', { name: 'Project not found', level: 1 }).waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/not found/i);
    expect(await page.title()).toBe('Project not found · SVC');
    await screenshot(page, 'console-ticket-list-unknown');
    await page.getByRole('link', { name: 'Back to projects' }).click();
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    await page.close();
  });
});
