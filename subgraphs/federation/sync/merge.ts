import stringify from 'safe-stable-stringify';

/**
 * A field both sides changed concurrently, to different values: its value when both sides last
 * agreed (`base`; null when there is none: the history that held it was pruned), this side's, and the peer's.
 */
export interface FieldConflict {
  base: unknown;
  local: unknown;
  remote: unknown;
}

export interface Merge {
  /** The fields to write: what the peer changed that does not clash. Empty: nothing to do. */
  payload: Record<string, unknown>;
  conflicts: Record<string, FieldConflict>;
}

export interface MergeInput {
  /** This side's row as it is. */
  current: Record<string, unknown>;
  /** The peer's row as it is. */
  incoming: Record<string, unknown>;
  /** The fields the peer changed since it last sent the row; null: all (its first sync). */
  changed: readonly string[] | null;
  /** The fields changed here that the peer has not read yet. */
  pending: readonly string[];
  /** Those pending fields as they were before this side's first unread write (the last synced values), where known. */
  base?: Record<string, unknown>;
  /** A force-resync: every field that differs has diverged. */
  resync?: boolean;
}

/**
 * Never compared: the row's own id; the update time every change moves (it follows the fields
 * written); and the keys and numbers each instance gives its projects and tickets itself (a key
 * taken here gets a suffix, a ticket number taken here the next free one).
 */
const UNCOMPARED = new Set(['id', 'updatedAt', 'key', 'number']);

const same = (x: unknown, y: unknown): boolean => stringify(x ?? null) === stringify(y ?? null);

/**
 * Field-by-field merge of a peer's change into this side's row. Only the fields the peer changed are
 * considered (so a value this side wrote and the peer merely carries is never undone). One that
 * already matches is a no-op; one this side also changed and the peer has not seen yet is a
 * conflict, kept as this side has it until an admin decides; the rest are taken. Different fields
 * changed on each side merge cleanly. In a force-resync every field that differs is a conflict.
 */
export function mergeRow({ current, incoming, changed, pending, base = {}, resync = false }: MergeInput): Merge {
  const payload: Record<string, unknown> = {};
  const conflicts: Record<string, FieldConflict> = {};
  const considered = resync || changed === null ? Object.keys(incoming) : changed.filter((field) => field in incoming);
  const pendingHere = new Set(pending);
  // A field not written here since the peer's last read still holds the last synced value.
  const baseOf = (field: string): unknown =>
    Object.hasOwn(base, field) ? (base[field] ?? null) : pendingHere.has(field) ? null : (current[field] ?? null);
  for (const field of considered) {
    const remote = incoming[field];
    if (UNCOMPARED.has(field) || same(remote, current[field])) continue;
    if (resync || pendingHere.has(field)) conflicts[field] = { base: baseOf(field), local: current[field] ?? null, remote: remote ?? null };
    else payload[field] = remote;
  }
  // The update time only moves forward (ISO 8601 UTC strings compare in time order).
  const later =
    typeof incoming.updatedAt === 'string' && !(typeof current.updatedAt === 'string' && current.updatedAt >= incoming.updatedAt);
  if (Object.keys(payload).length && later) payload.updatedAt = incoming.updatedAt;
  return { payload, conflicts };
}
