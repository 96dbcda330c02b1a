import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hold } from './hold.js';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Which secret (by position in `secrets`) the signature verified with; -1 none. */
  signedWith: number;
}

/**
 * A real HTTP receiver that checks every signature with its own code against the secrets it was
 * told about, and answers each path from a script of statuses (then 200).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  readonly secrets: string[] = [];
  readonly scripts = new Map<string, number[]>();
  /** Requests answered while their sender was still there (a held one whose sender died never was). */
  readonly answered: Received[] = [];
  /** Held requests whose sender went away before the answer. */
  discarded = 0;

  /** While on, requests are left unanswered, as a slow endpoint does. */
  readonly hold = new Hold();
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const entry = { path: request.url!, headers: request.headers, body, signedWith: this.verify(request.headers, body) };
        this.received.push(entry);
        const status = this.scripts.get(request.url!)?.shift() ?? 200;
        const answer = () => {
          if (request.socket.destroyed) return void (this.discarded += 1);
          response.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/' } : {}).end('ok');
          this.answered.push(entry);
        };
        this.hold.answer(answer);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  private verify(headers: IncomingHttpHeaders, body: string): number {
    const match = /^t=(\d+), v1=([0-9a-f]{64})$/.exec(String(headers['x-svc-signature']));
    if (!match || Math.abs(Date.now() / 1000 - Number(match[1])) > 300) return -1;
    const given = Buffer.from(match[2]!, 'hex');
    return this.secrets.findIndex((secret) => timingSafeEqual(createHmac('sha256', secret).update(`${match[1]}.${body}`).digest(), given));
  }

  at(path: string): Received[] {
    return this.received.filter((entry) => entry.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
