import { readFileSync } from 'node:fs';
import { classifyRecipient, parseReport, type DsnRecipient, type ParsedReport } from './report-parser.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A complete expected report: every field not overridden is the empty value. */
const report = (fields: Partial<ParsedReport>): ParsedReport => ({
  kind: 'unknown',
  envelopeId: null,
  reportingMta: null,
  recipients: [],
  feedbackType: null,
  originalRcptTo: [],
  originalMailFrom: null,
  original: null,
  subject: null,
  from: null,
  ...fields,
});

const recipient = (fields: Partial<DsnRecipient>): DsnRecipient => ({
  finalRecipient: null,
  originalRecipient: null,
  action: null,
  status: null,
  diagnosticCode: null,
  ...fields,
});

describe('parseReport', () => {
  it('reads a Postfix DSN for an unknown user, with its envelope id and the returned message', async () => {
    expect(await parseReport(fixture('postfix-dsn-user-unknown.eml'))).toEqual(
      report({
        kind: 'dsn',
        envelopeId: 'msg-0001',
        reportingMta: 'mx1.example.net',
        recipients: [
          recipient({
            finalRecipient: 'nobody@example.org',
            originalRecipient: 'nobody@example.org',
            action: 'failed',
            status: '5.1.1',
            diagnosticCode: '550 5.1.1 <nobody@example.org>: Recipient address rejected: User unknown in virtual mailbox table',
          }),
        ],
        original: {
          messageId: '<0194f0a2-1c3e-7b55-a1d2-5c0e6f1b9a11@shop.example.com>',
          returnPath: null,
          headers: {
            received:
              'from api-7f9c.example.com (api-7f9c.example.com [198.51.100.7]) by mx1.example.net (Postfix) with ESMTPS id 4Zk2Lq0nW3z9sQm for <nobody@example.org>; Tue, 14 Jan 2025 09:12:40 +0000 (UTC)',
            from: 'Example Shop <orders@shop.example.com>',
            to: 'nobody@example.org',
            subject: 'Your order #1042',
            'message-id': '<0194f0a2-1c3e-7b55-a1d2-5c0e6f1b9a11@shop.example.com>',
            date: 'Tue, 14 Jan 2025 09:12:39 +0000',
            'mime-version': '1.0',
            'content-type': 'text/plain; charset=utf-8',
          },
        },
        subject: 'Undelivered Mail Returned to Sender',
        from: 'MAILER-DAEMON@mx1.example.net',
      }),
    );
  });

  it('reads one block per recipient from a Sendmail DSN with a failed and a delayed recipient', async () => {
    expect(await parseReport(fixture('dsn-two-recipients.eml'))).toEqual(
      report({
        kind: 'dsn',
        reportingMta: 'relay.example.net',
        recipients: [
          recipient({
            finalRecipient: 'gone@example.org',
            action: 'failed',
            status: '5.1.1',
            diagnosticCode: '550 5.1.1 <gone@example.org>... User unknown',
          }),
          recipient({
            finalRecipient: 'full@example.com',
            originalRecipient: 'Full@Example.com',
            action: 'delayed',
            status: '4.2.2',
            diagnosticCode: '452 4.2.2 Mailbox full',
          }),
        ],
        original: {
          messageId: '<news-2025-01.7731@shop.example.com>',
          returnPath: 'b+tok002@bounces.example.com',
          headers: {
            'return-path': '<b+tok002@bounces.example.com>',
            received:
              'from api-7f9c.example.com (api-7f9c.example.com [198.51.100.7]) by relay.example.net (8.17.2/8.17.2) with ESMTPS id 50E9xw1Q004411; Tue, 14 Jan 2025 09:59:58 GMT',
            from: 'Example Shop <news@shop.example.com>',
            to: 'gone@example.org, full@example.com',
            subject: 'January newsletter',
            'message-id': '<news-2025-01.7731@shop.example.com>',
            date: 'Tue, 14 Jan 2025 09:59:57 +0000',
          },
        },
        subject: 'Returned mail: see transcript for details',
        from: 'MAILER-DAEMON@relay.example.net',
      }),
    );
  });

  it('reads a Postfix delay warning with the original headers as text/rfc822-headers', async () => {
    expect(await parseReport(fixture('postfix-dsn-delayed.eml'))).toEqual(
      report({
        kind: 'dsn',
        reportingMta: 'mx1.example.net',
        recipients: [
          recipient({
            finalRecipient: 'slow@example.net',
            originalRecipient: 'slow@example.net',
            action: 'delayed',
            status: '4.4.1',
            diagnosticCode: 'connect to mx.example.net[203.0.113.9]:25: Connection timed out',
          }),
        ],
        original: {
          messageId: '<receipt-88121@shop.example.com>',
          returnPath: 'b+tok003@bounces.example.com',
          headers: {
            'return-path': '<b+tok003@bounces.example.com>',
            received:
              'from api-7f9c.example.com (api-7f9c.example.com [198.51.100.7]) by mx1.example.net (Postfix) with ESMTPS id 4Zl9Xr3kT1z7pWd for <slow@example.net>; Wed, 15 Jan 2025 09:39:58 +0000 (UTC)',
            from: 'Example Shop <orders@shop.example.com>',
            to: 'slow@example.net',
            subject: 'Your receipt',
            'message-id': '<receipt-88121@shop.example.com>',
            date: 'Wed, 15 Jan 2025 09:39:57 +0000',
          },
        },
        subject: 'Delayed Mail (still being retried)',
        from: 'MAILER-DAEMON@mx1.example.net',
      }),
    );
  });

  it('unquotes and xtext-decodes the envelope id of an Exim DSN, whatever the case of the field names', async () => {
    expect(await parseReport(fixture('exim-dsn-xtext-envid.eml'))).toEqual(
      report({
        kind: 'dsn',
        envelopeId: 'mail_01JH+batch=7',
        reportingMta: 'smtp.example.org',
        recipients: [
          recipient({
            finalRecipient: 'Jane.Roe@Example.org',
            action: 'failed',
            status: '5.2.1',
            diagnosticCode: '550 5.2.1 The email account that you tried to reach is disabled',
          }),
        ],
        original: {
          messageId: '<pw-reset.55e1@shop.example.com>',
          returnPath: 'b+tok004@bounces.example.com',
          headers: {
            'return-path': '<b+tok004@bounces.example.com>',
            received:
              'from [198.51.100.7] (helo=api-7f9c.example.com) by smtp.example.org with esmtpsa (TLS1.3) tls TLS_AES_256_GCM_SHA384 (Exim 4.97) (envelope-from <b+tok004@bounces.example.com>) id 1tXk9P-0003Gd-1w for Jane.Roe@Example.org; Thu, 16 Jan 2025 08:00:10 +0000',
            from: 'Example Shop <orders@shop.example.com>',
            to: 'Jane.Roe@Example.org',
            subject: 'Reset your password',
            'message-id': '<pw-reset.55e1@shop.example.com>',
            date: 'Thu, 16 Jan 2025 08:00:09 +0000',
          },
        },
        subject: 'Mail delivery failed: returning message to sender',
        from: 'Mailer-Daemon@smtp.example.org',
      }),
    );
  });

  it('reads a base64-encoded message/global-delivery-status part and message/global-headers original', async () => {
    expect(await parseReport(fixture('global-dsn.eml'))).toEqual(
      report({
        kind: 'dsn',
        envelopeId: 'msg-0005',
        reportingMta: 'mx2.example.net',
        recipients: [
          recipient({ finalRecipient: '用户@例子.广告', action: 'failed', status: '5.1.1', diagnosticCode: '550 5.1.1 No such user' }),
        ],
        original: {
          messageId: '<order-1043@shop.example.com>',
          returnPath: 'b+tok005@bounces.example.com',
          headers: {
            'return-path': '<b+tok005@bounces.example.com>',
            from: 'Example Shop <orders@shop.example.com>',
            to: '用户@例子.广告',
            subject: 'Bestellbestätigung',
            'message-id': '<order-1043@shop.example.com>',
            date: 'Fri, 17 Jan 2025 11:19:58 +0000',
          },
        },
        subject: 'Undelivered Mail Returned to Sender',
        from: 'MAILER-DAEMON@mx2.example.net',
      }),
    );
  });

  it('reads an ARF abuse report with the original as an inline message/rfc822 part', async () => {
    expect(await parseReport(fixture('arf-abuse-rfc822.eml'))).toEqual(
      report({
        kind: 'arf',
        reportingMta: 'fbl-out-3.isp.example',
        feedbackType: 'abuse',
        originalRcptTo: ['reader.one@isp.example', 'reader.two@isp.example'],
        originalMailFrom: 'b+tok123@bounces.example.com',
        original: {
          messageId: '<deals-w03.4410@shop.example.com>',
          returnPath: 'b+tok123@bounces.example.com',
          headers: {
            'return-path': '<b+tok123@bounces.example.com>',
            received:
              'from api-7f9c.example.com (api-7f9c.example.com [198.51.100.7]) by mx.isp.example with ESMTPS id 19a8Fq for <Reader.One@isp.example>; Sat, 18 Jan 2025 16:58:02 +0000',
            'dkim-signature':
              'v=1; a=rsa-sha256; c=relaxed/relaxed; d=shop.example.com; s=mail2025; h=from:to:subject:date:message-id; bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=; b=dGhpcyBpcyBub3QgYSByZWFsIHNpZ25hdHVyZQ==',
            from: 'Example Shop <deals@shop.example.com>',
            to: 'Reader.One@isp.example',
            subject: 'Weekly deals inside',
            date: 'Sat, 18 Jan 2025 16:58:01 +0000',
            'message-id': '<deals-w03.4410@shop.example.com>',
            'mime-version': '1.0',
            'content-type': 'text/plain; charset=utf-8',
          },
        },
        subject: 'FW: Weekly deals inside',
        from: 'feedback-loop@fbl.isp.example',
      }),
    );
  });

  it('reads an ARF report with text/rfc822-headers, keeping the case of the VERP return path', async () => {
    expect(await parseReport(fixture('arf-abuse-headers.eml'))).toEqual(
      report({
        kind: 'arf',
        feedbackType: 'abuse',
        originalRcptTo: ['someone@mailbox.example'],
        originalMailFrom: 'B+Tok456@Bounces.Example.com',
        original: {
          messageId: '<winback.0031@shop.example.com>',
          returnPath: 'B+Tok456@Bounces.Example.com',
          headers: {
            'return-path': '<B+Tok456@Bounces.Example.com>',
            received:
              'from api-7f9c.example.com (api-7f9c.example.com [198.51.100.7]) by mx.mailbox.example with ESMTPS id 9Qz0r for <Someone@Mailbox.Example>; Sun, 19 Jan 2025 07:12:03 +0000',
            from: 'Example Shop <news@shop.example.com>',
            to: 'Someone@Mailbox.Example',
            subject: 'We miss you',
            date: 'Sun, 19 Jan 2025 07:12:02 +0000',
            'message-id': '<winback.0031@shop.example.com>',
          },
        },
        subject: 'Complaint about message from 198.51.100.7',
        from: 'complaints@fbl.mailbox.example',
      }),
    );
  });

  it('returns unknown for a non-standard bounce but still reads the attached original', async () => {
    expect(await parseReport(fixture('nonstandard-bounce.eml'))).toEqual(
      report({
        original: {
          messageId: '<invoice-2025-0007@shop.example.com>',
          returnPath: 'b+tok006@bounces.example.com',
          headers: {
            'return-path': '<b+tok006@bounces.example.com>',
            from: 'Example Shop <orders@shop.example.com>',
            to: 'olduser@legacy.example.net',
            subject: 'Your invoice',
            'message-id': '<invoice-2025-0007@shop.example.com>',
            date: 'Mon, 20 Jan 2025 11:59:58 +0000',
            'content-type': 'text/plain; charset=utf-8',
          },
        },
        subject: 'Delivery failure',
        from: 'postmaster@legacy.example.net',
      }),
    );
  });

  it('returns unknown for a plain message', async () => {
    expect(await parseReport(fixture('plain-message.eml'))).toEqual(
      report({ subject: 'Re: Your order #1042', from: 'jane@customer.example' }),
    );
  });

  it('returns an empty unknown report for garbage', async () => {
    expect(await parseReport(fixture('garbage.eml'))).toEqual(report({}));
    expect(await parseReport('')).toEqual(report({}));
  });

  it('reads a CRLF message given as a string like the same message as an LF buffer', async () => {
    const lf = fixture('postfix-dsn-user-unknown.eml');
    expect(await parseReport(lf.toString('utf8').replace(/\n/g, '\r\n'))).toEqual(await parseReport(lf));
  });

  it('falls back to the top-level headers when mailparser gives up on the message', async () => {
    // More parts than mailparser's limit of 1000 makes it reject the message.
    const parts = Array.from({ length: 1001 }, (_, i) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`).join('');
    const raw = `From: Mail Delivery System <MAILER-DAEMON@mx.example.net>\r\nSubject: Undelivered Mail\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n${parts}--b--\r\n`;
    expect(await parseReport(raw)).toEqual(report({ subject: 'Undelivered Mail', from: 'MAILER-DAEMON@mx.example.net' }));
  });

  it('reads delivery-status fields leniently', async () => {
    const raw = [
      'Content-Type: multipart/report; report-type=delivery-status; boundary=b',
      '',
      '--b',
      'Content-Type: message/delivery-status',
      '',
      'REPORTING-MTA:dns;mx.example.net',
      'Original-Envelope-Id: ',
      'not a field',
      '  continues nothing',
      'Final-Recipient: rfc822; <Someone@Example.com>',
      'ACTION: Failed (permanent)',
      'Status: 5.7.1 (delivery not authorized)',
      'Diagnostic-Code: smtp;',
      '  550 5.7.1 message rejected',
      'X-Unknown: kept out',
      '',
      '',
      'Original-Recipient: rfc822; other@example.com',
      'Action: bounced',
      'Status: unknown',
      '--b--',
      '',
    ].join('\n');
    expect(await parseReport(raw)).toEqual(
      report({
        kind: 'dsn',
        reportingMta: 'mx.example.net',
        recipients: [
          recipient({
            finalRecipient: 'Someone@Example.com',
            action: 'failed',
            status: '5.7.1',
            diagnosticCode: '550 5.7.1 message rejected',
          }),
          recipient({ originalRecipient: 'other@example.com' }),
        ],
      }),
    );
  });
});

describe('classifyRecipient', () => {
  it.each<[Partial<DsnRecipient>, ReturnType<typeof classifyRecipient>]>([
    [{ action: 'failed', status: '5.1.1' }, 'permanent'],
    [{ action: 'failed', status: '5.2.2' }, 'permanent'],
    [{ action: 'delayed', status: '4.4.1' }, 'transient'],
    [{ action: 'delayed', status: null }, 'transient'],
    [{ action: 'failed', status: '4.4.7' }, 'transient'],
    [{ action: null, status: '4.2.2' }, 'transient'],
    [{ action: 'failed', status: null }, null],
    [{ action: null, status: '5.1.1' }, null],
    [{ action: 'delivered', status: '2.0.0' }, null],
    [{ action: 'relayed', status: '2.0.0' }, null],
    [{ action: 'expanded', status: '2.0.0' }, null],
  ])('classifies %p as %p', (fields, expected) => {
    expect(classifyRecipient(recipient(fields))).toBe(expected);
  });

  it('classifies the recipients of a parsed DSN', async () => {
    const { recipients } = await parseReport(fixture('dsn-two-recipients.eml'));
    expect(recipients.map(classifyRecipient)).toEqual(['permanent', 'transient']);
  });
});
