import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface TestTls {
  /** PEM of the test CA: what FEDERATION_CA_FILE names. */
  caFile: string;
  /** A server certificate for localhost and 127.0.0.1 issued by that CA, and its key (TLS_CERT_FILE, TLS_KEY_FILE). */
  certFile: string;
  keyFile: string;
}

/** A throw-away certificate authority and a loopback server certificate it issued, as files under `dir`. */
export async function createTestTls(dir: string): Promise<TestTls> {
  const ca = await generate([{ name: 'commonName', value: 'SVC test CA' }], {
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const server = await generate([{ name: 'commonName', value: 'localhost' }], {
    algorithm: 'sha256',
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const files = { caFile: path.join(dir, 'ca.pem'), certFile: path.join(dir, 'server.pem'), keyFile: path.join(dir, 'server-key.pem') };
  writeFileSync(files.caFile, ca.cert);
  writeFileSync(files.certFile, server.cert);
  writeFileSync(files.keyFile, server.private, { mode: 0o600 });
  return files;
}
