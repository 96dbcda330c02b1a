import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signIn, startConsolePlatform, type ConsolePlatform } from '../support/console.js';
import { ADMIN_EMAIL } from '../support/app.js';

// The console in Debian's Chromium, against the platform as `npm start` runs it on a fresh embedded database.

let platform: ConsolePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startConsolePlatform(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

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
    await page.reload();
    await page.waitForURL(/\/sign-in\?expired=1/);
    await page.getByText('Your session has ended').waitFor();
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
    await page.getByRole('link', { name: 'WEB' }).waitFor();
    await screenshot(page, 'console-projects');
    const narrow = await newPage(390);
    await signIn(narrow, platform.url);
    await narrow.getByRole('link', { name: 'WEB' }).waitFor();
    await screenshot(narrow, 'console-projects-390');
  });
});
