/** What the operator's configuration puts into customer DNS records. */
export interface OperatorHosts {
  sendingSpfHost: string;
  bounceMxHost: string;
  bounceSpfHost: string;
  dmarcRua: string;
  dmarcRuf: string;
}

export interface DnsRecordSpec {
  name: string;
  type: 'TXT' | 'MX';
  value: string;
  valueChunks?: string[];
  priority?: number;
}

export const isSpf = (txt: string): boolean => /^v=spf1(\s|$)/i.test(txt.trim());

/**
 * The SPF record the customer must publish at the domain root. A domain carries one SPF record:
 * an existing one is extended with our include (before its `all` or `redirect=`), never duplicated.
 */
export function requiredSpf(existing: string | null, include: string): { value: string; alreadyIncluded: boolean } {
  const mechanism = `include:${include}`;
  if (!existing) return { value: `v=spf1 ${mechanism} ~all`, alreadyIncluded: false };
  const terms = existing.trim().split(/\s+/);
  if (terms.some((term) => term.toLowerCase() === mechanism.toLowerCase())) return { value: terms.join(' '), alreadyIncluded: true };
  const tail = terms.findIndex((term, index) => index > 0 && (/^[-~?+]?all$/i.test(term) || /^redirect=/i.test(term)));
  const at = tail === -1 ? terms.length : tail;
  return { value: [...terms.slice(0, at), mechanism, ...terms.slice(at)].join(' '), alreadyIncluded: false };
}

export const dmarcRecommended = (hosts: OperatorHosts): string =>
  `v=DMARC1; p=quarantine; rua=mailto:${hosts.dmarcRua}; ruf=mailto:${hosts.dmarcRuf}; aspf=r; adkim=r`;

export const bounceDomain = (domain: string): string => `bounces.${domain}`;

export const mailFromRecords = (domain: string, hosts: OperatorHosts): DnsRecordSpec[] => [
  { name: bounceDomain(domain), type: 'MX', value: hosts.bounceMxHost, priority: 10 },
  { name: bounceDomain(domain), type: 'TXT', value: `v=spf1 include:${hosts.bounceSpfHost} ~all` },
];

/** Tag-value lists compare without insignificant whitespace (RFC 6376 3.2). */
export const sameTagList = (a: string, b: string): boolean => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
