import nodemailer from 'nodemailer';
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

// Builds and DKIM-signs the MIME message in memory; nothing is sent by this transport.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/**
 * The message as it goes on the wire: headers, bodies, attachments, the fixed Message-ID, signed
 * with the domain's DKIM key (relaxed/relaxed). Bcc addresses never appear in it.
 */
export default async function composeSigned({ message, key }: SigningTask): Promise<Uint8Array> {
  const info = await composer.sendMail({
    from: message.fromHeader,
    to: message.toEmail,
    cc: message.cc.length ? message.cc : undefined,
    replyTo: message.replyTo.length ? message.replyTo : undefined,
    subject: message.subject ?? '',
    html: message.html ?? undefined,
    text: message.text ?? undefined,
    messageId: message.messageIdHeader,
    date: message.createdAt,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      encoding: 'base64',
    })),
    headers: { 'X-SVC-Message-Id': message.id },
    // nodemailer's types say PEM text; its signer passes the key to crypto's sign(), which takes a KeyObject.
    dkim: key as unknown as { domainName: string; keySelector: string; privateKey: string },
  });
  return info.message as Buffer;
}
