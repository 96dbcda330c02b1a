import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/support/app.js';
import { readConsentPage, submitConsent } from '../../test/support/consent.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const json = { 'content-type': 'application/json' };

const register = (redirectUris: string[], extra: Record<string, unknown> = {}) =>
  fetch(`${t.url}/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ client_name: 'Hostile test', redirect_uris: redirectUris, token_endpoint_auth_method: 'none', ...extra }),
  });

/**
 * Sends a body of `total` bytes in chunks (no Content-Length: the server learns the size only by reading), pulled
 * from a stream that counts what the connection took; answers the status and how many bytes had been taken when the
 * answer came (or the server closed the connection).
 */
function sendCounting(
  method: string,
  path: string,
  contentType: string,
  total: number,
): Promise<{ status: number | undefined; taken: number }> {
  let taken = 0;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const body = new Readable({
    read() {
      if (taken >= total) return void this.push(null);
      taken += chunk.length;
      this.push(chunk);
    },
  });
  return new Promise((resolve) => {
    const sent = request(`${t.url}${path}`, { method, headers: { 'content-type': contentType } }, (response) => {
      resolve({ status: response.statusCode, taken });
      response.resume();
      sent.destroy();
      body.destroy();
    });
    sent.on('error', () => resolve({ status: undefined, taken }));
    body.pipe(sent);
  });
}

describe('request bodies', () => {
  const limit = 1_048_576; // BODY_LIMIT_BYTES, the platform's default
  const total = 64 * limit;
  /** What loopback socket buffers (client and server side) may hold beyond what the server read. */
  const buffered = 16 * limit;

  it.each([
    ['/token', form['content-type']],
    ['/revoke', form['content-type']],
    ['/authorize', form['content-type']],
    ['/register', json['content-type']],
  ])('%s answers 413 after reading about the body limit, not the whole body', async (path, contentType) => {
    const { status, taken } = await sendCounting('POST', path, contentType, total);
    expect({ status, readPastLimit: taken > limit + buffered }).toEqual({ status: 413, readPastLimit: false });
  });

  it('answers a GET /authorize without reading its body', async () => {
    const { status, taken } = await sendCounting('GET', '/authorize?client_id=nobody', form['content-type'], total);
    expect({ status, readPastLimit: taken > limit + buffered }).toEqual({ status: 400, readPastLimit: false });
  });

  it('answers an oversize body as an OAuth error, as malformed JSON is', async () => {
    const oversize = await fetch(`${t.url}/token`, { method: 'POST', headers: form, body: `grant_type=${'x'.repeat(1_100_000)}` });
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toMatchObject({ error: 'invalid_request' });
    const malformed = await fetch(`${t.url}/register`, { method: 'POST', headers: json, body: '{"redirect_uris": [' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('NUL characters', () => {
  const nul = 'client\u0000id';
  it.each([
    [
      'POST /token',
      () =>
        fetch(`${t.url}/token`, {
          method: 'POST',
          headers: form,
          body: new URLSearchParams({ grant_type: 'refresh_token', client_id: nul, refresh_token: 'x' }),
        }),
    ],
    [
      'POST /revoke',
      () => fetch(`${t.url}/revoke`, { method: 'POST', headers: form, body: new URLSearchParams({ client_id: nul, token: 'x' }) }),
    ],
    [
      'GET /authorize',
      () => fetch(`${t.url}/authorize?${new URLSearchParams({ client_id: nul, response_type: 'code' })}`, { redirect: 'manual' }),
    ],
    [
      'POST /authorize',
      () =>
        fetch(`${t.url}/authorize`, { method: 'POST', headers: form, body: new URLSearchParams({ client_id: nul }), redirect: 'manual' }),
    ],
    ['POST /register', () => register(['https://client.example/cb'], { client_name: nul })],
  ])('%s answers 400 invalid_request', async (_name, send) => {
    const answer = await send();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('NUL') });
    expect(t.loggedErrors()).toEqual([]);
  });
});

describe('the consent page', () => {
  it('answers an identity that is not an id with access_denied, not server_error', async () => {
    const redirectUri = 'http://127.0.0.1:9/callback';
    const registered = await register([redirectUri]);
    const { client_id: clientId } = (await registered.json()) as { client_id: string };
    const authorize = new URL(`${t.url}/authorize`);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
      state: 's',
    }).toString();
    const signIn = await readConsentPage(await fetch(authorize));
    const consent = await readConsentPage(
      await submitConsent(t.url, signIn, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, action: 'sign-in' }),
    );
    expect(consent.identities.length).toBeGreaterThan(0);
    const answer = await submitConsent(t.url, consent, { action: 'allow', acting_as: 'x' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s');
    expect(t.loggedErrors()).toEqual([]);
  });
});

describe('redirect URIs at registration', () => {
  it.each([
    'https://client.example/callback',
    'http://127.0.0.1:33418/callback',
    'http://[::1]:8080/callback',
    'http://localhost:6274/oauth/callback',
    'com.example.app:/oauth2redirect',
    'cursor://anysphere.cursor-retrieval/oauth/callback',
  ])('registers %s', async (uri) => {
    const answer = await register([uri]);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ redirect_uris: [uri] });
  });

  it.each([
    'http://evil.example/cb',
    'file:///tmp/x',
    'http://localhost.evil.example/cb',
    'http://127.0.0.1.nip.io/cb',
    'https://client.example/cb#fragment',
    'ftp://client.example/cb',
    'blob:https://client.example/uuid',
  ])('refuses %s with invalid_redirect_uri (RFC 7591)', async (uri) => {
    const answer = await register(['https://client.example/ok', uri]);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_redirect_uri', error_description: expect.stringContaining(uri) });
  });
});
