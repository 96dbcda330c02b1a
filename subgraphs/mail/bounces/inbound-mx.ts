import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { MailDeps } from '../context.js';
import { processInboundReport } from './bounce.service.js';

/** Largest report accepted (a DSN or ARF usually carries the original message's headers or body). */
const MAX_REPORT_BYTES = 10 * 1024 * 1024;

/** Mail for `bounces.<domain>` (return paths) or for the operator's bounce MX host itself. */
export function acceptsRecipient(address: string, bounceMxHost: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain.startsWith('bounces.') || domain === bounceMxHost.toLowerCase();
}

/**
 * The inbound bounce MX: an SMTP server taking DSNs and complaint reports addressed to return
 * paths. A report is answered 250 only once it is stored (and handled) in the database, and 451
 * when that fails, so the sending MTA keeps it and tries again: nothing accepted is lost.
 */
export class InboundMx {
  private readonly server: SMTPServer;

  constructor(private readonly deps: MailDeps) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH'],
      disableReverseLookup: true,
      logger: false,
      size: MAX_REPORT_BYTES,
      banner: 'SVC bounce processor',
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (acceptsRecipient(address.address, deps.config.MAIL_BOUNCE_MX_HOST)) return callback();
        callback(Object.assign(new Error('5.7.1 Relay access denied'), { responseCode: 550 }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
            return callback(Object.assign(new Error('5.3.4 Message too big'), { responseCode: 552 }));
          }
          const mailFrom = session.envelope.mailFrom;
          processInboundReport(deps, {
            envelopeFrom: mailFrom ? mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
          }).then(
            () => callback(),
            (error: unknown) => {
              deps.logger.error({ err: error }, 'storing an inbound report failed');
              callback(Object.assign(new Error('4.3.0 Temporary failure, try again later'), { responseCode: 451 }));
            },
          );
        });
      },
    });
  }

  /** Listens on the configured host and port; returns the bound port. */
  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
    this.server.on('error', (error) => this.deps.logger.error({ err: error }, 'inbound MX error'));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
