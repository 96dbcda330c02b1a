import { createHash, randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/support/app.js';
import { consentAs, readConsentPage, submitConsent } from '../../test/support/consent.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
const redirectUri = 'http://127.0.0.1:9/callback';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const register = (metadata: Record<string, unknown>) =>
  fetch(`${t.url}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Fidelity test', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', ...metadata }),
  });

async function registered(metadata: Record<string, unknown> = {}): Promise<{ client_id: string; client_secret?: string }> {
  const answer = await register(metadata);
  expect(answer.status).toBe(201);
  return (await answer.json()) as { client_id: string; client_secret?: string };
}

const serverMetadata = async () =>
  (await (await fetch(`${t.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const authorizeUrl = (params: Record<string, string>) => {
  const url = new URL(`${t.url}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    redirect_uri: redirectUri,
    code_challenge_method: 'S256',
    state: 'st-1',
    ...params,
  }).toString();
  return url;
};

/** The client's whole flow: the consent page as the admin, then the code exchanged at /token. */
async function tokensFor(client: { client_id: string; client_secret?: string }) {
  const { verifier, challenge } = pkce();
  const back = await consentAs(t.url, authorizeUrl({ client_id: client.client_id, code_challenge: challenge }), admin);
  const answer = await fetch(`${t.url}/token`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: client.client_id,
      ...(client.client_secret ? { client_secret: client.client_secret } : {}),
    }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { access_token: string; refresh_token: string };
}

const revoke = (params: Record<string, string>) =>
  fetch(`${t.url}/revoke`, { method: 'POST', headers: form, body: new URLSearchParams(params) });

/** Connects the official MCP client with the token and lists its tools: the token works at /mcp. */
async function mcpWorks(accessToken: string): Promise<void> {
  const client = new Client({ name: 'fidelity', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${accessToken}` } } }),
  );
  try {
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  } finally {
    await client.close();
  }
}

/** `/mcp` refuses the token with the RFC 6750 challenge, and the official client cannot connect with it. */
async function mcpRefuses(accessToken: string): Promise<void> {
  const answer = await fetch(`${t.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  expect(answer.status).toBe(401);
  expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  const client = new Client({ name: 'fidelity', version: '1.0.0' });
  await expect(
    client.connect(
      new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${accessToken}` } } }),
    ),
  ).rejects.toThrow();
}

describe('the code_challenge of an authorization request (RFC 7636)', () => {
  const base64url = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';
  it.each([
    ['empty', ''],
    ['42 characters', base64url.slice(0, 42)],
    ['44 characters', base64url.slice(0, 44)],
    ['128 unreserved characters (a verifier, not its S256 challenge)', `${base64url}${base64url}`.replace(/a/g, '~').replace(/b/g, '.')],
    ['padded', `${base64url.slice(0, 42)}=`],
    ['standard base64', `${base64url.slice(0, 41)}+/`],
  ])('refuses one that is %s with invalid_request at the redirect URI, with state and iss', async (_name, challenge) => {
    const { client_id: clientId } = await registered();
    const answer = await fetch(authorizeUrl({ client_id: clientId, code_challenge: challenge }), { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'invalid_request',
      error_description: expect.stringContaining('code_challenge'),
      state: 'st-1',
      iss: (await serverMetadata()).issuer,
    });
    expect(t.loggedErrors()).toEqual([]);
  });

  it('refuses an empty one posted with the consent form (a signed-in person allowing), issuing no code', async () => {
    const { client_id: clientId } = await registered();
    const signIn = await readConsentPage(await fetch(authorizeUrl({ client_id: clientId, code_challenge: pkce().challenge })));
    const consent = await readConsentPage(await submitConsent(t.url, signIn, { ...admin, action: 'sign-in' }));
    expect(consent.identities.length).toBeGreaterThan(0);
    const answer = await submitConsent(t.url, { ...consent, fields: { ...consent.fields, code_challenge: '' } }, { action: 'allow' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('answers 400 invalid_request without redirecting when the redirect URI is not the client’s', async () => {
    const { client_id: clientId } = await registered();
    const answer = await fetch(authorizeUrl({ client_id: clientId, code_challenge: '', redirect_uri: 'https://evil.example/cb' }), {
      redirect: 'manual',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('takes an S256 challenge to the sign-in page', async () => {
    const { client_id: clientId } = await registered();
    const answer = await fetch(authorizeUrl({ client_id: clientId, code_challenge: pkce().challenge }), { redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect((await readConsentPage(answer)).html).toContain('name="password"');
  });
});

describe('the issuer in authorization responses (RFC 9207)', () => {
  it('is advertised, with the issuer the metadata names', async () => {
    expect(await serverMetadata()).toMatchObject({ issuer: `${t.url}/`, authorization_response_iss_parameter_supported: true });
  });

  it('comes back with the code, and the code works', async () => {
    const client = await registered();
    const { verifier, challenge } = pkce();
    const back = await consentAs(t.url, authorizeUrl({ client_id: client.client_id, code_challenge: challenge }), admin);
    expect(back.searchParams.get('iss')).toBe(`${t.url}/`);
    expect(back.searchParams.get('state')).toBe('st-1');
    const exchanged = await fetch(`${t.url}/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: client.client_id,
      }),
    });
    expect(exchanged.status).toBe(200);
  });

  it('comes back with every error sent to the client: a denial, a bad parameter, a resource not served here', async () => {
    const { client_id: clientId } = await registered();
    const signIn = await readConsentPage(await fetch(authorizeUrl({ client_id: clientId, code_challenge: pkce().challenge })));
    const consent = await readConsentPage(await submitConsent(t.url, signIn, { ...admin, action: 'sign-in' }));
    const denied = new URL((await submitConsent(t.url, consent, { action: 'deny' })).headers.get('location')!);
    const badParameters: Record<string, string>[] = [
      { response_type: 'token' },
      { code_challenge_method: 'plain' },
      { resource: 'https://elsewhere.example/mcp' },
      { scope: 'mcp:use', resource: 'not a url' },
    ];
    const refusals = await Promise.all(
      badParameters.map(async (params) => {
        const answer = await fetch(authorizeUrl({ client_id: clientId, code_challenge: pkce().challenge, ...params }), {
          redirect: 'manual',
        });
        expect(answer.status).toBe(302);
        return new URL(answer.headers.get('location')!);
      }),
    );
    expect([denied, ...refusals].map((back) => [back.searchParams.get('error'), back.searchParams.get('iss')])).toEqual([
      ['access_denied', `${t.url}/`],
      ['invalid_request', `${t.url}/`],
      ['invalid_request', `${t.url}/`],
      ['invalid_target', `${t.url}/`],
      ['invalid_request', `${t.url}/`],
    ]);
  });
});

describe('revocation (RFC 7009)', () => {
  it('advertises what /revoke accepts: a confidential client’s secret in the body, a public client’s client_id alone', async () => {
    expect(await serverMetadata()).toMatchObject({
      revocation_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'none'],
    });
  });

  it('lets a public client revoke its access token with its client_id alone, ending its MCP access; another client cannot', async () => {
    const client = await registered({ token_endpoint_auth_method: 'none' });
    const other = await registered({ client_name: 'Another client' });
    const tokens = await tokensFor(client);
    await mcpWorks(tokens.access_token);

    // Another client naming the token is answered as RFC 7009 allows, and the token lives on.
    expect((await revoke({ client_id: other.client_id, token: tokens.access_token })).status).toBe(200);
    await mcpWorks(tokens.access_token);

    const revoked = await revoke({ client_id: client.client_id, token: tokens.access_token, token_type_hint: 'access_token' });
    expect(revoked.status).toBe(200);
    await mcpRefuses(tokens.access_token);

    // The grant lives on (an access token ends alone): the refresh token renews, until it is revoked in turn.
    const renewed = await fetch(`${t.url}/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: client.client_id }),
    });
    expect(renewed.status).toBe(200);
    const fresh = (await renewed.json()) as { access_token: string; refresh_token: string };
    await mcpWorks(fresh.access_token);
    expect((await revoke({ client_id: client.client_id, token: fresh.refresh_token })).status).toBe(200);
    await mcpRefuses(fresh.access_token);
    expect(t.loggedErrors()).toEqual([]);
  });

  it('refuses a confidential client revoking without its secret (401 invalid_client), and revokes with it', async () => {
    const client = await registered({ token_endpoint_auth_method: 'client_secret_post' });
    expect(client.client_secret).toEqual(expect.any(String));
    const tokens = await tokensFor(client);
    const refused = await revoke({ client_id: client.client_id, token: tokens.access_token });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
    await mcpWorks(tokens.access_token);
    expect((await revoke({ client_id: client.client_id, client_secret: client.client_secret!, token: tokens.access_token })).status).toBe(
      200,
    );
    await mcpRefuses(tokens.access_token);
  });
});

describe('registration limits', () => {
  const loopback = (port: number) => `http://127.0.0.1:${port}/callback`;

  it('lets many distinct clients register from one address, more than the 20 an hour it once allowed', async () => {
    for (let i = 0; i < 30; i++) {
      const answer = await register({ client_name: `Team member's client ${i}`, redirect_uris: [`https://client-${i}.example/cb`] });
      expect({ i, status: answer.status }).toEqual({ i, status: 201 });
    }
  });

  it('limits one client software from one address to 60 an hour (any loopback port), with 429 and Retry-After; others still register', async () => {
    for (let i = 0; i < 60; i++) {
      const answer = await register({ client_name: 'Looping client', redirect_uris: [loopback(40_000 + i)] });
      expect({ i, status: answer.status }).toEqual({ i, status: 201 });
    }
    const refused = await register({ client_name: 'Looping client', redirect_uris: [loopback(50_000)] });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'too_many_requests',
      error_description: expect.stringContaining('this client software'),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect((await register({ client_name: 'Another client', redirect_uris: [loopback(50_000)] })).status).toBe(201);
  });

  it('counts by software_id when a client sends one, and caps an address whatever the client (settings)', async () => {
    await t.restart({ OAUTH_REGISTRATION_LIMIT_PER_CLIENT: '2', OAUTH_REGISTRATION_LIMIT_PER_ADDRESS: '6' });
    // CORS preflights are no registrations: they do not count.
    for (let i = 0; i < 6; i++) {
      const preflight = await fetch(`${t.url}/register`, {
        method: 'OPTIONS',
        headers: { origin: 'https://claude.ai', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBeLessThan(300);
    }
    const statuses = [];
    for (const name of ['A', 'B', 'C']) statuses.push((await register({ client_name: name, software_id: 'svc-test-client' })).status);
    expect(statuses).toEqual([201, 201, 429]);
    const distinct = [];
    for (const name of ['D', 'E', 'F', 'G', 'H']) distinct.push(await register({ client_name: name }));
    expect(distinct.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 429]);
    expect(await distinct[4]!.json()).toMatchObject({
      error: 'too_many_requests',
      error_description: expect.stringContaining('this address'),
    });
    expect(Number(distinct[4]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('has no limit when the settings are 0', async () => {
    await t.restart({ OAUTH_REGISTRATION_LIMIT_PER_CLIENT: '0', OAUTH_REGISTRATION_LIMIT_PER_ADDRESS: '0' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await register({ client_name: 'Same client' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });
});

describe('authorization, token and revocation limits', () => {
  const refresh = (clientId: string) =>
    fetch(`${t.url}/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, refresh_token: 'not-a-token' }),
    });

  it('takes far more token requests from one address than the SDK’s 50 in 15 minutes, and stops at the setting', async () => {
    await t.restart({ OAUTH_REQUEST_LIMIT_PER_ADDRESS: '3000' });
    const client = await registered();
    const statuses = new Set<number>();
    for (let i = 0; i < 80; i++) statuses.add((await refresh(client.client_id)).status);
    expect([...statuses]).toEqual([400]);

    await t.restart({ OAUTH_REQUEST_LIMIT_PER_ADDRESS: '3' });
    const limited = [];
    for (let i = 0; i < 4; i++) limited.push(await refresh(client.client_id));
    expect(limited.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
    expect(await limited[3]!.json()).toMatchObject({ error: 'too_many_requests' });
    const revocations = [];
    for (let i = 0; i < 4; i++)
      revocations.push(
        (
          await fetch(`${t.url}/revoke`, {
            method: 'POST',
            headers: form,
            body: new URLSearchParams({ client_id: client.client_id, token: 'x' }),
          })
        ).status,
      );
    expect(revocations).toEqual([200, 200, 200, 429]);
  });
});
