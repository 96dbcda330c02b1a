import { Migration } from '@mikro-orm/migrations';

/**
 * Attachments of tickets, comments and docs: file name, sniffed content type, size and the SHA-256
 * under which the content store keeps the bytes (identical files share one stored copy). Exactly
 * one parent; deleting the parent deletes its attachments.
 */
export class Migration0012Attachments extends Migration {
  override up(): void {
    this.addSql(`
create table attachments (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade deferrable initially deferred,
  ticket_id uuid references tickets (id) on delete cascade deferrable initially deferred,
  comment_id uuid references comments (id) on delete cascade deferrable initially deferred,
  doc_id uuid references docs (id) on delete cascade deferrable initially deferred,
  filename text not null check (char_length(filename) between 1 and 255),
  content_type text not null,
  size bigint not null check (size >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_by_id uuid not null references users (id) deferrable initially deferred,
  created_at timestamptz not null,
  check (num_nonnulls(ticket_id, comment_id, doc_id) = 1)
);
create index attachments_ticket_idx on attachments (ticket_id, id) where ticket_id is not null;
create index attachments_comment_idx on attachments (comment_id, id) where comment_id is not null;
create index attachments_doc_idx on attachments (doc_id, id) where doc_id is not null;
create index attachments_sha256_idx on attachments (sha256);
`);
  }
}
