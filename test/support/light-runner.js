// The integration project's Jest runner: jest-light-runner in child processes, with its start-up handshake made safe. Plain
// JavaScript, as Jest loads runners in its own process.
import Tinypool from 'tinypool';
import { createRunner } from 'jest-light-runner';

// A child process asks the runner for its configuration on its first test file, over one channel object the runner shares
// between all its children: the answer went to every child that had been given a file and was forgotten for all of them. A
// child still importing the runner's module when another asked dropped it and waited for ever, idle (seen in CI: one of
// the two children at 0 s of CPU after 14 minutes, the run stuck). Each file's run gets a channel of its own: the child that
// asks is the one whose channel hears the question, and only its listener is handed to the shared channel, just then.
const run = Tinypool.prototype.run;
Tinypool.prototype.run = function runWithOwnChannel(task, options) {
  const shared = options?.channel;
  if (!shared) return run.call(this, task, options);
  let listener;
  const channel = {
    onMessage(child) {
      listener = child;
    },
    postMessage(message) {
      if (listener) shared.onMessage(listener);
      shared.postMessage(message);
    },
  };
  return run.call(this, task, { ...options, channel });
};

export default createRunner({ runtime: 'child_process' });
