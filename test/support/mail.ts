import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { TestDnsServer } from './dns-server.js';
import { freePort } from './ports.js';
import { Hold } from './hold.js';

// Response bodies of the mail API are JSON of many shapes; tests index into them freely.
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: Json;
  /** The body as received, for checks on the raw bytes. */
  text: string;
}

/** A client of the REST mail API (`/v1`) with one key. */
export function mailApi(baseUrl: string, defaultKey: string) {
  return async (
    method: string,
    path: string,
    options: { key?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> => {
    const key = options.key === undefined ? defaultKey : options.key;
    const response = await fetch(`${baseUrl}/v1${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(options.body !== undefined || options.raw ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as Json, text };
  };
}

export type MailApi = ReturnType<typeof mailApi>;

/** Adds `domain` to the key's account, publishes its DKIM record on the test DNS server and verifies it. */
export async function verifiedDomain(api: MailApi, dns: TestDnsServer, domain: string): Promise<Json> {
  const created = await api('POST', '/sender-domains', { body: { domain } });
  if (created.status !== 201) throw new Error(`creating ${domain} failed: ${JSON.stringify(created.body)}`);
  for (const record of created.body.dkimRecords) dns.txt(record.name, record.valueChunks ?? record.value);
  const verified = await api('POST', `/sender-domains/${created.body.id}/verify`);
  if (verified.body.verificationStatus !== 'verified') throw new Error(`verifying ${domain} failed: ${JSON.stringify(verified.body)}`);
  return created.body;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  /** MAIL FROM parameters, e.g. `ENVID`, `RET`. */
  mailParams: Record<string, string>;
  raw: string;
  /** Whether the session was upgraded with STARTTLS. */
  secure: boolean;
}

/**
 * A real SMTP server on loopback standing in for a relay or a recipient's MX. Per recipient local
 * part: `bounce*` is refused for good (550), `defer*` for now (451), anything else accepted.
 * STARTTLS (smtp-server's built-in certificate) and DSN are offered.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** SMTP sessions opened so far. */
  connections = 0;
  /** Called with every message received, after it is added to `received`. */
  onReceived?: (mail: ReceivedMail) => void;
  /** While on, each message's end of data is left unanswered (the client waits for its 250), as a slow relay does. */
  readonly hold = new Hold();
  /** Held messages whose client went away before they were accepted. */
  discarded = 0;
  private readonly closedSessions = new Set<string>();
  private server?: SMTPServer;
  port = 0;

  /**
   * Listens on `host` (default 127.0.0.1) and `port` (default a free one). `socketTimeout` ends a
   * session idle that long, as real servers do (smtp-server's default is a minute).
   */
  async start(options: { host?: string; port?: number; socketTimeout?: number } = {}): Promise<this> {
    this.port = options.port ?? (await freePort());
    this.server = new SMTPServer({
      ...(options.socketTimeout ? { socketTimeout: options.socketTimeout } : {}),
      onConnect: (_session, callback) => {
        this.connections++;
        callback();
      },
      authOptional: true,
      // Advertise DSN, so clients send ENVID and RET as a real MTA would.
      hideDSN: false,
      disableReverseLookup: true,
      logger: false,
      size: 64 * 1024 * 1024,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        const local = address.address.split('@')[0]!;
        if (local.startsWith('bounce')) return callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        if (local.startsWith('defer')) return callback(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const accept = () => {
            if (this.closedSessions.has(session.id)) return void (this.discarded += 1);
            const envelope = session.envelope;
            const mailFrom = envelope.mailFrom as SMTPServerAddress;
            this.received.push({
              from: mailFrom ? mailFrom.address : '',
              to: envelope.rcptTo.map((rcpt) => rcpt.address),
              mailParams: Object.fromEntries(Object.entries(mailFrom ? (mailFrom.args as Record<string, string>) || {} : {})),
              raw: Buffer.concat(chunks).toString('utf8'),
              secure: session.secure,
            });
            this.onReceived?.(this.received.at(-1)!);
            callback();
          };
          this.hold.answer(accept);
        });
      },
      onClose: (session) => void this.closedSessions.add(session.id),
    });
    // A client that dies mid-session (a killed worker) resets its connection: expected here.
    this.server.on('error', () => {});
    await new Promise<void>((resolve) => this.server!.listen(this.port, options.host ?? '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
