/**
 * The 18 entity types that federation moves between instances, by their wire names (SPEC.md, B).
 * The workspace's change feed and the federation subgraph's scope, id map and conflicts all use them.
 */
export const syncEntityTypes = [
  'project',
  'milestone',
  'label',
  'version',
  'ticket_status',
  'ticket',
  'ticket_assignment',
  'ticket_label',
  'ticket_acl',
  'ticket_dependency',
  'comment',
  'time_entry',
  'project_member',
  'doc_space',
  'doc',
  'doc_revision',
  'attachment',
  'project_template',
] as const;
export type SyncEntityType = (typeof syncEntityTypes)[number];

export const isSyncEntityType = (value: string): value is SyncEntityType => (syncEntityTypes as readonly string[]).includes(value);

/**
 * Payload fields a project pair's mask may name, per type: the ones a receiver can do without (the
 * column is nullable or has a default, and nothing points through it that a row needs). Ids,
 * references that hold the project's structure together and required values are never maskable.
 * `sync.int.test.ts` checks each against the workspace's columns.
 */
export const maskableFields: Readonly<Record<SyncEntityType, readonly string[]>> = {
  project: ['description', 'gitRepositoryUrl'],
  milestone: ['description', 'dueDate'],
  label: [],
  version: ['description', 'releaseDate', 'released'],
  ticket_status: [],
  ticket: ['description', 'priority', 'milestoneId', 'versionId', 'estimatedMinutes'],
  ticket_assignment: [],
  ticket_label: [],
  ticket_acl: [],
  ticket_dependency: [],
  comment: [],
  time_entry: ['note', 'billable'],
  project_member: [],
  doc_space: ['description'],
  doc: [],
  doc_revision: [],
  attachment: [],
  project_template: [],
};
