import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export const sha256Hex = (value: string | Buffer): string => createHash('sha256').update(value).digest('hex');

export const hmacSha256Hex = (key: string | Buffer, value: string | Buffer): string =>
  createHmac('sha256', key).update(value).digest('hex');

/** Constant-time comparison of two strings (different lengths compare unequal without early exit on content). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

/** URL-safe random token with a readable prefix, e.g. `svc_ws_…`. */
export const randomToken = (prefix: string, bytes = 32): string => `${prefix}${randomBytes(bytes).toString('base64url')}`;

/** scrypt's CPU and memory cost N for new password hashes unless PASSWORD_HASH_COST says otherwise (16 MB and ~30 ms a hash). */
export const DEFAULT_PASSWORD_HASH_COST = 16384;
const SCRYPT = { r: 8, p: 1, keylen: 64 };
/** The memory a hash of cost `n` needs (128·N·r bytes), with room: Node refuses past its 32 MB default otherwise. */
const maxmem = (n: number, r: number) => 256 * n * r;

/** scrypt password hash as `scrypt$N$r$p$salt$hash` (base64); `cost` is N, a power of two. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keylen, { N: cost, r: SCRYPT.r, p: SCRYPT.p, maxmem: maxmem(cost, SCRYPT.r) });
  return ['scrypt', cost, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)) };
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than a new one of `cost` would be (to rehash it on the next sign-in). */
export const passwordHashOutdated = (stored: string, cost: number): boolean =>
  !stored.startsWith(`scrypt$${cost}$${SCRYPT.r}$${SCRYPT.p}$`);

/** Derives a purpose-bound key from the master key (HKDF-SHA256). */
export const deriveKey = (masterKey: Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), purpose, 32));

/** AES-256-GCM envelope: `v1.<iv>.<tag>.<ciphertext>` (base64url). The data key is derived per purpose. */
export function encryptSecret(masterKey: Buffer, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(masterKey, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptSecret(masterKey: Buffer, purpose: string, envelope: string): string {
  const [version, iv, tag, body] = envelope.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unsupported secret envelope');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(masterKey, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
