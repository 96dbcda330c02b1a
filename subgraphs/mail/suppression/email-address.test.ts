import { normaliseEmailAddress, parseEmailAddress } from './email-address.js';

const fieldError = (field: string) => expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field } });

describe('email addresses', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    ['a+tag@sub.example.org', 'a+tag@sub.example.org'],
    ['x@example.com.', 'x@example.com'],
    ['Ünï@Bücher.DE', 'ünï@xn--bcher-kva.de'],
    ["o'brien_1@example.co.uk", "o'brien_1@example.co.uk"],
  ])('normalises %p to %p', (input, expected) => {
    expect(parseEmailAddress(input)).toBe(expected);
    expect(normaliseEmailAddress('email', input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'plain',
    '@example.com',
    'a@',
    'a@@example.com',
    'a@b@example.com',
    'a b@example.com',
    'Jane <jane@example.com>',
    '"quoted"@example.com',
    'a,b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@localhost',
    'a@example',
    'a@-example.com',
    'a@[192.0.2.1]',
    'a@exa_mple.com',
    `${'x'.repeat(65)}@example.com`,
    // A valid local part and a valid domain, together over 254 characters.
    `${'v'.repeat(64)}@${'x'.repeat(60)}.${'y'.repeat(60)}.${'z'.repeat(60)}.${'w'.repeat(60)}.com`,
    'a\u0000b@example.com',
  ])('rejects %p', (input) => {
    expect(parseEmailAddress(input)).toBeNull();
    expect(() => normaliseEmailAddress('email', input)).toThrow(fieldError('email'));
  });

  it('names the field and rejects null', () => {
    expect(() => normaliseEmailAddress('to', null)).toThrow(fieldError('to'));
    expect(() => normaliseEmailAddress('to', undefined)).toThrow(fieldError('to'));
  });
});
