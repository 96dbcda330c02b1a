import { invalidInput } from './errors.js';

/** Largest Markdown body (descriptions, comments). */
export const MAX_MARKDOWN_LENGTH = 100_000;

/** A trimmed, non-empty single-line text of at most `max` characters. */
export function requiredText(field: string, value: string | null | undefined, max: number): string {
  if (value === null || value === undefined) throw invalidInput(field, 'must not be null');
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > max) throw invalidInput(field, `must be 1..${max} characters`);
  return trimmed;
}

/** Markdown text kept as written; empty is allowed unless `required`. */
export function markdown(field: string, value: string | null | undefined, options: { required?: boolean } = {}): string {
  if (value === null || value === undefined) {
    if (options.required) throw invalidInput(field, 'must not be null');
    return '';
  }
  if (options.required && !value.trim()) throw invalidInput(field, 'must not be empty');
  if (value.length > MAX_MARKDOWN_LENGTH) throw invalidInput(field, `must be at most ${MAX_MARKDOWN_LENGTH} characters`);
  return value;
}

/** Rejects an explicit null for a field that cannot be cleared. */
export function notNull<T>(field: string, value: T | null): T {
  if (value === null) throw invalidInput(field, 'must not be null');
  return value;
}

/** An integer in `min..max`; BAD_USER_INPUT naming `field` otherwise. */
export function intInRange(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw invalidInput(field, `must be ${min}..${max}`);
  return value;
}

/**
 * An argument or input type that checks itself with the helpers of this module (`PageArgs` checks
 * `first`). Every subgraph schema runs `validateArgument` on each argument before its resolver.
 */
export interface SelfValidating {
  validate(): void;
}

const isSelfValidating = (value: unknown): value is SelfValidating =>
  typeof value === 'object' && value !== null && typeof (value as Partial<SelfValidating>).validate === 'function';

/** type-graphql's `validateFn` (core/federated-schema.ts): an argument that checks itself is checked, others pass as they are. */
export function validateArgument(value: unknown): void {
  if (isSelfValidating(value)) value.validate();
}

/** A list of ids without duplicates. */
export const distinctIds = (ids: readonly string[]): string[] => [...new Set(ids)];

/** The items with distinct `key`s, the first of each kept, in order. */
export function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && Boolean(seen.add(key(item))));
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` (null clears); BAD_USER_INPUT naming `field` otherwise. */
export function localDate(field: string, value: string | null): string | null {
  if (value === null) return null;
  const match = LOCAL_DATE.exec(value.trim());
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== match[0]) throw invalidInput(field, 'must be a calendar date YYYY-MM-DD');
  return match[0];
}
