import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import path from 'node:path';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import open from 'open';

/** Renew this long before the access token expires. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;
/** The loopback redirect registered once; RFC 8252 lets the port change on every sign-in. */
const REDIRECT_PATH = '/callback';

interface CachedSession {
  client?: OAuthClientInformationMixed;
  tokens?: OAuthTokens;
  /** When `tokens` were saved (ms since the epoch), to renew before they expire. */
  savedAt?: number;
  verifier?: string;
}

/** Where the stdio server keeps its session by default: `svc-mcp/<host>.json` under the user's config directory. */
export function defaultOAuthCachePath(apiUrl: string): string {
  const config = process.env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(config, 'svc-mcp', `${new URL(apiUrl).host.replace(/[^a-zA-Z0-9.-]/g, '_')}.json`);
}

export interface OAuthSessionOptions {
  apiUrl: string;
  cacheFile: string;
  /** Print the sign-in URL instead of opening a browser. */
  noBrowser: boolean;
  clientName: string;
  stderr: (line: string) => void;
}

/**
 * The stdio server's OAuth client (the MCP SDK's `auth()` does discovery, registration, PKCE, the code
 * exchange and refreshes): a loopback browser flow the first time, then a cached session that renews
 * itself, kept in a file only its owner can read.
 */
export class OAuthSession implements OAuthClientProvider {
  private cache: CachedSession;
  private redirectPort = 0;
  private renewal: NodeJS.Timeout | undefined;
  /** While renewing in the background: no browser sign-in is started. */
  private silent = false;

  constructor(private readonly options: OAuthSessionOptions) {
    this.cache = readCache(options.cacheFile);
  }

  get redirectUrl(): string {
    return `http://127.0.0.1:${this.redirectPort}${REDIRECT_PATH}`;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.options.clientName,
      redirect_uris: [`http://127.0.0.1${REDIRECT_PATH}`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation = () => this.cache.client;
  saveClientInformation = (client: OAuthClientInformationMixed) => this.save({ client });
  tokens = () => this.cache.tokens;
  saveTokens = (tokens: OAuthTokens) => {
    this.save({ tokens, savedAt: Date.now() });
    this.scheduleRenewal();
  };
  saveCodeVerifier = (verifier: string) => this.save({ verifier });
  codeVerifier = () => this.cache.verifier ?? '';
  invalidateCredentials = (scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') => {
    if (scope === 'all') this.save({ client: undefined, tokens: undefined, verifier: undefined });
    if (scope === 'client') this.save({ client: undefined });
    if (scope === 'tokens') this.save({ tokens: undefined });
  };

  async redirectToAuthorization(url: URL): Promise<void> {
    // A renewal that would need a new sign-in: none is started while serving (nothing listens for its redirect).
    if (this.silent) return;
    if (this.options.noBrowser) {
      this.options.stderr(`Open this URL in a browser to connect: ${url.href}`);
      return;
    }
    this.options.stderr(`Opening a browser to connect (${url.origin}) …`);
    await open(url.href).catch(() => this.options.stderr(`No browser could be opened; open this URL: ${url.href}`));
  }

  /** `Authorization` for API calls with the current access token. */
  authorization(): string {
    return `Bearer ${this.cache.tokens?.access_token ?? ''}`;
  }

  /** A working session: the cached one renewed, or a new sign-in through the browser and the loopback redirect. */
  async signIn(): Promise<void> {
    const serverUrl = new URL('/mcp', this.options.apiUrl);
    // Listening first: should the cached session not renew, the SDK starts a new sign-in at once.
    const loopback = await listenForCode();
    this.redirectPort = (loopback.server.address() as AddressInfo).port;
    try {
      if ((await auth(this, { serverUrl })) === 'AUTHORIZED') return;
      const code = await loopback.code;
      if ((await auth(this, { serverUrl, authorizationCode: code })) !== 'AUTHORIZED')
        throw new Error('the authorization server refused the code');
    } finally {
      loopback.server.close();
    }
  }

  /**
   * Renews the access token now with the refresh token (no browser: a grant that has ended stays ended, and its tokens
   * are forgotten, so the next start signs in afresh). Whether a working token came of it.
   */
  async renew(): Promise<boolean> {
    this.silent = true;
    try {
      return (await auth(this, { serverUrl: new URL('/mcp', this.options.apiUrl) })) === 'AUTHORIZED';
    } catch {
      return false;
    } finally {
      this.silent = false;
    }
  }

  close(): void {
    clearTimeout(this.renewal);
  }

  private scheduleRenewal(): void {
    clearTimeout(this.renewal);
    const expiresInMs = (this.cache.tokens?.expires_in ?? 0) * 1000;
    if (!expiresInMs || !this.cache.tokens?.refresh_token) return;
    this.renewal = setTimeout(
      () => {
        void this.renew().then((renewed) => {
          if (!renewed) this.options.stderr('The session could not be renewed: restart svc-mcp to sign in again');
        });
      },
      Math.max(expiresInMs - RENEW_BEFORE_MS, 1000),
    );
    this.renewal.unref();
  }

  private save(change: Partial<CachedSession>): void {
    this.cache = { ...this.cache, ...change };
    mkdirSync(path.dirname(this.options.cacheFile), { recursive: true, mode: 0o700 });
    writeFileSync(this.options.cacheFile, JSON.stringify(this.cache), { mode: 0o600 });
    // An existing file keeps its mode on write: make sure it is the owner's alone.
    chmodSync(this.options.cacheFile, 0o600);
  }
}

function readCache(file: string): CachedSession {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedSession;
  } catch {
    return {};
  }
}

/** A loopback server on a free port for the browser's redirect: resolves with the code (or rejects with the error it carries). */
async function listenForCode(): Promise<{ server: Server; code: Promise<string> }> {
  let settle!: { resolve: (code: string) => void; reject: (error: Error) => void };
  const code = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== REDIRECT_PATH) return void response.writeHead(404).end();
    const received = url.searchParams.get('code');
    const error = url.searchParams.get('error_description') ?? url.searchParams.get('error');
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(received ? 'Connected: you can close this window.' : `Not connected: ${error ?? 'no code'}`);
    if (received) settle.resolve(received);
    else settle.reject(new Error(error ?? 'the authorization server sent no code'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, code };
}
