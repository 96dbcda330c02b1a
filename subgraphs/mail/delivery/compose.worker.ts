import { buffer } from 'node:stream/consumers';
import DKIM from 'nodemailer/lib/dkim';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { DkimKey, OutgoingMessage } from './compose.js';

/*
 * Runs in the signing threads (signing-pool.ts). Node loads the source of this file by stripping
 * its types when Jest runs the source tree, so it imports no module of ours at run time (only types).
 */

export interface SigningTask {
  /** `html` already carries the tracking pixel, if any. */
  message: OutgoingMessage;
  key: DkimKey;
}

/** Bodies go on the wire with CRLF line ends (RFC 5322 2.3), whatever the API was given. */
const crlf = (body: string | null): string | undefined => body?.replace(/\r?\n/g, '\r\n') ?? undefined;

/**
 * The message as it goes on the wire: headers, bodies, attachments, the fixed Message-ID, signed
 * with the domain's DKIM key (relaxed/relaxed); the same message always composes to the same
 * bytes. Bcc addresses never appear in it. nodemailer's MailComposer and DKIM signer are used
 * directly: its Mailer adds nothing we use and cost 80-120 us more per message.
 */
export default async function composeSigned({ message, key }: SigningTask): Promise<Uint8Array> {
  const mime = new MailComposer({
    from: message.fromHeader,
    to: message.toEmail,
    cc: message.cc.length ? message.cc : undefined,
    replyTo: message.replyTo.length ? message.replyTo : undefined,
    subject: message.subject ?? '',
    html: crlf(message.html),
    text: crlf(message.text),
    messageId: message.messageIdHeader,
    date: message.createdAt,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      encoding: 'base64',
    })),
    headers: { 'X-SVC-Message-Id': message.id },
    // From the message's own (server-chosen, unguessable) id rather than fresh random bytes per MIME part: a retry
    // goes out byte for byte as the first attempt did, and the thread skips three RNG calls per message.
    baseBoundary: message.id.replaceAll('-', ''),
  }).compile();
  // nodemailer's types say PEM text; its signer passes the key to crypto's sign(), which takes a KeyObject.
  const signer = new DKIM(key as unknown as { domainName: string; keySelector: string; privateKey: string });
  return buffer(signer.sign(mime.createReadStream()));
}
