#!/usr/bin/env node
// `npx svc-mcp`: the local MCP server over stdio, from this repository's build. The first run builds it,
// with the build's output on stderr: stdout carries the JSON-RPC stream only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(new URL('../dist/platform/mcp.js', import.meta.url))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.argv.push('--stdio');
await import('../dist/platform/mcp.js');
