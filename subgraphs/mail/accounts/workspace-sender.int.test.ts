import { withClient } from '../../../core/database.js';
import { errorCode, startTestApp, type TestApp } from '../../../test/support/app.js';

const PROVISION = `mutation($input: ProvisionWorkspaceSenderInput!) {
  provisionWorkspaceSender(input: $input) { account { id ownerUserId } senderDomainId domain token apiKey { id access domainId } }
}`;

interface Provisioned {
  account: { id: string; ownerUserId: string };
  senderDomainId: string;
  domain: string;
  token: string;
  apiKey: { id: string; access: string; domainId: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const provision = (token: string, slug: string) => t.gql<{ provisionWorkspaceSender: Provisioned }>(PROVISION, { input: { slug } }, token);

describe('provisionWorkspaceSender', () => {
  it('is for signed-in workspace admins only', async () => {
    const member = await t.createUser();
    expect(errorCode(await provision(member.token, 'member-ws'))).toBe('FORBIDDEN');
    expect(errorCode(await provision('', 'anonymous-ws'))).toBe('UNAUTHENTICATED');
  });

  it('provisions an account, a verified shared subdomain and a sending key limited to it', async () => {
    const admin = await t.createUser('admin');
    const result = await provision(admin.token, 'Acme-HQ');
    expect(result.errors).toBeUndefined();
    const sender = result.data!.provisionWorkspaceSender;
    expect(sender).toMatchObject({
      account: { ownerUserId: admin.id },
      domain: 'acme-hq.mail.svc.example',
      token: expect.stringMatching(/^svc_mail_/),
      apiKey: { access: 'SENDING', domainId: sender.senderDomainId },
    });
    const domain = await t.gql<{ senderDomain: { verificationStatus: string; domain: string } }>(
      'query($id: ID!, $accountId: ID) { senderDomain(id: $id, accountId: $accountId) { domain verificationStatus } }',
      { id: sender.senderDomainId, accountId: sender.account.id },
      admin.token,
    );
    expect(domain.data?.senderDomain).toEqual({ domain: 'acme-hq.mail.svc.example', verificationStatus: 'verified' });
    const [row] = await withClient(
      t.app.platform.database.url,
      async (client) =>
        (
          await client.query<{ selector: string; encrypted: string | null; checked: Date | null }>(
            'select dkim_selector as selector, dkim_private_key_encrypted as encrypted, last_checked_at as checked from mail.sender_domains where id = $1',
            [sender.senderDomainId],
          )
        ).rows,
    );
    // No key of its own: its mail is signed with the shared sender's central key.
    expect(row).toMatchObject({ selector: 'svc-shared', encrypted: null, checked: expect.any(Date) });
  });

  it('is idempotent: the same account and subdomain, a fresh key, the earlier key revoked', async () => {
    const admin = await t.createUser('admin');
    const first = (await provision(admin.token, 'idem')).data!.provisionWorkspaceSender;
    const again = await provision(admin.token, 'another-slug');
    expect(again.errors).toBeUndefined();
    const second = again.data!.provisionWorkspaceSender;
    expect(second).toMatchObject({
      account: { id: first.account.id },
      senderDomainId: first.senderDomainId,
      domain: 'idem.mail.svc.example',
    });
    expect(second.token).not.toBe(first.token);
    const accounts = await t.gql<{ mailAccounts: Array<{ id: string }> }>('{ mailAccounts { id } }', {}, admin.token);
    expect(accounts.data?.mailAccounts).toEqual([{ id: first.account.id }]);
    const keys = await t.gql<{ mailApiKeys: Array<{ id: string; revokedAt: string | null }> }>(
      'query($accountId: ID!) { mailApiKeys(accountId: $accountId) { id revokedAt } }',
      { accountId: first.account.id },
      admin.token,
    );
    expect(keys.data?.mailApiKeys).toEqual([
      { id: first.apiKey.id, revokedAt: expect.any(String) },
      { id: second.apiKey.id, revokedAt: null },
    ]);
  });

  it("refuses a subdomain that another user's account holds, and slugs that are not one DNS label", async () => {
    const [one, other] = await Promise.all([t.createUser('admin'), t.createUser('super-admin')]);
    expect((await provision(one.token, 'taken')).errors).toBeUndefined();
    const clash = await provision(other.token, 'taken');
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'slug' });
    const bad = await provision(other.token, 'two.labels');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
  });

  it('keeps the shared domain out of reach of ordinary sender-domain registration', async () => {
    const owner = await t.createUser();
    const { accountId } = await t.createMailKey(owner.token);
    const created = await t.gql(
      'mutation($input: CreateSenderDomainInput!) { createSenderDomain(input: $input) { id } }',
      { input: { accountId, domain: 'squatter.mail.svc.example' } },
      owner.token,
    );
    expect(errorCode(created)).toBe('RESERVED_DOMAIN');
  });
});
