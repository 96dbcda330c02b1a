import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { CONSOLE_DIR } from '../gateway/console.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/support/app.js';
import { launchBrowser } from '../test/support/browser.js';
import { startConsolePlatform } from '../test/support/console.js';
import { machineSummary, progressOf } from './load.js';

/**
 * `npm run bench:console` (issues 19 and 35), against the platform as `npm start` runs it (embedded database), in headless Chromium:
 * 1. Bytes on the wire of the first page load (the tickets page, cold cache): the document, scripts, stylesheets and API
 *    answers, as Chromium's network accounting counts them (headers plus the body as sent, compressed), beside their decoded
 *    size; the scripts against the 150 kB target. Each lazy chunk as built, and as the brotli file the build stores beside it.
 * 2. The tickets page of a 1,000-ticket project: from navigation start to the first 50 rows shown, measured in the page (a
 *    MutationObserver installed before any script runs), BENCH_RUNS (10) times with a cold cache (a new browser context
 *    each) and as many warm (reloads), against the 1.0 s cold target.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 1000);
const progress = progressOf('bench:console');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The build's files (`npm run build:console`): each lazy chunk's size as built and as brotli the build stored beside it. */
function lazyChunks() {
  execFileSync('npm', ['run', '--silent', 'build:console'], { stdio: 'inherit' });
  const index = readFileSync(path.join(CONSOLE_DIR, 'index.html'), 'utf8');
  const assets = readdirSync(path.join(CONSOLE_DIR, 'assets'));
  const size = (file: string) => statSync(path.join(CONSOLE_DIR, 'assets', file)).size;
  return assets
    .filter((file) => file.endsWith('.js') && !index.includes(`/assets/${file}`))
    .map((file) => ({ file, raw: size(file), br: assets.includes(`${file}.br`) ? size(`${file}.br`) : size(file) }));
}

/** Bytes of one kind of response as they crossed the wire (headers and encoded body) and as the page got them (decoded). */
interface WireBytes {
  requests: number;
  wire: number;
  decoded: number;
}
type WireKind = 'document' | 'script' | 'stylesheet' | 'api' | 'other';
const wireKind = (request: Request): WireKind => {
  const type = request.resourceType();
  if (type === 'document' || type === 'script' || type === 'stylesheet') return type;
  return type === 'fetch' || type === 'xhr' ? 'api' : 'other';
};

/** Counts what `page` downloads from now on, by kind, from Chromium's own network accounting, until the totals are asked for. */
function countWireBytes(page: Page): () => Promise<Record<WireKind, WireBytes>> {
  const finished: Promise<[WireKind, number, number]>[] = [];
  const count = (request: Request) => {
    finished.push(
      Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => [
        wireKind(request),
        sizes.responseHeadersSize + sizes.responseBodySize,
        (await response?.body())?.length ?? 0,
      ]),
    );
  };
  page.on('requestfinished', count);
  return async () => {
    page.off('requestfinished', count);
    const totals = Object.fromEntries(
      (['document', 'script', 'stylesheet', 'api', 'other'] as const).map((kind) => [kind, { requests: 0, wire: 0, decoded: 0 }]),
    ) as Record<WireKind, WireBytes>;
    for (const [kind, wire, decoded] of await Promise.all(finished)) {
      totals[kind].requests += 1;
      totals[kind].wire += wire;
      totals[kind].decoded += decoded;
    }
    return totals;
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function main() {
  const lazy = lazyChunks();

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
    let firstLoad: Record<WireKind, WireBytes> | undefined;
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
      // The first cold load's downloads, once its requests have all finished (and before the reload).
      const wireBytes = firstLoad ? undefined : countWireBytes(page);
      cold.push(await measure(page, () => page.goto(url)));
      if (wireBytes) {
        await page.waitForLoadState('networkidle');
        firstLoad = await wireBytes();
      }
      warm.push(await measure(page, () => page.reload()));
      await context.close();
      progress(`run ${run + 1}: cold ${cold.at(-1)!.toFixed(0)} ms, warm ${warm.at(-1)!.toFixed(0)} ms`);
    }

    console.log(`\nbench:console, ${new Date().toISOString().slice(0, 10)}; ${machineSummary()}; embedded database; Chromium headless`);
    console.log(`\nFirst page load (the tickets page, cold cache), bytes on the wire (headers and body as sent) and as decoded:`);
    console.log(`| responses | requests | on the wire | decoded | target |\n| --- | ---: | ---: | ---: | --- |`);
    for (const [kind, bytes] of Object.entries(firstLoad!))
      if (bytes.requests)
        console.log(
          `| ${kind} | ${bytes.requests} | ${kB(bytes.wire)} | ${kB(bytes.decoded)} | ${kind === 'script' ? '<= 150 kB on the wire' : ''} |`,
        );
    console.log(`\nPages loaded later (lazy chunks), brotli as stored beside each by the build:`);
    console.log(`| chunk | brotli | raw |\n| --- | ---: | ---: |`);
    for (const chunk of lazy) console.log(`| ${chunk.file.replace(/-[\w-]+\.js$/, '')} | ${kB(chunk.br)} | ${kB(chunk.raw)} |`);
    console.log(`\nTickets page of a ${TICKETS}-ticket project, navigation start to 50 rows and "Load more" shown, ${RUNS} runs:`);
    console.log(`| cache | median ms | p90 ms | max ms | target |\n| --- | ---: | ---: | ---: | --- |`);
    for (const [name, values] of [
      ['cold (new context)', cold],
      ['warm (reload)', warm],
    ] as const) {
      console.log(
        `| ${name} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 90).toFixed(0)} | ${Math.max(...values).toFixed(0)} | <= 1000 ms cold |`,
      );
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
