import { normaliseEventFilters, receivesEvent, webhookEvents } from './webhook-events.js';
import { newWebhookSecret, normaliseWebhookUrl, webhookLabel } from '../../../core/webhooks/webhook-subscription.js';

const development = { allowLoopback: true };
const production = { allowLoopback: false };

const fieldError = (field: string) => expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field } });

describe('webhook URL', () => {
  it.each([
    ['https://hooks.example.com/mail', 'https://hooks.example.com/mail'],
    ['  HTTPS://Hooks.Example.com:8443/a?b=c ', 'https://hooks.example.com:8443/a?b=c'],
    ['https://93.184.215.14/x', 'https://93.184.215.14/x'],
    // Other spellings of 127.0.0.1 are that host (loopback receivers are allowed in development).
    ['https://0x7f000001/hook', 'https://127.0.0.1/hook'],
    ['http://localhost:3000/hook', 'http://localhost:3000/hook'],
    ['http://LOCALHOST/hook', 'http://localhost/hook'],
    ['http://127.0.0.1:8080/hook', 'http://127.0.0.1:8080/hook'],
    ['https://localhost/hook', 'https://localhost/hook'],
  ])('accepts %p', (input, expected) => {
    expect(normaliseWebhookUrl(input, development)).toBe(expected);
  });

  it.each([
    'http://example.com/hook',
    'http://localhost.example.com/hook',
    'http://127.0.0.2/hook',
    'http://[::1]/hook',
    'http://10.0.0.1/hook',
    // Private, link-local, unique-local, loopback and reserved address literals, over https too, in every spelling.
    'https://10.1.2.3/hook',
    'https://172.16.0.1/hook',
    'https://172.31.255.254/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://[::ffff:192.168.0.1]/hook',
    'https://[::1]/hook',
    'https://127.0.0.2/hook',
    'https://0.0.0.0/hook',
    'https://100.64.0.1/hook',
    'https://203.0.113.7/hook',
    'ftp://example.com/hook',
    'ws://localhost/hook',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:a@example.com',
    'example.com/hook',
    '/relative',
    'https://',
    'https://user:pass@example.com/hook',
    'https://user@example.com/hook',
    'http://user:pass@localhost/hook',
    '',
    '   ',
    `https://example.com/${'x'.repeat(2048)}`,
  ])('refuses %p naming url', (input) => {
    expect(() => normaliseWebhookUrl(input, development)).toThrow(fieldError('url'));
  });

  it.each(['http://localhost:3000/hook', 'http://127.0.0.1:8080/hook', 'https://localhost/hook', 'https://2130706433/hook'])(
    'refuses the loopback receiver %p where the operator turned them off',
    (input) => {
      expect(() => normaliseWebhookUrl(input, production)).toThrow(fieldError('url'));
    },
  );

  it('accepts public https endpoints with loopback receivers turned off', () => {
    expect(normaliseWebhookUrl('https://hooks.example.com/mail', production)).toBe('https://hooks.example.com/mail');
  });

  it('refuses null', () => {
    expect(() => normaliseWebhookUrl(null, development)).toThrow(fieldError('url'));
  });
});

describe('event filters', () => {
  it('has the SPEC catalogue', () => {
    expect(webhookEvents).toEqual([
      'delivery',
      'bounce.permanent',
      'bounce.transient',
      'complaint',
      'email.opened',
      'quota.soft-warn-80',
      'quota.soft-warn-95',
      'quota.exhausted-base',
      'quota.exhausted-cap',
    ]);
  });

  it('treats omitted or empty as every event and de-duplicates', () => {
    expect(normaliseEventFilters(undefined)).toEqual([]);
    expect(normaliseEventFilters(null)).toEqual([]);
    expect(normaliseEventFilters([])).toEqual([]);
    expect(normaliseEventFilters(['complaint', 'delivery', 'complaint'])).toEqual(['complaint', 'delivery']);
    for (const event of webhookEvents) {
      expect(receivesEvent([], event)).toBe(true);
      expect(receivesEvent([event], event)).toBe(true);
    }
    expect(receivesEvent(['delivery'], 'bounce.permanent')).toBe(false);
  });

  it.each([['bounce'], ['Delivery'], [' delivery'], ['delivery', 'quota.soft-warn-90'], ['']])(
    'refuses %p naming eventFilters',
    (...names) => {
      expect(() => normaliseEventFilters(names)).toThrow(fieldError('eventFilters'));
    },
  );
});

describe('label and secret', () => {
  it('keeps labels as trimmed free text of at most 200 characters', () => {
    expect(webhookLabel('  Prod – billing ✉ ')).toBe('Prod – billing ✉');
    expect(webhookLabel(null)).toBe('');
    expect(webhookLabel(undefined)).toBe('');
    expect(webhookLabel('x'.repeat(200))).toHaveLength(200);
    expect(() => webhookLabel('x'.repeat(201))).toThrow(fieldError('label'));
  });

  it('issues whsec_ secrets of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64url')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
