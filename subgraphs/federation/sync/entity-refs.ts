import type { SyncEntityType } from '../../../core/sync-entity-types.js';

/** What a payload field may point at: another synced entity, or a person (mapped to a placeholder). */
export type RefTarget = SyncEntityType | 'user';

/**
 * The payload fields of each entity type that hold ids, and what they point at. Sending, an id this
 * side got from the peer goes back as the peer's own; receiving, every id is mapped through the
 * link's id map: nothing a peer sends reaches a row it was not given or did not create.
 */
export const entityRefs: Record<SyncEntityType, Readonly<Record<string, RefTarget>>> = {
  project: { createdById: 'user' },
  milestone: { projectId: 'project' },
  label: { projectId: 'project' },
  version: { projectId: 'project' },
  ticket_status: { projectId: 'project' },
  ticket: { projectId: 'project', statusId: 'ticket_status', milestoneId: 'milestone', versionId: 'version', reporterId: 'user' },
  ticket_assignment: { ticketId: 'ticket', userId: 'user' },
  ticket_label: { ticketId: 'ticket', labelId: 'label' },
  ticket_acl: { ticketId: 'ticket', userId: 'user' },
  ticket_dependency: { blockerId: 'ticket', blockedId: 'ticket' },
  comment: { ticketId: 'ticket', authorId: 'user' },
  time_entry: { ticketId: 'ticket', projectId: 'project', userId: 'user' },
  project_member: { projectId: 'project', userId: 'user' },
  doc_space: { projectId: 'project' },
  doc: { projectId: 'project', spaceId: 'doc_space', createdById: 'user', updatedById: 'user' },
  doc_revision: { docId: 'doc', authorId: 'user' },
  attachment: { projectId: 'project', ticketId: 'ticket', commentId: 'comment', docId: 'doc', uploadedById: 'user' },
  project_template: { sourceProjectId: 'project', createdById: 'user' },
};
