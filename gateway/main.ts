import { startWithCompileCache } from '../core/compile-cache.js';

/** `npm start`'s process (gateway/platform-process.ts), with V8's compile cache. */
await startWithCompileCache(() => import('./platform-process.js'));
