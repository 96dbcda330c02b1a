import 'reflect-metadata';
import { loadConfig } from '../core/config.js';
import { startApp } from '../gateway/app.js';

/**
 * One instance of `bench:federation` in a process of its own (forked by federation.bench.ts with the
 * instance's whole environment): starts the platform, reports its URL and the bootstrap API key (only
 * on an empty database) over IPC, answers `cpu` with its CPU time, and closes on `close`.
 */
let bootstrapKey = '';
const app = await startApp(loadConfig(process.env as Record<string, string>), {
  announce: (text) => void (bootstrapKey = /API key:\s+(\S+)/.exec(text)?.[1] ?? bootstrapKey),
});
process.send!({ type: 'ready', url: app.url, key: bootstrapKey });
process.on('message', (message: { type: string }) => {
  if (message.type === 'cpu') {
    const usage = process.cpuUsage();
    process.send!({ type: 'cpu', ms: (usage.user + usage.system) / 1000 });
  } else if (message.type === 'close') {
    void app.close().then(() => process.exit(0));
  }
});
