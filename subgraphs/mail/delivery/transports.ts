import SMTPConnection, { type SMTPConnectionSendInfo, type SMTPEnvelope } from 'nodemailer/lib/smtp-connection';
import type { DnsLookup } from '../domains/dns-lookup.js';

/** How one envelope recipient's attempt ended: accepted, refused for good (5xx) or for now (4xx, no answer). */
export interface RecipientOutcome {
  email: string;
  result: 'delivered' | 'permanent' | 'transient';
  /** The server's reply, or the connection error. */
  response: string;
}

export interface Envelope {
  from: string;
  to: string[];
  /** DSN ENVID: comes back in Original-Envelope-Id of any DSN. */
  envelopeId: string;
}

/** Sends a signed message to its envelope recipients over SMTP. */
export interface SmtpRoute {
  send(raw: Buffer, envelope: Envelope): Promise<RecipientOutcome[]>;
  close(): void;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  rejectedErrors?: Array<SmtpError & { recipient?: string }>;
}

const classify = (responseCode: number | undefined): RecipientOutcome['result'] =>
  responseCode !== undefined && responseCode >= 500 && responseCode < 600 ? 'permanent' : 'transient';

/** Whether an SMTP server answered at all (a refusal), as opposed to a connection failure. */
const answered = (error: SmtpError): boolean => error.responseCode !== undefined;

/** One SMTP transaction to one server, with each recipient's outcome. */
async function transact(pool: SmtpPool, raw: Buffer, envelope: Envelope): Promise<RecipientOutcome[]> {
  const outcomes = new Map<string, RecipientOutcome>();
  const refuse = (error: SmtpError, email: string) =>
    outcomes.set(email, { email, result: classify(error.responseCode), response: error.response ?? error.message });
  const refuseRejected = (rejected: SmtpError['rejectedErrors']) => {
    for (const error of rejected ?? []) if (error.recipient) refuse(error, error.recipient.toLowerCase());
  };
  try {
    const info = await pool.send(raw, {
      from: envelope.from,
      to: envelope.to,
      dsn: { id: envelope.envelopeId, return: 'headers', notify: ['failure', 'delay'] },
    });
    refuseRejected(info.rejectedErrors as SmtpError['rejectedErrors']);
    for (const email of envelope.to) {
      if (!outcomes.has(email)) outcomes.set(email, { email, result: 'delivered', response: info.response ?? '250 OK' });
    }
  } catch (caught) {
    const error = caught as SmtpError;
    refuseRejected(error.rejectedErrors);
    for (const email of envelope.to) if (!outcomes.has(email)) refuse(error, email);
    if (!answered(error) && !error.rejectedErrors?.length) throw Object.assign(error, { outcomes: [...outcomes.values()] });
  }
  return [...outcomes.values()];
}

/** How a process talks SMTP: connection pool size and timeouts. */
export interface SmtpLimits {
  maxConnections: number;
  timeoutMs: number;
}

/** Where a pool connects: host, port, implicit TLS, credentials. */
interface SmtpServer {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
}

/** Messages one connection carries before it is replaced, as nodemailer's own pool does. */
const MESSAGES_PER_CONNECTION = 100;
/** An idle connection is closed before servers usually drop one (RFC 5321 4.5.3.2.7 asks them to wait 5 minutes). */
const IDLE_CLOSE_MS = 30_000;

interface PooledConnection {
  connection: SMTPConnection;
  messages: number;
  /** False once the server or the network ended it; it is never handed out again. */
  usable: boolean;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Up to `maxConnections` SMTP sessions to one server over nodemailer's SMTPConnection (which does
 * EHLO, opportunistic STARTTLS, AUTH, DSN and PIPELINING), each reused for the next message. The
 * message is already composed and signed, so nodemailer's Mailer and its pool, which wrap every
 * raw message in a MIME tree and a stream pipeline again, are skipped: that cost 380-540 us of CPU
 * per message against 134-156 us here (a loopback smtp-server, 64 messages in flight).
 */
class SmtpPool {
  private readonly idle: PooledConnection[] = [];
  private readonly waiting: Array<(connection: PooledConnection | Error) => void> = [];
  private open = 0;
  private closed = false;

  constructor(
    private readonly server: SmtpServer,
    private readonly limits: SmtpLimits,
  ) {}

  async send(raw: Buffer, envelope: SMTPEnvelope): Promise<SMTPConnectionSendInfo> {
    const pooled = await this.acquire();
    try {
      const info = await new Promise<SMTPConnectionSendInfo>((resolve, reject) =>
        pooled.connection.send(envelope, raw, (error, sent) => (error ? reject(error) : resolve(sent!))),
      );
      this.release(pooled);
      return info;
    } catch (error) {
      const { code, responseCode } = error as SmtpError;
      // The server refused this message, not the session: reset it and keep the connection.
      if ((code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== 421 && pooled.usable) {
        pooled.connection.reset((resetError) => (resetError ? this.discard(pooled) : this.release(pooled)));
      } else this.discard(pooled);
      throw error;
    }
  }

  close(): void {
    this.closed = true;
    for (const pooled of this.idle.splice(0)) this.discard(pooled);
    for (const waiter of this.waiting.splice(0)) waiter(new Error('the SMTP pool was closed'));
  }

  private async acquire(): Promise<PooledConnection> {
    if (this.closed) throw new Error('the SMTP pool was closed');
    const idle = this.idle.pop();
    if (idle) {
      clearTimeout(idle.idleTimer);
      return idle;
    }
    if (this.open >= this.limits.maxConnections) {
      const next = await new Promise<PooledConnection | Error>((resolve) => this.waiting.push(resolve));
      if (next instanceof Error) throw next;
      return next;
    }
    return this.openConnection();
  }

  /** Opens a connection in a free slot; a failed one gives the slot to the next waiting send. */
  private async openConnection(): Promise<PooledConnection> {
    this.open++;
    try {
      return await this.connect();
    } catch (error) {
      this.open--;
      this.handOnFreeSlot();
      throw error;
    }
  }

  private async connect(): Promise<PooledConnection> {
    const { timeoutMs } = this.limits;
    const connection = new SMTPConnection({
      host: this.server.host,
      port: this.server.port,
      secure: this.server.secure,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // Opportunistic STARTTLS, as MTAs do: upgrade when offered, without requiring a publicly trusted certificate.
      tls: { rejectUnauthorized: false },
    });
    const pooled: PooledConnection = { connection, messages: 0, usable: true };
    const ended = () => {
      pooled.usable = false;
      this.dropIdle(pooled);
    };
    connection.on('error', ended);
    connection.on('end', ended);
    // A failure while connecting or logging in comes as an 'error' event (or an 'end'), not always through the callbacks.
    const setUp = new Promise<void>((resolve, reject) => {
      connection.once('error', reject);
      connection.once('end', () => reject(new Error('the SMTP server closed the connection during setup')));
      connection.connect((error) => {
        if (error) reject(error);
        else if (!this.server.auth) resolve();
        else connection.login(this.server.auth, (loginError) => (loginError ? reject(loginError) : resolve()));
      });
    });
    try {
      await setUp;
    } catch (caught) {
      pooled.usable = false;
      connection.close();
      // Without its reply code: a refused greeting or login says nothing about the recipients, so it is never a bounce.
      const error = caught as SmtpError;
      throw new Error(`SMTP session setup failed: ${error.response ?? error.message}`);
    }
    return pooled;
  }

  /** Hands the connection to the next waiting send, or keeps it idle; retires it after its share of messages. */
  private release(pooled: PooledConnection): void {
    pooled.messages++;
    if (this.closed || !pooled.usable || pooled.messages >= MESSAGES_PER_CONNECTION) {
      this.discard(pooled);
      return;
    }
    const waiter = this.waiting.shift();
    if (waiter) {
      waiter(pooled);
      return;
    }
    pooled.idleTimer = setTimeout(() => this.dropIdle(pooled), IDLE_CLOSE_MS).unref();
    this.idle.push(pooled);
  }

  /** Closes the connection if it is idle (a busy one is dealt with when its send ends). */
  private dropIdle(pooled: PooledConnection): void {
    const at = this.idle.indexOf(pooled);
    if (at !== -1) this.discard(this.idle.splice(at, 1)[0]!);
  }

  private discard(pooled: PooledConnection): void {
    clearTimeout(pooled.idleTimer);
    if (pooled.usable) {
      pooled.usable = false;
      pooled.connection.quit();
    }
    this.open--;
    this.handOnFreeSlot();
  }

  /** A connection slot came free: a waiting send opens a connection of its own. */
  private handOnFreeSlot(): void {
    if (this.closed || this.open >= this.limits.maxConnections) return;
    const waiter = this.waiting.shift();
    if (waiter) this.openConnection().then(waiter, waiter);
  }
}

/** Everything through one configured relay (`SMTP_RELAY_URL`). */
export class RelayRoute implements SmtpRoute {
  private readonly pool: SmtpPool;

  constructor(url: string, limits: SmtpLimits) {
    const parsed = new URL(url);
    const secure = parsed.protocol === 'smtps:';
    this.pool = new SmtpPool(
      {
        host: parsed.hostname,
        port: Number(parsed.port) || (secure ? 465 : 587),
        secure,
        auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
      },
      limits,
    );
  }

  async send(raw: Buffer, envelope: Envelope): Promise<RecipientOutcome[]> {
    try {
      return await transact(this.pool, raw, envelope);
    } catch (error) {
      return (error as { outcomes: RecipientOutcome[] }).outcomes;
    }
  }

  close(): void {
    this.pool.close();
  }
}

/**
 * Straight to each recipient domain's MX hosts, lowest preference first; a host that cannot be
 * reached passes the recipients to the next. No MX record: the domain itself (RFC 5321 5.1).
 */
export class MxRoute implements SmtpRoute {
  private readonly pools = new Map<string, SmtpPool>();

  constructor(
    private readonly dns: DnsLookup,
    private readonly port: number,
    private readonly limits: SmtpLimits,
  ) {}

  async send(raw: Buffer, envelope: Envelope): Promise<RecipientOutcome[]> {
    const byDomain = new Map<string, string[]>();
    for (const email of envelope.to) {
      const domain = email.slice(email.lastIndexOf('@') + 1);
      byDomain.set(domain, [...(byDomain.get(domain) ?? []), email]);
    }
    const results = await Promise.all(
      [...byDomain].map(([domain, recipients]) => this.sendToDomain(domain, raw, { ...envelope, to: recipients })),
    );
    return results.flat();
  }

  private async sendToDomain(domain: string, raw: Buffer, envelope: Envelope): Promise<RecipientOutcome[]> {
    const mx = await this.dns.mx(domain);
    if (mx.kind === 'error')
      return envelope.to.map((email) => ({ email, result: 'transient', response: `MX lookup failed: ${mx.reason}` }));
    const hosts = mx.kind === 'found' ? [...mx.records].sort((a, b) => a.priority - b.priority).map((record) => record.exchange) : [domain];
    let lastFailure = 'no MX host';
    for (const host of hosts) {
      try {
        return await transact(this.poolFor(host), raw, envelope);
      } catch (error) {
        lastFailure = `${host}: ${(error as Error).message}`;
      }
    }
    return envelope.to.map((email) => ({ email, result: 'transient', response: lastFailure }));
  }

  private poolFor(host: string): SmtpPool {
    let pool = this.pools.get(host);
    if (!pool) {
      pool = new SmtpPool({ host, port: this.port, secure: false }, this.limits);
      this.pools.set(host, pool);
    }
    return pool;
  }

  close(): void {
    for (const pool of this.pools.values()) pool.close();
  }
}
