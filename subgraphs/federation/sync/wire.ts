import { Ajv, type ValidateFunction } from 'ajv';
import { syncEntityTypes, type SyncEntityType } from '../../../core/sync-entity-types.js';

/** Changes one page of the peer protocol carries at most. */
export const WIRE_PAGE_LIMIT = 500;

/**
 * One change as it crosses: ids in the sender's terms, except the fields listed in `yours`, which
 * hold the receiver's own ids (rows the receiver sent earlier on this link). The payload never holds
 * the row's own id (that is `id`) nor anything that never crosses.
 */
export interface WireChange {
  /** The sender's feed sequence. */
  seq: number;
  type: SyncEntityType;
  id: string;
  op: 'upsert' | 'delete';
  /** The row's version on the sender. */
  version: number;
  payload: Record<string, unknown> | null;
  /** The fields the sender changed since it last sent the row (the only ones the receiver merges); null: all. */
  changed: string[] | null;
  yours: string[];
}

/** A person the page's payloads name (reporter, author, assignee…), in the sender's terms. */
export interface WirePerson {
  id: string;
  displayName: string;
  email: string;
}

export interface WirePage {
  changes: WireChange[];
  people: WirePerson[];
  /** Sequences absent when the page was read: ask for them again. */
  gaps: number[];
  /** The last sequence the page covers: the next cursor. */
  highWater: number;
  more: boolean;
  /** The oldest sequence the sender still keeps (null: none). A cursor below it has missed events: resync. */
  oldestSeq: number | null;
}

/** A page of a snapshot: one type's current rows, paged by the sender's id. */
export interface WireSnapshot {
  changes: WireChange[];
  people: WirePerson[];
  /** The id to ask from next; null: the type is done. */
  nextAfter: string | null;
  /** The sender's feed end when the page was read. */
  highWater: number;
}

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };
const seq = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };

const changesSchema = {
  type: 'array',
  maxItems: WIRE_PAGE_LIMIT,
  items: {
    type: 'object',
    required: ['seq', 'type', 'id', 'op', 'version', 'payload', 'changed', 'yours'],
    additionalProperties: false,
    properties: {
      seq,
      type: { enum: [...syncEntityTypes] },
      id: uuid,
      op: { enum: ['upsert', 'delete'] },
      version: { type: 'integer', minimum: 1, maximum: 2147483647 },
      payload: { type: ['object', 'null'], maxProperties: 50 },
      changed: { type: ['array', 'null'], maxItems: 50, items: { type: 'string', maxLength: 50 } },
      yours: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 50 } },
    },
  },
} as const;

const peopleSchema = {
  type: 'array',
  maxItems: 5 * WIRE_PAGE_LIMIT,
  items: {
    type: 'object',
    required: ['id', 'displayName', 'email'],
    additionalProperties: false,
    properties: { id: uuid, displayName: { type: 'string', maxLength: 200 }, email: { type: 'string', maxLength: 320 } },
  },
} as const;

/** The page a peer answers, checked whole before anything of it is applied. */
const pageSchema = {
  type: 'object',
  required: ['changes', 'people', 'gaps', 'highWater', 'more', 'oldestSeq'],
  additionalProperties: false,
  properties: {
    changes: changesSchema,
    people: peopleSchema,
    gaps: { type: 'array', maxItems: 1000, items: seq },
    highWater: seq,
    more: { type: 'boolean' },
    oldestSeq: { anyOf: [seq, { type: 'null' }] },
  },
} as const;

/** A snapshot page, checked the same way. */
const snapshotSchema = {
  type: 'object',
  required: ['changes', 'people', 'nextAfter', 'highWater'],
  additionalProperties: false,
  properties: { changes: changesSchema, people: peopleSchema, nextAfter: { anyOf: [uuid, { type: 'null' }] }, highWater: seq },
} as const;

const ajv = new Ajv({ allErrors: false, strict: false });
const validatePage = ajv.compile<WirePage>(pageSchema);
const validateSnapshot = ajv.compile<WireSnapshot>(snapshotSchema);

type Checked<T> = { page: T; error?: undefined } | { page?: undefined; error: string };

function check<T>(validate: ValidateFunction<T>, value: unknown): Checked<T> {
  if (validate(value)) return { page: value };
  const [first] = validate.errors ?? [];
  return { error: `malformed batch refused whole: ${first?.instancePath || '(root)'} ${first?.message ?? 'is invalid'}` };
}

/** The page, or why it is refused whole. */
export const checkWirePage = (value: unknown): Checked<WirePage> => check(validatePage, value);

export const checkWireSnapshot = (value: unknown): Checked<WireSnapshot> => check(validateSnapshot, value);
