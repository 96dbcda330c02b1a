import path from 'node:path';
import { repoRoot } from '../../core/paths.js';
import { missingBrowser, pageTestFiles } from './browser.js';

describe('a test run without Chromium', () => {
  const pageTests = pageTestFiles();

  it('knows which test files drive the browser', () => {
    const names = pageTests.map((file) => path.relative(repoRoot(), file));
    expect(names).toEqual(expect.arrayContaining(['test/e2e/console.e2e.test.ts', 'gateway/console.int.test.ts']));
    // Only those: a plain integration test needs no browser.
    expect(names).not.toContain('gateway/gateway.int.test.ts');
    expect(names.every((name) => name.endsWith('.test.ts'))).toBe(true);
  });

  it('says how to install it when a page test is in the run, and nothing otherwise', () => {
    const problem = missingBrowser(pageTests, '/nonexistent/chromium')!;
    expect(problem).toContain('there is none at /nonexistent/chromium');
    expect(problem).toContain('apt-get install chromium-headless-shell');
    expect(problem).toContain('CHROMIUM_PATH=');
    expect(problem).toContain('test/e2e/console.e2e.test.ts');
    expect(missingBrowser([], '/nonexistent/chromium')).toBeNull();
    // A browser where it is looked for: the run goes on (any existing file stands for it here).
    expect(missingBrowser(pageTests, process.execPath)).toBeNull();
  });
});
