import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_ACCOUNT_SETTINGS } from './accounts.js';
import { createTestDatabase } from './database.js';
import { freePort } from './ports.js';
import { startProcess, type PlatformProcess } from './process.js';
import type { TestTls } from './tls.js';

/**
 * The platform as `npm start` runs it (dist/platform/ and the built console, which the global setup builds), on an embedded database of
 * its own, a copy of the run's migrated embedded template (in runs on PostgreSQL too: a start on a new folder, with initdb and
 * every migration, took 19 s of CPU, on a copy 11 s). Not on the run's PostgreSQL server: the replicated deployment's e2e
 * file needs about 75 of its 100 connections, and a console platform holds about 20 (with two beside it, that file failed to
 * connect).
 */
export interface ConsolePlatform {
  url: string;
  /** Where a test reaches the platform's database to set up what no API makes (the embedded database's port, from its log). */
  databaseUrl(): string;
  process: PlatformProcess;
  stop(): Promise<void>;
}

/**
 * With `tls`, the platform serves HTTPS with the test CA's certificate and trusts that CA for federation peers
 * (its public URL is then `https://127.0.0.1:<port>`; a browser context needs `ignoreHTTPSErrors`).
 */
export async function startConsolePlatform(env: Record<string, string> = {}, options: { tls?: TestTls } = {}): Promise<ConsolePlatform> {
  const port = await freePort();
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const tls: Record<string, string> = options.tls
    ? {
        TLS_CERT_FILE: options.tls.certFile,
        TLS_KEY_FILE: options.tls.keyFile,
        FEDERATION_CA_FILE: options.tls.caFile,
      }
    : {};
  const database = await createTestDatabase({ embedded: true });
  const child = await startProcess(
    'gateway',
    {
      SVC_DATA_DIR: database.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SVC_MCP_PORT: String(await freePort()),
      MAIL_INBOUND_SMTP_PORT: '0',
      ...TEST_ACCOUNT_SETTINGS,
      // The address the platform calls itself at (email delivery's provisioning, the orchestrator wizard's connection test).
      SVC_PUBLIC_URL: url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      ...tls,
      ...env,
    },
    /SVC platform ready/,
    120_000,
  );
  return {
    url,
    databaseUrl() {
      const port = /"port":(\d+)[^\n]*embedded PGlite database started/.exec(child.output())?.[1];
      if (!port) throw new Error('the embedded database port was not logged');
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    process: child,
    async stop() {
      await child.stop();
      await database.drop();
    },
  };
}

/** Signs in through the console's sign-in page and waits for the projects page. */
export async function signIn(page: Page, url: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto(`${url}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();
}
