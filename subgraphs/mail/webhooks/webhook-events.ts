import { invalidInput } from '../../../core/errors.js';

/** Every event a webhook subscription can receive (SPEC: mail delivery events). */
export const webhookEvents = [
  'delivery',
  'bounce.permanent',
  'bounce.transient',
  'complaint',
  'email.opened',
  'quota.soft-warn-80',
  'quota.soft-warn-95',
  'quota.exhausted-base',
  'quota.exhausted-cap',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const isWebhookEvent = (value: string): value is WebhookEvent => (webhookEvents as readonly string[]).includes(value);

/**
 * Validated event filters without duplicates, in the order given. Null, omitted or empty means
 * every event and is stored as `[]`. Unknown names are BAD_USER_INPUT naming `eventFilters`.
 */
export function normaliseEventFilters(input: readonly string[] | null | undefined): WebhookEvent[] {
  if (!input) return [];
  const unknown = input.filter((name) => !isWebhookEvent(name));
  if (unknown.length > 0) {
    throw invalidInput(
      'eventFilters',
      `unknown event ${unknown.map((name) => JSON.stringify(name)).join(', ')}; known events: ${webhookEvents.join(', ')}`,
    );
  }
  return [...new Set(input as WebhookEvent[])];
}

/** Whether a subscription with these filters receives `event` (empty filters: every event). */
export const receivesEvent = (eventFilters: readonly string[], event: WebhookEvent): boolean =>
  eventFilters.length === 0 || eventFilters.includes(event);
