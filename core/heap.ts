import { setFlagsFromString } from 'node:v8';

/**
 * Bounds how far V8 lets the heap grow past what the last full collection kept: to `percent` more (HEAP_GROWING_PERCENT).
 * V8's own factor grows up to 4x on a fast allocator, so under load a live set of ~200 MB sat in a ~900 MB process; with 50%
 * the platform held about 580 MB at 5% less throughput (docs/benchmarks.md, issue 37). It is not a cap: a larger live set
 * still gets its room. 0 leaves V8's own factor. Set at start, by the entry points only (tests keep V8's default).
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/**
 * V8 flags of the platform's processes, which V8 takes only at start (after that `setFlagsFromString` no longer resizes the
 * heap): the start scripts of package.json put them on `node`'s command line, the image sets them as NODE_OPTIONS, and the
 * processes that tests and benchmarks start from dist/platform/ get them as NODE_OPTIONS unless they are given their own
 * (core/heap.test.ts keeps the three in step). Semi-spaces of 16 MB instead of the 64 MB V8 picks on a machine with this much
 * memory: about 90 MB less resident idle and 140-200 MB less under the list load, at no throughput measurable here
 * (docs/benchmarks.md, issue 37).
 */
export const PLATFORM_NODE_OPTIONS = '--max-semi-space-size=16';

/**
 * V8 flags of the platform's processes that Node takes only on its command line (it refuses them in NODE_OPTIONS): the start
 * scripts of package.json, the image's CMD and the processes that tests and benchmarks start from dist/platform/ (unless
 * given their own) put them there. The replicated deployment and docker-compose.yml run on PostgreSQL only and leave them out.
 *
 * `--liftoff-only` keeps the embedded database's WebAssembly (PGlite's PostgreSQL, 9 MB) on V8's baseline compiler. Left to
 * tier up, V8's optimizing compiler took 604 MB of memory for one 105 KB function of PostgreSQL's once it was hot: the
 * process peaked at 840-880 MB seconds after start, and glibc kept about 80 MB of it. With the flag the embedded platform
 * held 442-447 MB under the list load instead of 523-528 MB and peaked at 452 MB, at 14% less list throughput on the
 * embedded database; on PostgreSQL nothing measurable changed (docs/benchmarks.md, issue 37).
 */
export const PLATFORM_COMMAND_LINE_FLAGS = '--liftoff-only';
