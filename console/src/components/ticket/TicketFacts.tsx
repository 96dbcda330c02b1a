import { useMutation } from 'urql';
import { ConsoleUpdateTicketDocument, type TicketPriority } from '../../generated/graphql';
import { ErrorNote, personName, when } from '../ui';
import { Dependencies } from './Dependencies';
import type { TicketData, TicketRights } from './rights';
import { hours } from './TimeLogged';

const PRIORITIES: TicketPriority[] = ['BLOCKER', 'HIGH', 'NORMAL', 'LOW', 'TRIVIAL'];

/** The ticket's fields beside its description: status and priority changed in place by those who may, the rest as facts. */
export function TicketFacts({ ticket, rights, reload }: { ticket: TicketData; rights: TicketRights; reload: () => void }) {
  return (
    <>
      {rights.edit ? <StatusAndPriority ticket={ticket} /> : null}
      <dl>
        {rights.edit ? null : (
          <>
            <dt>Status</dt>
            <dd>{ticket.status.name}</dd>
            <dt>Priority</dt>
            <dd>{ticket.priority.toLowerCase()}</dd>
          </>
        )}
        <dt>Reporter</dt>
        <dd>{personName(ticket.reporter)}</dd>
        <dt>Assignees</dt>
        <dd data-testid="assignees">{ticket.assignees.map(personName).join(', ') || '—'}</dd>
        <dt>Labels</dt>
        <dd data-testid="labels">{ticket.labels.map((label) => label.name).join(', ') || '—'}</dd>
        <dt>Milestone</dt>
        <dd data-testid="milestone">{ticket.milestone?.name ?? '—'}</dd>
        <dt>Version</dt>
        <dd data-testid="version">{ticket.version?.name ?? '—'}</dd>
        <dt>Estimate</dt>
        <dd data-testid="estimate">{ticket.estimatedMinutes != null ? hours(ticket.estimatedMinutes) : '—'}</dd>
        {ticket.private ? (
          <>
            <dt>Who may see it</dt>
            <dd data-testid="access-list">{ticket.accessList.map(personName).join(', ')}</dd>
          </>
        ) : null}
        <dt>Created</dt>
        <dd>{when(ticket.createdAt)}</dd>
      </dl>
      <Dependencies ticket={ticket} canEdit={rights.edit} reload={reload} />
    </>
  );
}

/** Status and priority, changed in place. */
function StatusAndPriority({ ticket }: { ticket: TicketData }) {
  const [result, update] = useMutation(ConsoleUpdateTicketDocument);
  return (
    <>
      <label htmlFor="ticket-status">
        Status
        <select
          id="ticket-status"
          value={ticket.status.id}
          onChange={(e) => void update({ input: { id: ticket.id, statusId: e.target.value } })}
        >
          {ticket.project.statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor="ticket-priority">
        Priority
        <select
          id="ticket-priority"
          value={ticket.priority}
          onChange={(e) => void update({ input: { id: ticket.id, priority: e.target.value as TicketPriority } })}
        >
          {PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority.toLowerCase()}
            </option>
          ))}
        </select>
      </label>
      <ErrorNote error={result.error} />
    </>
  );
}
