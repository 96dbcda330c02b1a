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
