import nodemailer, { type Transporter } from 'nodemailer';
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
async function transact(transport: Transporter, raw: Buffer, envelope: Envelope): Promise<RecipientOutcome[]> {
  const outcomes = new Map<string, RecipientOutcome>();
  const refuse = (error: SmtpError, email: string) =>
    outcomes.set(email, { email, result: classify(error.responseCode), response: error.response ?? error.message });
  try {
    const info = await transport.sendMail({
      envelope: { from: envelope.from, to: envelope.to },
      raw,
      dsn: { id: envelope.envelopeId, return: 'headers', notify: ['failure', 'delay'] },
    });
    for (const error of (info as { rejectedErrors?: SmtpError[] }).rejectedErrors ?? []) {
      const email = (error as { recipient?: string }).recipient;
      if (email) refuse(error, email.toLowerCase());
    }
    for (const email of envelope.to) {
      if (!outcomes.has(email)) outcomes.set(email, { email, result: 'delivered', response: info.response ?? '250 OK' });
    }
  } catch (caught) {
    const error = caught as SmtpError;
    for (const rejected of error.rejectedErrors ?? []) if (rejected.recipient) refuse(rejected, rejected.recipient.toLowerCase());
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

const transportOptions = ({ maxConnections, timeoutMs }: SmtpLimits) => ({
  pool: true,
  maxConnections,
  connectionTimeout: timeoutMs,
  greetingTimeout: timeoutMs,
  socketTimeout: timeoutMs,
  // Opportunistic STARTTLS, as MTAs do: upgrade when offered, without requiring a publicly trusted certificate.
  tls: { rejectUnauthorized: false },
});

/** Everything through one configured relay (`SMTP_RELAY_URL`). */
export class RelayRoute implements SmtpRoute {
  private readonly transport: Transporter;

  constructor(url: string, limits: SmtpLimits) {
    const parsed = new URL(url);
    this.transport = nodemailer.createTransport({
      ...transportOptions(limits),
      host: parsed.hostname,
      port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
      secure: parsed.protocol === 'smtps:',
      auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    });
  }

  async send(raw: Buffer, envelope: Envelope): Promise<RecipientOutcome[]> {
    try {
      return await transact(this.transport, raw, envelope);
    } catch (error) {
      return (error as { outcomes: RecipientOutcome[] }).outcomes;
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Straight to each recipient domain's MX hosts, lowest preference first; a host that cannot be
 * reached passes the recipients to the next. No MX record: the domain itself (RFC 5321 5.1).
 */
export class MxRoute implements SmtpRoute {
  private readonly transports = new Map<string, Transporter>();

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
        return await transact(this.transportFor(host), raw, envelope);
      } catch (error) {
        lastFailure = `${host}: ${(error as Error).message}`;
      }
    }
    return envelope.to.map((email) => ({ email, result: 'transient', response: lastFailure }));
  }

  private transportFor(host: string): Transporter {
    let transport = this.transports.get(host);
    if (!transport) {
      transport = nodemailer.createTransport({ ...transportOptions(this.limits), host, port: this.port, secure: false });
      this.transports.set(host, transport);
    }
    return transport;
  }

  close(): void {
    for (const transport of this.transports.values()) transport.close();
  }
}
