import type { KeyObject } from 'node:crypto';
import type { DueMessage } from './delivery-queue.js';

/** Local part prefix of per-message return paths: `b+<token>@bounces.<domain>`. */
const RETURN_PATH = /^b\+([0-9a-f]{40})@bounces\./i;

/** The envelope sender (VERP) of a message: bounces to it name the message by its token. */
export const returnPathOf = (token: string, domain: string): string => `b+${token}@bounces.${domain}`;

/** The message token of a return-path address, or null when the address is not one of ours. */
export function returnPathToken(address: string | null | undefined): string | null {
  const match = address ? RETURN_PATH.exec(address.trim().replace(/^<|>$/g, '')) : null;
  return match ? match[1]!.toLowerCase() : null;
}

/** The tracking pixel URL of a message with open tracking. */
export const openPixelUrl = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/$/, '')}/mail/open/${token}.gif`;

/** Adds the tracking pixel at the end of the HTML body (before `</body>` when there is one). */
export function withOpenPixel(html: string, pixelUrl: string): string {
  const pixel = `<img src="${pixelUrl}" width="1" height="1" alt="" style="display:none;border:0" />`;
  const end = html.search(/<\/body>/i);
  return end === -1 ? `${html}${pixel}` : `${html.slice(0, end)}${pixel}${html.slice(end)}`;
}

export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** Parsed once: nodemailer hands it to crypto's sign(), which would parse PEM text again for every message. */
  privateKey: KeyObject;
}

/** What goes into the MIME of a message. */
export type OutgoingMessage = Pick<
  DueMessage,
  'id' | 'fromHeader' | 'toEmail' | 'cc' | 'replyTo' | 'subject' | 'html' | 'text' | 'messageIdHeader' | 'createdAt' | 'attachments'
>;
