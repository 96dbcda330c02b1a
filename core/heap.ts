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
