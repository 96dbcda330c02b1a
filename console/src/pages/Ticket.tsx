import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../api';
import { AgentSessions } from '../components/AgentSessions';
import { Attachments } from '../components/Attachments';
import { Markdown } from '../components/Markdown';
import { Badge, ErrorNote, Field, Loading, personName, when } from '../components/ui';
import {
  ConsoleCreateCommentDocument,
  ConsoleLogTimeDocument,
  ConsoleTicketDocument,
  ConsoleUpdateTicketDocument,
  type ConsoleTicketQuery,
  type TicketPriority,
} from '../generated/graphql';

type TicketData = ConsoleTicketQuery['ticket'];
const PRIORITIES: TicketPriority[] = ['BLOCKER', 'HIGH', 'NORMAL', 'LOW', 'TRIVIAL'];
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/** A ticket: its fields, description, comments, files and time; its Agent tab when agents worked on it. */
export default function Ticket() {
  const { key = '' } = useParams();
  const [tab, setTab] = useState<'details' | 'agent'>('details');
  const [{ data, error }, refresh] = useQuery({ query: ConsoleTicketDocument, variables: { key } });
  if (error && !data) return <ErrorNote error={error} />;
  if (!data) return <Loading what="Loading the ticket" />;
  const ticket = data.ticket;
  const reload = () => refresh({ requestPolicy: 'network-only' });
  const hasAgent = ticket.agentSessions.length > 0;

  return (
    <>
      <nav aria-label="Breadcrumb">
        <ul>
          <li>
            <Link to={`/projects/${ticket.project.key}`}>{ticket.project.name}</Link>
          </li>
          <li>{ticket.key}</li>
        </ul>
      </nav>
      <h1>
        {ticket.title} {ticket.private ? <Badge colour="grey">private</Badge> : null}
      </h1>
      {hasAgent ? (
        <div role="tablist" className="tabs">
          <button type="button" role="tab" aria-selected={tab === 'details'} onClick={() => setTab('details')}>
            Details
          </button>
          <button type="button" role="tab" aria-selected={tab === 'agent'} onClick={() => setTab('agent')}>
            Agent
          </button>
        </div>
      ) : null}
      {tab === 'agent' && hasAgent ? <AgentSessions ticketKey={ticket.key} /> : <Details ticket={ticket} reload={reload} />}
    </>
  );
}

function Details({ ticket, reload }: { ticket: TicketData; reload: () => void }) {
  return (
    <div className="ticket-layout">
      <div>
        <section aria-label="Description">
          {ticket.description ? <Markdown source={ticket.description} /> : <p className="empty">No description.</p>}
        </section>
        <Attachments ticketId={ticket.id} attachments={ticket.attachments} onChange={reload} />
        <Comments ticket={ticket} reload={reload} />
      </div>
      <aside>
        <Fields ticket={ticket} />
        <dl>
          <dt>Reporter</dt>
          <dd>{personName(ticket.reporter)}</dd>
          <dt>Assignees</dt>
          <dd>{ticket.assignees.map(personName).join(', ') || '—'}</dd>
          <dt>Labels</dt>
          <dd>{ticket.labels.map((label) => label.name).join(', ') || '—'}</dd>
          {ticket.milestone ? (
            <>
              <dt>Milestone</dt>
              <dd>{ticket.milestone.name}</dd>
            </>
          ) : null}
          <dt>Blocked by</dt>
          <dd>
            <TicketLinks tickets={ticket.blockedBy} />
          </dd>
          <dt>Blocks</dt>
          <dd>
            <TicketLinks tickets={ticket.blocks} />
          </dd>
          <dt>Created</dt>
          <dd>{when(ticket.createdAt)}</dd>
        </dl>
        <TimeLogged ticket={ticket} />
      </aside>
    </div>
  );
}

const TicketLinks = ({ tickets }: { tickets: { id: string; key: string; title: string }[] }) =>
  tickets.length ? (
    <ul className="plain">
      {tickets.map((other) => (
        <li key={other.id}>
          <Link to={`/tickets/${other.key}`}>{other.key}</Link> {other.title}
        </li>
      ))}
    </ul>
  ) : (
    <>—</>
  );

/** Status and priority, changed in place. */
function Fields({ ticket }: { ticket: TicketData }) {
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

function TimeLogged({ ticket }: { ticket: TicketData }) {
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
    </section>
  );
}

function Comments({ ticket, reload }: { ticket: TicketData; reload: () => void }) {
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [result, comment] = useMutation(ConsoleCreateCommentDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await comment({ input: { ticketId: ticket.id, body, internal } });
    if (answer.data) {
      setBody('');
      setInternal(false);
      reload();
    }
  };
  return (
    <section aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments ({ticket.commentCount})</h2>
      {ticket.comments.nodes.map((item) => (
        <article key={item.id} className={item.internal ? 'comment internal' : 'comment'}>
          <header>
            <strong>{personName(item.author)}</strong> <small>{when(item.createdAt)}</small>{' '}
            {item.internal ? <Badge colour="amber">internal</Badge> : null}
          </header>
          <Markdown source={item.body} />
        </article>
      ))}
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="comment-body">
          Add a comment (Markdown)
          <textarea id="comment-body" name="body" rows={3} required value={body} onChange={(e) => setBody(e.target.value)} />
        </label>
        <label>
          <input type="checkbox" role="switch" checked={internal} onChange={(e) => setInternal(e.target.checked)} /> Internal (staff only)
        </label>
        <ErrorNote error={result.error} />
        <button type="submit" aria-busy={result.fetching}>
          Comment
        </button>
      </form>
    </section>
  );
}
