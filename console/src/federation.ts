import { useEffect, useState } from 'react';
import type { CombinedError } from 'urql';
import { maskableFields, syncEntityTypes } from '../../core/sync-entity-types';
import type { FederationLinkDirection, ProjectInviteState, ProjectPairState, ProjectSharingPreset } from './generated/graphql';

// The console's words for federation (docs/federation.md): entity types, presets, directions, states.

/** The 18 entity types an instance link may carry, in the API's order and names (the platform's own list). */
export const LINK_ENTITY_TYPES = syncEntityTypes;

/** The types a project pair may carry (Full collaboration's): no access lists, memberships or templates. */
export const PAIR_ENTITY_TYPES = syncEntityTypes.filter(
  (type) => type !== 'ticket_acl' && type !== 'project_member' && type !== 'project_template',
);

/** Every mask entry a pair may hold, as the API spells them: the fields a receiver can do without (`ticket: description`). */
export const MASK_ENTRIES = Object.entries(maskableFields).flatMap(([type, fields]) => fields.map((field) => `${type}: ${field}`));

/** `ticket_status` → `ticket status`. */
export const typeLabel = (type: string): string => type.replaceAll('_', ' ');

export const PRESETS: ReadonlyArray<{ value: ProjectSharingPreset; label: string; description: string }> = [
  {
    value: 'READ_ONLY',
    label: 'Read-only view (default)',
    description: 'Tickets with their milestones, labels, versions, statuses and dependencies; no description or estimate, no comments.',
  },
  {
    value: 'COMMENTS',
    label: 'Comments and descriptions',
    description: 'As Read-only view, with ticket descriptions and public comments; no estimates.',
  },
  {
    value: 'FULL',
    label: 'Full collaboration',
    description: 'Everything a pair may share: public comments, assignees, time entries (never their cost), public docs and attachments.',
  },
  {
    value: 'CUSTOM',
    label: 'Custom',
    description: 'Starts from Full collaboration; tune what is sent and accepted, per direction, once the pair exists.',
  },
];

export const presetLabel = (preset: ProjectSharingPreset): string => PRESETS.find((p) => p.value === preset)?.label ?? preset;

export const DIRECTIONS: ReadonlyArray<{ value: FederationLinkDirection; label: string; description: string }> = [
  { value: 'SOURCE', label: 'Source', description: 'This side emits and never applies; the peer is a target.' },
  { value: 'TARGET', label: 'Target', description: 'This side only consumes; the peer is authoritative (a source).' },
  { value: 'BIDIRECTIONAL', label: 'Bidirectional', description: 'Both sides send and apply; the peer is bidirectional too.' },
];

export const pullsFromPeer = (direction: FederationLinkDirection): boolean => direction !== 'SOURCE';

type Colour = 'green' | 'amber' | 'red' | 'grey';

/** A link's health as a badge: paused is grey whatever the last poll said. */
export function linkHealth(link: { health: string; paused: boolean }): { colour: Colour; label: string } {
  if (link.paused) return { colour: 'grey', label: 'Paused' };
  if (link.health === 'GREEN') return { colour: 'green', label: 'Healthy' };
  if (link.health === 'RED') return { colour: 'red', label: 'Error' };
  return { colour: 'amber', label: 'Pending first sync' };
}

export const PAIR_STATES: Record<ProjectPairState, { colour: Colour; label: string }> = {
  PENDING: { colour: 'amber', label: 'Pending' },
  ACTIVE: { colour: 'green', label: 'Active' },
  PAUSED: { colour: 'grey', label: 'Paused' },
  ERROR: { colour: 'red', label: 'Error' },
};

export const INVITE_STATES: Record<ProjectInviteState, { colour: Colour; label: string }> = {
  OPEN: { colour: 'amber', label: 'Open' },
  ACCEPTED: { colour: 'green', label: 'Accepted' },
  EXPIRED: { colour: 'grey', label: 'Expired' },
  REVOKED: { colour: 'red', label: 'Revoked' },
};

/** The time now, renewed every `everyMs` (for countdowns). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** `14:59` for the time left until `until`; `0:00` once it has passed. */
export function timeLeft(until: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((new Date(until).getTime() - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether the API refused for a missing permission (the page then says who may use it). */
export const isRefused = (error: CombinedError | undefined): boolean =>
  !!error?.graphQLErrors.some((e) => e.extensions?.reason === 'PERMISSION_REQUIRED' || e.extensions?.code === 'FORBIDDEN');
