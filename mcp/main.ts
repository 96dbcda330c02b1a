#!/usr/bin/env node
import { startWithCompileCache } from '../core/compile-cache.js';

/** The MCP server's process (mcp/mcp-process.ts: HTTP, or stdio for a desktop client), with V8's compile cache. */
await startWithCompileCache(() => import('./mcp-process.js'));
