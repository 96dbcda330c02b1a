import { useRefetchEvery } from '../api';
import { useQuery } from 'urql';
import { ConsoleTicketAgentSessionsDocument, type AgentSessionState } from '../generated/graphql';
import { Badge, ErrorNote, Loading, RefreshButton, when } from './ui';

/** How often the Agent tab refreshes while a session is running (the API has no subscription for agent events). */
const REFRESH_MS = 5000;

const STATE_COLOUR: Record<AgentSessionState, 'green' | 'amber' | 'red' | 'grey'> = {
  RUNNING: 'green',
  STALLED: 'amber',
  FAILED: 'red',
  ENDED: 'grey',
};

/** A ticket's Agent tab: each agent session's state, turns, tokens and timeline of events. */
export function AgentSessions({ ticketKey }: { ticketKey: string }) {
  const [{ data, error, fetching }, refresh] = useQuery({ query: ConsoleTicketAgentSessionsDocument, variables: { key: ticketKey } });
  const running = data?.ticket.agentSessions.some((session) => session.state === 'RUNNING') ?? false;
  useRefetchEvery(refresh, running ? REFRESH_MS : null);
  if (error && !data) return <ErrorNote error={error} />;
  if (!data) return <Loading what="Loading agent sessions" />;
  return (
    <section aria-label="Agent sessions">
      <div className="row-actions">
        <RefreshButton busy={fetching} refresh={refresh} />
        {running ? <small>Refreshing every {REFRESH_MS / 1000} s while an agent runs</small> : null}
      </div>
      {data.ticket.agentSessions.map((session) => (
        <article key={session.sessionId} className="agent-session">
          <header>
            <strong>
              <code>{session.sessionId}</code>
            </strong>{' '}
            <Badge colour={STATE_COLOUR[session.state]}>{session.state.toLowerCase()}</Badge>
            {session.endReason ? <small> {session.endReason}</small> : null}
          </header>
          <p>
            Turns: {session.turnsCompleted} completed, {session.turnsFailed} failed · Tokens: {session.totalTokens.toLocaleString()} ·
            Started {when(session.startedAt)} · Last event {when(session.lastEventAt)}
          </p>
          <ol className="timeline">
            {session.events.map((event) => (
              <li key={event.id}>
                <time dateTime={event.occurredAt}>{when(event.occurredAt)}</time> <strong>{event.event.replaceAll('_', ' ')}</strong>
                {event.reason ? <> · {event.reason}</> : null}
                {event.message ? <> · {event.message}</> : null}
                {event.totalTokens != null ? <small> · {event.totalTokens.toLocaleString()} tokens</small> : null}
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
