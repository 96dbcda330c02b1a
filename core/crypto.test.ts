import { randomBytes } from 'node:crypto';
import {
  constantTimeEqual,
  decryptSecret,
  DEFAULT_PASSWORD_HASH_COST,
  encryptSecret,
  hashPassword,
  hmacSha256Hex,
  passwordHashOutdated,
  sha256Hex,
  verifyPassword,
} from './crypto.js';

describe('AES-256-GCM envelopes', () => {
  const key = randomBytes(32);

  it('round-trips and never repeats a ciphertext', () => {
    const a = encryptSecret(key, 'dkim', 'private key material');
    const b = encryptSecret(key, 'dkim', 'private key material');
    expect(a).not.toEqual(b);
    expect(a).not.toContain('private key');
    expect(decryptSecret(key, 'dkim', a)).toBe('private key material');
  });

  it('refuses a tampered envelope, another purpose and another key', () => {
    const envelope = encryptSecret(key, 'dkim', 'secret');
    const [version, iv, tag, body] = envelope.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptSecret(key, 'dkim', [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptSecret(key, 'peer-token', envelope)).toThrow();
    expect(() => decryptSecret(randomBytes(32), 'dkim', envelope)).toThrow();
    expect(() => decryptSecret(key, 'dkim', 'v0.a.b.c')).toThrow(/Unsupported/);
  });
});

describe('passwords and digests', () => {
  it('verifies scrypt hashes, at the default cost or another, and tells one made at another cost', async () => {
    const stored = await hashPassword('correct horse battery', DEFAULT_PASSWORD_HASH_COST);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(passwordHashOutdated(stored, DEFAULT_PASSWORD_HASH_COST)).toBe(false);
    expect(passwordHashOutdated(stored, 1024)).toBe(true);
    // Past Node's 32 MB default for scrypt's memory: the hash and its check say how much they need.
    const costly = await hashPassword('correct horse battery', 65536);
    expect(costly).toMatch(/^scrypt\$65536\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', costly)).toBe(true);
    expect(passwordHashOutdated(costly, DEFAULT_PASSWORD_HASH_COST)).toBe(true);
  });

  it('compares in constant time and digests as hex', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hmacSha256Hex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });
});
