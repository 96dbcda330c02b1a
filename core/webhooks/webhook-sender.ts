import { epochMs, systemClock, type Clock } from '../clock.js';
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { hmacSha256Hex } from '../crypto.js';
import { RefusedAddress, resolveOutbound } from '../url-policy.js';
import { normaliseWebhookUrl, type WebhookTargetPolicy } from './webhook-subscription.js';

const USER_AGENT = 'SVC-Webhooks/1.0';
const MAX_SOCKETS_PER_ORIGIN = 64;
const RESPONSE_SNIPPET_BYTES = 1024;
const RETRY_JITTER = 0.2;

/** `t=<unix>, v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` — the X-SVC-Signature header value */
export function webhookSignature(secret: string, timestampSeconds: number, rawBody: string): string {
  if (!Number.isSafeInteger(timestampSeconds)) throw new RangeError(`timestampSeconds must be an integer, got ${timestampSeconds}`);
  return `t=${timestampSeconds}, v1=${hmacSha256Hex(secret, `${timestampSeconds}.${rawBody}`)}`;
}

/**
 * Delay before retry number `attempt` (1 = the first retry after the first failed try) from a schedule of
 * seconds, with ±20% jitter from `random()`; null when attempts are exhausted.
 */
export function webhookRetryDelayMs(
  attempt: number,
  scheduleSeconds: readonly number[],
  random: () => number = Math.random,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be a positive integer, got ${attempt}`);
  const seconds = scheduleSeconds[attempt - 1];
  if (seconds === undefined) return null;
  return Math.round(seconds * 1000 * (1 + RETRY_JITTER * (2 * random() - 1)));
}

export interface WebhookPostResult {
  /** 2xx */
  ok: boolean;
  status: number | null;
  durationMs: number;
  /** short human reason on failure: "HTTP 500", "timeout after 10000 ms", "refused: resolves to private address 10.0.0.1", "redirect 302 not followed", "ECONNREFUSED" */
  error: string | null;
  /** seconds from a Retry-After header on 429/503 etc., null otherwise */
  retryAfterSeconds: number | null;
  /** first 1 KB of the response body, for the delivery log */
  responseSnippet: string;
}

export interface WebhookSenderOptions {
  timeoutMs: number;
  /** Reads HTTP-date Retry-After values against it. @default systemClock */
  clock?: Clock;
  /** The operator's rule for loopback receivers (WEBHOOK_ALLOW_LOOPBACK). */
  targets: WebhookTargetPolicy;
}

/** A target the sender will not contact; the message is the delivery-log reason. */
class RefusedTarget extends Error {}

/** Signed webhook POSTs over keep-alive connections, guarded against SSRF; never throws for network failures. */
export class WebhookSender {
  private readonly timeoutMs: number;
  private readonly targets: WebhookTargetPolicy;
  private readonly clock: Clock;
  private readonly httpAgent = new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_ORIGIN });
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_ORIGIN });

  constructor(options: WebhookSenderOptions) {
    this.timeoutMs = options.timeoutMs;
    this.targets = options.targets;
    this.clock = options.clock ?? systemClock;
  }

  async post(url: string, headers: Record<string, string>, rawBody: string): Promise<WebhookPostResult> {
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    const result = (fields: Partial<WebhookPostResult>): WebhookPostResult => ({
      ok: false,
      status: null,
      error: null,
      retryAfterSeconds: null,
      responseSnippet: '',
      ...fields,
      durationMs: Math.round(performance.now() - started),
    });
    try {
      const target = parseTarget(url, this.targets);
      const lookup = await untilAborted(pinAddresses(target, this.targets), controller.signal);
      const https = target.protocol === 'https:';
      const response = await exchange(
        target,
        {
          method: 'POST',
          agent: https ? this.httpsAgent : this.httpAgent,
          lookup,
          signal: controller.signal,
          headers: {
            ...headers,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(rawBody),
            'User-Agent': USER_AGENT,
          },
        },
        rawBody,
      );
      const { status } = response;
      const ok = status >= 200 && status < 300;
      if (ok) return result({ ok, status, responseSnippet: response.snippet });
      return result({
        status,
        error: status >= 300 && status < 400 ? `redirect ${status} not followed` : `HTTP ${status}`,
        retryAfterSeconds: parseRetryAfter(response.headers['retry-after'], this.clock),
        responseSnippet: response.snippet,
      });
    } catch (error) {
      return result({ error: controller.signal.aborted ? `timeout after ${this.timeoutMs} ms` : describeFailure(error) });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Destroys the keep-alive connections. */
  async close(): Promise<void> {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

/** The webhook URL rules apply here too: the sender is the last line before the network. */
function parseTarget(url: string, targets: WebhookTargetPolicy): URL {
  try {
    return new URL(normaliseWebhookUrl(url, targets));
  } catch (error) {
    throw new RefusedTarget(`refused: ${(error as Error).message}`);
  }
}

/**
 * Resolves the host once and vets every address. The returned lookup hands the connection exactly those
 * addresses, so a DNS answer that changes between check and connect (rebinding) is never used, while the
 * Host header and TLS SNI keep the original hostname.
 */
async function pinAddresses(url: URL, targets: WebhookTargetPolicy): Promise<LookupFunction> {
  const addresses = await resolveOutbound(url, targets);
  const [preferred] = addresses;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, preferred!.address, preferred!.family);
  };
}

/** DNS lookups cannot be cancelled: stop waiting for one when the deadline passes. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  snippet: string;
}

/** One request/response; never follows redirects (node's http does not). */
function exchange(url: URL, options: RequestOptions, rawBody: string): Promise<RawResponse> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, options, (response) => {
      const kept: Buffer[] = [];
      let keptBytes = 0;
      // Keep the first KB for the log and drain the rest unbuffered, so the socket goes back to the keep-alive pool.
      response.on('data', (chunk: Buffer) => {
        if (keptBytes >= RESPONSE_SNIPPET_BYTES) return;
        const part = chunk.subarray(0, RESPONSE_SNIPPET_BYTES - keptBytes);
        kept.push(part);
        keptBytes += part.length;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, snippet: Buffer.concat(kept).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(rawBody);
  });
}

/** Retry-After is either delay-seconds or an HTTP date. */
function parseRetryAfter(value: string | undefined, clock: Clock): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - epochMs(clock)) / 1000));
}

function describeFailure(error: unknown): string {
  if (error instanceof RefusedTarget || error instanceof RefusedAddress) return error.message;
  const { code, message } = error as NodeJS.ErrnoException;
  return code ?? message;
}
