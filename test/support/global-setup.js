// Jest loads global setup without its transform's module mapping, so this file is plain JavaScript:
// it builds dist/ and the console (the end-to-end tests start processes from them, as `npm start` does) and runs
// the compiled support code.
import { execFileSync } from 'node:child_process';

/**
 * Builds once and migrates the run's template database, which every test file's database copies. A run that includes page
 * tests on a machine without Chromium stops here, saying how to install it, before any test fails deep inside a page.
 */
export default async function globalSetup(globalConfig) {
  // Integration and end-to-end projects both name this setup; the first one prepares for both.
  if (globalThis.svcDropTestTemplate) return;
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  const { missingBrowser, pageTestFiles } = await import('../../dist/test/support/browser.js');
  const selected = globalConfig.testPathPatterns.toExecutor({ rootDir: globalConfig.rootDir });
  const problem = missingBrowser(pageTestFiles().filter((file) => !selected.isSet() || selected.isMatch(file)));
  if (problem) {
    // The message is the whole story: no stack trace under it.
    throw Object.assign(new Error(), { stack: `\n\n${problem}\n` });
  }
  execFileSync('npm', ['run', '--silent', 'build:console'], { stdio: 'inherit' });
  const { prepareTemplateDatabases } = await import('../../dist/test/support/template-databases.js');
  globalThis.svcDropTestTemplate = await prepareTemplateDatabases();
}
