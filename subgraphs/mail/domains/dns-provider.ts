import { getDomain } from 'tldts';
import { AppError } from '../../../core/errors.js';
import type { DnsLookup } from './dns-lookup.js';
import { isSpf, requiredSpf, type DnsRecordSpec } from './dns-records.js';
import type { SenderDomainRecords } from './domain.service.js';

export const dnsProviderErrorCodes = ['DNS_PROVIDER_ERROR'] as const;
export type DnsProviderErrorCode = (typeof dnsProviderErrorCodes)[number];

const providerError = (message: string): AppError<DnsProviderErrorCode> =>
  new AppError('DNS_PROVIDER_ERROR', message, { field: 'apiToken' });

/** Known DNS hosts by their nameserver names; only Cloudflare can be set up automatically. */
const PROVIDERS: Array<{ provider: string; pattern: RegExp; supported: boolean }> = [
  { provider: 'cloudflare', pattern: /\.ns\.cloudflare\.com$/, supported: true },
  { provider: 'route53', pattern: /\.awsdns-\d+\./, supported: false },
  { provider: 'google', pattern: /\.(googledomains\.com|google\.com)$/, supported: false },
  { provider: 'godaddy', pattern: /\.domaincontrol\.com$/, supported: false },
  { provider: 'namecheap', pattern: /\.registrar-servers\.com$/, supported: false },
  { provider: 'digitalocean', pattern: /\.digitalocean\.com$/, supported: false },
  { provider: 'ovh', pattern: /\.ovh\.net$/, supported: false },
];

export interface ProviderDetection {
  provider: string | null;
  supported: boolean;
  nameservers: string[];
}

/** Looks up the NS records of the domain's zone (its registrable domain) and names the DNS host. */
export async function detectProvider(dns: DnsLookup, domain: string): Promise<ProviderDetection> {
  const zone = getDomain(domain) ?? domain;
  const lookup = await dns.ns(zone);
  if (lookup.kind === 'error') throw new AppError('DNS_PROVIDER_ERROR', `Could not look up the nameservers of ${zone}: ${lookup.reason}`);
  const nameservers = lookup.kind === 'found' ? lookup.records.map((ns) => ns.toLowerCase().replace(/\.$/, '')).sort() : [];
  const match = PROVIDERS.find((entry) => nameservers.length > 0 && nameservers.every((ns) => entry.pattern.test(ns)));
  return { provider: match?.provider ?? null, supported: match?.supported ?? false, nameservers };
}

export interface RecordSetupResult {
  record: 'dkim' | 'spf' | 'dmarc' | 'return_path_mx' | 'return_path_txt';
  name: string;
  type: 'TXT' | 'MX';
  /** `created`, `updated`, `unchanged`, or `skipped` (DMARC already present). */
  action: 'created' | 'updated' | 'unchanged' | 'skipped';
}

/** The fields of a Cloudflare DNS record this code reads. */
interface CloudflareRecord {
  id: string;
  content?: string;
  priority?: number;
}

/** A TXT value as Cloudflare stores it: each character-string quoted, separated by spaces. */
const quotedTxt = (chunks: string[]): string => chunks.map((chunk) => `"${chunk.replace(/(["\\])/g, '\\$1')}"`).join(' ');
/** Cloudflare returns TXT content quoted or plain; compare the joined strings. */
const unquoteTxt = (content: string): string => {
  const strings = [...content.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  return strings.length ? strings.join('') : content;
};

/**
 * Creates or updates every record of a sender domain at Cloudflare with the customer's scoped API
 * token (never stored): DKIM as separate strings, the merged SPF record, DMARC only when absent,
 * and the bounce subdomain's MX and TXT. Idempotent: running it again changes nothing.
 */
export async function cloudflareAutoSetup(options: {
  apiToken: string;
  baseURL?: string;
  domain: string;
  records: SenderDomainRecords;
  sendingSpfHost: string;
}): Promise<RecordSetupResult[]> {
  // Loaded on first use: the SDK is about 1,200 modules (a fifth of the platform's), and most instances never call it.
  const { default: Cloudflare } = await import('cloudflare');
  const client = new Cloudflare({ apiToken: options.apiToken, ...(options.baseURL ? { baseURL: options.baseURL } : {}), maxRetries: 1 });
  const zoneName = getDomain(options.domain) ?? options.domain;
  try {
    const zones = await client.zones.list({ name: zoneName });
    const zone = zones.result[0];
    if (!zone) throw providerError(`Cloudflare has no zone ${zoneName} for this token`);
    const zoneId = zone.id;
    const existing = async (name: string, type: 'TXT' | 'MX'): Promise<CloudflareRecord[]> =>
      (await client.dns.records.list({ zone_id: zoneId, name: { exact: name }, type })).result as CloudflareRecord[];

    const upsertTxt = async (
      record: RecordSetupResult['record'],
      spec: DnsRecordSpec,
      pick: (content: string) => boolean = () => true,
    ): Promise<RecordSetupResult> => {
      const base = { record, name: spec.name, type: 'TXT' as const };
      const content = quotedTxt(spec.valueChunks ?? [spec.value]);
      const current = (await existing(spec.name, 'TXT')).find((row) => pick(unquoteTxt(String(row.content ?? ''))));
      if (!current) {
        await client.dns.records.create({ zone_id: zoneId, name: spec.name, type: 'TXT', content, ttl: 1 });
        return { ...base, action: 'created' };
      }
      if (unquoteTxt(String(current.content ?? '')) === spec.value) return { ...base, action: 'unchanged' };
      await client.dns.records.edit(current.id, { zone_id: zoneId, name: spec.name, type: 'TXT', content, ttl: 1 });
      return { ...base, action: 'updated' };
    };

    const { records } = options;
    const results: RecordSetupResult[] = [];
    const dkim = records.dkimRecords[0]!;
    results.push(await upsertTxt('dkim', dkim));

    // SPF: merge into the zone's current SPF record (one SPF record per name, never two).
    const rootSpf = (await existing(options.domain, 'TXT')).map((row) => unquoteTxt(String(row.content ?? ''))).find(isSpf) ?? null;
    const spf = requiredSpf(rootSpf, options.sendingSpfHost);
    results.push(await upsertTxt('spf', { name: options.domain, type: 'TXT', value: spf.value }, isSpf));

    const dmarcName = `_dmarc.${options.domain}`;
    if ((await existing(dmarcName, 'TXT')).some((row) => /^v=DMARC1/i.test(unquoteTxt(String(row.content ?? ''))))) {
      results.push({ record: 'dmarc', name: dmarcName, type: 'TXT', action: 'skipped' });
    } else {
      await client.dns.records.create({
        zone_id: zoneId,
        name: dmarcName,
        type: 'TXT',
        content: quotedTxt([records.dmarcRecommended]),
        ttl: 1,
      });
      results.push({ record: 'dmarc', name: dmarcName, type: 'TXT', action: 'created' });
    }

    const [mx, bounceTxt] = records.mailFromRecords;
    const currentMx = await existing(mx!.name, 'MX');
    const ours = currentMx.find((row) => String(row.content ?? '').toLowerCase() === mx!.value.toLowerCase());
    if (ours && ours.priority === mx!.priority) {
      results.push({ record: 'return_path_mx', name: mx!.name, type: 'MX', action: 'unchanged' });
    } else if (currentMx[0]) {
      await client.dns.records.edit((ours ?? currentMx[0]).id, {
        zone_id: zoneId,
        name: mx!.name,
        type: 'MX',
        content: mx!.value,
        priority: mx!.priority!,
        ttl: 1,
      });
      results.push({ record: 'return_path_mx', name: mx!.name, type: 'MX', action: 'updated' });
    } else {
      await client.dns.records.create({ zone_id: zoneId, name: mx!.name, type: 'MX', content: mx!.value, priority: mx!.priority!, ttl: 1 });
      results.push({ record: 'return_path_mx', name: mx!.name, type: 'MX', action: 'created' });
    }
    results.push(await upsertTxt('return_path_txt', bounceTxt!, isSpf));
    return results;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Cloudflare.APIError)
      throw providerError(`Cloudflare refused the request (HTTP ${error.status ?? 'error'}): ${error.message}`);
    throw error;
  }
}
