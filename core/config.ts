import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_PASSWORD_HASH_COST } from './crypto.js';

/** One documented configuration variable. `docs/configuration.md` is generated from this list. */
interface VariableSpec<N extends string, T extends z.ZodType> {
  name: N;
  description: string;
  sensitive: boolean;
  schema: T;
}

const variable = <const N extends string, T extends z.ZodType>(
  name: N,
  description: string,
  schema: T,
  sensitive = false,
): VariableSpec<N, T> => ({
  name,
  description,
  sensitive,
  schema,
});

/** Comma-separated seconds (`5,300,1800`; fractions such as `0.05` for tests), as numbers. */
const secondsList = (fallback: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'must be comma-separated seconds such as 5,300,1800 (or 0.05)')
    .default(fallback)
    .transform((value) => value.split(',').map(Number));

/** An IP address (`10.0.0.5`, `::1`) or a CIDR range of one (`10.0.0.0/8`). */
const isAddressOrRange = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Every environment variable the platform reads. Nothing else may touch `process.env`. */
/** EMBEDDED_SHARED_BUFFERS_MB's default, also for embedded databases opened without a configuration (test templates). */
export const DEFAULT_EMBEDDED_SHARED_BUFFERS_MB = 16;

export const configVariables = [
  variable(
    'NODE_ENV',
    'Runtime mode; `production` makes SVC_MASTER_KEY mandatory.',
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  variable('HOST', 'Interface the HTTP servers bind to.', z.string().min(1).default('127.0.0.1')),
  variable('PORT', 'Port of the gateway (GraphQL, REST shims, health and metrics).', port(4000)),
  variable(
    'TLS_CERT_FILE',
    'PEM certificate chain: with TLS_KEY_FILE, the gateway serves HTTPS itself (federation peers need https; or terminate TLS in front of it).',
    z.string().min(1).optional(),
  ),
  variable('TLS_KEY_FILE', 'PEM private key of TLS_CERT_FILE.', z.string().min(1).optional(), true),
  variable('SUBGRAPH_PORT', 'Port a subgraph listens on when started alone (`npm run start:subgraph <name>`).', port(4001)),
  variable(
    'SVC_PUBLIC_URL',
    'Public base URL of this instance, used in links and printed at start. Defaults to http://localhost:<PORT>.',
    optionalUrl,
  ),
  variable(
    'SVC_CONSOLE_URL',
    "Origin of the web console on a host of its own (`https://console.example.com`): the console's pages and files are then served only to requests whose Host is that host, the API's host answers JSON only, and emailed links (invitations, password resets) point there. Unset: the console is served at `/` beside the API, as `npm start` does.",
    z
      .url({ protocol: /^https?$/, abort: true })
      .refine((value) => {
        const url = new URL(value);
        return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      }, 'must be an origin such as https://console.example.com (no path, query or credentials)')
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  variable(
    'SVC_API_URL',
    "The workspace API the MCP server calls, as every caller's own credential: the platform's base URL (its `/graphql` and `/api`). Required by the MCP process started alone (`npm run start:mcp`, the stdio server); `npm start` points its MCP server at its own gateway.",
    optionalUrl,
  ),
  variable(
    'SVC_MCP_TRANSPORT',
    'Transport of the MCP process started alone: `http` (streamable HTTP) or `stdio`.',
    z.enum(['http', 'stdio']).default('http'),
  ),
  variable('SVC_MCP_PORT', 'Port of the MCP server (streamable HTTP at `/mcp`, `/health`).', port(3100)),
  variable(
    'SVC_MCP_TOOLSET',
    'Default MCP toolset: `minimal` (12 tools), `curated` (31) or `full` (the whole API, mail and federation included); an unknown value is `curated`. HTTP clients choose per connection (`?toolset=` or `x-svc-toolset`).',
    z.string().default('curated'),
  ),
  variable(
    'SVC_MCP_URL',
    "Where the gateway reaches a separately run MCP process for `/mcp` (e.g. `http://mcp:3100`). Unset: `npm start` runs the MCP server in its own process's event loop on SVC_MCP_PORT and routes to it.",
    optionalUrl,
  ),
  variable(
    'SVC_MCP_CLIENT',
    "The stdio MCP server's client name, added to its User-Agent so audit entries can be told apart by client.",
    z.string().max(100).optional(),
  ),
  variable('SVC_API_KEY', 'The workspace API key (scope `mcp:use`) the stdio MCP server acts with.', z.string().min(1).optional(), true),
  variable(
    'SVC_AUTH',
    '`oauth`: the stdio MCP server signs in through the browser (sign-in and consent on the platform, the session cached in SVC_MCP_OAUTH_CACHE and renewed by itself) even when SVC_API_KEY is set. Without SVC_API_KEY it does so anyway.',
    z.enum(['oauth']).optional(),
  ),
  variable(
    'SVC_MCP_NO_BROWSER',
    'With SVC_AUTH=oauth: print the sign-in URL on stderr instead of opening a browser (a remote shell, a container).',
    z.stringbool().default(false),
  ),
  variable(
    'SVC_MCP_OAUTH_CACHE',
    "With SVC_AUTH=oauth: the file keeping the stdio MCP server's OAuth session (readable by its owner only). Unset: `svc-mcp/<host>.json` under XDG_CONFIG_HOME (default `~/.config`).",
    z.string().min(1).optional(),
  ),
  variable(
    'OAUTH_REGISTRATION_LIMIT_PER_CLIENT',
    'Dynamic client registrations (`POST /register`) one client software (its `software_id`, else its name and redirect URIs, loopback ports aside) may make from one client address in an hour; more answer 429 `too_many_requests` with Retry-After. 0: no limit.',
    z.coerce.number().int().min(0).default(60),
  ),
  variable(
    'OAUTH_REGISTRATION_LIMIT_PER_ADDRESS',
    'Dynamic client registrations one client address may make in an hour, whatever the client (a whole office behind one NAT, a hosted AI platform); more answer 429 `too_many_requests` with Retry-After. 0: no limit (behind a proxy, where every request comes from its address).',
    z.coerce.number().int().min(0).default(600),
  ),
  variable(
    'OAUTH_REQUEST_LIMIT_PER_ADDRESS',
    'Requests one client address may make in 15 minutes to each of the OAuth authorization, token and revocation endpoints (every connected client refreshes its token about hourly, so an office behind one NAT makes many); more answer 429 `too_many_requests`. 0: no limit (behind a proxy, where every request comes from its address).',
    z.coerce.number().int().min(0).default(3000),
  ),
  variable(
    'DATABASE_URL',
    'PostgreSQL connection URL. Unset: an embedded PGlite database is started under SVC_DATA_DIR.',
    optionalUrl,
    true,
  ),
  variable(
    'SVC_DATA_DIR',
    'Folder of the embedded database and of the generated development master key.',
    z.string().min(1).default('./.data'),
  ),
  variable(
    'EMBEDDED_SHARED_BUFFERS_MB',
    "The embedded database's `shared_buffers`, in MB: its page cache, which PGlite allocates and touches whole when it starts. PostgreSQL's default of 128 MB costs the process that much resident memory; the embedded database is for development and small deployments.",
    z.coerce.number().int().min(1).max(1024).default(DEFAULT_EMBEDDED_SHARED_BUFFERS_MB),
  ),
  variable(
    'SVC_MASTER_KEY',
    'Base64 of 32 random bytes: encrypts secrets at rest and derives the internal token key. Required in production; generated into SVC_DATA_DIR otherwise.',
    z.string().optional(),
    true,
  ),
  variable(
    'SVC_INTERNAL_TOKEN_SECRET',
    'Secret (>= 32 chars) signing the gateway-to-subgraph viewer token and, through a key derived from it, attachment upload receipts. Defaults to a key derived from SVC_MASTER_KEY; set the same value on every process.',
    z.string().min(32).optional(),
    true,
  ),
  variable(
    'SUBGRAPH_WORKSPACE_URL',
    'URL of a separately running workspace subgraph. Unset: the subgraph runs inside the gateway process.',
    optionalUrl,
  ),
  variable(
    'SUBGRAPH_MAIL_URL',
    'URL of a separately running mail subgraph. Unset: the subgraph runs inside the gateway process.',
    optionalUrl,
  ),
  variable(
    'SUBGRAPH_FEDERATION_URL',
    'URL of a separately running federation subgraph. Unset: the subgraph runs inside the gateway process.',
    optionalUrl,
  ),
  variable(
    'MAIL_SENDING_SPF_HOST',
    'Host customers include in their SPF record (`include:<host>`).',
    z.string().min(3).default('spf.mail.svc.example'),
  ),
  variable(
    'MAIL_BOUNCE_MX_HOST',
    'Inbound MX of the bounce subdomains (`bounces.<domain>`).',
    z.string().min(3).default('feedback.mail.svc.example'),
  ),
  variable(
    'MAIL_BOUNCE_SPF_HOST',
    'SPF include published at the bounce subdomains.',
    z.string().min(3).default('bounces.mail.svc.example'),
  ),
  variable(
    'MAIL_DMARC_RUA',
    'Aggregate-report address in the recommended DMARC record.',
    z.email().default('dmarc-reports@mail.svc.example'),
  ),
  variable(
    'MAIL_DMARC_RUF',
    'Forensic-report address in the recommended DMARC record.',
    z.email().default('dmarc-forensics@mail.svc.example'),
  ),
  variable(
    'MAIL_RESERVED_DOMAINS',
    'Comma-separated operator domains; they and their subdomains cannot be added as sender domains.',
    z.string().default('svc.example,mail.svc.example'),
  ),
  variable(
    'MAIL_DNS_SERVERS',
    'Comma-separated DNS servers (`host` or `host:port`) used to verify sender domains. Unset: the system resolvers.',
    z.string().optional(),
  ),
  variable(
    'MAIL_QUOTA_MONTHLY',
    'Messages a mail account may send per calendar month (UTC) within its base quota.',
    z.coerce.number().int().min(0).default(3000),
  ),
  variable(
    'MAIL_QUOTA_OVERAGE_CAP',
    'Messages a mail account may send per month beyond its base quota (overage); 0 refuses sends once the base quota is used up.',
    z.coerce.number().int().min(0).default(0),
  ),
  variable(
    'MAIL_API_RATE_LIMIT',
    'Requests per second one mail API key may make to /v1 (429 with Retry-After beyond).',
    z.coerce.number().int().min(1).default(10),
  ),
  variable(
    'MAIL_CLOUDFLARE_API_URL',
    'Base URL of the Cloudflare v4 API used by DNS auto-setup.',
    z.url().default('https://api.cloudflare.com/client/v4'),
  ),
  variable('MAIL_DNS_TIMEOUT_MS', 'Timeout of one DNS query during verification.', z.coerce.number().int().min(100).default(3000)),
  variable(
    'MAIL_DOMAIN_RECHECK_MINUTES',
    'How often verified sender domains are re-checked (a vanished DKIM record makes them `failed`).',
    z.coerce.number().int().min(1).default(360),
  ),
  variable(
    'MAIL_RETRY_TEMPORARY_FAILURE_SECONDS',
    'Delay before a domain whose DKIM lookup failed transiently (in `temporary-failure`, or still `verified`) is verified again automatically.',
    z.coerce.number().int().min(1).default(60),
  ),
  variable(
    'SMTP_RELAY_URL',
    'SMTP relay all outgoing mail goes through (`smtp://user:pass@host:587`, `smtps://...`). Unset: see MAIL_DELIVERY_MODE.',
    optionalUrl,
    true,
  ),
  variable(
    'MAIL_DELIVERY_MODE',
    "How messages leave: `relay` (SMTP_RELAY_URL), `mx` (straight to each recipient domain's MX) or `capture` (kept in the local capture mailbox, readable through the API). Unset: `relay` when SMTP_RELAY_URL is set, else `capture`.",
    z.enum(['relay', 'mx', 'capture']).optional(),
  ),
  variable('MAIL_MX_PORT', 'SMTP port of recipient MX hosts in `mx` mode.', z.coerce.number().int().min(1).max(65535).default(25)),
  variable(
    'MAIL_DELIVERY_RETRY_SECONDS',
    'Comma-separated delays before each retry of a temporarily refused (4xx) delivery; once used up, the recipient gets `bounce.transient`.',
    secondsList('60,300,900,1800,3600,7200,14400,28800'),
  ),
  variable(
    'MAIL_DELIVERY_LEASE_SECONDS',
    'How long a worker holds a claimed message, in seconds (fractions allowed); a worker that dies leaves it to be retried after this.',
    z.coerce.number().positive().default(120),
  ),
  variable(
    'MAIL_SIGNING_THREADS',
    'Most worker threads per process that build and DKIM-sign outgoing messages; they start with the first message and end after a minute without one. Unset: one less than the CPUs (at least 1).',
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  variable('MAIL_DELIVERY_CONCURRENCY', 'Messages one process delivers at the same time.', z.coerce.number().int().min(1).default(64)),
  variable(
    'MAIL_SMTP_MAX_CONNECTIONS',
    'Most SMTP connections one process keeps open to the relay, or to each MX host; each carries one message at a time.',
    z.coerce.number().int().min(1).max(256).default(16),
  ),
  variable(
    'MAIL_SMTP_TIMEOUT_MS',
    'Timeout of SMTP connections, greetings and commands when delivering.',
    z.coerce.number().int().min(100).default(30_000),
  ),
  variable(
    'MAIL_WEBHOOK_RETRY_SECONDS',
    'Comma-separated delays before each retry of a failed webhook delivery (each ±20% jitter); once used up, the delivery is `failed`.',
    secondsList('5,300,1800,7200,18000,36000,36000'),
  ),
  variable('MAIL_WEBHOOK_TIMEOUT_MS', 'Timeout of one webhook delivery request.', z.coerce.number().int().min(100).default(15_000)),
  variable(
    'MAIL_WEBHOOK_CONCURRENCY',
    'Webhook requests one process has in flight at the same time.',
    z.coerce.number().int().min(1).default(64),
  ),
  variable(
    'MAIL_INBOUND_SMTP_PORT',
    'Port of the inbound bounce MX (DSN and complaint reports for bounces.<domain>); 0 turns it off.',
    port(2525),
  ),
  variable('MAIL_INBOUND_SMTP_HOST', 'Address the inbound bounce MX listens on.', z.string().default('0.0.0.0')),
  variable(
    'MAIL_SEND_BODY_LIMIT_BYTES',
    'Largest accepted body of POST /v1/send and /v1/send/batch (attachments are base64 in the JSON).',
    z.coerce
      .number()
      .int()
      .min(1024)
      .default(45 * 1024 * 1024),
  ),
  variable(
    'HEAP_GROWING_PERCENT',
    'How far the JavaScript heap may grow past its live set before a full collection, in percent; 0 leaves V8 its own factor (up to 300%, more memory, a little more throughput).',
    z.coerce.number().int().min(0).max(1000).default(50),
  ),
  variable('LOG_LEVEL', 'pino log level.', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  variable(
    'GRAPHQL_MAX_DEPTH',
    'Deepest nesting of fields a GraphQL operation may have, leaves and introspection included (fragments add no level); the standard introspection query is 15 deep.',
    z.coerce.number().int().min(1).default(15),
  ),
  variable(
    'GRAPHQL_MAX_COST',
    "Highest estimated cost of one GraphQL operation (GraphQL Armor's cost limit: objects 2, scalars 1, each level 1.5 times its parent's weight, times its page size; introspection 1 per 20 bytes of its answer; each `docDiff` 12,000). The default lets through 100 whole tickets (REST `/search-tickets?first=100`, about 21,000) or the standard introspection query (~18,600).",
    z.coerce.number().int().min(1).default(50000),
  ),
  variable(
    'SEARCH_RANK_WINDOW',
    'A ticket search with text ranks the exact key and this many of its newest matches by relevance; older matches follow, newest first. Bounds the work of a page whatever the number of matches.',
    z.coerce.number().int().min(1).default(500),
  ),
  variable(
    'GRAPHQL_MAX_ALIASES',
    'Most aliases one GraphQL operation may use (`__typename` aliases not counted).',
    z.coerce.number().int().min(1).default(30),
  ),
  variable(
    'GRAPHQL_MAX_TOKENS',
    'Most lexical tokens one GraphQL document may have; longer ones are refused while parsing.',
    z.coerce.number().int().min(1).default(2000),
  ),
  variable('GRAPHQL_MAX_DIRECTIVES', 'Most directives one GraphQL operation may use.', z.coerce.number().int().min(1).default(50)),
  variable(
    'GATEWAY_DEDUPE_INFLIGHT',
    'Let identical read fetches of the same viewer that are in flight at the same time share one subgraph request.',
    z.stringbool().default(true),
  ),
  variable(
    'GATEWAY_SINGLE_FETCH_PASS_THROUGH',
    "Send an operation that one subgraph answers alone (its query plan is one fetch) to that subgraph as written, and answer with the subgraph's result, instead of executing the plan and shaping the result again. The response is the same either way; off runs every operation through Apollo Gateway's executor.",
    z.stringbool().default(true),
  ),
  variable(
    'WEBHOOK_LEASE_MARGIN_SECONDS',
    'How long past its request timeout a process holds a webhook delivery it is sending (mail and workspace webhooks), in seconds (fractions allowed): time to record the outcome. A process that dies leaves its deliveries to another after the timeout and this.',
    z.coerce.number().positive().default(30),
  ),
  variable(
    'WEBHOOK_ALLOW_LOOPBACK',
    'Accept webhook endpoints on this machine (`http://localhost`, `http://127.0.0.1`) for local development. Unset: allowed unless NODE_ENV=production. Private, link-local and reserved addresses are always refused.',
    z.stringbool().optional(),
  ),
  variable(
    'FEDERATION_ALLOW_LOOPBACK',
    'Accept federation peer and invite URLs on this machine (`https://localhost`, `https://127.0.0.1`) for local development and tests. Unset: allowed unless NODE_ENV=production. Private, link-local, CGNAT, multicast and reserved addresses (and host names resolving to them) are always refused.',
    z.stringbool().optional(),
  ),
  variable(
    'FEDERATION_CA_FILE',
    'PEM bundle of certificate authorities trusted for federation peer URLs besides the system ones (a private CA).',
    z.string().min(1).optional(),
  ),
  variable(
    'FEDERATION_NUDGE',
    "Ping the peers of source and bidirectional links when this side's feed grows, so they poll at once instead of at their next interval (polling stays the contract).",
    z.stringbool().default(true),
  ),
  variable(
    'FEDERATION_RECONCILE_HOURS',
    "Hours between two reconciles of a pulling link: a snapshot of the peer's rows merged as a backstop for missed events.",
    z.coerce.number().int().min(1).max(720).default(24),
  ),
  variable(
    'FEDERATION_REQUEST_TIMEOUT_MS',
    'Timeout of one request to a federation peer.',
    z.coerce.number().int().min(100).default(30_000),
  ),
  variable(
    'WORKER_POLL_MS',
    'Longest idle wait of the queue workers (mail delivery, event relay, webhook dispatch, workspace email): retries that fall due are picked up within it; new work wakes them at once.',
    z.coerce.number().int().min(10).default(1000),
  ),
  variable(
    'GATEWAY_APOLLO_TELEMETRY',
    "Let @apollo/gateway send its usage metrics to Apollo; it then also probes cloud metadata addresses (169.254.169.254) at start. Off: the platform sets the library's APOLLO_TELEMETRY_DISABLED.",
    z.stringbool().default(false),
  ),
  variable(
    'METRICS_TOKEN',
    'Bearer token `/metrics` requires (`Authorization: Bearer <token>`), at least 32 characters. Unset: `/metrics` is open, except when NODE_ENV=production, where it answers 404 until a token is set.',
    z.string().min(32).optional(),
    true,
  ),
  variable('BODY_LIMIT_BYTES', 'Largest accepted HTTP request body.', z.coerce.number().int().min(1024).default(1_048_576)),
  variable(
    'HTTP_HEADERS_TIMEOUT_MS',
    "Longest time a client may take to send a request's headers, counted from its connection or the start of the request (and, on HTTPS, to finish the TLS handshake): a connection that sends nothing, or half a header block, is answered 408 and closed.",
    z.coerce.number().int().min(1).default(15_000),
  ),
  variable(
    'HTTP_REQUEST_TIMEOUT_MS',
    'Longest time a client may take to send a whole request, its body included (an upload too): a body trickled slower is answered 408 and closed. Answers are not bounded by it: graphql-ws subscriptions and the MCP event stream stay open.',
    z.coerce.number().int().min(1).default(120_000),
  ),
  variable(
    'HTTP_KEEP_ALIVE_TIMEOUT_MS',
    "How long an idle keep-alive connection stays open between two requests. Behind a load balancer, keep it above the balancer's own idle timeout.",
    z.coerce.number().int().min(1).default(30_000),
  ),
  variable(
    'HTTP_MAX_CONNECTIONS_PER_ADDRESS',
    'Most connections (WebSockets included) the gateway keeps open from one client address; more are closed at once, before any TLS handshake. 0: no cap. Behind a load balancer, name it in HTTP_TRUSTED_PROXIES: its connections are then not counted.',
    z.coerce.number().int().min(0).default(100),
  ),
  variable(
    'HTTP_TRUSTED_PROXIES',
    "Comma-separated addresses or CIDR ranges of the load balancers in front of the gateway (`10.0.0.5`, `172.16.0.0/12`). A request from one of them counts as coming from the client address its X-Forwarded-For names (sign-in throttles, rate limits, audit entries), and their connections are not counted by HTTP_MAX_CONNECTIONS_PER_ADDRESS: the balancer carries every client's. Unset: no proxy is trusted and X-Forwarded-For is ignored.",
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (entries) => entries.every(isAddressOrRange),
        'must be comma-separated IP addresses or CIDR ranges such as 127.0.0.1,10.0.0.0/8',
      )
      .optional(),
  ),
  variable(
    'SVC_BOOTSTRAP_ADMIN_EMAIL',
    'Email of the super-admin created on the first start of an empty database.',
    z.email().default('admin@example.com'),
  ),
  variable(
    'SVC_BOOTSTRAP_ADMIN_PASSWORD',
    'Password of that super-admin. Unset: a random one is generated and printed once.',
    z.string().min(12).optional(),
    true,
  ),
  variable(
    'PASSWORD_HASH_COST',
    "scrypt's CPU and memory cost N (a power of two, r 8, p 1) for the passwords people set: each hash and each sign-in's check takes 1 KB times N of memory (16 MB at the default) and about 30 ms of one core at the default, more in proportion. A stored password made at another cost is rehashed at this one when its person next signs in. Lower only where passwords are throwaway (the test suite uses 1024).",
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(131072)
      .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
      .default(DEFAULT_PASSWORD_HASH_COST),
  ),
  variable(
    'JOBS_ENABLED',
    'Run the background workers in this process: pg-boss jobs, mail delivery, event relay, webhook dispatch, inbound bounce MX.',
    z.stringbool().default(true),
  ),
  variable(
    'MAIL_SHARED_SENDING_DOMAIN',
    "The operator's shared, already-verified sender identity: a workspace connecting email delivery sends from `<slug>.<this domain>`, signed with this domain's one DKIM key (MAIL_SHARED_DKIM_SELECTOR) and with return paths at `bounces.<this domain>`; the operator publishes these records once, centrally.",
    z.string().min(3).toLowerCase().default('mail.svc.example'),
  ),
  variable(
    'MAIL_SHARED_DKIM_SELECTOR',
    'DKIM selector of the one key that signs all shared-sender mail (`d=` MAIL_SHARED_SENDING_DOMAIN). The key is generated once per selector and kept encrypted in the database; its TXT record (`<selector>._domainkey.<shared domain>`) is printed when generated and logged at every start. A new selector means a new key.',
    z
      .string()
      .toLowerCase()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be one DNS label: a-z, 0-9 and inner hyphens')
      .default('svc-shared'),
  ),
  variable(
    'WORKSPACE_WEBHOOK_RETRY_SECONDS',
    'Comma-separated delays before each retry of a failed workspace webhook delivery (each ±20% jitter); once used up, the delivery is `failed`.',
    secondsList('5,300,1800,7200,18000,36000,36000'),
  ),
  variable(
    'WORKSPACE_WEBHOOK_TIMEOUT_MS',
    'Timeout of one workspace webhook delivery request.',
    z.coerce.number().int().min(100).default(15_000),
  ),
  variable(
    'WORKSPACE_MAIL_RETRY_SECONDS',
    'Comma-separated delays before each retry of a workspace email the mail API did not take (unreachable, 429 or 5xx); once used up, the email is `failed`.',
    secondsList('30,60,300,900,1800,3600,7200,14400,28800'),
  ),
  variable(
    'WORKSPACE_MAIL_TIMEOUT_MS',
    "Timeout of the workspace's own requests to the mail API (provisioning on connect, each POST /v1/send).",
    z.coerce.number().int().min(100).default(10_000),
  ),
  variable(
    'ATTACHMENTS_DIR',
    'Folder of attachment contents (stored by SHA-256) and of uploads in progress. Defaults to SVC_DATA_DIR/attachments. With ATTACHMENTS_S3_BUCKET set it only holds uploads in progress.',
    z.string().min(1).optional(),
  ),
  variable(
    'ATTACHMENT_MAX_BYTES',
    'Largest accepted attachment; a larger upload is refused with 413 before anything is stored.',
    z.coerce
      .number()
      .int()
      .min(1)
      .default(50 * 1024 * 1024),
  ),
  variable(
    'ATTACHMENTS_S3_BUCKET',
    'Keep attachment contents in this bucket of an S3-compatible store instead of ATTACHMENTS_DIR.',
    z.string().min(3).optional(),
  ),
  variable(
    'ATTACHMENTS_S3_ENDPOINT',
    "Endpoint of the S3-compatible store (MinIO, R2, ...); unset: AWS S3's own endpoint for the region.",
    optionalUrl,
  ),
  variable('ATTACHMENTS_S3_REGION', 'Region of the attachment bucket.', z.string().min(1).default('us-east-1')),
  variable(
    'ATTACHMENTS_S3_FORCE_PATH_STYLE',
    'Address the bucket as <endpoint>/<bucket> (most self-hosted stores) instead of <bucket>.<endpoint>.',
    z.stringbool().default(false),
  ),
  variable(
    'ATTACHMENTS_S3_ACCESS_KEY_ID',
    "Access key of the attachment bucket; unset: the AWS SDK's default credential chain (environment, instance role).",
    z.string().min(1).optional(),
  ),
  variable('ATTACHMENTS_S3_SECRET_ACCESS_KEY', 'Secret of ATTACHMENTS_S3_ACCESS_KEY_ID.', z.string().min(1).optional(), true),
] as const;

type Variables = typeof configVariables;
type ConfigShape = { [V in Variables[number] as V['name']]: z.output<V['schema']> };
export type Config = Readonly<ConfigShape>;

export class ConfigError extends Error {}

/** Validates the environment once; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const spec of configVariables) {
    const raw = env[spec.name];
    const parsed = spec.schema.safeParse(raw === '' && spec.name !== 'SVC_PUBLIC_URL' ? undefined : raw);
    if (parsed.success) values[spec.name] = parsed.data;
    else problems.push(`${spec.name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  if (values.NODE_ENV === 'production' && !values.SVC_MASTER_KEY) {
    problems.push('SVC_MASTER_KEY: required when NODE_ENV=production');
  }
  if (values.SVC_MASTER_KEY !== undefined && Buffer.from(String(values.SVC_MASTER_KEY), 'base64').length !== 32) {
    problems.push('SVC_MASTER_KEY: must be base64 of exactly 32 bytes');
  }
  if (Boolean(values.ATTACHMENTS_S3_ACCESS_KEY_ID) !== Boolean(values.ATTACHMENTS_S3_SECRET_ACCESS_KEY)) {
    problems.push('ATTACHMENTS_S3_ACCESS_KEY_ID and ATTACHMENTS_S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (Number(values.HTTP_HEADERS_TIMEOUT_MS) > Number(values.HTTP_REQUEST_TIMEOUT_MS)) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  if (
    values.SVC_CONSOLE_URL &&
    values.SVC_PUBLIC_URL &&
    new URL(String(values.SVC_CONSOLE_URL)).hostname === new URL(String(values.SVC_PUBLIC_URL)).hostname
  ) {
    problems.push("SVC_CONSOLE_URL: must name a host other than SVC_PUBLIC_URL's (the API's host serves no console)");
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return Object.freeze(values) as Config;
}

/** The webhook target rule both subgraphs and their dispatchers apply (WEBHOOK_ALLOW_LOOPBACK; core/url-policy.ts). */
export const webhookTargetPolicy = (config: Config): { allowLoopback: boolean } => ({
  allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK ?? config.NODE_ENV !== 'production',
});

/** Who may read `/metrics` (METRICS_TOKEN): holders of the token, anyone, or no one (production without a token). */
export type MetricsAccess = { token: string } | 'open' | 'off';

export const metricsAccess = (config: Pick<Config, 'METRICS_TOKEN' | 'NODE_ENV'>): MetricsAccess =>
  config.METRICS_TOKEN ? { token: config.METRICS_TOKEN } : config.NODE_ENV === 'production' ? 'off' : 'open';

/** The rule for federation peer and invite URLs, at save and at each connection (FEDERATION_ALLOW_LOOPBACK; core/url-policy.ts). */
export const federationTargetPolicy = (config: Config): { allowLoopback: boolean } => ({
  allowLoopback: config.FEDERATION_ALLOW_LOOPBACK ?? config.NODE_ENV !== 'production',
});

/**
 * @apollo/gateway reads its telemetry switch from `process.env` only, so the one place that touches the
 * environment sets it from the validated config before the gateway is built.
 */
export function applyApolloTelemetrySetting(config: Pick<Config, 'GATEWAY_APOLLO_TELEMETRY'>): void {
  if (!config.GATEWAY_APOLLO_TELEMETRY) process.env.APOLLO_TELEMETRY_DISABLED = 'true';
}

export function publicUrl(config: Config): string {
  return config.SVC_PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** Where people open the console: SVC_CONSOLE_URL, else the public URL (the console beside the API). No trailing slash. */
export function consoleUrl(config: Config): string {
  return config.SVC_CONSOLE_URL ?? publicUrl(config).replace(/\/+$/, '');
}

/** The console's own host name (SVC_CONSOLE_URL's, lower-case), when it has one apart from the API's. */
export function consoleHost(config: Pick<Config, 'SVC_CONSOLE_URL'>): string | undefined {
  return config.SVC_CONSOLE_URL ? new URL(config.SVC_CONSOLE_URL).hostname : undefined;
}

/** URL of a separately running subgraph (`SUBGRAPH_<NAME>_URL`), if configured. */
export function remoteSubgraphUrl(config: Config, name: string): string | undefined {
  const key = `SUBGRAPH_${name.toUpperCase()}_URL` as keyof Config;
  return config[key] as string | undefined;
}
