import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'rolldown';
import { repoRoot } from '../core/paths.js';

/**
 * `npm run build`'s second step: the platform's processes as a bundle in dist/platform/, built from the JavaScript swc
 * wrote to dist/ (swc keeps the decorator metadata type-graphql and MikroORM read). Each npm package becomes one chunk, and
 * our own code the chunks its entries share, instead of the 4,000 ES modules a process loads from dist/ and node_modules:
 * per module, V8 keeps a record, its source text and its scope, and one process held 31 MB less heap idle and about 35 MB
 * less RSS under the list load this way (docs/benchmarks.md, issue 37). One file for everything was worse: V8's parser took
 * 100 MB of malloc to compile the whole top level as one function, which glibc kept.
 *
 * Left outside, loaded from node_modules as before: packages that find their own files next to their modules (PGlite's
 * WebAssembly and data, pino's transport worker, Piscina's worker runner) or that break when inlined (class-validator's
 * optional peer lookups). Names stay as written (`keepNames`): type-graphql and MikroORM read class names.
 */
export const PLATFORM_ENTRIES = {
  gateway: 'gateway/main.js',
  subgraph: 'gateway/subgraph-main.js',
  mcp: 'mcp/main.js',
  // Piscina's worker (subgraphs/mail/delivery/signing-pool.ts) is found next to the module that starts it: every chunk
  // sits in the one folder with the entries, so `./compose.worker.js` resolves from any of them.
  'compose.worker': 'subgraphs/mail/delivery/compose.worker.js',
};

const EXTERNAL = [/^piscina(\/|$)/, /^class-validator(\/|$)/, /^@electric-sql\/pglite(\/|$)/, /^pino(\/|$)/, /^thread-stream(\/|$)/];

/** The chunk of the npm package a module belongs to (`vendor-@scope__name`), from its path; null for our own code. */
function vendorChunkOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id.slice(id.lastIndexOf('node_modules') - 1));
  return match ? `vendor-${match[1]!.replace(/[\\/]/, '__')}` : null;
}

export async function bundlePlatform(root = repoRoot()): Promise<void> {
  const outDir = path.join(root, 'dist/platform');
  const { output } = await build({
    input: Object.fromEntries(Object.entries(PLATFORM_ENTRIES).map(([name, file]) => [name, path.join(root, 'dist', file)])),
    platform: 'node',
    external: EXTERNAL,
    // Old dependencies of @apollo/gateway (whatwg-url, tr46) require Node's deprecated `punycode`, which warns at start when
    // required from outside node_modules: the bundle takes the npm package of the same code, as Node's warning suggests.
    resolve: { alias: { punycode: 'punycode/' } },
    logLevel: 'warn',
    // The chunk-name callback below runs once for each of ~5,000 modules; on a busy machine rolldown warns that option
    // callbacks took a noticeable share of the build (about 4 s in all).
    checks: { bundlerTimings: false },
    output: {
      dir: outDir,
      format: 'esm',
      keepNames: true,
      // JSDoc comments too (the others go anyway): V8 keeps every loaded chunk's source text in the heap.
      comments: false,
      // Names without a content hash: a rebuild (any `npm run build`, a benchmark's) rewrites the files a running platform
      // may still import lazily, as swc does in dist/, instead of leaving it to import a chunk that is gone.
      entryFileNames: '[name].js',
      chunkFileNames: '[name].js',
      codeSplitting: {
        groups: [{ debugName: 'one chunk per npm package', name: vendorChunkOf }],
      },
    },
  });
  // What an earlier build wrote and this one did not.
  const written = new Set(output.map((file) => file.fileName));
  for (const file of await readdir(outDir)) if (!written.has(file)) await rm(path.join(outDir, file), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundlePlatform();
