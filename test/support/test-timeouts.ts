// Set up after the test globals (`setupFilesAfterEnv`) of the integration project, which runs on jest-light-runner:
// its test files share a module registry per worker process, so the platform is imported once per worker instead of
// once per file. That runner does not enforce Jest's timeouts, and a test or hook that never settles would hang the
// whole run without naming itself. Here each one is bounded as Jest's own runner bounds it.
import { setTimeout as realSetTimeout, clearTimeout as realClearTimeout } from 'node:timers';
import { addEventHandler, getState } from 'jest-circus';

/** jest.config.js's `testTimeout`, for a test or hook that names no timeout of its own. */
const DEFAULT_TIMEOUT_MS = 60_000;

/** `fn`, failing once `ms` have passed without it settling. */
function bounded(fn: () => unknown, ms: number, what: string): () => Promise<unknown> {
  return () => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = realSetTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
    });
    return Promise.race([Promise.resolve().then(fn), expired]).finally(() => realClearTimeout(timer));
  };
}

// Circus has just added the test or hook to the current block when this handler hears of it. A function taking a
// `done` callback (none here) is left as it is.
addEventHandler((event) => {
  const block = getState().currentDescribeBlock;
  if (event.name === 'add_test') {
    const test = block.tests.at(-1);
    if (test?.fn.length === 0) test.fn = bounded(test.fn as () => unknown, test.timeout ?? DEFAULT_TIMEOUT_MS, `Test "${test.name}"`);
  } else if (event.name === 'add_hook') {
    const hook = block.hooks.at(-1);
    if (hook?.fn.length === 0)
      hook.fn = bounded(hook.fn as () => unknown, hook.timeout ?? DEFAULT_TIMEOUT_MS, `${hook.type} of "${block.name}"`);
  }
});
