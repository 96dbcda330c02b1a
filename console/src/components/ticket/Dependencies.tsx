import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useClient, useMutation, type CombinedError } from 'urql';
import { errorText } from '../../api';
import {
  ConsoleAddTicketDependencyDocument,
  ConsoleRemoveTicketDependencyDocument,
  ConsoleTicketByKeyDocument,
} from '../../generated/graphql';
import { ErrorNote } from '../ui';
import type { TicketData } from './rights';

type Direction = 'blockedBy' | 'blocks';

const HEADINGS: Record<Direction, { title: string; add: string; button: string }> = {
  blockedBy: { title: 'Blocked by', add: 'Key of a ticket this one waits for', button: 'Add blocker' },
  blocks: { title: 'Blocks', add: 'Key of a ticket waiting for this one', button: 'Add blocked ticket' },
};

/** The tickets this one waits for and those waiting for it; `canEdit`: add one by its key, remove one (`ticket:update` on both). */
export function Dependencies({ ticket, canEdit, reload }: { ticket: TicketData; canEdit: boolean; reload: () => void }) {
  return (
    <>
      <DependencyList ticket={ticket} direction="blockedBy" canEdit={canEdit} reload={reload} />
      <DependencyList ticket={ticket} direction="blocks" canEdit={canEdit} reload={reload} />
    </>
  );
}

function DependencyList({
  ticket,
  direction,
  canEdit,
  reload,
}: {
  ticket: TicketData;
  direction: Direction;
  canEdit: boolean;
  reload: () => void;
}) {
  const client = useClient();
  const [otherKey, setOtherKey] = useState('');
  const [failure, setFailure] = useState<CombinedError | undefined>();
  const [added, add] = useMutation(ConsoleAddTicketDependencyDocument);
  const [removed, remove] = useMutation(ConsoleRemoveTicketDependencyDocument);
  const headingId = `${direction}-heading`;
  const inputId = `${direction}-key`;
  /** The pair with this ticket on the side `direction` says. */
  const pair = (otherId: string) =>
    direction === 'blockedBy' ? { blockerId: otherId, blockedId: ticket.id } : { blockerId: ticket.id, blockedId: otherId };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    // The API names dependencies by id; the person types the key they see. A key they cannot see is the API's NOT_FOUND.
    const found = await client.query(ConsoleTicketByKeyDocument, { key: otherKey.trim() }, { requestPolicy: 'network-only' }).toPromise();
    if (!found.data) return setFailure(found.error);
    const answer = await add({ input: pair(found.data.ticket.id) });
    if (answer.error) return setFailure(answer.error);
    setOtherKey('');
    reload();
  };
  const unlink = async (otherId: string) => {
    setFailure(undefined);
    const answer = await remove({ input: pair(otherId) });
    if (answer.error) return setFailure(answer.error);
    reload();
  };

  const tickets = ticket[direction];
  return (
    <section aria-labelledby={headingId} className="dependencies">
      <h3 id={headingId}>{HEADINGS[direction].title}</h3>
      {tickets.length ? (
        <ul className="plain">
          {tickets.map((other) => (
            <li key={other.id}>
              <Link to={`/tickets/${other.key}`}>{other.key}</Link> {other.title}{' '}
              {canEdit ? (
                <button
                  type="button"
                  className="outline secondary small"
                  aria-label={`Remove ${other.key} from ${HEADINGS[direction].title.toLowerCase()}`}
                  aria-busy={removed.fetching}
                  onClick={() => void unlink(other.id)}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">None.</p>
      )}
      {canEdit ? (
        <form className="inline-form" onSubmit={(event) => void submit(event)}>
          <label htmlFor={inputId}>
            {HEADINGS[direction].add}
            <input id={inputId} name={inputId} required value={otherKey} onChange={(e) => setOtherKey(e.target.value)} />
          </label>
          <button type="submit" className="outline small" aria-busy={added.fetching}>
            {HEADINGS[direction].button}
          </button>
        </form>
      ) : null}
      <ErrorNote text={errorText(failure)} />
    </section>
  );
}
