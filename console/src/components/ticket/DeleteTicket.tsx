import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { ConsoleDeleteTicketDocument } from '../../generated/graphql';
import { withNotice } from '../page';
import { ErrorNote } from '../ui';
import type { TicketData } from './rights';

/**
 * "Delete ticket" and its confirmation dialog (`deleteTicket`, `ticket:delete`): once deleted, back to the project's list,
 * with a notice in the navigation state for the list to show.
 */
export function DeleteTicket({ ticket }: { ticket: TicketData }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const [result, deleteTicket] = useMutation(ConsoleDeleteTicketDocument);
  const confirm = async () => {
    const answer = await deleteTicket({ id: ticket.id });
    if (answer.data?.deleteTicket) void navigate(`/projects/${ticket.project.key}`, withNotice(`Deleted ${ticket.key} ${ticket.title}.`));
  };
  return (
    <>
      <button type="button" className="outline secondary small" onClick={() => dialog.current?.showModal()}>
        Delete ticket
      </button>
      <dialog ref={dialog} aria-labelledby="delete-ticket-heading">
        <article>
          <h2 id="delete-ticket-heading">Delete {ticket.key}?</h2>
          <p>“{ticket.title}” goes for good, with its comments and its dependencies. This cannot be undone.</p>
          <ErrorNote error={result.error} />
          <footer className="row-actions">
            <button type="button" className="outline secondary" autoFocus onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="button" className="danger" aria-busy={result.fetching} onClick={() => void confirm()}>
              Delete {ticket.key}
            </button>
          </footer>
        </article>
      </dialog>
    </>
  );
}
