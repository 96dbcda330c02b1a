import { dkimRecordValue, txtChunks } from './dkim.js';
import { isReserved, normaliseDomain } from './domain.service.js';
import { requiredSpf, sameTagList } from './dns-records.js';

describe('requiredSpf', () => {
  const host = 'spf.mail.svc.example';
  it.each([
    [null, 'v=spf1 include:spf.mail.svc.example ~all', false],
    ['v=spf1 include:_spf.google.com ~all', 'v=spf1 include:_spf.google.com include:spf.mail.svc.example ~all', false],
    ['v=spf1 mx -all', 'v=spf1 mx include:spf.mail.svc.example -all', false],
    ['v=spf1 a redirect=_spf.example.net', 'v=spf1 a include:spf.mail.svc.example redirect=_spf.example.net', false],
    ['v=spf1 ip4:192.0.2.1', 'v=spf1 ip4:192.0.2.1 include:spf.mail.svc.example', false],
    ['v=spf1  include:SPF.mail.svc.example   ~all', 'v=spf1 include:SPF.mail.svc.example ~all', true],
  ])('extends %p', (existing, expected, already) => {
    expect(requiredSpf(existing, host)).toEqual({ value: expected, alreadyIncluded: already });
  });
});

describe('domain names', () => {
  it('normalises case, trailing dots and IDN', () => {
    expect(normaliseDomain(' Example.COM. ')).toBe('example.com');
    expect(normaliseDomain('bücher.example')).toBe('xn--bcher-kva.example');
  });

  it.each(['com', 'co.uk', 'github.io', '192.0.2.1', 'not a domain', 'a..example', '-bad.example', ''])('refuses %p', (input) => {
    expect(() => normaliseDomain(input)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field: 'domain' } }));
  });

  it('recognises reserved domains and their subdomains only', () => {
    const reserved = ['svc.example'];
    expect(isReserved('svc.example', reserved)).toBe(true);
    expect(isReserved('mail.svc.example', reserved)).toBe(true);
    expect(isReserved('notsvc.example', reserved)).toBe(false);
  });
});

describe('TXT chunks', () => {
  it('splits long values into strings of at most 255 bytes that join back', () => {
    const value = dkimRecordValue('A'.repeat(392));
    const chunks = txtChunks(value);
    expect(chunks.length).toBe(2);
    expect(chunks.every((chunk) => Buffer.byteLength(chunk) <= 255)).toBe(true);
    expect(chunks.join('')).toBe(value);
  });

  it('compares tag lists without whitespace', () => {
    expect(sameTagList('v=DKIM1; k=rsa; p=abc', 'v=DKIM1;k=rsa;  p=abc')).toBe(true);
    expect(sameTagList('v=DKIM1; k=rsa; p=abc', 'v=DKIM1; k=rsa; p=abd')).toBe(false);
  });
});
