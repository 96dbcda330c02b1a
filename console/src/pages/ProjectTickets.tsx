import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { FederationGlobe } from '../components/FederationGlobe';
import { ArrivalNotice, PageProblem, usePageTitle } from '../components/page';
import { CreateTicket } from '../components/tickets/CreateTicket';
import { ErrorRow, TicketPages, useReportPage } from '../components/tickets/TicketPages';
import { TicketRows, TicketTable, type ListSort } from '../components/tickets/TicketTable';
import { Empty, ErrorNote, Loading, personName } from '../components/ui';
import {
  ConsoleProjectTicketPageDocument,
  ConsoleProjectTicketsDocument,
  ConsoleSearchTicketsDocument,
  type ConsoleProjectTicketsQuery,
  type ConsoleProjectTicketsQueryVariables,
  type StatusCategory,
  type TicketOrderField,
} from '../generated/graphql';
import { isWorkspaceAdmin, useViewer } from '../viewer';

const CATEGORIES: { value: StatusCategory; label: string }[] = [
  { value: 'TODO', label: 'To do' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'IN_REVIEW', label: 'In review' },
  { value: 'DONE', label: 'Done' },
  { value: 'WONT_FIX', label: "Won't fix" },
];

const TICKET_LIST = { additionalTypenames: ['Ticket'] };

/** The `sort` values of the URL, and the direction a first click on the column sorts in (dates and urgency: most first). */
const SORTS: Record<string, { field: TicketOrderField; first: 'ASC' | 'DESC' }> = {
  key: { field: 'KEY', first: 'ASC' },
  title: { field: 'TITLE', first: 'ASC' },
  status: { field: 'STATUS', first: 'ASC' },
  priority: { field: 'PRIORITY', first: 'DESC' },
  updated: { field: 'UPDATED_AT', first: 'DESC' },
};

/**
 * How a filter, the search or the sort changes the URL: in place of the history entry, and rendered at once rather than in a
 * transition. The controls show the URL, so until it is rendered a select would still show its former value and the next
 * change would start from the former URL (Label: Any, then Status: Done, brought the label back).
 */
const LIST_NAVIGATION = { replace: true, flushSync: true };

type Filters = { statusCategory: StatusCategory[] | null; assigneeId: string | null; label: string | null };

const ticketCount = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/**
 * A project's tickets: filters, search and sort live in the URL (`status`, `assignee`, `label`, `q`, `sort` and `dir`), so a
 * list can be shared and reloaded. Unknown or hidden projects get the page that says so.
 */
export default function ProjectTickets() {
  const { key = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    statusCategory: params.get('status') ? [params.get('status') as StatusCategory] : null,
    assigneeId: params.get('assignee') || null,
    label: params.get('label') || null,
  };
  const sortBy = SORTS[params.get('sort') ?? ''];
  const sort: ListSort = sortBy ? { field: sortBy.field, direction: params.get('dir') === 'asc' ? 'ASC' : 'DESC' } : null;
  const [project] = useQuery({
    query: ConsoleProjectTicketsDocument,
    variables: { key, ...filters, orderBy: sort },
    context: TICKET_LIST,
  });
  const data = project.data?.project;
  if (project.error && !data) {
    // NOT_FOUND also answers a project you cannot see; anything else (the network, the server) is worded as a failed read.
    const unknown = project.error.graphQLErrors.some((error) => error.extensions?.code === 'NOT_FOUND');
    return (
      <PageProblem
        title={unknown ? 'Project not found' : 'Could not load the project'}
        error={project.error}
        back={{ to: '/projects', label: 'Back to projects' }}
      />
    );
  }
  if (!data) return <Loading what="Loading tickets" />;
  // The variables of the answer shown (while another loads, the previous one stays): later pages continue that list.
  const listed = (project.operation?.variables as ConsoleProjectTicketsQueryVariables | undefined) ?? { key, ...filters, orderBy: sort };
  return <ProjectTicketList project={data} filters={filters} listed={listed} sort={sort} params={params} setParams={setParams} />;
}

function ProjectTicketList({
  project,
  filters,
  listed,
  sort,
  params,
  setParams,
}: {
  project: ConsoleProjectTicketsQuery['project'];
  filters: Filters;
  listed: ConsoleProjectTicketsQueryVariables;
  sort: ListSort;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  usePageTitle(project.name);
  const { viewer } = useViewer();
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  const [created, setCreated] = useState<{ key: string; title: string } | null>(null);
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, LIST_NAVIGATION);
  };
  // A first click sorts a column its natural way; a click on the sorted column turns it around.
  const sortBy = (field: TicketOrderField) => {
    const [name, column] = Object.entries(SORTS).find(([, entry]) => entry.field === field)!;
    const direction = sort?.field === field ? (sort.direction === 'ASC' ? 'DESC' : 'ASC') : column.first;
    const next = new URLSearchParams(params);
    next.set('sort', name);
    next.set('dir', direction.toLowerCase());
    setParams(next, LIST_NAVIGATION);
  };
  // Project settings are for its admins (and workspace admins), as on the projects page; the API decides either way.
  const administers = isWorkspaceAdmin(viewer) || project.members.some((member) => member.user.id === viewer.id && member.role === 'ADMIN');
  const tickets = project.tickets;
  return (
    <>
      <header className="list-header">
        <hgroup>
          <h1>
            {project.name} <FederationGlobe pair={project.federationPair} />
          </h1>
          <p>{project.key}</p>
        </hgroup>
        {administers ? <Link to={`/projects/${project.key}/settings`}>Settings</Link> : null}
      </header>
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', search.trim());
        }}
      >
        <label>
          Search
          <input
            type="search"
            name="q"
            value={search}
            placeholder="Words, a phrase in quotes, or a key"
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label>
          Status
          <select name="status" value={params.get('status') ?? ''} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Any</option>
            {CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Assignee
          <select name="assignee" value={params.get('assignee') ?? ''} onChange={(e) => setFilter('assignee', e.target.value)}>
            <option value="">Anyone</option>
            {project.members.map((member) => (
              <option key={member.user.id} value={member.user.id}>
                {personName(member.user)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Label
          <select name="label" value={params.get('label') ?? ''} onChange={(e) => setFilter('label', e.target.value)}>
            <option value="">Any</option>
            {project.labels.map((label) => (
              <option key={label.id} value={label.name}>
                {label.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Search</button>
      </form>
      {/* Above the list, which grows as it scrolls: the form and what it said stay where they are when more tickets load. */}
      <ArrivalNotice />
      <p role="status" className="created-note">
        {created ? (
          <>
            Created {created.key}: {created.title}. <Link to={`/tickets/${created.key}`}>Open {created.key}</Link>
          </>
        ) : null}
      </p>
      <CreateTicket projectKey={project.key} onCreated={setCreated} />
      {query ? (
        <SearchResults key={params.toString()} projectKey={project.key} query={query} filters={filters} />
      ) : (
        <>
          <p className="list-count" aria-live="polite">
            {ticketCount(tickets.totalCount)}
          </p>
          {tickets.nodes.length === 0 ? (
            <Empty>No tickets match.</Empty>
          ) : (
            // Keyed by the list shown and where its first page ends: another list, or a first page that no longer ends where
            // the next one starts (a ticket created or moved in), starts again from its first page.
            <TicketPages
              key={JSON.stringify([listed, tickets.pageInfo.endCursor])}
              first={tickets}
              table={(rows) => (
                <TicketTable sort={sort} onSort={sortBy}>
                  {rows}
                </TicketTable>
              )}
              renderPage={(after, onLoaded) => <ProjectTicketPage list={listed} after={after} onLoaded={onLoaded} />}
            />
          )}
        </>
      )}
    </>
  );
}

type PageProps = { after: string; onLoaded?: Parameters<typeof useReportPage>[1] };

/** A later page of a project's list, a query of its own (the project's header is not read again). */
function ProjectTicketPage({ list, after, onLoaded }: PageProps & { list: ConsoleProjectTicketsQueryVariables }) {
  const [{ data, error }] = useQuery({
    query: ConsoleProjectTicketPageDocument,
    variables: { ...list, after },
    context: TICKET_LIST,
  });
  useReportPage(data?.project.tickets.pageInfo, onLoaded);
  if (error) return <ErrorRow error={error} />;
  return data ? <TicketRows tickets={data.project.tickets.nodes} /> : null;
}

/** A later page of search results. */
function SearchPage({ variables, after, onLoaded }: PageProps & { variables: SearchVariables }) {
  const [{ data, error }] = useQuery({ query: ConsoleSearchTicketsDocument, variables: { ...variables, after }, context: TICKET_LIST });
  useReportPage(data?.searchTickets.pageInfo, onLoaded);
  if (error) return <ErrorRow error={error} />;
  return data ? <TicketRows tickets={data.searchTickets.nodes} /> : null;
}

type SearchVariables = { projectKey: string; query: string } & Filters;

/** Search results, by relevance (so the headers do not sort), paged as the list is. */
function SearchResults({ projectKey, query, filters }: { projectKey: string; query: string; filters: Filters }) {
  const variables: SearchVariables = { projectKey, query, ...filters };
  const [{ data, error, fetching }] = useQuery({ query: ConsoleSearchTicketsDocument, variables, context: TICKET_LIST });
  if (error) return <ErrorNote error={error} />;
  if (!data) return fetching ? <Loading what="Searching" /> : null;
  const results = data.searchTickets;
  return (
    <>
      <p className="list-count" aria-live="polite">
        {ticketCount(results.totalCount)} match “{query}”
      </p>
      {results.nodes.length ? (
        <TicketPages
          key={results.pageInfo.endCursor}
          first={results}
          table={(rows) => <TicketTable>{rows}</TicketTable>}
          renderPage={(after, onLoaded) => <SearchPage variables={variables} after={after} onLoaded={onLoaded} />}
        />
      ) : (
        <Empty>No ticket matches “{query}”.</Empty>
      )}
    </>
  );
}
