import { randomToken } from '../crypto.js';
import { invalidInput } from '../errors.js';
import { outboundUrl, type OutboundPolicy } from '../url-policy.js';

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

/** Where webhooks may be sent besides the public internet (WEBHOOK_ALLOW_LOOPBACK; see core/url-policy.ts). */
export type WebhookTargetPolicy = OutboundPolicy;

/**
 * A webhook endpoint: `https://`, or `http://` for an allowed loopback host; no credentials in the URL;
 * no address literal outside the public internet (the sender checks what a host name resolves to, at
 * each delivery, by the same rule). Returns the parsed, serialised URL (what deliveries POST to).
 * BAD_USER_INPUT naming `url` otherwise.
 */
export function normaliseWebhookUrl(input: string | null | undefined, policy: WebhookTargetPolicy): string {
  return outboundUrl(input, policy, { field: 'url', maxLength: MAX_WEBHOOK_URL_LENGTH, httpOnLoopback: true }).href;
}
