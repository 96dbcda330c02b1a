import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generateRsa = promisify(generateKeyPair);

/** Longest character-string in one TXT record at strict DNS providers. */
export const TXT_CHUNK_BYTES = 255;

/** An RSA-2048 DKIM key pair: the public half as base64 SPKI (the `p=` tag), the private half as PKCS#8 PEM. */
export async function generateDkimKeyPair(): Promise<{ publicKey: string; privateKeyPem: string }> {
  const { publicKey, privateKey } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: (publicKey as Buffer).toString('base64'), privateKeyPem: privateKey as string };
}

export const dkimRecordValue = (publicKey: string): string => `v=DKIM1; k=rsa; p=${publicKey}`;

/** Splits a TXT value into character-strings of at most 255 bytes whose concatenation is the value. */
export function txtChunks(value: string, size = TXT_CHUNK_BYTES): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < value.length; start += size) chunks.push(value.slice(start, start + size));
  return chunks;
}

/** A short random selector, so a domain can later rotate keys under a new one. */
export function newSelector(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let suffix = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(6))) suffix += alphabet[byte % alphabet.length];
  return `svc${suffix}`;
}
