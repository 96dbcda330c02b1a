import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

/** This build's version (package.json), e.g. `0.1.0`. */
export const platformVersion: string = (JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { version: string })
  .version;

/** The major part of a semantic version; NaN when `version` is not one. */
export const majorVersion = (version: string): number => {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
};
