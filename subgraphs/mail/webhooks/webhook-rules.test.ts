import { normaliseEventFilters, receivesEvent, webhookEvents } from './webhook-events.js';
import { newWebhookSecret, normaliseWebhookUrl, webhookLabel } from '../../../core/webhooks/webhook-subscription.js';

const fieldError = (field: string) => expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field } });

describe('webhook URL', () => {
  it.each([
    ['https://hooks.example.com/mail', 'https://hooks.example.com/mail'],
    ['  HTTPS://Hooks.Example.com:8443/a?b=c ', 'https://hooks.example.com:8443/a?b=c'],
    ['https://203.0.113.7/x', 'https://203.0.113.7/x'],
    ['http://localhost:3000/hook', 'http://localhost:3000/hook'],
    ['http://LOCALHOST/hook', 'http://localhost/hook'],
    ['http://127.0.0.1:8080/hook', 'http://127.0.0.1:8080/hook'],
    ['https://localhost/hook', 'https://localhost/hook'],
  ])('accepts %p', (input, expected) => {
    expect(normaliseWebhookUrl(input)).toBe(expected);
  });

  it.each([
    'http://example.com/hook',
    'http://localhost.example.com/hook',
    'http://127.0.0.2/hook',
    'http://[::1]/hook',
    'http://10.0.0.1/hook',
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
    expect(() => normaliseWebhookUrl(input)).toThrow(fieldError('url'));
  });

  it('refuses null', () => {
    expect(() => normaliseWebhookUrl(null)).toThrow(fieldError('url'));
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
