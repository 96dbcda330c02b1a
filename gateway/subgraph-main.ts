import { startWithCompileCache } from '../core/compile-cache.js';

/** `npm run start:subgraph <name>`'s process (gateway/subgraph-process.ts), with V8's compile cache. */
await startWithCompileCache(() => import('./subgraph-process.js'));
