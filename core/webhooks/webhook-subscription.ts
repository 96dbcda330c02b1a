import { randomToken } from '../crypto.js';
import { invalidInput } from '../errors.js';
import { requiredText } from '../validation.js';

/*
 * What every subgraph's webhook subscriptions share: the endpoint URL rules, the label, and the
 * signing secret's form.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const MAX_WEBHOOK_LABEL_LENGTH = 200;

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = (): string => randomToken(WEBHOOK_SECRET_PREFIX, 32);

/** Free text, trimmed; null or omitted is empty. */
export function webhookLabel(value: string | null | undefined): string {
  const label = (value ?? '').trim();
  if (label.length > MAX_WEBHOOK_LABEL_LENGTH) throw invalidInput('label', `must be at most ${MAX_WEBHOOK_LABEL_LENGTH} characters`);
  return label;
}

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** The only hosts a plain http:// webhook may point at (local development). */
const PLAIN_HTTP_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * A webhook endpoint: `https://`, or `http://` for localhost and 127.0.0.1 only; no credentials in
 * the URL. Returns the parsed, serialised URL (what deliveries POST to). BAD_USER_INPUT naming `url` otherwise.
 */
export function normaliseWebhookUrl(input: string | null | undefined): string {
  const value = requiredText('url', input, MAX_WEBHOOK_URL_LENGTH);
  const url = URL.parse(value);
  if (!url || !url.hostname) throw invalidInput('url', 'must be an absolute https:// URL');
  if (url.protocol === 'http:') {
    if (!PLAIN_HTTP_HOSTS.has(url.hostname))
      throw invalidInput('url', 'must use https:// (plain http:// only for localhost and 127.0.0.1)');
  } else if (url.protocol !== 'https:') {
    throw invalidInput('url', 'must be an https:// URL');
  }
  if (url.username || url.password) throw invalidInput('url', 'must not contain credentials');
  return url.href;
}
