import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { formError } from '../../api';
import { ConsoleLogTimeDocument } from '../../generated/graphql';
import { ErrorNote, Field } from '../ui';
import type { TicketData } from './rights';

/** Minutes as "1 h 30 min". */
export const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/** Time logged against the estimate; `canLog`: a form to log more (`ticket:update`). */
export function TimeLogged({ ticket, canLog }: { ticket: TicketData; canLog: boolean }) {
  const [minutes, setMinutes] = useState('');
  const [result, logTime] = useMutation(ConsoleLogTimeDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const durationMinutes = Number(minutes);
    const answer = await logTime({
      input: { ticketId: ticket.id, durationMinutes, startedAt: new Date(Date.now() - durationMinutes * 60_000).toISOString() },
    });
    if (answer.data) setMinutes('');
  };
  return (
    <section aria-labelledby="time-heading">
      <h3 id="time-heading">Time</h3>
      <p>
        Logged: <strong data-testid="logged">{hours(ticket.loggedMinutes)}</strong>
        {ticket.estimatedMinutes != null ? <> of {hours(ticket.estimatedMinutes)} estimated</> : null}
      </p>
      {canLog ? (
        <form onSubmit={(event) => void submit(event)}>
          <Field
            label="Log minutes"
            name="durationMinutes"
            type="number"
            min={1}
            required
            value={minutes}
            error={result.error}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <ErrorNote text={formError(result.error, ['durationMinutes'])} />
          <button type="submit" className="outline small" aria-busy={result.fetching}>
            Log time
          </button>
        </form>
      ) : null}
    </section>
  );
}
