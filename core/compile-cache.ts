import { enableCompileCache, flushCompileCache } from 'node:module';

/**
 * Starts a process's real entry with V8's compile cache on: the code Node compiled in an earlier start of the same files
 * is read back from the cache instead of compiled again (about 0.3-0.4 s of CPU in a platform's start, docs/benchmarks.md,
 * issue 37). The cache is Node's: in NODE_COMPILE_CACHE's folder, else `<tmpdir>/node-compile-cache`, checked against
 * each file's content and Node's version; NODE_DISABLE_COMPILE_CACHE=1 turns it off, and a folder it cannot write only
 * costs the saving. Everything is imported after the cache is on, hence the dynamic import; once `start` has finished
 * (the process is serving), what it compiled is written, so a process that is killed rather than stopped leaves it too.
 */
export async function startWithCompileCache(start: () => Promise<unknown>): Promise<void> {
  enableCompileCache();
  await start();
  flushCompileCache();
}
