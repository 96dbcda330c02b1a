import { invalidInput } from '../../../core/errors.js';
import { syncEntityTypes, type SyncEntityType } from '../../../core/sync-entity-types.js';
import { entityRefs } from './entity-refs.js';

/**
 * References a row can do without: a ticket's milestone and version, a template's source project.
 * When their type does not cross (out of the link's scope, or not shared by a pair's direction),
 * the field is left out of what crosses, so the row still arrives and the receiver's own value stays.
 */
const OPTIONAL_REFS: Partial<Record<SyncEntityType, readonly string[]>> = {
  ticket: ['milestoneId', 'versionId'],
  project_template: ['sourceProjectId'],
};

/** An attachment hangs from exactly one of these; it crosses only when its parent's type does. */
const ATTACHMENT_PARENTS = [
  ['ticketId', 'ticket'],
  ['commentId', 'comment'],
  ['docId', 'doc'],
] as const;

/** The types a row of each type cannot exist without (its project, a ticket's status, a comment's ticket…). */
export const requiredParentTypes: Readonly<Record<SyncEntityType, readonly SyncEntityType[]>> = Object.fromEntries(
  syncEntityTypes.map((type) => {
    const skipped = new Set<string>([...(OPTIONAL_REFS[type] ?? []), ...(type === 'attachment' ? ATTACHMENT_PARENTS.map(([f]) => f) : [])]);
    const parents = Object.entries(entityRefs[type])
      .filter(([field, target]) => target !== 'user' && target !== type && !skipped.has(field))
      .map(([, target]) => target as SyncEntityType);
    return [type, [...new Set(parents)]];
  }),
) as Record<SyncEntityType, SyncEntityType[]>;

/**
 * A scope must hold the parents of every type it holds: without them its rows could never be
 * applied (a ticket without its status), and would stop silently. Refused with what is missing.
 */
export function checkScopeClosed(types: readonly SyncEntityType[], field: string): void {
  for (const type of types) {
    const missing = requiredParentTypes[type].filter((parent) => !types.includes(parent));
    if (missing.length)
      throw invalidInput(field, `${type} needs ${missing.join(' and ')} in the same scope (its rows cannot exist without them)`);
  }
}

/** What a row becomes when only `types` cross: its payload without references to types that do not, or withheld. */
export type Fitted = { payload: Record<string, unknown> | null; dropped: string[] } | 'withheld';

/**
 * The row fitted to the types that cross: optional references to a type that does not cross are
 * left out (never sent empty: the receiver keeps its own value), and an attachment whose parent's
 * type does not cross is withheld.
 */
export function fitToTypes(types: ReadonlySet<string>, type: SyncEntityType, payload: Record<string, unknown> | null): Fitted {
  if (!payload) return { payload, dropped: [] };
  if (type === 'attachment') {
    const parent = ATTACHMENT_PARENTS.find(([field]) => typeof payload[field] === 'string');
    if (parent && !types.has(parent[1])) return 'withheld';
  }
  const dropped = (OPTIONAL_REFS[type] ?? []).filter((field) => field in payload && !types.has(entityRefs[type][field] as string));
  if (!dropped.length) return { payload, dropped };
  return { payload: Object.fromEntries(Object.entries(payload).filter(([field]) => !dropped.includes(field))), dropped };
}

/** The types that cross a link in one direction: its scope (empty: all), narrowed by a pair's direction. */
export function crossingTypes(entityScope: readonly string[], pairTypes: readonly string[] | null): Set<string> {
  const scoped = entityScope.length ? entityScope : syncEntityTypes;
  return new Set(scoped.filter((type) => !pairTypes || pairTypes.includes(type)));
}
