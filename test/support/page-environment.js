// A Jest test environment, loaded without the TypeScript transform, hence plain JavaScript.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers';
import { TestEnvironment } from 'jest-environment-node';

/** How long the environment waits on one page for its picture and text before it gives up on it. */
const PER_PAGE_MS = 5_000;
/** How much of a page's visible text goes into the log. */
const TEXT_CHARS = 2_000;

const within = (promise, ms) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);

/**
 * Node's environment for the page tests, which on a failed test or hook prints what every open page showed at that moment
 * (address and visible text) and saves its picture under test-results/screenshots/failed-<file>-<failure>-<page>.png: a run in CI leaves only its
 * log, and a locator's timeout says what was missing, not what was there instead. The browsers are the ones
 * test/support/browser.ts launched in the test file (it lists them in the file's global `__svcBrowsers`).
 */
export default class PageTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.root = config.projectConfig.rootDir;
    this.testPath = context.testPath;
    /** Failures so far in this file, so that a later one's pictures do not replace an earlier one's. */
    this.failures = 0;
  }

  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const browsers = this.global.__svcBrowsers ?? [];
    const pages = browsers.flatMap((browser) => (browser.isConnected() ? browser.contexts().flatMap((context) => context.pages()) : []));
    const what = event.name === 'hook_failure' ? `the ${event.hook.type} hook` : `"${event.test.name}"`;
    const folder = path.join(this.root, 'test-results', 'screenshots');
    mkdirSync(folder, { recursive: true });
    this.failures += 1;
    const lines = [`${what} failed with ${pages.length} page(s) open:`];
    for (const [index, page] of pages.entries()) {
      const file = path.join(folder, `failed-${path.basename(this.testPath, '.e2e.test.ts')}-${this.failures}-${index + 1}.png`);
      try {
        const text = await within(page.evaluate("document.body?.innerText ?? ''"), PER_PAGE_MS);
        await within(page.screenshot({ path: file, fullPage: true }), PER_PAGE_MS);
        const shown = text.length > TEXT_CHARS ? `${text.slice(0, TEXT_CHARS)}…` : text;
        lines.push(`--- page ${index + 1}: ${page.url()} (${file})`, shown);
      } catch (error) {
        lines.push(`--- page ${index + 1}: ${page.url()}: could not be read (${error.message})`);
      }
    }
    process.stderr.write(`\n${lines.join('\n')}\n`);
  }
}
