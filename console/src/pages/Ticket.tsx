import { useCallback, useRef, useState } from 'react';
import { Link, Navigate, useMatch, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { AgentSessions } from '../components/AgentSessions';
import { Attachments } from '../components/Attachments';
import { Markdown } from '../components/Markdown';
import { PageProblem, usePageTitle } from '../components/page';
import { Comments } from '../components/ticket/Comments';
import { DeleteTicket } from '../components/ticket/DeleteTicket';
import { EditTicket } from '../components/ticket/EditTicket';
import { ticketRights, type TicketData, type TicketRights } from '../components/ticket/rights';
import { TabPanel, Tabs } from '../components/ticket/Tabs';
import { TicketFacts } from '../components/ticket/TicketFacts';
import { TimeLogged } from '../components/ticket/TimeLogged';
import { Badge, Loading } from '../components/ui';
import { ConsoleTicketDocument } from '../generated/graphql';
import '../components/ticket/ticket.css';
import { useViewer } from '../viewer';

const TABS = [
  { id: 'details', label: 'Details' },
  { id: 'agent', label: 'Agent' },
] as const;

/**
 * A ticket (`/tickets/:key`): its fields, description, comments, files and time, edited by those who may; its Agent tab
 * (`/tickets/:key/agent`) when agents worked on it. An unknown ticket, or one hidden from you, is "Ticket not found".
 */
export default function Ticket() {
  const { key = '' } = useParams();
  const [{ data, error }, refresh] = useQuery({ query: ConsoleTicketDocument, variables: { key } });
  if (error && !data) {
    const notFound = error.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND');
    return (
      <PageProblem
        title={notFound ? 'Ticket not found' : 'The ticket could not be shown'}
        error={error}
        back={{ to: '/projects', label: 'Back to the projects' }}
      />
    );
  }
  if (!data) return <Loading what="Loading the ticket" />;
  return <TicketPage ticket={data.ticket} reload={() => refresh({ requestPolicy: 'network-only' })} />;
}

function TicketPage({ ticket, reload }: { ticket: TicketData; reload: () => void }) {
  usePageTitle(`${ticket.key} ${ticket.title}`, ticket.project.name);
  const { viewer } = useViewer();
  const rights = ticketRights(ticket, viewer);
  const navigate = useNavigate();
  const onAgentUrl = useMatch('/tickets/:key/agent') !== null;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // Closing the form puts the focus back on the button that opened it, once that button is rendered again (a frame
  // later was sometimes before React had rendered it, and the focus was lost).
  const focusEditButton = useRef(false);
  const editButton = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !focusEditButton.current) return;
    focusEditButton.current = false;
    button.focus();
  }, []);
  const hasAgent = ticket.agentSessions.length > 0;
  // The Agent tab's own URL on a ticket no agent worked on: its details.
  if (onAgentUrl && !hasAgent) return <Navigate to={`/tickets/${ticket.key}`} replace />;
  const tab = onAgentUrl ? 'agent' : 'details';

  const closeEditor = (changed: boolean) => {
    setEditing(false);
    setSaved(changed);
    focusEditButton.current = true;
    if (changed) reload();
  };

  const details = editing ? (
    <EditTicket ticket={ticket} onDone={closeEditor} />
  ) : (
    <Details ticket={ticket} rights={rights} reload={reload} />
  );
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
      {(rights.edit || rights.delete) && !editing && tab === 'details' ? (
        <div className="row-actions ticket-actions">
          {rights.edit ? (
            <button
              ref={editButton}
              type="button"
              className="small"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit ticket
            </button>
          ) : null}
          {rights.delete ? <DeleteTicket ticket={ticket} /> : null}
          {saved ? <p role="status">Saved.</p> : null}
        </div>
      ) : null}
      {hasAgent ? (
        <>
          <Tabs
            label="Ticket views"
            idPrefix="ticket"
            tabs={TABS}
            selected={tab}
            onSelect={(id) => void navigate(id === 'agent' ? `/tickets/${ticket.key}/agent` : `/tickets/${ticket.key}`)}
          />
          <TabPanel idPrefix="ticket" id={tab}>
            {tab === 'agent' ? <AgentSessions ticketKey={ticket.key} /> : details}
          </TabPanel>
        </>
      ) : (
        details
      )}
    </>
  );
}

function Details({ ticket, rights, reload }: { ticket: TicketData; rights: TicketRights; reload: () => void }) {
  return (
    <div className="ticket-layout">
      <div>
        <section aria-label="Description">
          {ticket.description ? <Markdown source={ticket.description} /> : <p className="empty">No description.</p>}
        </section>
        <Attachments ticketId={ticket.id} attachments={ticket.attachments} canAttach={rights.edit} onChange={reload} />
        <Comments ticket={ticket} canComment={rights.comment} reload={reload} />
      </div>
      <aside>
        <TicketFacts ticket={ticket} rights={rights} reload={reload} />
        <TimeLogged ticket={ticket} canLog={rights.edit} />
      </aside>
    </div>
  );
}
