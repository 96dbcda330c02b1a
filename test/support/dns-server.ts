import dns2 from 'dns2';
import { freePort } from './ports.js';

const { Packet } = dns2;

type RecordType = 'TXT' | 'MX' | 'NS';
interface ZoneEntry {
  /** TXT: each record an array of character-strings. MX: {exchange, priority}. NS: host names. */
  records: unknown[];
}

/** SERVFAIL response code (RFC 1035). */
const SERVFAIL = 2;

/**
 * An authoritative DNS server on loopback (UDP and TCP on one port) with a zone tests edit while it
 * runs: publish and remove records, or make a name answer SERVFAIL.
 */
export class TestDnsServer {
  private readonly zone = new Map<string, ZoneEntry>();
  private readonly failing = new Set<string>();
  private server?: ReturnType<typeof dns2.createServer>;
  port = 0;

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  private key = (name: string, type: RecordType) => `${name.toLowerCase()}|${type}`;

  /** Publishes TXT records; each record is one string or several character-strings. */
  txt(name: string, ...records: Array<string | string[]>): this {
    this.zone.set(this.key(name, 'TXT'), { records: records.map((record) => (Array.isArray(record) ? record : [record])) });
    return this;
  }

  mx(name: string, ...records: Array<{ exchange: string; priority: number }>): this {
    this.zone.set(this.key(name, 'MX'), { records });
    return this;
  }

  ns(name: string, ...hosts: string[]): this {
    this.zone.set(this.key(name, 'NS'), { records: hosts });
    return this;
  }

  remove(name: string, type: RecordType): this {
    this.zone.delete(this.key(name, type));
    return this;
  }

  /** Every query for `name` answers SERVFAIL until `recover(name)`. */
  fail(name: string): this {
    this.failing.add(name.toLowerCase());
    return this;
  }

  recover(name: string): this {
    this.failing.delete(name.toLowerCase());
    return this;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    this.server = dns2.createServer({
      udp: true,
      tcp: true,
      handle: (request, reply) => {
        const response = Packet.createResponseFromRequest(request);
        const send = (answer: typeof response) => void reply(answer);
        const [question] = request.questions;
        if (!question) return send(response);
        const name = question.name.toLowerCase();
        if (this.failing.has(name)) {
          response.header.rcode = SERVFAIL;
          return send(response);
        }
        const type = Object.entries(Packet.TYPE).find(([, value]) => value === question.type)?.[0] as RecordType | undefined;
        const entry = type ? this.zone.get(this.key(name, type)) : undefined;
        for (const record of entry?.records ?? []) {
          const base = { name: question.name, type: question.type, class: Packet.CLASS.IN, ttl: 60 };
          if (type === 'TXT') response.answers.push({ ...base, data: record } as never);
          if (type === 'MX') response.answers.push({ ...base, ...(record as object) } as never);
          if (type === 'NS') response.answers.push({ ...base, ns: record } as never);
        }
        send(response);
      },
    });
    await this.server.listen({ udp: { port: this.port, address: '127.0.0.1' }, tcp: { port: this.port, host: '127.0.0.1' } } as never);
    return this;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}
