import { Migration } from '@mikro-orm/migrations';

/**
 * Lifecycle events of coding-agent sessions on tickets, pushed by an orchestrator. A retried push
 * of the same event (ticket, session, event, time) is stored once.
 */
export class Migration0006AgentEvents extends Migration {
  override up(): void {
    this.addSql(`
create table agent_events (
  id uuid primary key,
  ticket_id uuid not null references tickets (id) on delete cascade,
  session_id text not null check (char_length(session_id) between 1 and 200),
  event text not null,
  occurred_at timestamptz not null,
  reason text,
  message text,
  input_tokens bigint check (input_tokens >= 0),
  output_tokens bigint check (output_tokens >= 0),
  total_tokens bigint check (total_tokens >= 0),
  reported_by_id uuid not null references users (id),
  created_at timestamptz not null,
  unique (ticket_id, session_id, event, occurred_at)
);
create index agent_events_ticket_idx on agent_events (ticket_id, occurred_at);
`);
  }
}
