import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONSOLE_DIR } from '../gateway/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/support/app.js';
import { launchBrowser } from '../test/support/browser.js';
import { startConsolePlatform } from '../test/support/console.js';
import { machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:console` (issue 19):
 * 1. The console's production bundle (`npm run build:console`): the JS the first page load runs (the entry script and
 *    the chunks index.html preloads), gzip-compressed as a server would send it, against the 250 kB target; the CSS;
 *    every lazy chunk.
 * 2. The tickets page of a 1,000-ticket project in headless Chromium against the platform as `npm start` runs it
 *    (embedded database): from navigation start to the first 50 rows shown with "Load more" ready, measured in the
 *    page (a MutationObserver installed before any script runs), BENCH_RUNS (10) times with a cold cache (a new
 *    browser context each) and as many warm (reloads), against the 1.5 s target.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 1000);
const progress = progressOf('bench:console');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function bundleSizes() {
  execFileSync('npm', ['run', '--silent', 'build:console'], { stdio: 'inherit' });
  const index = readFileSync(path.join(CONSOLE_DIR, 'index.html'), 'utf8');
  const initial = [...index.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const assets = readdirSync(path.join(CONSOLE_DIR, 'assets'));
  const size = (file: string) => {
    const bytes = readFileSync(path.join(CONSOLE_DIR, file));
    return { raw: bytes.length, gzip: gzipSync(bytes).length };
  };
  const sum = (files: string[]) => files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const lazy = assets.filter((file) => file.endsWith('.js') && !initial.includes(`assets/${file}`)).map((file) => `assets/${file}`);
  return {
    initial: sum(initial),
    css: sum(assets.filter((file) => file.endsWith('.css')).map((file) => `assets/${file}`)),
    lazy: lazy.map((file) => ({ file, ...size(file) })),
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function main() {
  const bundle = bundleSizes();
  progress(`bundle: initial JS ${kB(bundle.initial.gzip)} gzip`);

  const platform = await startConsolePlatform();
  const browser = await launchBrowser();
  try {
    const call = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> => {
      const response = await fetch(`${platform.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    const session = (
      await call<{ login: { token: string; expiresAt: string } }>(
        `mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token expiresAt } }`,
        { e: ADMIN_EMAIL, p: ADMIN_PASSWORD },
      )
    ).login;
    await call(`mutation { createProject(input: { key: "BIG", name: "A thousand tickets" }) { id } }`, {}, session.token);
    const CREATE = `mutation($t: String!) { createTicket(input: { projectKey: "BIG", title: $t, description: "Seeded by bench:console" }) { id } }`;
    for (let made = 0; made < TICKETS; made += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => call(CREATE, { t: `Ticket ${made + i + 1}` }, session.token)));
      if ((made + 10) % 250 === 0) progress(`seeded ${made + 10} tickets`);
    }

    const measure = async (page: import('playwright-core').Page, load: () => Promise<unknown>): Promise<number> => {
      await load();
      await page.waitForFunction(() => (window as unknown as { ticketsShownAt?: number }).ticketsShownAt !== undefined);
      return page.evaluate(() => (window as unknown as { ticketsShownAt: number }).ticketsShownAt);
    };
    const url = `${platform.url}/projects/BIG`;
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((stored) => {
        localStorage.setItem('svc.session', stored);
        // Navigation start to the moment the first page of rows and its "Load more" are in the document.
        new MutationObserver((_, observer) => {
          const more = [...document.querySelectorAll('button')].some((button) => button.textContent === 'Load more');
          if (more && document.querySelectorAll('table.tickets tbody tr').length >= 50) {
            (window as unknown as { ticketsShownAt: number }).ticketsShownAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, JSON.stringify(session));
      const page = await context.newPage();
      cold.push(await measure(page, () => page.goto(url)));
      warm.push(await measure(page, () => page.reload()));
      await context.close();
      progress(`run ${run + 1}: cold ${cold.at(-1)!.toFixed(0)} ms, warm ${warm.at(-1)!.toFixed(0)} ms`);
    }

    console.log(`\nbench:console, ${new Date().toISOString().slice(0, 10)}; ${machineSummary()}; embedded database; Chromium headless`);
    console.log(`\nProduction bundle (gzip, as served; raw in brackets):`);
    console.log(`| part | gzip | raw | target |\n| --- | ---: | ---: | --- |`);
    console.log(`| initial JS (entry and preloaded chunks) | ${kB(bundle.initial.gzip)} | ${kB(bundle.initial.raw)} | <= 250 kB |`);
    console.log(`| CSS | ${kB(bundle.css.gzip)} | ${kB(bundle.css.raw)} | |`);
    for (const chunk of bundle.lazy)
      console.log(`| lazy ${chunk.file.replace(/-[\w-]+\.js$/, '')} | ${kB(chunk.gzip)} | ${kB(chunk.raw)} | |`);
    console.log(`\nTickets page of a ${TICKETS}-ticket project, navigation start to 50 rows and "Load more" shown, ${RUNS} runs:`);
    console.log(`| cache | median ms | p90 ms | max ms | target |\n| --- | ---: | ---: | ---: | --- |`);
    for (const [name, values] of [
      ['cold (new context)', cold],
      ['warm (reload)', warm],
    ] as const) {
      console.log(
        `| ${name} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 90).toFixed(0)} | ${Math.max(...values).toFixed(0)} | <= 1500 ms |`,
      );
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
