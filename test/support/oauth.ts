import { createHash, randomBytes } from 'node:crypto';
import { consentAs } from './consent.js';

const REDIRECT_URI = 'http://127.0.0.1:9/callback';

/**
 * The OAuth 2.1 flow an AI client runs against the platform, over HTTP as the client would: dynamic registration
 * (RFC 7591), the authorization request with PKCE (S256) for the `/mcp` resource, the person's sign-in and consent
 * (acting as themselves, or as `actingAs`, an agent they own), and the code exchange. Answers the access token.
 */
export async function oauthAccessToken(
  baseUrl: string,
  person: { email: string; password: string },
  actingAs?: string,
): Promise<{ accessToken: string; refreshToken: string; clientId: string }> {
  const registered = await fetch(`${baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Test AI client',
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${baseUrl}/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state-1',
    scope: 'mcp:use',
    resource: `${baseUrl}/mcp`,
  }).toString();
  const back = await consentAs(baseUrl, authorize, person, actingAs);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`consent refused: ${back.href}`);
  const exchanged = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
      resource: `${baseUrl}/mcp`,
    }),
  });
  if (exchanged.status !== 200) throw new Error(`token exchange failed: ${exchanged.status} ${await exchanged.text()}`);
  const tokens = (await exchanged.json()) as { access_token: string; refresh_token: string };
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, clientId };
}
