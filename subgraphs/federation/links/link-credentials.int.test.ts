import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { epochMs } from '../../../core/clock.js';
import { decryptSecret } from '../../../core/crypto.js';
import { platformVersion } from '../../../core/version.js';
import { appSql as sql, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { scratchDir } from '../../../test/support/database.js';
import { startTamperingProxy, type TamperingProxy } from '../../../test/support/tampering-proxy.js';
import { createTestTls } from '../../../test/support/tls.js';
import { PEER_PATH_PREFIX, PEER_PROTOCOL_VERSION, signedPeerRequest } from '../peer/peer-protocol.js';
import { SECRET_ROTATION_GRACE_MS, SHARED_SECRET_PURPOSE, SOURCE_STALE_MIN_MS } from './link-rules.js';

// A link's credentials and health between two instances over HTTPS: a link to the instance itself,
// a source link's health from the peer's pulls, a secret rotation's grace, and a removed link or
// revoked pair told apart from a rotation.

const CREATE_LINK = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { id } } }`;
const UPDATE_LINK = `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id } }`;
const LINK = `query($id: ID!) { federationLink(id: $id) { health lastError lastPolledAt lastPulledByPeerAt peerInstanceId } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;
const CHECK = `mutation($id: ID!) { checkFederationLink(id: $id) { ok error } }`;
const ROTATE_SECRET = `mutation($id: ID!) { rotateFederationLinkSecret(id: $id) { sharedSecret } }`;

interface LinkState {
  health: string;
  lastError: string | null;
  lastPolledAt: string | null;
  lastPulledByPeerAt: string | null;
  peerInstanceId: string | null;
}
interface Linked {
  /** A's link (direction as asked) and B's (its mirror), with what each side was handed. */
  linkA: { id: string; token: string; secret: string };
  linkB: { id: string; token: string };
}

let a: TestApp;
let b: TestApp;
let agent: Agent;
/** A's public URL (where B accepts A's project invites); it forwards to A. */
let proxy: TamperingProxy;
let seq = 0;

/** Links A and B as two admins would: A's side `directionA`, B's its mirror, tokens and the secret exchanged. */
async function link(directionA: 'SOURCE' | 'BIDIRECTIONAL'): Promise<Linked> {
  const name = `Link ${++seq}`;
  const mirror = directionA === 'SOURCE' ? 'TARGET' : 'BIDIRECTIONAL';
  const first = await gqlOk<{ createFederationLink: { incomingToken: string; sharedSecret: string; link: { id: string } } }>(
    a,
    CREATE_LINK,
    { input: { name, remoteUrl: b.url, direction: directionA, pollIntervalSeconds: 15 } },
  );
  const created = first.createFederationLink;
  const second = await gqlOk<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(b, CREATE_LINK, {
    input: { name, remoteUrl: a.url, direction: mirror, peerToken: created.incomingToken, sharedSecret: created.sharedSecret },
  });
  const mirrored = second.createFederationLink;
  await gqlOk(a, UPDATE_LINK, { input: { id: created.link.id, peerToken: mirrored.incomingToken } });
  return {
    linkA: { id: created.link.id, token: created.incomingToken, secret: created.sharedSecret },
    linkB: { id: mirrored.link.id, token: mirrored.incomingToken },
  };
}

const linkState = async (app: TestApp, id: string) => (await gqlOk<{ federationLink: LinkState }>(app, LINK, { id })).federationLink;
const sync = async (app: TestApp, id: string) =>
  (await gqlOk<{ syncFederationLink: { health: string; lastError: string | null } }>(app, SYNC, { id })).syncFederationLink;
const check = async (app: TestApp, id: string) =>
  (await gqlOk<{ checkFederationLink: { ok: boolean; error: string | null } }>(app, CHECK, { id })).checkFederationLink;
const green = { health: 'GREEN', lastError: null };

/** Time passes for both instances alike (their peer requests carry timestamps the other checks). */
const advance = (ms: number) => {
  a.clock.advance(ms);
  b.clock.advance(ms);
};

/** A raw POST to A's peer endpoint, as a peer (or anyone) would send it. */
const postToA = async (path: string, signed: { body: string; headers: Record<string, string> }) => {
  const response = await request(`${a.url}${PEER_PATH_PREFIX}/${path}`, {
    method: 'POST',
    body: signed.body,
    headers: signed.headers,
    dispatcher: agent,
  });
  return { status: response.statusCode, body: await response.body.text() };
};
const handshake = (instanceId: string, direction = 'target') => ({
  protocol: PEER_PROTOCOL_VERSION,
  version: platformVersion,
  instanceId,
  direction,
});

beforeAll(async () => {
  const tls = await createTestTls(scratchDir('svc-tls-'));
  agent = new Agent({ connect: { ca: readFileSync(tls.caFile, 'utf8') } });
  const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile, FEDERATION_CA_FILE: tls.caFile };
  proxy = await startTamperingProxy(tls);
  [a, b] = await Promise.all([startTestApp({ env: { ...env, SVC_PUBLIC_URL: proxy.url } }), startTestApp({ env })]);
  proxy.target = a.url;
  await gqlOk(a, `mutation { createProject(input: { key: "OWN", name: "Own" }) { id } }`);
  await gqlOk(a, `mutation { createTicket(input: { projectKey: "OWN", title: "Only once" }) { id } }`);
});
afterAll(async () => {
  await agent.close();
  await Promise.all([a.close(), b.close(), proxy.close()]);
});

describe('a link to the instance itself', () => {
  it('fails its connection test with the reason, and a sync applies nothing', async () => {
    const created = (
      await gqlOk<{ createFederationLink: { incomingToken: string; link: { id: string } } }>(a, CREATE_LINK, {
        input: { name: 'Myself', remoteUrl: a.url, direction: 'BIDIRECTIONAL' },
      })
    ).createFederationLink;
    // Its own token as the peer's: each request authenticates as the link itself, with the one secret.
    await gqlOk(a, UPDATE_LINK, { input: { id: created.link.id, peerToken: created.incomingToken } });
    const counts = `select (select count(*) from workspace.projects)::int as projects, (select count(*) from workspace.tickets)::int as tickets,
      (select count(*) from federation.id_map)::int as mapped`;
    const before = await sql(a, counts);

    const checked = await check(a, created.link.id);
    expect(checked).toEqual({ ok: false, error: expect.stringContaining('cannot federate with itself') });
    expect(await sync(a, created.link.id)).toEqual({ health: 'RED', lastError: expect.stringContaining('cannot federate with itself') });
    expect(await sql(a, counts)).toEqual(before);
    expect((await linkState(a, created.link.id)).peerInstanceId).toBeNull();

    // The answering side refuses any handshake that names its own instance, with a reason of its own.
    const [instance] = await sql<{ id: string }>(a, 'select id from federation.instance');
    const refused = await postToA(
      'handshake',
      signedPeerRequest(
        handshake(instance!.id, 'bidirectional'),
        { token: created.incomingToken, sharedSecret: (await secretOf(a, created.link.id))! },
        epochMs(a.clock),
      ),
    );
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body).error).toMatchObject({ reason: 'FEDERATION_SELF_LINK' });
    await gqlOk(a, `mutation($id: ID!) { deleteFederationLink(id: $id) }`, { id: created.link.id });
  });
});

/** The shared secret a link holds, as its side would sign with it. */
async function secretOf(app: TestApp, linkId: string): Promise<string | undefined> {
  const [row] = await sql<{ shared_secret_encrypted: string }>(app, 'select shared_secret_encrypted from federation.links where id = $1', [
    linkId,
  ]);
  return row && decryptSecret(app.app.platform.masterKey, SHARED_SECRET_PURPOSE, row.shared_secret_encrypted);
}

describe("a source link's health", () => {
  it('is amber until the peer first pulls, green while it pulls, and red with the reason once it stops', async () => {
    const { linkA, linkB } = await link('SOURCE');
    expect(await linkState(a, linkA.id)).toMatchObject({ health: 'AMBER', lastError: null, lastPulledByPeerAt: null });

    expect(await sync(b, linkB.id)).toEqual(green);
    const pulled = await linkState(a, linkA.id);
    expect(pulled).toMatchObject({ ...green, lastPolledAt: null });
    expect(Math.abs(new Date(pulled.lastPulledByPeerAt!).getTime() - epochMs(a.clock))).toBeLessThan(60_000);

    // Five poll intervals of 15 s are less than the five minutes a source link always allows.
    advance(SOURCE_STALE_MIN_MS - 30_000);
    expect(await linkState(a, linkA.id)).toMatchObject(green);
    advance(60_000);
    const stale = await linkState(a, linkA.id);
    expect(stale).toMatchObject({ health: 'RED', lastError: expect.stringContaining(`has not pulled since ${pulled.lastPulledByPeerAt}`) });

    expect(await sync(b, linkB.id)).toEqual(green);
    expect(await linkState(a, linkA.id)).toMatchObject(green);
  });
});

describe('rotating a shared secret', () => {
  it('keeps the old one valid for the grace, both sides green, until the peer enters the new one; after the grace it is refused', async () => {
    const { linkA, linkB } = await link('BIDIRECTIONAL');
    expect(await sync(a, linkA.id)).toEqual(green);
    expect(await sync(b, linkB.id)).toEqual(green);

    const rotated = (await gqlOk<{ rotateFederationLinkSecret: { sharedSecret: string } }>(a, ROTATE_SECRET, { id: linkA.id }))
      .rotateFederationLinkSecret.sharedSecret;
    // B still signs with the old secret, A with the new one (and once more with the old when B refuses).
    expect(await sync(b, linkB.id)).toEqual(green);
    expect(await sync(a, linkA.id)).toEqual(green);
    expect(await check(b, linkB.id)).toEqual({ ok: true, error: null });
    advance(SECRET_ROTATION_GRACE_MS / 2);
    expect(await sync(a, linkA.id)).toEqual(green);

    await gqlOk(b, UPDATE_LINK, { input: { id: linkB.id, sharedSecret: rotated } });
    expect(await sync(b, linkB.id)).toEqual(green);
    expect(await sync(a, linkA.id)).toEqual(green);

    // A rotates again and B does not follow: past the grace, each side refuses the other.
    const again = (await gqlOk<{ rotateFederationLinkSecret: { sharedSecret: string } }>(a, ROTATE_SECRET, { id: linkA.id }))
      .rotateFederationLinkSecret.sharedSecret;
    expect(await sync(b, linkB.id)).toEqual(green);
    advance(SECRET_ROTATION_GRACE_MS + 1000);
    expect(await sync(b, linkB.id)).toEqual({ health: 'RED', lastError: expect.stringContaining('401') });
    expect(await sync(a, linkA.id)).toEqual({ health: 'RED', lastError: expect.stringContaining('401') });
    const withOld = await postToA(
      'handshake',
      signedPeerRequest(handshake('instance-b'), { token: linkA.token, sharedSecret: rotated }, epochMs(a.clock)),
    );
    expect(withOld.status).toBe(401);

    await gqlOk(b, UPDATE_LINK, { input: { id: linkB.id, sharedSecret: again } });
    expect(await sync(b, linkB.id)).toEqual(green);
    expect(await sync(a, linkA.id)).toEqual(green);
  });
});

describe('a link removed on the other side', () => {
  it('says the peer deleted it (410 LINK_DELETED), not a rotation; the 401 stays the same for anything else', async () => {
    const { linkA, linkB } = await link('SOURCE');
    expect(await sync(b, linkB.id)).toEqual(green);
    const unknown = await postToA(
      'handshake',
      signedPeerRequest(handshake('instance-b'), { token: `svc_fed_${'x'.repeat(43)}`, sharedSecret: linkA.secret }, epochMs(a.clock)),
    );
    expect(unknown.status).toBe(401);

    await gqlOk(a, `mutation($id: ID!) { deleteFederationLink(id: $id) }`, { id: linkA.id });
    const polled = await sync(b, linkB.id);
    expect(polled).toEqual({ health: 'RED', lastError: expect.stringContaining('The peer removed this link') });
    expect(polled.lastError).not.toContain('rotation');

    // Signed or not: only the token's former holder can present it.
    for (const sharedSecret of [linkA.secret, 'fedsec_not-the-secret-at-all-0000000000000']) {
      const removed = await postToA(
        'changes',
        signedPeerRequest({ after: 0, limit: 10 }, { token: linkA.token, sharedSecret }, epochMs(a.clock)),
      );
      expect(removed.status).toBe(410);
      expect(JSON.parse(removed.body)).toEqual({
        error: { code: 'link_removed', message: 'This link was deleted on this side', reason: 'LINK_DELETED' },
      });
    }
    const again = await postToA(
      'handshake',
      signedPeerRequest(handshake('instance-b'), { token: `svc_fed_${'x'.repeat(43)}`, sharedSecret: linkA.secret }, epochMs(a.clock)),
    );
    expect(again).toEqual(unknown);
  });

  it('says the partner revoked the pair (410 PAIR_REVOKED) when the partner could not tell it at once', async () => {
    const projectId = (
      await gqlOk<{ createProject: { id: string } }>(a, `mutation { createProject(input: { key: "PRD", name: "Paired" }) { id } }`)
    ).createProject.id;
    const { token } = (
      await gqlOk<{ createProjectFederationInvite: { token: string } }>(
        a,
        `mutation($input: CreateProjectFederationInviteInput!) { createProjectFederationInvite(input: $input) { token } }`,
        { input: { projectId } },
      )
    ).createProjectFederationInvite;
    const accepted = await gqlOk<{ acceptProjectFederationInvite: { id: string } }>(
      b,
      `mutation($token: String!) { acceptProjectFederationInvite(token: $token) { id } }`,
      { token },
    );
    const [pairB] = await sql<{ link_id: string }>(b, 'select link_id from federation.project_pairs where id = $1', [
      accepted.acceptProjectFederationInvite.id,
    ]);
    const linkB = pairB!.link_id;
    const [pairA] = await sql<{ id: string; link_id: string }>(
      a,
      'select id, link_id from federation.project_pairs where project_id = $1',
      [projectId],
    );
    expect(await sync(b, linkB)).toEqual(green);

    // The partner is unreachable when A revokes: its pair stays until its next poll hears why.
    await sql(a, `update federation.links set remote_url = 'https://127.0.0.1:9' where id = $1`, [pairA!.link_id]);
    await gqlOk(a, `mutation($input: RevokeProjectFederationPairInput!) { revokeProjectFederationPair(input: $input) }`, {
      input: { id: pairA!.id, projectKey: 'PRD' },
    });
    const polled = await sync(b, linkB);
    expect(polled).toEqual({ health: 'RED', lastError: expect.stringContaining('The partner revoked the pair') });
    expect(polled.lastError).not.toContain('rotation');
  });
});
