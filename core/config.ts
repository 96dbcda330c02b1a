import { z } from 'zod';

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

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Every environment variable the platform reads. Nothing else may touch `process.env`. */
export const configVariables = [
  variable(
    'NODE_ENV',
    'Runtime mode; `production` makes SVC_MASTER_KEY mandatory.',
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  variable('HOST', 'Interface the HTTP servers bind to.', z.string().min(1).default('127.0.0.1')),
  variable('PORT', 'Port of the gateway (GraphQL, REST shims, health and metrics).', port(4000)),
  variable('SUBGRAPH_PORT', 'Port a subgraph listens on when started alone (`npm run start:subgraph <name>`).', port(4001)),
  variable(
    'SVC_PUBLIC_URL',
    'Public base URL of this instance, used in links and printed at start. Defaults to http://localhost:<PORT>.',
    optionalUrl,
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
    'SVC_MASTER_KEY',
    'Base64 of 32 random bytes: encrypts secrets at rest and derives the internal token key. Required in production; generated into SVC_DATA_DIR otherwise.',
    z.string().optional(),
    true,
  ),
  variable(
    'SVC_INTERNAL_TOKEN_SECRET',
    'Secret (>= 32 chars) signing the gateway-to-subgraph viewer token. Defaults to a key derived from SVC_MASTER_KEY; set the same value on every process.',
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
    'Delay before a domain in `temporary-failure` is verified again automatically.',
    z.coerce.number().int().min(1).default(60),
  ),
  variable('LOG_LEVEL', 'pino log level.', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  variable('GRAPHQL_MAX_DEPTH', 'Deepest selection set a GraphQL operation may have.', z.coerce.number().int().min(1).default(12)),
  variable(
    'GRAPHQL_MAX_COST',
    'Highest estimated cost of one GraphQL operation (each field costs 1, list fields multiply by their `first`).',
    z.coerce.number().int().min(1).default(20000),
  ),
  variable(
    'GATEWAY_DEDUPE_INFLIGHT',
    'Let identical read fetches of the same viewer that are in flight at the same time share one subgraph request.',
    z.stringbool().default(true),
  ),
  variable('BODY_LIMIT_BYTES', 'Largest accepted HTTP request body.', z.coerce.number().int().min(1024).default(1_048_576)),
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
  variable('JOBS_ENABLED', 'Run the pg-boss job workers in this process.', z.stringbool().default(true)),
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
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return Object.freeze(values) as Config;
}

export function publicUrl(config: Config): string {
  return config.SVC_PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}
