import { decryptSecret, sha256Hex } from '../../../core/crypto.js';
import { withClient } from '../../../core/database.js';
import { errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { PEER_TOKEN_PURPOSE, SHARED_SECRET_PURPOSE } from './link-rules.js';
import { expectFederationQuiet } from '../../../test/support/federation.js';

const FIELDS = `id name remoteUrl direction pollIntervalSeconds entityScope projectFilter incomingTokenPrefix peerTokenSet dryRun paused
  health lastPolledAt lastSuccessAt lastError peerInstanceId peerVersion createdAt updatedAt`;
const CREATE = `mutation($input: CreateFederationLinkInput!) { createFederationLink(input: $input) { incomingToken sharedSecret link { ${FIELDS} } } }`;
const UPDATE = `mutation($input: UpdateFederationLinkInput!) { updateFederationLink(input: $input) { ${FIELDS} } }`;
const LIST = `query($first: Int!, $after: String) { federationLinks(first: $first, after: $after) { nodes { ${FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const GET = `query($id: ID!) { federationLink(id: $id) { ${FIELDS} } }`;
const AUDIT = `query { auditLog(first: 100) { nodes { actorId action targetType targetId details } } }`;

interface LinkView {
  id: string;
  name: string;
  remoteUrl: string;
  direction: string;
  pollIntervalSeconds: number;
  entityScope: string[];
  projectFilter: string[];
  incomingTokenPrefix: string;
  peerTokenSet: boolean;
  dryRun: boolean;
  paused: boolean;
  health: string;
}
interface Created {
  createFederationLink: { incomingToken: string; sharedSecret: string | null; link: LinkView };
}

let t: TestApp;
let admin: { id: string; token: string };
let member: { id: string; token: string };

const sql = <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withClient(t.app.platform.database.url, async (client) => (await client.query<R>(text, params)).rows);

let seq = 0;
const create = (input: Record<string, unknown> = {}, token = admin.token): Promise<GraphQLResponse<Created>> =>
  t.gql<Created>(
    CREATE,
    { input: { name: `Peer ${++seq}`, remoteUrl: 'https://peer.example.test', direction: 'BIDIRECTIONAL', ...input } },
    token,
  );

const selection = (operation: string): string =>
  operation.startsWith('delete')
    ? ''
    : operation.startsWith('rotate')
      ? `{ incomingToken sharedSecret link { ${FIELDS} } }`
      : `{ ${FIELDS} }`;

const mutate = (name: string, id: string, token = admin.token) =>
  t.gql<Record<string, LinkView & { link?: LinkView; incomingToken?: string; sharedSecret?: string }>>(
    `mutation($id: ID!) { ${name}(id: $id) ${selection(name)} }`,
    { id },
    token,
  );

const auditOf = async (linkId: string) =>
  (
    await t.gql<{ auditLog: { nodes: Array<{ actorId: string; action: string; targetId: string; details: Record<string, unknown> }> } }>(
      AUDIT,
      {},
      t.adminToken,
    )
  ).data!.auditLog.nodes.filter((entry) => entry.targetId === linkId);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser('admin');
  member = await t.createUser('member');
});
afterEach(() => expectFederationQuiet([t]));
afterAll(() => t.close());

describe('instance links', () => {
  it('creates a link whose token and generated secret are shown once and kept hashed or encrypted', async () => {
    const created = await create({
      pollIntervalSeconds: 15,
      entityScope: ['ticket', 'project', 'ticket_status', 'ticket'],
      peerToken: `svc_fed_${'a'.repeat(43)}`,
    });
    const { incomingToken, sharedSecret, link } = created.data!.createFederationLink;
    expect(incomingToken).toMatch(/^svc_fed_[A-Za-z0-9_-]{43}$/);
    expect(sharedSecret).toMatch(/^fedsec_[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      remoteUrl: 'https://peer.example.test',
      direction: 'BIDIRECTIONAL',
      pollIntervalSeconds: 15,
      entityScope: ['ticket', 'project', 'ticket_status'],
      projectFilter: [],
      incomingTokenPrefix: incomingToken.slice(0, 14),
      peerTokenSet: true,
      dryRun: false,
      paused: false,
      health: 'AMBER',
    });

    const [row] = await sql<{ incoming_token_hash: string; shared_secret_encrypted: string; peer_token_encrypted: string }>(
      'select incoming_token_hash, shared_secret_encrypted, peer_token_encrypted from federation.links where id = $1',
      [link.id],
    );
    expect(row!.incoming_token_hash).toBe(sha256Hex(incomingToken));
    expect(row!.shared_secret_encrypted).not.toContain(sharedSecret!);
    expect(decryptSecret(t.app.platform.masterKey, SHARED_SECRET_PURPOSE, row!.shared_secret_encrypted)).toBe(sharedSecret);
    expect(decryptSecret(t.app.platform.masterKey, PEER_TOKEN_PURPOSE, row!.peer_token_encrypted)).toBe(`svc_fed_${'a'.repeat(43)}`);

    // Never listed again.
    const listed = await t.gql(LIST, { first: 100 }, admin.token);
    expect(JSON.stringify(listed)).not.toContain(incomingToken);
    expect(JSON.stringify(listed)).not.toContain(sharedSecret!);
    expect(await auditOf(link.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'federation.link.created',
        details: expect.objectContaining({ secretEntered: false }),
      }),
    ]);
  });

  it('takes the shared secret typed in on the second side and shows none back', async () => {
    const secret = `fedsec_${'Z'.repeat(43)}`;
    const created = await create({ sharedSecret: secret, direction: 'TARGET' });
    const { sharedSecret, link } = created.data!.createFederationLink;
    expect(sharedSecret).toBeNull();
    const [row] = await sql<{ shared_secret_encrypted: string }>('select shared_secret_encrypted from federation.links where id = $1', [
      link.id,
    ]);
    expect(decryptSecret(t.app.platform.masterKey, SHARED_SECRET_PURPOSE, row!.shared_secret_encrypted)).toBe(secret);
  });

  it.each([
    [{ remoteUrl: 'http://peer.example.test' }, 'remoteUrl'],
    [{ remoteUrl: 'not a url' }, 'remoteUrl'],
    [{ remoteUrl: 'https://user:pw@peer.example.test' }, 'remoteUrl'],
    [{ remoteUrl: 'https://peer.example.test/?x=1' }, 'remoteUrl'],
    [{ pollIntervalSeconds: 14 }, 'pollIntervalSeconds'],
    [{ pollIntervalSeconds: 3601 }, 'pollIntervalSeconds'],
    [{ entityScope: ['ticket', 'user'] }, 'entityScope'],
    // A ticket cannot exist without its status: its rows would never apply.
    [{ entityScope: ['project', 'ticket'] }, 'entityScope'],
    [{ projectFilter: ['not-a-uuid'] }, 'projectFilter'],
    [{ sharedSecret: 'too-short' }, 'sharedSecret'],
    [{ peerToken: 'svc_key_notapeertoken' }, 'peerToken'],
    [{ name: '   ' }, 'name'],
  ])('refuses %j naming the field', async (input, field) => {
    const before = await sql('select id from federation.links');
    const refused = await create(input);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.field).toBe(field);
    expect(await sql('select id from federation.links')).toHaveLength(before.length);
  });

  it('refuses a second link of the same name, whatever its case', async () => {
    await create({ name: 'Acme EU' });
    const clash = await create({ name: 'acme eu' });
    expect(errorCode(clash)).toBe('CONFLICT');
    expect(clash.errors![0]!.extensions!.reason).toBe('LINK_NAME_TAKEN');
  });

  it('is for holders of admin:federation:write only', async () => {
    const refused = await create({}, member.token);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.extensions).toMatchObject({ reason: 'PERMISSION_REQUIRED', permission: 'admin:federation:write' });
    expect(errorCode(await t.gql(LIST, { first: 10 }, member.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST, { first: 10 }))).toBe('UNAUTHENTICATED');
    const link = (await create()).data!.createFederationLink.link;
    for (const operation of ['pauseFederationLink', 'rotateFederationLinkToken', 'deleteFederationLink']) {
      expect(errorCode(await mutate(operation, link.id, member.token))).toBe('FORBIDDEN');
    }
    expect(errorCode(await t.gql(GET, { id: link.id }, member.token))).toBe('FORBIDDEN');
  });

  it('edits, pauses, resumes, switches dry-run, rotates and deletes, each audited with the acting admin', async () => {
    const created = (await create()).data!.createFederationLink;
    const id = created.link.id;

    const updated = await t.gql<{ updateFederationLink: LinkView }>(
      UPDATE,
      {
        input: {
          id,
          name: 'Renamed',
          pollIntervalSeconds: 120,
          projectFilter: ['0190a0a0-0000-7000-8000-000000000001'],
          sharedSecret: `fedsec_${'q'.repeat(40)}`,
        },
      },
      admin.token,
    );
    expect(updated.data!.updateFederationLink).toMatchObject({ name: 'Renamed', pollIntervalSeconds: 120, direction: 'BIDIRECTIONAL' });
    expect(updated.data!.updateFederationLink.projectFilter).toEqual(['0190a0a0-0000-7000-8000-000000000001']);
    expect(errorCode(await t.gql(UPDATE, { input: { id, pollIntervalSeconds: 5 } }, admin.token))).toBe('BAD_USER_INPUT');

    expect((await mutate('pauseFederationLink', id)).data!.pauseFederationLink!.paused).toBe(true);
    expect((await mutate('resumeFederationLink', id)).data!.resumeFederationLink!.paused).toBe(false);
    const dryRun = await t.gql<{ setFederationLinkDryRun: LinkView }>(
      `mutation($input: SetFederationLinkDryRunInput!) { setFederationLinkDryRun(input: $input) { dryRun } }`,
      { input: { id, dryRun: true } },
      admin.token,
    );
    expect(dryRun.data!.setFederationLinkDryRun.dryRun).toBe(true);

    const rotated = (await mutate('rotateFederationLinkToken', id)).data!.rotateFederationLinkToken!;
    expect(rotated.incomingToken).toMatch(/^svc_fed_/);
    expect(rotated.incomingToken).not.toBe(created.incomingToken);
    const [row] = await sql<{ incoming_token_hash: string }>('select incoming_token_hash from federation.links where id = $1', [id]);
    expect(row!.incoming_token_hash).toBe(sha256Hex(rotated.incomingToken!));
    const secret = (await mutate('rotateFederationLinkSecret', id)).data!.rotateFederationLinkSecret!;
    expect(secret.sharedSecret).toMatch(/^fedsec_/);
    expect(secret.incomingToken).toBeNull();

    expect((await mutate('deleteFederationLink', id)).data!.deleteFederationLink).toBe(id);
    expect(errorCode(await t.gql(GET, { id }, admin.token))).toBe('NOT_FOUND');
    expect(errorCode(await mutate('pauseFederationLink', id))).toBe('NOT_FOUND');

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'federation.link.created',
      'federation.link.updated',
      'federation.link.paused',
      'federation.link.resumed',
      'federation.link.dry_run_changed',
      'federation.link.token_rotated',
      'federation.link.secret_rotated',
      'federation.link.deleted',
    ]);
    expect(entries.every((entry) => entry.actorId === admin.id)).toBe(true);
    // Secrets never reach the log, only that they changed.
    expect(JSON.stringify(entries)).not.toContain('fedsec_');
    expect(entries.find((entry) => entry.action === 'federation.link.updated')!.details).toMatchObject({
      sharedSecretChanged: true,
      name: 'Renamed',
    });
  });

  it('lists links oldest first, page by page', async () => {
    const first = await t.gql<{ federationLinks: { nodes: LinkView[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
      LIST,
      { first: 2 },
      admin.token,
    );
    expect(first.data!.federationLinks.nodes).toHaveLength(2);
    expect(first.data!.federationLinks.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql<{ federationLinks: { nodes: LinkView[] } }>(
      LIST,
      { first: 100, after: first.data!.federationLinks.pageInfo.endCursor },
      admin.token,
    );
    const ids = [...first.data!.federationLinks.nodes, ...next.data!.federationLinks.nodes].map((link) => link.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });
});
