import type { Response } from 'express';
import Handlebars from 'handlebars';
import type { AuthorizationParams } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import { parseCookie, stringifySetCookie } from 'cookie';
import { constantTimeEqual, hmacSha256Hex } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';
import type { Authenticator } from '../auth.js';
import type { SubgraphClient } from '../../core/subgraph-client.js';
import { toOAuthError } from './workspace-oauth-provider.js';

/** The console session cookie the consent page signs in with (a workspace session token, as `login` returns it). */
export const SESSION_COOKIE = 'svc_session';

interface Identity {
  id: string;
  displayName: string;
  email: string;
  kind: 'HUMAN' | 'BOT';
}

const page = Handlebars.create().compile<{
  title: string;
  error?: string;
  signIn?: boolean;
  email?: string;
  clientName?: string;
  redirectHost?: string;
  identities?: (Identity & { checked: boolean; you: boolean })[];
  csrf?: string;
  params: [string, string][];
}>(
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}} · SVC</title>
<style>
/* The console's look (Pico CSS's colours, type and card), inline: this page is served by the OAuth server, not the console. */
body { font: 16px/1.5 system-ui, "Segoe UI", Roboto, Oxygen, Ubuntu, Cantarell, Helvetica, Arial, sans-serif; background: #fff; color: #373c44; margin: 0; }
main { max-width: 28rem; margin: 10vh auto; background: #fff; border-radius: .25rem; padding: 1.5rem; box-shadow: 0 .125rem 1rem rgba(129,145,181,.18), 0 .0625rem .25rem rgba(129,145,181,.12); }
h1 { font-size: 1.75rem; margin: 0 0 1rem; color: #2d3138; }
label { display: block; margin: .75rem 0 .25rem; }
input[type=email], input[type=password] { width: 100%; box-sizing: border-box; padding: .75rem 1rem; border: 1px solid #cfd5e2; border-radius: .25rem; background: #fbfcfc; font: inherit; }
input:focus { outline: 2px solid #0172ad55; border-color: #0172ad; }
fieldset { border: 1px solid #e7eaf0; border-radius: .25rem; margin: 1rem 0; }
fieldset label { display: flex; gap: .5rem; align-items: baseline; }
.error { color: #b86a6b; border-left: 3px solid #b86a6b; padding-left: .6rem; }
.actions { display: flex; gap: .75rem; margin-top: 1.2rem; flex-wrap: wrap; }
button { font: inherit; padding: .75rem 1rem; border-radius: .25rem; border: 1px solid #525f7a; background: #fff; color: #525f7a; cursor: pointer; }
button.primary { background: #0172ad; border-color: #0172ad; color: #fff; }
small { color: #646b79; }
</style>
</head>
<body>
<main>
<h1>{{title}}</h1>
{{#if error}}<p class="error" role="alert">{{error}}</p>{{/if}}
<form method="post" action="/authorize">
{{#each params}}<input type="hidden" name="{{this.[0]}}" value="{{this.[1]}}">
{{/each}}
{{#if signIn}}
<p><strong>{{clientName}}</strong> wants to use your SVC workspace. Sign in to continue.</p>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="{{email}}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button class="primary" type="submit" name="action" value="sign-in">Sign in</button></div>
{{else}}
<input type="hidden" name="csrf" value="{{csrf}}">
<p><strong>{{clientName}}</strong> (returning to <code>{{redirectHost}}</code>) asks to read and change your workspace through MCP: tickets, docs, milestones and timers, with the permissions of the identity you choose.</p>
<fieldset>
<legend>Act as</legend>
{{#each identities}}
<label><input type="radio" name="acting_as" value="{{id}}"{{#if checked}} checked{{/if}}> <span>{{displayName}}{{#if you}} (you)<br><small>{{email}}</small>{{else}} <small>agent you own</small>{{/if}}</span></label>
{{/each}}
</fieldset>
<div class="actions">
<button class="primary" type="submit" name="action" value="allow">Allow</button>
<button type="submit" name="action" value="deny">Deny</button>
<button type="submit" name="action" value="sign-out" formnovalidate>Not you? Sign out</button>
</div>
{{/if}}
</form>
</main>
</body>
</html>
`,
);

const DENIALS = new Set(['AI_CLIENTS_DISABLED', 'NOT_AGENT_OWNER']);

/** The authorization request as hidden form fields: the SDK validates them again on the form's POST. */
function requestFields(client: OAuthClientInformationFull, params: AuthorizationParams): [string, string][] {
  return [
    ['response_type', 'code'],
    ['client_id', client.client_id],
    ['redirect_uri', params.redirectUri],
    ['code_challenge', params.codeChallenge],
    ['code_challenge_method', 'S256'],
    ...(params.scopes?.length ? [['scope', params.scopes.join(' ')] as [string, string]] : []),
    ...(params.state !== undefined ? [['state', params.state] as [string, string]] : []),
    ...(params.resource ? [['resource', params.resource.href] as [string, string]] : []),
  ];
}

function redirect(res: Response, params: AuthorizationParams, query: Record<string, string>): void {
  const target = new URL(params.redirectUri);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  if (params.state !== undefined) target.searchParams.set('state', params.state);
  res.redirect(302, target.href);
}

export interface ConsentPageOptions {
  workspace: SubgraphClient;
  authenticator: Authenticator;
  /** Secure cookies when the platform is served over HTTPS. */
  secureCookies: boolean;
}

/**
 * The sign-in and consent page of `/authorize` (plain server-rendered HTML): a person signs in with
 * email and password (a console session, kept in an HttpOnly SameSite=Lax cookie), then allows or
 * denies the client, choosing whom it acts as: themselves (the default) or a bot they own. The form
 * posts back to `/authorize`, where the SDK validates the request again; a consent is checked
 * against a CSRF token bound to the session.
 */
export function consentPage(options: ConsentPageOptions) {
  const csrfOf = (sessionToken: string) => hmacSha256Hex(sessionToken, 'oauth-consent');

  async function execute<T>(query: string, variables: Record<string, unknown>, internalToken: string) {
    const result = await options.workspace.execute({ query, variables, internalToken });
    return { data: result.data as T | undefined, error: result.errors?.[0] };
  }

  /** The viewer of a session token (the cookie's, or one just signed in), when it is still a live console session. */
  async function sessionOf(token: string | undefined, ip: string | undefined) {
    if (!token) return undefined;
    try {
      const auth = await options.authenticator.authenticate(`Bearer ${token}`, ip);
      return auth.viewer.kind === 'user' && auth.viewer.authMethod === 'session' ? { token, ...auth } : undefined;
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }

  const setSessionCookie = (res: Response, value: string, expires: Date) =>
    res.append(
      'set-cookie',
      stringifySetCookie({
        name: SESSION_COOKIE,
        value,
        expires,
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: options.secureCookies,
      }),
    );

  const render = (res: Response, status: number, view: Parameters<typeof page>[0]) => {
    res.status(status);
    res.set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    res.send(page(view));
  };

  return async function consent(client: OAuthClientInformationFull, params: AuthorizationParams, res: Response): Promise<void> {
    const req = res.req;
    const body = (req.method === 'POST' ? req.body : {}) as Record<string, string | undefined>;
    const clientName = client.client_name ?? client.client_id;
    const fields = requestFields(client, params);
    const signInPage = (status: number, error?: string) =>
      render(res, status, { title: 'Sign in to connect', signIn: true, clientName, email: body.email ?? '', error, params: fields });

    let session = await sessionOf(parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE], req.ip);
    if (body.action === 'sign-out') {
      setSessionCookie(res, '', new Date(0));
      return signInPage(200);
    }
    if (body.action === 'sign-in') {
      const anonymous = await options.authenticator.authenticate(undefined, req.ip);
      const { data, error } = await execute<{ login: { token: string; expiresAt: string } }>(
        'mutation OAuthSignIn($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { token expiresAt } }',
        { email: body.email ?? '', password: body.password ?? '' },
        anonymous.internalToken,
      );
      if (!data?.login) return signInPage(error?.extensions?.code === 'TOO_MANY_REQUESTS' ? 429 : 401, error?.message ?? 'Sign-in failed');
      setSessionCookie(res, data.login.token, new Date(data.login.expiresAt));
      session = await sessionOf(data.login.token, req.ip);
    }
    if (!session) return signInPage(200);

    if (body.action === 'allow' || body.action === 'deny') {
      if (!constantTimeEqual(body.csrf ?? '', csrfOf(session.token))) return signInPage(403, 'The form expired: sign in again');
      if (body.action === 'deny') return redirect(res, params, { error: 'access_denied', error_description: 'The user denied access' });
      const { data, error } = await execute<{ oauthAuthorize: string }>(
        'mutation OAuthAuthorize($input: OAuthAuthorizeInput!) { oauthAuthorize(input: $input) }',
        {
          input: {
            clientId: client.client_id,
            redirectUri: params.redirectUri,
            codeChallenge: params.codeChallenge,
            scopes: params.scopes ?? [],
            resource: params.resource?.href ?? null,
            actingUserId: body.acting_as || null,
          },
        },
        session.internalToken,
      );
      if (!data?.oauthAuthorize) {
        // The person may not grant this (the setting is off, or the identity is not theirs): the client hears a denial.
        if (error && DENIALS.has(String(error.extensions?.reason)))
          return redirect(res, params, { error: 'access_denied', error_description: error.message });
        throw toOAuthError(error ?? { message: 'consent failed' });
      }
      return redirect(res, params, { code: data.oauthAuthorize });
    }

    const { data, error } = await execute<{ oauthActingIdentities: Identity[] }>(
      'query OAuthActingIdentities { oauthActingIdentities { id displayName email kind } }',
      {},
      session.internalToken,
    );
    if (!data) throw toOAuthError(error ?? { message: 'no identities' });
    const [you] = data.oauthActingIdentities;
    render(res, 200, {
      title: `Connect ${clientName}`,
      clientName,
      redirectHost: new URL(params.redirectUri).host || params.redirectUri,
      identities: data.oauthActingIdentities.map((identity) => ({
        ...identity,
        checked: identity.id === you?.id,
        you: identity.id === you?.id,
      })),
      csrf: csrfOf(session.token),
      params: fields,
    });
  };
}
