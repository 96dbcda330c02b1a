import { runEmbeddedSmoke } from '../../scripts/smoke.js';

// Real processes from dist/ (npm test builds first): the embedded database keeps data across restarts.
it('starts on the embedded database, keeps data across a restart and bootstraps once', async () => {
  await runEmbeddedSmoke();
}, 120_000);
