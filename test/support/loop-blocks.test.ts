import { setTimeout as delay } from 'node:timers/promises';
import { threadCpuMs, watchLoopBlocks } from './loop-blocks.js';

/** Holds the loop for `ms` of this thread's CPU time (wall time is longer on a loaded machine). */
const busy = (ms: number) => {
  const until = threadCpuMs() + ms;
  while (threadCpuMs() < until);
};

it('measures a synchronous block as long as it ran, and waiting as nothing', async () => {
  const blocked = watchLoopBlocks();
  await delay(30);
  busy(300);
  await delay(30);
  expect(blocked.stop()).toBeGreaterThanOrEqual(250);

  const waiting = watchLoopBlocks();
  await delay(300);
  expect(waiting.stop()).toBeLessThan(100);
});
