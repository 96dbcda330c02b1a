// Jest loads global setup without its transform's module mapping, so this file is plain JavaScript:
// it builds dist/ and the console (the end-to-end tests start processes from them, as `npm start` does) and runs
// the compiled support code.
import { execFileSync } from 'node:child_process';

/** Builds once and migrates the run's template database, which every test file's database copies. */
export default async function globalSetup() {
  // Integration and end-to-end projects both name this setup; the first one prepares for both.
  if (globalThis.svcDropTestTemplate) return;
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  execFileSync('npm', ['run', '--silent', 'build:console'], { stdio: 'inherit' });
  const { prepareTemplateDatabase } = await import('../../dist/test/support/database.js');
  globalThis.svcDropTestTemplate = await prepareTemplateDatabase();
}
