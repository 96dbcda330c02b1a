import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config.js';
import { deriveKey } from './crypto.js';

/**
 * The master key from SVC_MASTER_KEY, or (outside production) one generated once into the data
 * folder with owner-only permissions, so an embedded install keeps decrypting across restarts.
 */
export function loadMasterKey(config: Config): Buffer {
  if (config.SVC_MASTER_KEY) return Buffer.from(config.SVC_MASTER_KEY, 'base64');
  const file = path.resolve(config.SVC_DATA_DIR, 'master.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** Secret of the internal viewer token: configured, or derived from the master key. */
export function internalTokenSecret(config: Config, masterKey: Buffer): Buffer | string {
  return config.SVC_INTERNAL_TOKEN_SECRET ?? deriveKey(masterKey, 'internal-viewer-token');
}
