import { invalidInput } from '../../../core/errors.js';
import { maskableFields, syncEntityTypes, type SyncEntityType } from '../../../core/sync-entity-types.js';
import { checkScopeClosed } from '../sync/scope.js';

/** The sharing presets of a project pair (SPEC.md, B, "Sharing presets"). */
export const sharingPresets = ['read_only', 'comments', 'full', 'custom'] as const;
export type SharingPreset = (typeof sharingPresets)[number];

/**
 * The types a project pair may ever carry: Full collaboration's. Ticket access lists, project
 * memberships and project templates (workspace configuration) never cross a pair, whatever the mask.
 */
export const pairEntityTypes: readonly SyncEntityType[] = syncEntityTypes.filter(
  (type) => type !== 'ticket_acl' && type !== 'project_member' && type !== 'project_template',
);

/** One direction of a pair: the types that cross, and the fields of them that do not (`ticket: description`). */
export interface DirectionSharing {
  types: SyncEntityType[];
  masked: string[];
}

/** What a pair shares: its preset, what this side sends (outbound) and what it accepts (inbound). */
export interface Sharing {
  preset: SharingPreset;
  outbound: DirectionSharing;
  inbound: DirectionSharing;
}

const VIEW_TYPES: readonly SyncEntityType[] = [
  'project',
  'milestone',
  'label',
  'version',
  'ticket_status',
  'ticket',
  'ticket_label',
  'ticket_dependency',
];

/**
 * The presets, applied symmetrically (both directions alike): Read-only view shares tickets and
 * their structure without description or estimate; Comments and descriptions adds public comments
 * and keeps the description; Full collaboration adds assignees, time entries (never their cost),
 * public docs and attachments, nothing stripped. Custom starts from Full collaboration.
 */
const presetDirections: Record<Exclude<SharingPreset, 'custom'>, DirectionSharing> = {
  read_only: { types: [...VIEW_TYPES], masked: ['ticket: description', 'ticket: estimatedMinutes'] },
  comments: { types: [...VIEW_TYPES, 'comment'], masked: ['ticket: estimatedMinutes'] },
  full: { types: [...pairEntityTypes], masked: [] },
};

export function presetSharing(preset: SharingPreset): Sharing {
  const direction = presetDirections[preset === 'custom' ? 'full' : preset];
  const copy = (): DirectionSharing => ({ types: [...direction.types], masked: [...direction.masked] });
  return { preset, outbound: copy(), inbound: copy() };
}

/** A mask entry in its canonical form (`ticket: description`), checked against the fields a mask may name. */
export function maskEntry(entry: string, field: string): string {
  const match = /^\s*([a-z_]+)\s*:\s*([A-Za-z0-9]+)\s*$/.exec(entry);
  if (!match) throw invalidInput(field, `"${entry}" is not of the form "<type>: <field>"`);
  const [, type, name] = match as unknown as [string, string, string];
  if (!(pairEntityTypes as readonly string[]).includes(type)) throw invalidInput(field, `"${type}" is not a type a pair shares`);
  const maskable = maskableFields[type as SyncEntityType];
  if (!maskable.includes(name)) {
    throw invalidInput(field, `${type} has no maskable field "${name}" (${maskable.length ? maskable.join(', ') : 'none'})`);
  }
  return `${type}: ${name}`;
}

/**
 * Distinct types a pair may carry, in the canonical order, holding the parents of each; any other is
 * refused, never silently dropped.
 */
export function pairTypes(types: readonly string[], field: string): SyncEntityType[] {
  const refused = types.filter((type) => !(pairEntityTypes as readonly string[]).includes(type));
  if (refused.length) throw invalidInput(field, `"${refused[0]}" never crosses a project pair`);
  const kept = pairEntityTypes.filter((type) => types.includes(type));
  checkScopeClosed(kept, field);
  return kept;
}

export interface SharingEdit {
  outboundTypes?: string[] | null;
  inboundTypes?: string[] | null;
  outboundMasked?: string[] | null;
  inboundMasked?: string[] | null;
}

/**
 * A pair's sharing after an edit of its switches or masks: the pair becomes Custom. Masks only
 * narrow: the types are a subset of Full collaboration's and the entries remove fields.
 */
export function editSharing(current: Sharing, edit: SharingEdit): Sharing {
  const masks = (entries: string[], field: string) => [...new Set(entries.map((entry) => maskEntry(entry, field)))].sort();
  return {
    preset: 'custom',
    outbound: {
      types: edit.outboundTypes != null ? pairTypes(edit.outboundTypes, 'outboundTypes') : current.outbound.types,
      masked: edit.outboundMasked != null ? masks(edit.outboundMasked, 'outboundMasked') : current.outbound.masked,
    },
    inbound: {
      types: edit.inboundTypes != null ? pairTypes(edit.inboundTypes, 'inboundTypes') : current.inbound.types,
      masked: edit.inboundMasked != null ? masks(edit.inboundMasked, 'inboundMasked') : current.inbound.masked,
    },
  };
}

/** The payload without the direction's masked fields of its type. */
export function maskPayload(
  direction: DirectionSharing,
  type: SyncEntityType,
  payload: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!payload) return payload;
  const prefix = `${type}: `;
  const hidden = direction.masked.filter((entry) => entry.startsWith(prefix)).map((entry) => entry.slice(prefix.length));
  if (!hidden.length) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([field]) => !hidden.includes(field)));
}
