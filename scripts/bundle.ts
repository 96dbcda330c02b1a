import { rm } from 'node:fs/promises';
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

/** The npm package a module belongs to, from its path (scoped names keep their scope), or null for our own code. */
function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id.slice(id.lastIndexOf('node_modules') - 1));
  return match ? match[1]!.replace(/[\\/]/, '__') : null;
}

export async function bundlePlatform(root = repoRoot()): Promise<void> {
  const outDir = path.join(root, 'dist/platform');
  await rm(outDir, { recursive: true, force: true });
  await build({
    input: Object.fromEntries(Object.entries(PLATFORM_ENTRIES).map(([name, file]) => [name, path.join(root, 'dist', file)])),
    platform: 'node',
    external: EXTERNAL,
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      keepNames: true,
      // JSDoc comments too (the others go anyway): V8 keeps every loaded chunk's source text in the heap.
      comments: false,
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
      codeSplitting: {
        groups: [{ debugName: 'one chunk per npm package', name: (id) => (packageOf(id) ? `vendor-${packageOf(id)}` : null) }],
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await bundlePlatform();
