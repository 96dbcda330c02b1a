import { promises as dns } from 'node:dns';

/** A DNS answer: records found, no such record (NXDOMAIN / no data), or a transient failure. */
export type Lookup<T> = { kind: 'found'; records: T[] } | { kind: 'missing' } | { kind: 'error'; reason: string };

const MISSING = new Set(['ENOTFOUND', 'ENODATA']);

/** DNS queries of the verifier, through `dns.promises.Resolver` with configurable servers. */
export class DnsLookup {
  private readonly resolver: dns.Resolver;

  constructor(options: { servers?: string[]; timeoutMs: number }) {
    this.resolver = new dns.Resolver({ timeout: options.timeoutMs, tries: 1 });
    if (options.servers?.length) this.resolver.setServers(options.servers);
  }

  /** TXT records, each joined from its character-strings. */
  txt(name: string): Promise<Lookup<string>> {
    return this.run(() => this.resolver.resolveTxt(name).then((records) => records.map((strings) => strings.join(''))));
  }

  mx(name: string): Promise<Lookup<{ exchange: string; priority: number }>> {
    return this.run(() => this.resolver.resolveMx(name));
  }

  ns(name: string): Promise<Lookup<string>> {
    return this.run(() => this.resolver.resolveNs(name));
  }

  private async run<T>(query: () => Promise<T[]>): Promise<Lookup<T>> {
    try {
      const records = await query();
      return records.length ? { kind: 'found', records } : { kind: 'missing' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'UNKNOWN';
      return MISSING.has(code) ? { kind: 'missing' } : { kind: 'error', reason: code };
    }
  }
}
