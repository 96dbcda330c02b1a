import { createServer, type AddressInfo, type Server } from 'node:net';
import { newId } from '../../../core/ids.js';
import { platformVersion } from '../../../core/version.js';
import { appSql as sql, errorCode, gqlOk, startTestApp, type TestApp } from '../../../test/support/app.js';
import { encodeInviteToken } from '../pairs/invite-token.js';

// An operator who turned loopback peers off (as production does by default): link and invite URLs outside the
// public internet are refused when saved, in every spelling, and a stored one is never connected to.
const CREATE = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { link { id } } }`;
const UPDATE = `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { id } }`;
const ACCEPT = `mutation($t: String!) { acceptProjectFederationInvite(token: $t) { id } }`;
const SYNC = `mutation($id: ID!) { syncFederationLink(id: $id) { health lastError } }`;

let t: TestApp;
/** A listener on loopback that counts the connections it gets: none may come. */
let listener: Server;
let connections = 0;
beforeAll(async () => {
  t = await startTestApp({ env: { FEDERATION_ALLOW_LOOPBACK: 'false' } });
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

const refused = [
  'https://127.1',
  'https://2130706433',
  'https://169.254.169.254',
  'https://[::1]',
  'https://[::ffff:127.0.0.1]',
  'https://localhost.',
  'https://peer.localhost',
  'https://10.0.0.1',
  'https://100.64.0.1',
];

it.each(refused)('createFederationLink and updateFederationLink refuse %s naming remoteUrl', async (remoteUrl) => {
  const created = await t.gql(CREATE, { input: { name: `to ${remoteUrl}`, remoteUrl, direction: 'BIDIRECTIONAL' } }, t.adminToken);
  expect(errorCode(created)).toBe('BAD_USER_INPUT');
  expect(created.errors![0]!.extensions!.field).toBe('remoteUrl');

  const fine = await gqlOk<{ createFederationLink: { link: { id: string } } }>(t, CREATE, {
    input: { name: `fine for ${remoteUrl}`, remoteUrl: 'https://peer.example.com', direction: 'BIDIRECTIONAL' },
  });
  const changed = await t.gql(UPDATE, { input: { id: fine.createFederationLink.link.id, remoteUrl } }, t.adminToken);
  expect(changed.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'remoteUrl' });
});

it('refuses an invite naming a private address before asking it anything', async () => {
  const port = (listener.address() as AddressInfo).port;
  for (const url of [`https://127.1:${port}`, `https://[::1]:${port}`, 'https://169.254.169.254']) {
    const token = encodeInviteToken({ url, inviteId: newId(), secret: 'invsec_0123456789abcdefghij' });
    const answer = await t.gql(ACCEPT, { t: token }, t.adminToken);
    expect(answer.errors![0]).toMatchObject({
      message: expect.stringMatching(/^token: must not point at/),
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
  }
  expect(connections).toBe(0);
});

it('refuses a partner accepting an invite with a private URL for its side, which this side would poll', async () => {
  for (const url of ['https://169.254.169.254', 'https://foo.localhost', 'https://127.1']) {
    const response = await fetch(`${t.url}/federation/invites/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: encodeInviteToken({ url: 'https://inviting.example', inviteId: newId(), secret: 'invsec_0123456789abcdefghij' }),
        protocol: 1,
        version: platformVersion,
        instanceId: newId(),
        url,
        incomingToken: 'svc_fed_0123456789abcdefghij',
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { field: 'url' } });
  }
});

it('never connects a stored link whose host resolves to this machine', async () => {
  // A link saved before the rule, or by a host name whose answer changed since: the address is vetted at each connection.
  const port = (listener.address() as AddressInfo).port;
  const { createFederationLink } = await gqlOk<{ createFederationLink: { link: { id: string } } }>(t, CREATE, {
    input: { name: 'rebinding', remoteUrl: 'https://peer.example.com', direction: 'BIDIRECTIONAL', peerToken: `svc_fed_${'a'.repeat(40)}` },
  });
  const id = createFederationLink.link.id;
  for (const remote of [`https://localhost:${port}`, `https://127.0.0.1:${port}`]) {
    await sql(t, `update federation.links set remote_url = $2 where id = $1`, [id, remote]);
    const synced = await gqlOk<{ syncFederationLink: { health: string; lastError: string } }>(t, SYNC, { id });
    expect(synced.syncFederationLink).toEqual({ health: 'RED', lastError: 'Peer unreachable: its address is not on the public internet' });
  }
  expect(connections).toBe(0);
});
