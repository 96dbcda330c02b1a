import { existsSync, globSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repoRoot } from '../../core/paths.js';

/**
 * Debian's Chromium: pages are tested in a real browser, never a downloaded one. Its headless shell (`apt install
 * chromium-headless-shell`; `.ci/run` installs it), the same build without the desktop browser around it, where it is
 * there: what Playwright runs headless by default, and it spent 9.3 s of CPU where the full browser spent 16.7 s on the
 * ticket-edit page tests. The full browser (`apt install chromium`) otherwise.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

/** The test files that drive Chromium (they import this module), as absolute paths. */
export function pageTestFiles(root = repoRoot()): string[] {
  const skipped = new Set(['node_modules', 'dist', '.data', '.git', 'test-results']);
  return globSync('**/*.test.ts', { cwd: root, exclude: (entry) => skipped.has(path.basename(entry)) })
    .map((file) => path.join(root, file))
    .filter((file) => /from '[./]*(test\/)?support\/browser\.js'/.test(readFileSync(file, 'utf8')));
}

/**
 * Why the page tests among `files` cannot run on this machine, in words that say what to do; null when they can (Chromium is
 * there, or none of them is in the run). The test run's global setup stops with it before any test starts.
 */
export function missingBrowser(files: string[], chromium = CHROMIUM): string | null {
  if (!files.length || existsSync(chromium)) return null;
  const names = files.map((file) => path.relative(repoRoot(), file));
  return [
    `The page tests drive Debian's Chromium, and there is none at ${chromium}.`,
    `Install its headless shell (as .ci/run does):  sudo apt-get install chromium-headless-shell`,
    `or point CHROMIUM_PATH at a Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chromium npm test`,
    `These ${names.length} test files need it: ${names.join(', ')}.`,
    `To run the rest without it:  npm test -- --testPathIgnorePatterns ${names.map((name) => `'${name}'`).join(' ')}`,
  ].join('\n');
}

declare global {
  /** The browsers this test file launched, for test/support/page-environment.js to show their pages when a test fails. */
  var __svcBrowsers: Browser[] | undefined;
}

/** Headless Chromium with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const open = (globalThis.__svcBrowsers ??= []);
  open.push(browser);
  browser.on('disconnected', () => open.splice(open.indexOf(browser), 1));
  return browser;
}

/** Saves a screenshot under test-results/screenshots/ (for a person to look at) and answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const folder = path.join(repoRoot(), 'test-results', 'screenshots');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
