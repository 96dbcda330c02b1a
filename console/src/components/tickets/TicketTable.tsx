import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConsoleTicketRowFragment, StatusCategory, TicketOrderField } from '../../generated/graphql';
import { Badge, personName } from '../ui';

/** A list's sort as the URL and the API know it; null: the API's default, newest first. */
export type ListSort = { field: TicketOrderField; direction: 'ASC' | 'DESC' } | null;

const CATEGORY_COLOUR: Record<StatusCategory, 'grey' | 'amber' | 'green' | 'red'> = {
  TODO: 'grey',
  IN_PROGRESS: 'amber',
  IN_REVIEW: 'amber',
  DONE: 'green',
  WONT_FIX: 'red',
};

/** The columns, and the order each sortable one lists by. */
const COLUMNS: { label: string; sort?: TicketOrderField }[] = [
  { label: 'Key', sort: 'KEY' },
  { label: 'Title', sort: 'TITLE' },
  { label: 'Status', sort: 'STATUS' },
  { label: 'Priority', sort: 'PRIORITY' },
  { label: 'Assignees' },
  { label: 'Labels' },
  { label: 'Updated', sort: 'UPDATED_AT' },
];

/**
 * The ticket table: fixed columns that always fit the page (a long title is cut with an ellipsis, whole in its tooltip and
 * its link's name), stacked into cards on a phone (styles.css, "Ticket list"). With `onSort`, the sortable headers are
 * buttons and the sorted one says so (`aria-sort`); without (search results, by relevance), they are plain.
 */
export function TicketTable({
  sort,
  onSort,
  children,
}: {
  sort?: ListSort;
  onSort?: (field: TicketOrderField) => void;
  children: ReactNode;
}) {
  return (
    <div className="ticket-list">
      <table className="tickets">
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const sorted = sort && column.sort === sort.field ? sort.direction : null;
              return (
                <th
                  key={column.label}
                  scope="col"
                  className={`col-${column.label.toLowerCase()}`}
                  aria-sort={sorted ? (sorted === 'ASC' ? 'ascending' : 'descending') : undefined}
                >
                  {onSort && column.sort ? (
                    <button type="button" className="sort" onClick={() => onSort(column.sort!)}>
                      {column.label}
                      <span aria-hidden="true">{sorted === 'ASC' ? ' ▲' : sorted === 'DESC' ? ' ▼' : ''}</span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function TicketRows({ tickets }: { tickets: ConsoleTicketRowFragment[] }) {
  return (
    <tbody>
      {tickets.map((ticket) => (
        <tr key={ticket.id}>
          <td data-label="Key" className="col-key">
            <Link to={`/tickets/${ticket.key}`}>{ticket.key}</Link>
          </td>
          <td data-label="Title" className="col-title">
            <span className="title-line">
              <Link to={`/tickets/${ticket.key}`} title={ticket.title}>
                {ticket.title}
              </Link>
              {ticket.private ? <Badge colour="grey">private</Badge> : null}
            </span>
          </td>
          <td data-label="Status">
            <Badge colour={CATEGORY_COLOUR[ticket.status.category]}>{ticket.status.name}</Badge>
          </td>
          <td data-label="Priority">{ticket.priority.toLowerCase()}</td>
          <td data-label="Assignees">{ticket.assignees.map(personName).join(', ') || '—'}</td>
          <td data-label="Labels">{ticket.labels.map((label) => label.name).join(', ') || '—'}</td>
          <td data-label="Updated">
            <time dateTime={ticket.updatedAt} title={new Date(ticket.updatedAt).toLocaleString()}>
              {shortDate.format(new Date(ticket.updatedAt))}
            </time>
          </td>
        </tr>
      ))}
    </tbody>
  );
}
