import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../core/paths.js';
import { scratchDir } from './database.js';

// The integration project's runner (test/support/light-runner.js) when one child process is still loading the runner's
// module as the other asks for its configuration: a loader hook holds that module back in the second child for 2 s (the child's event loop runs meanwhile). With
// jest-light-runner's own handshake the second child lost its answer and the run never ended.

const root = repoRoot();
let dir: string;

beforeAll(() => {
  dir = scratchDir('light-runner-');
  writeFileSync(
    path.join(dir, 'hold-second-child.mjs'),
    `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
  );
  writeFileSync(
    path.join(dir, 'hooks.mjs'),
    // A top-level await yields to the event loop, as loading the runner's many imports does.
    `export async function load(url, context, next) {
  const loaded = await next(url, context);
  if (process.env.TINYPOOL_WORKER_ID === '2' && url.endsWith('/jest-light-runner/src/worker-runner.js'))
    return { ...loaded, source: \`await new Promise((done) => setTimeout(done, 2000));\\n\${loaded.source}\` };
  return loaded;
}\n`,
  );
  for (const name of ['first', 'second']) writeFileSync(path.join(dir, `${name}.test.mjs`), `test('${name}', () => {});\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('runs both files when the second child process is slow to load the runner', async () => {
  const config = { rootDir: dir, testMatch: ['<rootDir>/*.test.mjs'], runner: path.join(root, 'test', 'support', 'light-runner.js') };
  const jest = spawn(
    process.execPath,
    [
      '--import',
      path.join(dir, 'hold-second-child.mjs'),
      path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      JSON.stringify(config),
      '--maxWorkers=2',
      '--ci',
    ],
    { cwd: dir, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  jest.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  jest.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  // A run that hangs is the failure: it is stopped after 40 s (it takes about 4 s).
  const stopper = setTimeout(() => jest.kill('SIGKILL'), 40_000);
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    jest.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  clearTimeout(stopper);
  expect({ code, signal, output }).toEqual({ code: 0, signal: null, output: expect.stringContaining('Tests:       2 passed, 2 total') });
}, 60_000);
