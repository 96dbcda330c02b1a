import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The platform's entries (gateway/main.ts, gateway/subgraph-main.ts, mcp/main.ts) start through startWithCompileCache, from
// the build (the global setup builds dist/).
const helper = pathToFileURL(path.resolve('dist/core/compile-cache.js')).href;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'svc-compile-cache-'));
  writeFileSync(path.join(dir, 'started.mjs'), `export const answer = [1, 2, 3].map((n) => n * 2);\n`);
  // Started, it says so and stays up until it is killed: what it compiled must be in the cache by then.
  writeFileSync(
    path.join(dir, 'entry.mjs'),
    `import { startWithCompileCache } from ${JSON.stringify(helper)};
await startWithCompileCache(() => import('./started.mjs'));
process.stdout.write('started\\n');
setInterval(() => {}, 60_000);
`,
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs entry.mjs (with `env` besides) until it has started, then SIGKILLs it (no exit handler runs); what it printed to stderr. */
async function startAndKill(cache: string, env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, [path.join(dir, 'entry.mjs')], {
    env: { PATH: process.env.PATH ?? '', NODE_COMPILE_CACHE: cache, NODE_DEBUG_NATIVE: 'COMPILE_CACHE', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
    child.once('exit', (code) => reject(new Error(`exited with ${code} before it started:\n${stderr}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return stderr;
}

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(path.join(folder, name)).isFile());

it("writes what a started process compiled to Node's compile cache, and the next start reads it back", async () => {
  const cache = path.join(dir, 'cache');
  const first = await startAndKill(cache);
  // Killed without exiting: the cache was written once the start finished, not at exit.
  expect(filesUnder(cache).length).toBeGreaterThan(0);
  expect(first).not.toMatch(/started\.mjs.*(accepted|hit)/i);

  const second = await startAndKill(cache);
  expect(second).toMatch(/started\.mjs[^\n]*(accepted|hit)/i);
});

it('stays off with NODE_DISABLE_COMPILE_CACHE=1', async () => {
  const cache = path.join(dir, 'cache');
  await startAndKill(cache, { NODE_DISABLE_COMPILE_CACHE: '1' });
  expect(() => filesUnder(cache)).toThrow(/ENOENT/);
});
