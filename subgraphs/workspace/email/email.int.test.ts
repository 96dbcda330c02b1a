import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { sha256Hex } from '../../../core/crypto.js';
import { withClient } from '../../../core/database.js';
import {
  AcceptInviteDocument,
  ConfigureEmailDeliveryDocument,
  ConnectEmailDeliveryDocument,
  DisconnectEmailDeliveryDocument,
  EmailDeliveryDocument,
  InviteByTokenDocument,
  InviteUserDocument,
  LoginDocument,
  RequestPasswordResetDocument,
  ResendInviteDocument,
  ResetPasswordDocument,
  RevokeInviteDocument,
  UserInvitesDocument,
} from '../../../operations/generated/graphql.js';
import { ADMIN_EMAIL, errorCode, startTestApp, type GraphQLResponse, type TestApp } from '../../../test/support/app.js';
import { TestDnsServer } from '../../../test/support/dns-server.js';
import { mailApi, verifiedDomain } from '../../../test/support/mail.js';
import { freePort } from '../../../test/support/ports.js';
import { until } from '../../../test/support/wait.js';
import { addMember, createProject, createTicket, ok, projectKey } from '../tickets/ticket.test-support.js';

interface CapturedMail {
  from: string;
  subject: string;
  text: string;
  /** The message as captured, folded header lines unfolded. */
  raw: string;
}

let t: TestApp;
let dns: TestDnsServer;
let publicUrl: string;
/** Invited before email delivery was connected: must never get mail. */
let earlyInvitee = '';

const sql = async <R extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await withClient(t.app.platform.database.url, (client) => client.query<R>(text, params))).rows;

/** Everything the capture mailbox holds for `to`, oldest first. */
async function mailTo(to: string): Promise<CapturedMail[]> {
  const rows = await sql<{ raw: string }>('select raw from mail.captured_messages where $1 = any(envelope_to) order by id', [to]);
  return Promise.all(
    rows.map(async ({ raw }) => {
      // As it would go on the wire: CRLF line ends only (RFC 5322 2.3), though the bodies were written with LF.
      expect(raw).not.toMatch(/(^|[^\r])\n/);
      const parsed = await simpleParser(raw);
      return {
        from: parsed.from?.text ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        raw: raw.replace(/\r?\n[ \t]+/g, ' '),
      };
    }),
  );
}

async function nextMailTo(to: string, already = 0): Promise<CapturedMail> {
  await until(async () => (await mailTo(to)).length > already, `an email to ${to}`);
  return (await mailTo(to))[already]!;
}

const emailAddress = (name: string) => `${name}-${randomBytes(3).toString('hex')}@example.org`;
const tokenIn = (text: string, path: string) => new RegExp(`${publicUrl}/${path}\\?token=([\\w-]+)`).exec(text)?.[1];
const data = <T>(response: GraphQLResponse<T>): T => {
  if (response.errors?.length || !response.data) throw new Error(JSON.stringify(response.errors));
  return response.data;
};

beforeAll(async () => {
  dns = await new TestDnsServer().start();
  // The workspace reaches the mail API at its public URL, so that URL must be known before start.
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    env: {
      PORT: String(port),
      SVC_PUBLIC_URL: publicUrl,
      JOBS_ENABLED: 'true',
      MAIL_INBOUND_SMTP_PORT: '0',
      MAIL_API_RATE_LIMIT: '1000',
      MAIL_DNS_SERVERS: dns.address,
      MAIL_DNS_TIMEOUT_MS: '1000',
      // Retries of workspace emails the mail API did not take come after 50 ms each.
      WORKSPACE_MAIL_RETRY_SECONDS: '0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05',
      WORKER_POLL_MS: '50',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

describe('email delivery setting', () => {
  it('is for workspace admins only', async () => {
    const member = await t.createUser();
    for (const token of [member.token, '']) {
      const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(errorCode(await t.gql(EmailDeliveryDocument, {}, token))).toBe(expected);
      expect(errorCode(await t.gql(ConnectEmailDeliveryDocument, {}, token))).toBe(expected);
      expect(
        errorCode(
          await t.gql(
            ConfigureEmailDeliveryDocument,
            { input: { apiUrl: publicUrl, apiKey: 'svc_mail_x', fromAddress: 'a@example.org' } },
            token,
          ),
        ),
      ).toBe(expected);
      expect(errorCode(await t.gql(DisconnectEmailDeliveryDocument, {}, token))).toBe(expected);
    }
  });

  it('sends nothing while not connected', async () => {
    expect(data(await t.gql(EmailDeliveryDocument, {}, t.adminToken)).emailDelivery).toMatchObject({ connected: false, fromAddress: null });
    earlyInvitee = emailAddress('early');
    data(await t.gql(InviteUserDocument, { input: { email: earlyInvitee } }, t.adminToken));
    // Checked at the end of the file, long after the background attempt.
  });

  it('connects by provisioning a shared sender, idempotently, rotating the key', async () => {
    const first = data(await t.gql(ConnectEmailDeliveryDocument, {}, t.adminToken)).connectEmailDelivery;
    expect(first).toMatchObject({
      connected: true,
      mode: 'SHARED',
      apiUrl: publicUrl,
      fromAddress: expect.stringMatching(/^"Workspace" <notifications@workspace-[0-9a-f]{6}\.mail\.svc\.example>$/),
      connectedAt: expect.any(String),
    });
    const address = /<(.+)>/.exec(first.fromAddress!)![1]!;
    const second = data(await t.gql(ConnectEmailDeliveryDocument, { input: { fromName: 'Acme Support' } }, t.adminToken));
    expect(second.connectEmailDelivery.fromAddress).toBe(`"Acme Support" <${address}>`);
    expect(data(await t.gql(EmailDeliveryDocument, {}, t.adminToken)).emailDelivery).toEqual(second.connectEmailDelivery);

    const [admin] = await sql<{ id: string }>('select id from workspace.users where email = $1', [ADMIN_EMAIL]);
    const accounts = await sql<{ id: string }>('select id from mail.accounts where owner_user_id = $1', [admin!.id]);
    expect(accounts).toHaveLength(1);
    const liveKeys = await sql('select id from mail.api_keys where account_id = $1 and revoked_at is null', [accounts[0]!.id]);
    expect(liveKeys).toHaveLength(1);
    // The admin's key for each provisioning call is revoked right after it.
    const callKeys = await sql<{ revoked_at: Date | null }>('select revoked_at from workspace.api_keys where name = $1', [
      'Email delivery connection',
    ]);
    expect(callKeys).toHaveLength(2);
    expect(callKeys.every((key) => key.revoked_at)).toBe(true);
    const [stored] = await sql<{ api_key_encrypted: string }>('select api_key_encrypted from workspace.email_delivery');
    expect(stored!.api_key_encrypted).toMatch(/^v1\./);
    expect(stored!.api_key_encrypted).not.toContain('svc_mail_');
  });
});

describe('invitations', () => {
  it('emails the accept link from the workspace sender; the token works once', async () => {
    const email = emailAddress('invitee');
    const invited = data(await t.gql(InviteUserDocument, { input: { email, globalRole: 'ADMIN' } }, t.adminToken)).inviteUser;
    expect(invited.acceptUrl).toBe(`${publicUrl}/accept-invite?token=${invited.token}`);
    const [row] = await sql<{ token_hash: string }>('select token_hash from workspace.user_invites where id = $1', [invited.invite.id]);
    expect(row!.token_hash).toBe(sha256Hex(invited.token));

    const mail = await nextMailTo(email);
    expect(mail.from).toMatch(/^"Acme Support" <notifications@workspace-[0-9a-f]{6}\.mail\.svc\.example>$/);
    expect(mail.subject).toBe('You are invited to Workspace');
    expect(tokenIn(mail.text, 'accept-invite')).toBe(invited.token);
    // Signed with the shared sender's central key (shared-sender-dkim.int.test.ts verifies it).
    expect(mail.raw).toMatch(/^DKIM-Signature: .*\bd=mail\.svc\.example; .*\bs=svc-shared;/m);

    const input = { token: invited.token, displayName: 'Ada', password: 'a-long-password-1' };
    const accepted = data(await t.gql(AcceptInviteDocument, { input })).acceptInvite;
    expect(accepted).toMatchObject({ email, displayName: 'Ada', globalRole: 'ADMIN' });
    expect(data(await t.gql(LoginDocument, { input: { email, password: input.password } })).login.user.email).toBe(email);
    expect((await t.gql(AcceptInviteDocument, { input })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'token',
    });
  });

  it('refuses an expired token, and invitations for taken addresses or by non-admins', async () => {
    const email = emailAddress('late');
    const invited = data(await t.gql(InviteUserDocument, { input: { email } }, t.adminToken)).inviteUser;
    await sql("update workspace.user_invites set expires_at = now() - interval '1 second' where id = $1", [invited.invite.id]);
    const late = await t.gql(AcceptInviteDocument, { input: { token: invited.token, displayName: 'Late', password: 'a-long-password-1' } });
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });

    const member = await t.createUser();
    expect(errorCode(await t.gql(InviteUserDocument, { input: { email: member.email } }, t.adminToken))).toBe('CONFLICT');
    expect(errorCode(await t.gql(InviteUserDocument, { input: { email: emailAddress('x') } }, member.token))).toBe('FORBIDDEN');
  });
});

describe('invitation list and revocation', () => {
  it('lists invitations by status for admins, and a revoked token stops working', async () => {
    const [keep, withdraw] = [emailAddress('keep'), emailAddress('withdraw')];
    const kept = data(await t.gql(InviteUserDocument, { input: { email: keep } }, t.adminToken)).inviteUser;
    const withdrawn = data(await t.gql(InviteUserDocument, { input: { email: withdraw } }, t.adminToken)).inviteUser;

    const revoked = data(await t.gql(RevokeInviteDocument, { id: withdrawn.invite.id }, t.adminToken)).revokeInvite;
    expect(revoked).toMatchObject({ id: withdrawn.invite.id, status: 'REVOKED', revokedAt: expect.any(String) });
    // Revoking again changes nothing.
    expect(data(await t.gql(RevokeInviteDocument, { id: withdrawn.invite.id }, t.adminToken)).revokeInvite).toEqual(revoked);
    const refused = await t.gql(AcceptInviteDocument, {
      input: { token: withdrawn.token, displayName: 'W', password: 'a-long-password-1' },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    const [entry] = await sql<{ actor_id: string }>(
      "select actor_id from workspace.audit_log where action = 'user.invite_revoked' and target_id = $1",
      [withdrawn.invite.id],
    );
    expect(entry).toBeDefined();

    const pending = data(await t.gql(UserInvitesDocument, { status: 'PENDING', first: 100 }, t.adminToken)).userInvites.nodes;
    expect(pending.map((invite) => invite.email)).toContain(keep);
    expect(pending.map((invite) => invite.email)).not.toContain(withdraw);
    expect(pending.every((invite) => invite.status === 'PENDING')).toBe(true);
    const revokedList = data(await t.gql(UserInvitesDocument, { status: 'REVOKED' }, t.adminToken)).userInvites.nodes;
    expect(revokedList.map((invite) => invite.id)).toEqual([withdrawn.invite.id]);

    // Newest first, page by page.
    const firstPage = data(await t.gql(UserInvitesDocument, { first: 1 }, t.adminToken)).userInvites;
    expect(firstPage.nodes.map((invite) => invite.id)).toEqual([withdrawn.invite.id]);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const secondPage = data(await t.gql(UserInvitesDocument, { first: 1, after: firstPage.pageInfo.endCursor }, t.adminToken)).userInvites;
    expect(secondPage.nodes.map((invite) => invite.id)).toEqual([kept.invite.id]);

    // An accepted invitation cannot be revoked; unknown and malformed ids are not found.
    data(await t.gql(AcceptInviteDocument, { input: { token: kept.token, displayName: 'K', password: 'a-long-password-1' } }));
    const accepted = await t.gql(RevokeInviteDocument, { id: kept.invite.id }, t.adminToken);
    expect(accepted.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'INVITE_ALREADY_ACCEPTED' });
    expect(errorCode(await t.gql(RevokeInviteDocument, { id: '00000000-0000-7000-8000-000000000000' }, t.adminToken))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(RevokeInviteDocument, { id: 'not-an-id' }, t.adminToken))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.gql(UserInvitesDocument, { first: 0 }, t.adminToken))).toBe('BAD_USER_INPUT');
  });

  it('is for workspace admins only', async () => {
    const member = await t.createUser();
    const invited = data(await t.gql(InviteUserDocument, { input: { email: emailAddress('guarded') } }, t.adminToken)).inviteUser;
    for (const token of [member.token, '']) {
      const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(errorCode(await t.gql(UserInvitesDocument, {}, token))).toBe(expected);
      expect(errorCode(await t.gql(RevokeInviteDocument, { id: invited.invite.id }, token))).toBe(expected);
    }
    expect(
      data(await t.gql(UserInvitesDocument, { status: 'PENDING' }, t.adminToken)).userInvites.nodes.map((invite) => invite.id),
    ).toContain(invited.invite.id);
  });
});

describe('invitation resend', () => {
  it('emails a fresh token valid 7 more days; the previous token stops working', async () => {
    const email = emailAddress('resent');
    const invited = data(await t.gql(InviteUserDocument, { input: { email } }, t.adminToken)).inviteUser;
    await nextMailTo(email);
    // Expired: resending is how an admin gives a late invitee another week.
    await sql("update workspace.user_invites set expires_at = now() - interval '1 second' where id = $1", [invited.invite.id]);

    const resent = data(await t.gql(ResendInviteDocument, { id: invited.invite.id }, t.adminToken)).resendInvite;
    expect(resent.token).not.toBe(invited.token);
    expect(resent.acceptUrl).toBe(`${publicUrl}/accept-invite?token=${resent.token}`);
    expect(resent.invite).toMatchObject({ id: invited.invite.id, email, status: 'PENDING' });
    expect(new Date(resent.invite.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect(tokenIn((await nextMailTo(email, 1)).text, 'accept-invite')).toBe(resent.token);
    const [entry] = await sql<{ actor_id: string }>(
      "select actor_id from workspace.audit_log where action = 'user.invite_resent' and target_id = $1",
      [invited.invite.id],
    );
    expect(entry).toBeDefined();

    const input = { displayName: 'Resent', password: 'a-long-password-1' };
    const old = await t.gql(AcceptInviteDocument, { input: { ...input, token: invited.token } });
    expect(old.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(data(await t.gql(AcceptInviteDocument, { input: { ...input, token: resent.token } })).acceptInvite.email).toBe(email);
    const accepted = await t.gql(ResendInviteDocument, { id: invited.invite.id }, t.adminToken);
    expect(accepted.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'INVITE_ALREADY_ACCEPTED' });
  });

  it('leaves a revoked invitation revoked, and is for workspace admins only', async () => {
    const withdrawn = data(await t.gql(InviteUserDocument, { input: { email: emailAddress('withdrawn') } }, t.adminToken)).inviteUser;
    data(await t.gql(RevokeInviteDocument, { id: withdrawn.invite.id }, t.adminToken));
    const revoked = await t.gql(ResendInviteDocument, { id: withdrawn.invite.id }, t.adminToken);
    expect(revoked.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'USER_INVITE_REVOKED' });

    const invited = data(await t.gql(InviteUserDocument, { input: { email: emailAddress('guarded-resend') } }, t.adminToken)).inviteUser;
    const member = await t.createUser();
    expect(errorCode(await t.gql(ResendInviteDocument, { id: invited.invite.id }, member.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ResendInviteDocument, { id: invited.invite.id }, ''))).toBe('UNAUTHENTICATED');
    // Like inviting: an admin may send a super-admin's invitation again only as a super-admin.
    const superInvite = data(
      await t.gql(InviteUserDocument, { input: { email: emailAddress('super'), globalRole: 'SUPER_ADMIN' } }, t.adminToken),
    ).inviteUser;
    const admin = await t.createUser('admin');
    expect(errorCode(await t.gql(ResendInviteDocument, { id: superInvite.invite.id }, admin.token))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(ResendInviteDocument, { id: '00000000-0000-7000-8000-000000000000' }, t.adminToken))).toBe('NOT_FOUND');
    // The refused calls changed nothing: the first token still opens the invitation.
    expect(data(await t.gql(InviteByTokenDocument, { token: invited.token })).inviteByToken?.email).toBe(invited.invite.email);
    // Any workspace admin may send a member's invitation again.
    expect(data(await t.gql(ResendInviteDocument, { id: invited.invite.id }, admin.token)).resendInvite.invite.status).toBe('PENDING');
  });
});

describe('invitation check by token', () => {
  it('names the email of a pending invitation, and answers null alike for every other token', async () => {
    const email = emailAddress('checked');
    const invited = data(await t.gql(InviteUserDocument, { input: { email, globalRole: 'ADMIN' } }, t.adminToken)).inviteUser;
    // No sign-in needed: the invitee has no account yet.
    expect(data(await t.gql(InviteByTokenDocument, { token: invited.token })).inviteByToken).toEqual({
      email,
      globalRole: 'ADMIN',
      expiresAt: invited.invite.expiresAt,
    });

    const expired = data(await t.gql(InviteUserDocument, { input: { email: emailAddress('expired') } }, t.adminToken)).inviteUser;
    await sql("update workspace.user_invites set expires_at = now() - interval '1 second' where id = $1", [expired.invite.id]);
    const revoked = data(await t.gql(InviteUserDocument, { input: { email: emailAddress('revoked') } }, t.adminToken)).inviteUser;
    data(await t.gql(RevokeInviteDocument, { id: revoked.invite.id }, t.adminToken));
    const accepted = data(await t.gql(InviteUserDocument, { input: { email: emailAddress('accepted') } }, t.adminToken)).inviteUser;
    data(await t.gql(AcceptInviteDocument, { input: { token: accepted.token, displayName: 'A', password: 'a-long-password-1' } }));
    for (const token of [expired.token, revoked.token, accepted.token, `svc_inv_${randomBytes(32).toString('base64url')}`, 'garbage', '']) {
      const answer = await t.gql(InviteByTokenDocument, { token });
      expect(answer).toEqual({ status: 200, data: { inviteByToken: null } });
    }
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses; the emailed token sets the password once and ends sessions', async () => {
    const user = await t.createUser();
    const unknown = emailAddress('nobody');
    const known = await t.gql(RequestPasswordResetDocument, { input: { email: user.email } });
    const stranger = await t.gql(RequestPasswordResetDocument, { input: { email: unknown } });
    expect(stranger).toEqual(known);
    expect(known.data).toEqual({ requestPasswordReset: true });

    const mail = await nextMailTo(user.email);
    expect(mail.subject).toBe('Reset your Workspace password');
    const token = tokenIn(mail.text, 'reset-password')!;
    const [row] = await sql<{ token_hash: string; expires_at: Date }>(
      'select token_hash, expires_at from workspace.password_resets where user_id = $1',
      [user.id],
    );
    expect(row!.token_hash).toBe(sha256Hex(token));
    expect(row!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);

    const password = 'a-brand-new-password';
    expect(data(await t.gql(ResetPasswordDocument, { input: { token, password } })).resetPassword).toBe(true);
    expect(errorCode(await t.gql('{ me { id } }', {}, user.token))).toBe('UNAUTHENTICATED');
    expect(data(await t.gql(LoginDocument, { input: { email: user.email, password } })).login.user.email).toBe(user.email);
    const again = await t.gql(ResetPasswordDocument, { input: { token, password: 'yet-another-password' } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(await mailTo(unknown)).toEqual([]);
  });
});

describe('ticket assignment', () => {
  it('notifies assignees other than the one who assigns', async () => {
    const [row] = await sql<{ id: string }>('select id from workspace.users where email = $1', [ADMIN_EMAIL]);
    const admin = { id: row!.id, token: t.adminToken };
    const [member, later] = await Promise.all([t.createUser(), t.createUser()]);
    const project = await createProject(t, admin, projectKey('EM'));
    await addMember(t, admin, project.id, member.id, 'MEMBER');
    await addMember(t, admin, project.id, later.id, 'MEMBER');

    const ticket = await createTicket(t, admin, { projectId: project.id, title: 'Fix the login page', assigneeIds: [admin.id, member.id] });
    const mail = await nextMailTo(member.email);
    expect(mail.subject).toBe(`[${ticket.key}] Fix the login page`);
    expect(mail.text).toContain(`Administrator assigned ${ticket.key} to you`);
    expect((await mailTo(ADMIN_EMAIL)).filter((sent) => sent.subject.includes(ticket.key))).toEqual([]);

    await ok(
      t,
      'mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { id } }',
      { input: { id: ticket.id, assigneeIds: [admin.id, member.id, later.id] } },
      admin,
    );
    expect((await nextMailTo(later.email)).subject).toBe(`[${ticket.key}] Fix the login page`);
    expect(await mailTo(member.email)).toHaveLength(1);
  });
});

describe('custom from-domain (self-hosted)', () => {
  it('sends through a configured mail API and key from an own verified domain', async () => {
    const owner = await t.createUser();
    const key = await t.createMailKey(owner.token, 'SENDING');
    const full = await t.createMailKey(owner.token, 'FULL', key.accountId);
    await verifiedDomain(mailApi(t.url, full.token), dns, 'own.example');

    const refused = await t.gql(
      ConfigureEmailDeliveryDocument,
      { input: { apiUrl: 'ftp://mail.example', apiKey: key.token, fromAddress: 'team@own.example' } },
      t.adminToken,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'apiUrl' });
    const configured = data(
      await t.gql(
        ConfigureEmailDeliveryDocument,
        { input: { apiUrl: `${publicUrl}/`, apiKey: key.token, fromAddress: 'Team@Own.example', fromName: 'Own Team' } },
        t.adminToken,
      ),
    ).configureEmailDelivery;
    expect(configured).toMatchObject({ connected: true, mode: 'CUSTOM', apiUrl: publicUrl, fromAddress: '"Own Team" <team@own.example>' });

    const email = emailAddress('custom');
    data(await t.gql(InviteUserDocument, { input: { email } }, t.adminToken));
    const mail = await nextMailTo(email);
    expect(mail.from).toBe('"Own Team" <team@own.example>');
    expect(mail.raw).toMatch(/^DKIM-Signature: .*\bd=own\.example;/m);
  });

  it('keeps an email the mail API could not take, sends it once it answers, and never twice', async () => {
    const owner = await t.createUser();
    const key = await t.createMailKey(owner.token, 'SENDING');
    const full = await t.createMailKey(owner.token, 'FULL', key.accountId);
    await verifiedDomain(mailApi(t.url, full.token), dns, 'retry.example');
    const configure = async (apiUrl: string) =>
      data(
        await t.gql(
          ConfigureEmailDeliveryDocument,
          { input: { apiUrl, apiKey: key.token, fromAddress: 'team@retry.example' } },
          t.adminToken,
        ),
      );
    // Nothing listens on this port: the mail API is unreachable.
    await configure(`http://127.0.0.1:${await freePort()}`);
    const email = emailAddress('retried');
    data(await t.gql(InviteUserDocument, { input: { email } }, t.adminToken));
    const queued = async () =>
      (
        await sql<{ id: string; status: string; attempts: number; last_error: string | null; mail_message_id: string | null }>(
          'select id, status, attempts, last_error, mail_message_id from workspace.outgoing_emails where to_email = $1',
          [email],
        )
      )[0];
    await until(async () => ((await queued())?.attempts ?? 0) >= 2, 'two failed attempts');
    expect(await queued()).toMatchObject({ status: 'pending', last_error: expect.stringContaining('127.0.0.1') });
    expect(await mailTo(email)).toEqual([]);

    await configure(publicUrl);
    const mail = await nextMailTo(email);
    expect(mail.from).toBe('team@retry.example');
    await until(async () => (await queued())?.status === 'sent', 'the email marked sent');
    const sent = (await queued())!;
    expect(sent.mail_message_id).toMatch(/^[0-9a-f-]{36}$/);

    // As if the process died after the mail API took it but before it recorded that: the repeat reuses the Idempotency-Key.
    await sql(`update workspace.outgoing_emails set status = 'pending', next_attempt_at = now(), lease_until = null where id = $1`, [
      sent.id,
    ]);
    await until(async () => (await queued())?.status === 'sent', 'the repeated attempt recorded');
    expect((await queued())!.mail_message_id).toBe(sent.mail_message_id);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('disconnects: nothing is sent any more', async () => {
    expect(data(await t.gql(DisconnectEmailDeliveryDocument, {}, t.adminToken)).disconnectEmailDelivery.connected).toBe(false);
    const email = emailAddress('after');
    data(await t.gql(InviteUserDocument, { input: { email } }, t.adminToken));
    await t.app.drainWork();
    expect(await mailTo(email)).toEqual([]);
    expect(await mailTo(earlyInvitee)).toEqual([]);
  });
});
