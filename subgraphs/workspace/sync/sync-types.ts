import type { SyncEntityType } from '../../../core/sync-entity-types.js';

/**
 * The 18 entity types the sync feed carries: their table, the columns an apply may write, the
 * columns that never leave this instance, and how a row's project is found. The capture trigger
 * (migration 0014) excludes the same columns; `sync.int.test.ts` checks this table against the
 * database's columns.
 */
export interface SyncType {
  /** Wire name (`ticket_status`), one of core's `syncEntityTypes`. */
  name: SyncEntityType;
  /** Table in schema `workspace`. */
  table: string;
  /** Columns an apply writes (snake_case, without `id`): every column but the excluded and system ones. */
  columns: readonly string[];
  /** Never in a payload, refused by an apply: money (budgets, rates). */
  neverCrossing: readonly string[];
  /** Never in a payload, ignored by an apply: internal counters (`ticket_seq`). */
  internal: readonly string[];
  /** In payloads, but ignored by an apply: values this instance derives itself (a ticket's `key`). */
  derived?: readonly string[];
  /** Columns holding user ids: the people a page names. */
  userColumns: readonly string[];
  /** SQL expression of the row's project id, over the row aliased `r`. */
  projectSql: string;
  /** Name unique per project (or per workspace for templates), case-insensitively: clashes are renamed on apply. */
  uniqueName?: { column: string; scope: 'project' | 'workspace'; maxLength: number };
}

const ticketProject = (column: string) => `(select t.project_id from workspace.tickets t where t.id = r.${column})`;

export const syncTypes: readonly SyncType[] = [
  {
    name: 'project',
    table: 'projects',
    columns: ['key', 'name', 'description', 'git_repository_url', 'created_by_id', 'created_at', 'updated_at'],
    neverCrossing: ['budget_amount', 'budget_currency', 'budget_hours'],
    internal: ['ticket_seq'],
    userColumns: ['created_by_id'],
    projectSql: 'r.id',
  },
  {
    name: 'milestone',
    table: 'milestones',
    columns: ['project_id', 'name', 'description', 'due_date', 'private', 'created_at', 'updated_at'],
    neverCrossing: ['budget_amount'],
    internal: [],
    userColumns: [],
    projectSql: 'r.project_id',
  },
  {
    name: 'label',
    table: 'labels',
    columns: ['project_id', 'name', 'color', 'created_at', 'updated_at'],
    neverCrossing: [],
    internal: [],
    userColumns: [],
    projectSql: 'r.project_id',
    uniqueName: { column: 'name', scope: 'project', maxLength: 50 },
  },
  {
    name: 'version',
    table: 'versions',
    columns: ['project_id', 'name', 'description', 'release_date', 'released', 'created_at', 'updated_at'],
    neverCrossing: [],
    internal: [],
    userColumns: [],
    projectSql: 'r.project_id',
    uniqueName: { column: 'name', scope: 'project', maxLength: 100 },
  },
  {
    name: 'ticket_status',
    table: 'statuses',
    columns: ['project_id', 'name', 'category', 'position', 'created_at', 'updated_at'],
    neverCrossing: [],
    internal: [],
    userColumns: [],
    projectSql: 'r.project_id',
    uniqueName: { column: 'name', scope: 'project', maxLength: 50 },
  },
  {
    name: 'ticket',
    table: 'tickets',
    columns: [
      'project_id',
      'number',
      'title',
      'description',
      'priority',
      'status_id',
      'reporter_id',
      'milestone_id',
      'version_id',
      'estimated_minutes',
      'private',
      'created_at',
      'updated_at',
    ],
    neverCrossing: [],
    internal: [],
    derived: ['key'],
    userColumns: ['reporter_id'],
    projectSql: 'r.project_id',
  },
  {
    name: 'ticket_assignment',
    table: 'ticket_assignees',
    columns: ['ticket_id', 'user_id', 'created_at'],
    neverCrossing: [],
    internal: [],
    userColumns: ['user_id'],
    projectSql: ticketProject('ticket_id'),
  },
  {
    name: 'ticket_label',
    table: 'ticket_labels',
    columns: ['ticket_id', 'label_id', 'created_at'],
    neverCrossing: [],
    internal: [],
    userColumns: [],
    projectSql: ticketProject('ticket_id'),
  },
  {
    name: 'ticket_acl',
    table: 'ticket_acl',
    columns: ['ticket_id', 'user_id', 'created_at'],
    neverCrossing: [],
    internal: [],
    userColumns: ['user_id'],
    projectSql: ticketProject('ticket_id'),
  },
  {
    name: 'ticket_dependency',
    table: 'ticket_dependencies',
    columns: ['blocker_id', 'blocked_id', 'created_at'],
    neverCrossing: [],
    internal: [],
    userColumns: [],
    projectSql: ticketProject('blocker_id'),
  },
  {
    name: 'comment',
    table: 'comments',
    columns: ['ticket_id', 'author_id', 'body', 'internal', 'created_at', 'updated_at'],
    neverCrossing: [],
    internal: [],
    userColumns: ['author_id'],
    projectSql: ticketProject('ticket_id'),
  },
  {
    name: 'time_entry',
    table: 'time_entries',
    columns: ['ticket_id', 'project_id', 'user_id', 'started_at', 'duration_seconds', 'note', 'billable', 'created_at', 'updated_at'],
    neverCrossing: ['hourly_rate'],
    internal: [],
    userColumns: ['user_id'],
    projectSql: 'r.project_id',
  },
  {
    name: 'project_member',
    table: 'project_members',
    columns: ['project_id', 'user_id', 'role', 'created_at'],
    neverCrossing: [],
    internal: [],
    userColumns: ['user_id'],
    projectSql: 'r.project_id',
  },
  {
    name: 'doc_space',
    table: 'doc_spaces',
    columns: ['project_id', 'name', 'description', 'created_at', 'updated_at'],
    neverCrossing: [],
    internal: [],
    userColumns: [],
    projectSql: 'r.project_id',
    uniqueName: { column: 'name', scope: 'project', maxLength: 100 },
  },
  {
    name: 'doc',
    table: 'docs',
    columns: [
      'project_id',
      'space_id',
      'title',
      'body',
      'public',
      'revision',
      'created_by_id',
      'updated_by_id',
      'created_at',
      'updated_at',
    ],
    neverCrossing: [],
    internal: [],
    userColumns: ['created_by_id', 'updated_by_id'],
    projectSql: 'r.project_id',
  },
  {
    name: 'doc_revision',
    table: 'doc_revisions',
    columns: ['doc_id', 'number', 'title', 'body', 'public', 'author_id', 'restored_from', 'created_at'],
    neverCrossing: [],
    internal: [],
    userColumns: ['author_id'],
    projectSql: '(select d.project_id from workspace.docs d where d.id = r.doc_id)',
  },
  {
    name: 'attachment',
    table: 'attachments',
    columns: [
      'project_id',
      'ticket_id',
      'comment_id',
      'doc_id',
      'filename',
      'content_type',
      'size',
      'sha256',
      'uploaded_by_id',
      'created_at',
    ],
    neverCrossing: [],
    internal: [],
    userColumns: ['uploaded_by_id'],
    projectSql: 'r.project_id',
  },
  {
    name: 'project_template',
    table: 'project_templates',
    columns: ['name', 'description', 'content', 'source_project_id', 'created_by_id', 'created_at', 'updated_at'],
    neverCrossing: [],
    internal: [],
    userColumns: ['created_by_id'],
    projectSql: 'r.source_project_id',
    uniqueName: { column: 'name', scope: 'workspace', maxLength: 100 },
  },
];

export const syncTypeNames = syncTypes.map((type) => type.name);
const byName = new Map<string, SyncType>(syncTypes.map((type) => [type.name, type]));

export const syncType = (name: string): SyncType | undefined => byName.get(name);

/** Columns a payload never shows, whatever the table: generated search vectors and the version and origin (own fields). */
export const SYSTEM_COLUMNS = ['search', 'version', 'origin'] as const;

/** `status_id` → `statusId`. */
export const camelCase = (column: string): string => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `statusId` → `status_id`. */
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A timestamp as `to_jsonb` writes it, in the session's time zone (`2026-11-25T15:26:44.123456+01:00`). */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2}(?::?\d{2})?|Z)$/;

/**
 * A timestamp in UTC (`2026-11-25T14:26:44.123456Z`), keeping PostgreSQL's fractional digits, so a
 * payload does not depend on the time zone of the session that wrote it.
 */
export function utcTimestamp(value: string): string {
  const match = TIMESTAMP.exec(value);
  if (!match) return value;
  const [, seconds, fraction = '', offset = 'Z'] = match;
  const iso = new Date(`${seconds}${offset === 'Z' ? 'Z' : offset.length === 3 ? `${offset}:00` : offset}`).toISOString();
  return `${iso.slice(0, 19)}${fraction}Z`;
}

/**
 * A stored row (`to_jsonb`, snake_case) as a payload: camelCase keys, timestamps (`*_at`) in UTC,
 * and nothing excluded: never-crossing and internal columns, search vectors, version and origin.
 */
export function toPayload(type: SyncType, row: Record<string, unknown>): Record<string, unknown> {
  const hidden = new Set<string>([...type.neverCrossing, ...type.internal, ...SYSTEM_COLUMNS]);
  const payload: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (hidden.has(column)) continue;
    payload[camelCase(column)] = column.endsWith('_at') && typeof value === 'string' ? utcTimestamp(value) : value;
  }
  return payload;
}
