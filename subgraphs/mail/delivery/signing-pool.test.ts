import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { newId } from '../../../core/ids.js';
import { until } from '../../../test/support/wait.js';
import type { OutgoingMessage } from './compose.js';
import { SigningPool } from './signing-pool.js';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const key = { domainName: 'example.com', keySelector: 'svc1', privateKey };
const pool = new SigningPool(1);
afterAll(() => pool.close());

const outgoing = (id: string): OutgoingMessage => ({
  id,
  fromHeader: 'Acme <hello@example.com>',
  toEmail: 'to@example.org',
  cc: ['cc@example.org'],
  replyTo: [],
  subject: 'Your receipt',
  html: '<p>Thanks</p>',
  text: 'Thanks',
  messageIdHeader: `<${id}@example.com>`,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('attached').toString('base64') }],
});

describe('SigningPool', () => {
  it('composes a message to the same bytes on every attempt, with MIME boundaries drawn from its id', async () => {
    const id = newId();
    const first = (await pool.compose(outgoing(id), key, null)).toString();
    const retry = (await pool.compose(outgoing(id), key, null)).toString();
    expect(retry).toBe(first);
    expect(first).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=example.com;/);
    const boundaries = [...first.matchAll(/boundary="([^"]+)"/g)].map((match) => match[1]);
    expect(boundaries).toHaveLength(2); // mixed (the attachment) around alternative (text and HTML)
    for (const boundary of boundaries) expect(boundary).toContain(id.replaceAll('-', ''));

    const other = (await pool.compose(outgoing(newId()), key, null)).toString();
    expect(other).not.toContain(boundaries[0]);
  });

  it('adds the tracking pixel to the HTML part only when asked', async () => {
    const pixel = 'https://svc.example/mail/open/abc.gif';
    const tracked = await simpleParser(await pool.compose(outgoing(newId()), key, pixel));
    expect(tracked.html).toContain(`<p>Thanks</p><img src="${pixel}"`);
    expect(tracked.text?.trim()).toBe('Thanks');
    const untracked = await simpleParser(await pool.compose(outgoing(newId()), key, null));
    expect(untracked.html).not.toContain('<img');
  });

  it('starts a thread with the first message, and lets it go after a while without one', async () => {
    const idleMs = 100;
    const lazy = new SigningPool(1, idleMs);
    try {
      expect(lazy.threads).toBe(0);
      await lazy.compose(outgoing(newId()), key, null);
      expect(lazy.threads).toBe(1);
      await until(() => lazy.threads === 0, 'the idle signing thread to exit');
      // A message after that starts a thread again.
      expect((await lazy.compose(outgoing(newId()), key, null)).toString()).toMatch(/^DKIM-Signature: /);
      expect(lazy.threads).toBe(1);
    } finally {
      await lazy.close();
    }
  });
});
