import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runEmbeddedSmoke } from '../../scripts/smoke.js';
import { freePort } from '../support/ports.js';
import { startProcess } from '../support/process.js';

// Real processes from dist/ (npm test builds first): the embedded database keeps data across restarts.
it('starts on the embedded database, keeps data across a restart and bootstraps once', async () => {
  await runEmbeddedSmoke();
}, 120_000);

it('exits with the reason when its start fails after the subgraphs started (the MCP port taken)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-failed-start-'));
  // The MCP server listens last of all, once every subgraph and its background loops run.
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const mcpPort = (taken.address() as { port: number }).port;
  try {
    const started = startProcess(
      'gateway',
      {
        SVC_DATA_DIR: dataDir,
        PORT: String(await freePort()),
        SVC_MCP_PORT: String(mcpPort),
        MAIL_INBOUND_SMTP_PORT: '0',
        LOG_LEVEL: 'warn',
      },
      /SVC platform ready/,
      90_000,
    );
    const failure = await started.then(
      () => new Error('the platform started on a taken port'),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/^gateway exited with 1:/);
    const said = failure.message.split('\n').filter((line) => line.includes('"msg":"the platform did not start'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('EADDRINUSE');
    expect(failure.message).not.toContain('closing after a failed start did not finish');
  } finally {
    taken.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
