import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PLATFORM_NODE_OPTIONS } from '../core/heap.js';
import { freePort } from '../test/support/ports.js';
import { until } from '../test/support/wait.js';

/**
 * The replicated deployment on one machine (issue 36): N replicas of every process from `dist/` on one
 * PostgreSQL server, behind HAProxy (round robin, no stickiness, HTTP health checks). `npm run start:replicas`
 * runs it for people; the replica tests and `npm run bench:replicas` run it as a library.
 */

export type ReplicaKind = 'gateway' | 'workspace' | 'mail' | 'federation' | 'mcp';

export interface ReplicaProcess {
  kind: ReplicaKind;
  index: number;
  /** The replica's own URL, bypassing HAProxy. */
  url: string;
  pid: number;
}

export interface ReplicaSet {
  /** The balancer's gateway frontend: the platform's public URL (SVC_PUBLIC_URL of every process). */
  url: string;
  databaseUrl: string;
  /** HAProxy's statistics page (`<statsUrl>;csv` for the machine-readable form). */
  statsUrl: string;
  /** Where each process's output (`<kind>-<index>.log`), HAProxy's log and its configuration are. */
  logDir: string;
  /** The processes running now (a killed replica is absent until restarted). */
  processes(): ReplicaProcess[];
  /** One replica's own URL, bypassing HAProxy. */
  direct(kind: ReplicaKind, index: number): string;
  /** SIGKILLs a replica; resolves once it exited and HAProxy marks it DOWN. */
  kill(kind: ReplicaKind, index: number): Promise<void>;
  /** Starts a killed replica again on its port; resolves once HAProxy marks it UP. */
  restart(kind: ReplicaKind, index: number): Promise<void>;
  /**
   * HAProxy's view of every replica: `<kind>-<index>` → its state (`UP`; `DOWN`; `UP 1/2` going down, `DOWN 1/2` coming up;
   * `UNCHECKED` before its first check).
   */
  serverStatus(): Promise<Map<string, string>>;
  /** Stops every process and HAProxy (the log folder stays). */
  close(): Promise<void>;
}

export interface ReplicaOptions {
  databaseUrl: string;
  /** Replicas per kind. @default 2 */
  replicas?: number;
  /** Added to every process's environment (after the topology's own: it may override them), e.g. an SMTP relay or lease seconds. */
  env?: Record<string, string>;
  /** Added to one replica's environment, last: e.g. a relay of its own for one mail process. */
  envFor?: (kind: ReplicaKind, index: number) => Record<string, string>;
  /** First of a block of consecutive ports: frontends at +0..+5, replicas from +10 (10 per kind). Unset: free ports. */
  portBase?: number;
  /** Folder of the logs and HAProxy's configuration. Unset: a new temporary folder. */
  logDir?: string;
}

export const REPLICA_KINDS: readonly ReplicaKind[] = ['gateway', 'workspace', 'mail', 'federation', 'mcp'];

/** The order processes are started in: what a kind calls through the balancer is up before it. */
const START_ORDER: readonly (readonly ReplicaKind[])[] = [['workspace'], ['mail', 'federation'], ['gateway', 'mcp']];

/** How HAProxy tells a replica is ready. */
const HEALTH_PATH: Record<ReplicaKind, string> = {
  gateway: '/readyz',
  workspace: '/readyz',
  mail: '/readyz',
  federation: '/readyz',
  mcp: '/health',
};

const HAPROXY_CANDIDATES = ['haproxy', '/usr/sbin/haproxy'];

/** The haproxy binary that runs, if any. */
function haproxyBinary(): string | undefined {
  return HAPROXY_CANDIDATES.find((candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0);
}

/** Undefined when `haproxy` runs here; otherwise why not, and how to install it. */
export function haproxyMissing(): string | undefined {
  return haproxyBinary()
    ? undefined
    : 'HAProxy is not installed (no `haproxy` on PATH or in /usr/sbin): install it with `sudo apt-get install haproxy`';
}

/** HAProxy's server name of a replica, also the `X-SVC-Replica` response header through the balancer. */
const serverName = (kind: ReplicaKind, index: number): string => `${kind}-${index}`;

interface Ports {
  frontend: Record<ReplicaKind, number>;
  stats: number;
  replica: (kind: ReplicaKind, index: number) => number;
  inboundSmtp: (index: number) => number;
}

/** The first port the system hands to a bind of port 0 (Linux's ip_local_port_range; 32768 elsewhere). */
function firstEphemeralPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/** A block of `size` consecutive loopback ports, all free now, chosen at random between 10000 and the ephemeral range. */
async function freeBlockBelowEphemeral(size: number): Promise<number> {
  const top = firstEphemeralPort() - size;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 10_000 + randomInt(Math.max(1, top - 10_000));
    if ((await Promise.all(Array.from({ length: size }, (_, i) => portFree(base + i)))).every(Boolean)) return base;
  }
  throw new Error(`no block of ${size} free ports between 10000 and ${top + size}`);
}

const portFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createNetServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function allocatePorts(replicas: number, portBase: number | undefined): Promise<Ports> {
  if (portBase !== undefined) {
    if (replicas > 10) throw new Error('at most 10 replicas per kind with portBase (a block of 10 ports per kind)');
    const frontend = Object.fromEntries(REPLICA_KINDS.map((kind, i) => [kind, portBase + i])) as Record<ReplicaKind, number>;
    return {
      frontend,
      stats: portBase + 5,
      replica: (kind, index) => portBase + 10 * (REPLICA_KINDS.indexOf(kind) + 1) + index,
      inboundSmtp: (index) => portBase + 10 * (REPLICA_KINDS.length + 1) + index,
    };
  }
  // A block below the system's ephemeral ports: a port found free there stays free until a replica binds it, whereas one of
  // the ephemeral range may be handed meanwhile to any process binding port 0 (other test files start servers so in parallel).
  if (replicas <= 10) return allocatePorts(replicas, await freeBlockBelowEphemeral(10 * (REPLICA_KINDS.length + 2)));
  const take = async (count: number) => Promise.all(Array.from({ length: count }, () => freePort()));
  const frontendPorts = await take(REPLICA_KINDS.length);
  const stats = (await take(1))[0]!;
  const replicaPorts = new Map<ReplicaKind, number[]>();
  for (const kind of REPLICA_KINDS) replicaPorts.set(kind, await take(replicas));
  const smtpPorts = await take(replicas);
  return {
    frontend: Object.fromEntries(REPLICA_KINDS.map((kind, i) => [kind, frontendPorts[i]!])) as Record<ReplicaKind, number>,
    stats,
    replica: (kind, index) => replicaPorts.get(kind)![index]!,
    inboundSmtp: (index) => smtpPorts[index]!,
  };
}

/**
 * HAProxy's configuration: one frontend per kind, round robin without stickiness, HTTP health checks often
 * enough that a killed replica is DOWN within about a second, and a request refused at connect sent to another.
 */
function haproxyConfig(ports: Ports, replicas: number): string {
  const block = (kind: ReplicaKind): string => {
    const servers = Array.from(
      { length: replicas },
      (_, index) => `  server ${serverName(kind, index)} 127.0.0.1:${ports.replica(kind, index)} check`,
    );
    return [
      `frontend ${kind}`,
      `  bind 127.0.0.1:${ports.frontend[kind]}`,
      `  default_backend ${kind}_replicas`,
      '',
      `backend ${kind}_replicas`,
      '  balance roundrobin',
      `  option httpchk GET ${HEALTH_PATH[kind]}`,
      '  http-check expect status 200',
      // Which replica answered: the replica tests see round robin by it.
      '  http-response set-header X-SVC-Replica %s',
      // The gateway trusts the balancer's X-Forwarded-For (HTTP_TRUSTED_PROXIES) for the client's address.
      ...(kind === 'gateway' ? ['  option forwardfor'] : []),
      ...servers,
      '',
    ].join('\n');
  };
  return [
    'global',
    '  log stdout format raw local0 info',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlognull',
    // A replica refusing the connection (killed) costs the request nothing: it is retried on another one.
    '  retries 3',
    '  option redispatch 1',
    '  timeout connect 2s',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 10s',
    // Long-lived answers: the MCP event stream (SSE) and long GraphQL operations through the gateway.
    '  timeout client 1h',
    '  timeout server 1h',
    // graphql-ws WebSockets once upgraded.
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    // Checked every 250 ms, DOWN after 2 failures, UP after 2 successes: a killed replica refuses the check's connection
    // at once, so it is DOWN about 0.5 s after the kill, while a busy one has 2 s to answer (a check timing out at the
    // interval, HAProxy's default, took replicas that were merely loaded out of service).
    '  timeout check 2s',
    '  default-server inter 250ms fastinter 250ms downinter 250ms fall 2 rise 2',
    '',
    'listen stats',
    `  bind 127.0.0.1:${ports.stats}`,
    // Polled while waiting for replicas: not worth a log line each.
    '  http-request set-log-level silent',
    '  stats enable',
    '  stats uri /',
    '',
    ...REPLICA_KINDS.map(block),
  ].join('\n');
}

/** A child process whose output (stdout and stderr) is appended to `logFile`. */
function spawnLogged(command: string, args: string[], env: Record<string, string>, logFile: string): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  child.once('exit', (code, signal) => {
    log.end(`\n[replicas] exited (${signal ?? `code ${code}`}) at ${new Date().toISOString()}\n`);
  });
  return child;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** Starts the replicated deployment and resolves once HAProxy marks every replica UP. */
export async function startReplicas(options: ReplicaOptions): Promise<ReplicaSet> {
  const haproxy = haproxyBinary();
  if (!haproxy) throw new Error(haproxyMissing());
  // Two replica sets at once would pass PostgreSQL's default 100 connections: one set at a time per database server. The
  // lock is taken in the server's `postgres` database: advisory locks are per database, and each set may have its own.
  const server = new URL(options.databaseUrl);
  server.pathname = '/postgres';
  const turn = new pg.Client({ connectionString: server.href });
  await turn.connect();
  await turn.query('select pg_advisory_lock(hashtext($1))', ['svc-replicas']);
  const replicas = options.replicas ?? 2;
  const logDir = options.logDir ?? mkdtempSync(path.join(tmpdir(), 'svc-replicas-'));
  mkdirSync(logDir, { recursive: true });
  // Without ports there is no set to close: the turn is given back here, or the next set would wait for this process to end.
  const ports = await allocatePorts(replicas, options.portBase).catch(async (error: unknown) => {
    await turn.end();
    throw error;
  });
  const frontendUrl = (kind: ReplicaKind) => `http://127.0.0.1:${ports.frontend[kind]}`;
  const publicUrl = frontendUrl('gateway');
  const statsUrl = `http://127.0.0.1:${ports.stats}/`;

  // The same secrets on every process, new for each run.
  const shared: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_OPTIONS: PLATFORM_NODE_OPTIONS,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: options.databaseUrl,
    SVC_MASTER_KEY: randomBytes(32).toString('base64'),
    SVC_INTERNAL_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SVC_PUBLIC_URL: publicUrl,
    // Every process here runs on loopback, webhook receivers and federation peers of a test too.
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    FEDERATION_ALLOW_LOOPBACK: 'true',
    // Only the mail processes run the inbound MX, each on a port of its own.
    MAIL_INBOUND_SMTP_PORT: '0',
    MAIL_INBOUND_SMTP_HOST: '127.0.0.1',
  };
  const envOf = (kind: ReplicaKind, index: number): Record<string, string> => {
    const port = String(ports.replica(kind, index));
    const own: Record<ReplicaKind, Record<string, string>> = {
      gateway: {
        PORT: port,
        JOBS_ENABLED: 'false',
        SUBGRAPH_WORKSPACE_URL: `${frontendUrl('workspace')}/graphql`,
        SUBGRAPH_MAIL_URL: `${frontendUrl('mail')}/graphql`,
        SUBGRAPH_FEDERATION_URL: `${frontendUrl('federation')}/graphql`,
        SVC_MCP_URL: frontendUrl('mcp'),
        // Every connection comes from HAProxy: it is trusted for the client's address and not capped as one client.
        HTTP_TRUSTED_PROXIES: '127.0.0.1',
      },
      workspace: { SUBGRAPH_PORT: port, JOBS_ENABLED: 'true' },
      mail: { SUBGRAPH_PORT: port, JOBS_ENABLED: 'true', MAIL_INBOUND_SMTP_PORT: String(ports.inboundSmtp(index)) },
      federation: { SUBGRAPH_PORT: port, JOBS_ENABLED: 'true', SUBGRAPH_WORKSPACE_URL: `${frontendUrl('workspace')}/graphql` },
      mcp: { SVC_MCP_TRANSPORT: 'http', SVC_MCP_PORT: port, SVC_API_URL: publicUrl },
    };
    return { ...shared, ...own[kind], ...options.env, ...options.envFor?.(kind, index) };
  };
  const argsOf = (kind: ReplicaKind): string[] => {
    if (kind === 'gateway') return [path.resolve('dist/platform/gateway.js'), '--gateway-only'];
    if (kind === 'mcp') return [path.resolve('dist/platform/mcp.js')];
    return [path.resolve('dist/platform/subgraph.js'), kind];
  };

  const running = new Map<string, { kind: ReplicaKind; index: number; child: ChildProcess }>();
  const configFile = path.join(logDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(ports, replicas));
  const balancer = spawnLogged(haproxy, ['-db', '-f', configFile], { PATH: process.env.PATH ?? '' }, path.join(logDir, 'haproxy.log'));
  let closing = false;

  const serverStatus = async (): Promise<Map<string, string>> => {
    const csv = await (await fetch(`${statsUrl};csv`)).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, server, status, check] = ['pxname', 'svname', 'status', 'check_status'].map((name) => columns.indexOf(name));
    const view = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy!]?.endsWith('_replicas') && !['FRONTEND', 'BACKEND'].includes(cells[server!]!)) {
        // HAProxy counts a server UP until its first checks fail: one never checked yet is not UP.
        const checked = !['', 'INI'].includes(cells[check!]!.replace(/^\* /, ''));
        view.set(cells[server!]!, checked ? cells[status!]! : 'UNCHECKED');
      }
    }
    return view;
  };

  const failure = (what: string): Error => new Error(`${what}; logs in ${logDir}`);
  const balancerReady = (): Promise<boolean> =>
    fetch(`${statsUrl};csv`).then(
      (response) => response.ok,
      () => false,
    );
  /** Waits until HAProxy shows `name` in `state` (UP or DOWN), failing at once if a process it waits on exits. */
  const awaitState = async (names: string[], state: 'UP' | 'DOWN', timeoutMs: number): Promise<void> => {
    await until(
      async () => {
        if (balancer.exitCode !== null) throw failure('HAProxy exited');
        if (state === 'UP') {
          for (const name of names) if (!running.has(name)) throw failure(`${name} exited before HAProxy marked it UP (see ${name}.log)`);
        }
        const view = await serverStatus();
        // Exactly UP or DOWN: `UP 1/2` is going down, `DOWN 1/2` coming up.
        return names.every((name) => view.get(name) === state);
      },
      `HAProxy to mark ${names.join(', ')} ${state} (logs in ${logDir})`,
      timeoutMs,
    );
  };

  const start = (kind: ReplicaKind, index: number): void => {
    const name = serverName(kind, index);
    const child = spawnLogged(process.execPath, argsOf(kind), envOf(kind, index), path.join(logDir, `${name}.log`));
    running.set(name, { kind, index, child });
    child.once('exit', () => {
      if (running.get(name)?.child === child) running.delete(name);
    });
  };

  // In the reverse of the start order, so no process outlives what it calls.
  const stopAll = async (): Promise<void> => {
    closing = true;
    for (const kinds of [...START_ORDER].reverse()) {
      const children = [...running.values()].filter((entry) => kinds.includes(entry.kind)).map((entry) => entry.child);
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
    }
    balancer.kill('SIGTERM');
    await exited(balancer);
    await turn.end().catch(() => undefined);
  };

  try {
    await until(balancerReady, `HAProxy's statistics page (logs in ${logDir})`, 10_000);
    for (const kinds of START_ORDER) {
      const names: string[] = [];
      for (const kind of kinds)
        for (let index = 0; index < replicas; index++) {
          start(kind, index);
          names.push(serverName(kind, index));
        }
      await awaitState(names, 'UP', 90_000);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  const entry = (kind: ReplicaKind, index: number) => {
    if (!REPLICA_KINDS.includes(kind) || !Number.isInteger(index) || index < 0 || index >= replicas)
      throw new Error(`no replica ${serverName(kind, index)} (kinds: ${REPLICA_KINDS.join(', ')}; indexes 0..${replicas - 1})`);
    return running.get(serverName(kind, index));
  };

  return {
    url: publicUrl,
    databaseUrl: options.databaseUrl,
    statsUrl,
    logDir,
    processes: () =>
      [...running.values()].map(({ kind, index, child }) => ({
        kind,
        index,
        url: `http://127.0.0.1:${ports.replica(kind, index)}`,
        pid: child.pid!,
      })),
    direct: (kind, index) => {
      entry(kind, index);
      return `http://127.0.0.1:${ports.replica(kind, index)}`;
    },
    async kill(kind, index) {
      const replica = entry(kind, index);
      if (replica) {
        replica.child.kill('SIGKILL');
        await exited(replica.child);
      }
      await awaitState([serverName(kind, index)], 'DOWN', 10_000);
    },
    async restart(kind, index) {
      if (closing) throw new Error('the replica set is closed');
      if (entry(kind, index)) throw new Error(`${serverName(kind, index)} is running: kill it first`);
      start(kind, index);
      await awaitState([serverName(kind, index)], 'UP', 90_000);
    },
    serverStatus,
    close: stopAll,
  };
}
