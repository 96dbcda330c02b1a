/** The CPU time this thread has run, in milliseconds. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/**
 * Watches how long any one piece of work holds this process's event loop: the most CPU time the thread spent between two
 * turns of a 10 ms timer. A wall-clock probe also counts the time the process waits for a core, which a loaded machine
 * (two shared cores, other test files beside this one) stretches past any bound; thread CPU time counts only what the loop ran.
 */
export function watchLoopBlocks(): { stop(): number } {
  let last = threadCpuMs();
  let longest = 0;
  const timer = setInterval(() => {
    const now = threadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, threadCpuMs() - last);
    },
  };
}
