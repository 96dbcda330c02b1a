import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { createTestTls, type TestTls } from '../../../test/support/tls.js';
import { epochMs } from '../../../core/clock.js';
import { hmacSha256Hex } from '../../../core/crypto.js';
import { platformVersion } from '../../../core/version.js';
import { PEER_PATH_PREFIX, PEER_PROTOCOL_VERSION, peerSignedContent, signedPeerRequest } from './peer-protocol.js';
import { expectFederationQuiet } from '../../../test/support/federation.js';

const CREATE = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { id } } }`;
const UPDATE = `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id peerTokenSet } }`;
const CHECK = `mutation($id: ID!) { checkFederationLink(id: $id) { ok error link { peerInstanceId peerVersion } } }`;
const ROTATE_TOKEN = `mutation($id: ID!) { rotateFederationLinkToken(id: $id) { incomingToken } }`;
const ROTATE_SECRET = `mutation($id: ID!) { rotateFederationLinkSecret(id: $id) { sharedSecret } }`;
const AUDIT = `query { auditLog(first: 100, action: "federation.peer.rejected") { nodes { actorId targetId details } } }`;

interface Check {
  checkFederationLink: { ok: boolean; error: string | null; link: { peerInstanceId: string | null; peerVersion: string | null } };
}

let tls: TestTls;
let a: TestApp;
let b: TestApp;
let agent: Agent;
/** A's link to B (source: A emits) and B's link to A (target), with what each side was given. */
let linkA: { id: string; token: string; secret: string };
let linkB: { id: string; token: string };

const env = () => ({ TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile });

/** A raw POST to A's peer endpoint, as a peer (or an attacker) would send it. */
const post = async (path: string, body: string, headers: Record<string, string>) => {
  const response = await request(`${a.url}${PEER_PATH_PREFIX}/${path}`, { method: 'POST', body, headers, dispatcher: agent });
  return { status: response.statusCode, body: await response.body.text() };
};

const handshakeFromB = (overrides: Record<string, unknown> = {}) => ({
  protocol: PEER_PROTOCOL_VERSION,
  version: platformVersion,
  instanceId: 'instance-b',
  direction: 'target',
  ...overrides,
});

const signed = (
  payload: Record<string, unknown>,
  credentials = { token: linkA.token, sharedSecret: linkA.secret },
  nowMs = epochMs(a.clock),
) => signedPeerRequest(payload, credentials, nowMs);

beforeAll(async () => {
  tls = await createTestTls(scratchDir('svc-tls-'));
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  [a, b] = await Promise.all([startTestApp({ env: env() }), startTestApp({ env: env() })]);
  expect(a.url).toMatch(/^https:\/\//);
  const created = await a.gql<{ createFederationLink: { incomingToken: string; sharedSecret: string; link: { id: string } } }>(
    CREATE,
    { input: { name: 'To B', remoteUrl: b.url, direction: 'SOURCE' } },
    a.adminToken,
  );
  const { incomingToken, sharedSecret, link } = created.data!.createFederationLink;
  linkA = { id: link.id, token: incomingToken, secret: sharedSecret };
  const mirrored = await b.gql<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(
    CREATE,
    { input: { name: 'From A', remoteUrl: a.url, direction: 'TARGET', peerToken: incomingToken, sharedSecret } },
    b.adminToken,
  );
  linkB = { id: mirrored.data!.createFederationLink.link.id, token: mirrored.data!.createFederationLink.incomingToken };
  await a.gql(UPDATE, { input: { id: linkA.id, peerToken: linkB.token } }, a.adminToken);
});
afterEach(() => expectFederationQuiet([a, b]));
afterAll(async () => {
  await agent.close();
  await Promise.all([a.close(), b.close()]);
});

describe('the peer protocol over HTTPS', () => {
  it('connects both sides: each side signs a handshake the other accepts', async () => {
    const fromB = await b.gql<Check>(CHECK, { id: linkB.id }, b.adminToken);
    expect(fromB.data!.checkFederationLink).toMatchObject({ ok: true, error: null, link: { peerVersion: platformVersion } });
    const fromA = await a.gql<Check>(CHECK, { id: linkA.id }, a.adminToken);
    expect(fromA.data!.checkFederationLink.ok).toBe(true);
    // Each learned the other's instance id.
    expect(fromB.data!.checkFederationLink.link.peerInstanceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fromA.data!.checkFederationLink.link.peerInstanceId).not.toBe(fromB.data!.checkFederationLink.link.peerInstanceId);
  });

  it('answers a wrong token, a stale timestamp, a bad signature, a replayed or unsigned nonce and missing headers with one identical body', async () => {
    const good = signed(handshakeFromB());
    const accepted = await post('handshake', good.body, good.headers);
    expect(accepted.status).toBe(200);

    const wrongToken = signed(handshakeFromB(), { token: `svc_fed_${'x'.repeat(43)}`, sharedSecret: linkA.secret });
    // A minute past the five-minute window either way: the clock runs on while the requests before them are answered
    // (with one second to spare, a loaded machine let the future one in).
    const stale = signed(handshakeFromB(), undefined, epochMs(a.clock) - 360_000);
    const future = signed(handshakeFromB(), undefined, epochMs(a.clock) + 360_000);
    const badSignature = signed(handshakeFromB(), { token: linkA.token, sharedSecret: 'fedsec_not-the-secret-at-all-0000000000000' });
    const tampered = signed(handshakeFromB());
    const swappedNonce = signed(handshakeFromB());
    const { authorization: _authorization, ...anonymousHeaders } = good.headers;
    const refusals = [
      await post('handshake', wrongToken.body, wrongToken.headers),
      await post('handshake', stale.body, stale.headers),
      await post('handshake', future.body, future.headers),
      await post('handshake', badSignature.body, badSignature.headers),
      await post('handshake', tampered.body.replace('instance-b', 'instance-x'), tampered.headers),
      // The same request again: its nonce was seen.
      await post('handshake', good.body, good.headers),
      // A fresh nonce in the header that the signed body does not carry.
      await post('handshake', swappedNonce.body, { ...swappedNonce.headers, 'x-svc-nonce': 'A'.repeat(24) }),
      await post('handshake', good.body, anonymousHeaders),
      await post('handshake', '{"nonce":', {
        ...good.headers,
        'x-svc-signature': hmacSha256Hex(linkA.secret, peerSignedContent(good.headers['x-svc-timestamp']!, '{"nonce":')),
      }),
    ];
    expect(new Set(refusals.map((refusal) => refusal.status))).toEqual(new Set([401]));
    expect(new Set(refusals.map((refusal) => refusal.body)).size).toBe(1);
    expect(JSON.parse(refusals[0]!.body)).toEqual({
      error: { code: 'unauthorized', message: 'Peer authentication failed', reason: 'PEER_AUTHENTICATION_FAILED' },
    });

    // The admin sees which check failed; the caller never does.
    await a.app.drainWork();
    const audit = await a.gql<{ auditLog: { nodes: Array<{ targetId: string | null; details: { check: string } }> } }>(
      AUDIT,
      {},
      a.adminToken,
    );
    const checks = audit.data!.auditLog.nodes.map((entry) => entry.details.check).sort();
    expect(checks).toEqual(['nonce', 'nonce', 'nonce', 'signature', 'signature', 'timestamp', 'timestamp', 'token'].sort());
    expect(audit.data!.auditLog.nodes.filter((entry) => entry.targetId === linkA.id)).toHaveLength(7);
  });

  it('refuses a peer of another major version and a direction that is not the mirror of ours', async () => {
    const otherMajor = signed(handshakeFromB({ version: '99.0.0' }));
    const refused = await post('handshake', otherMajor.body, otherMajor.headers);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body).error).toMatchObject({
      reason: 'PEER_VERSION_MISMATCH',
      version: platformVersion,
      peerVersion: '99.0.0',
    });

    const sameDirection = signed(handshakeFromB({ direction: 'source' }));
    const mismatch = await post('handshake', sameDirection.body, sameDirection.headers);
    expect(mismatch.status).toBe(403);
    expect(JSON.parse(mismatch.body).error).toMatchObject({ message: 'Direction mismatch', reason: 'DIRECTION_MISMATCH' });

    const invalid = signed({ protocol: 'one' });
    const malformed = await post('handshake', invalid.body, invalid.headers);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body).error.code).toBe('invalid_request');

    // Malformed pulls, whatever the link's direction: refused before anything is read.
    const tooMany = Array.from({ length: 1001 }, () => '0190a0a0-0000-7000-8000-000000000001');
    for (const [path, body] of [
      ['changes', { after: -1, limit: 10 }],
      ['changes', { after: 0, limit: 10, projects: ['not-a-project'] }],
      ['changes', { after: 0, limit: 10, projects: tooMany }],
      ['changes', { after: 0, limit: 10, gaps: 'none' }],
      ['snapshot', { type: 'ticket', limit: 10, projects: [42] }],
      ['snapshot', { type: 'user', limit: 10 }],
    ] as const) {
      const request = signed(body);
      const refused = await post(path, request.body, request.headers);
      expect({ path, body: Object.keys(body), status: refused.status }).toEqual({ path, body: Object.keys(body), status: 400 });
      expect(JSON.parse(refused.body).error.code).toBe('invalid_request');
    }
  });

  it('refuses the old token at once after a rotation, until the peer enters the new one; a rotated secret stays valid for its grace', async () => {
    const rotated = await a.gql<{ rotateFederationLinkToken: { incomingToken: string } }>(ROTATE_TOKEN, { id: linkA.id }, a.adminToken);
    const refused = await b.gql<Check>(CHECK, { id: linkB.id }, b.adminToken);
    expect(refused.data!.checkFederationLink.ok).toBe(false);
    expect(refused.data!.checkFederationLink.error).toContain('401');
    expect(refused.data!.checkFederationLink.error).toContain('rotation');
    await b.gql(UPDATE, { input: { id: linkB.id, peerToken: rotated.data!.rotateFederationLinkToken.incomingToken } }, b.adminToken);
    expect((await b.gql<Check>(CHECK, { id: linkB.id }, b.adminToken)).data!.checkFederationLink.ok).toBe(true);

    const secret = await a.gql<{ rotateFederationLinkSecret: { sharedSecret: string } }>(ROTATE_SECRET, { id: linkA.id }, a.adminToken);
    // B still signs with the old secret: accepted for the grace (link-credentials.int.test.ts follows it past).
    expect((await b.gql<Check>(CHECK, { id: linkB.id }, b.adminToken)).data!.checkFederationLink.ok).toBe(true);
    await b.gql(UPDATE, { input: { id: linkB.id, sharedSecret: secret.data!.rotateFederationLinkSecret.sharedSecret } }, b.adminToken);
    expect((await b.gql<Check>(CHECK, { id: linkB.id }, b.adminToken)).data!.checkFederationLink.ok).toBe(true);
    linkA.secret = secret.data!.rotateFederationLinkSecret.sharedSecret;
    linkA.token = rotated.data!.rotateFederationLinkToken.incomingToken;
  });

  it('serves nothing while the link is paused on the answering side', async () => {
    await a.gql(`mutation($id: ID!) { pauseFederationLink(id: $id) { paused } }`, { id: linkA.id }, a.adminToken);
    const paused = await b.gql<Check>(CHECK, { id: linkB.id }, b.adminToken);
    expect(paused.data!.checkFederationLink).toMatchObject({ ok: false, error: expect.stringContaining('paused') });
    await a.gql(`mutation($id: ID!) { resumeFederationLink(id: $id) { paused } }`, { id: linkA.id }, a.adminToken);
    expect((await b.gql<Check>(CHECK, { id: linkB.id }, b.adminToken)).data!.checkFederationLink.ok).toBe(true);
  });
});
