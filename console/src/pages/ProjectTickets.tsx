import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { formError } from '../api';
import { FederationGlobe } from '../components/FederationGlobe';
import { Badge, DataTable, Empty, ErrorNote, Field, Loading, personName } from '../components/ui';
import {
  ConsoleCreateTicketDocument,
  ConsoleProjectTicketsDocument,
  ConsoleSearchTicketsDocument,
  type ConsoleTicketRowFragment,
  type StatusCategory,
} from '../generated/graphql';

const CATEGORIES: { value: StatusCategory; label: string }[] = [
  { value: 'TODO', label: 'To do' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'IN_REVIEW', label: 'In review' },
  { value: 'DONE', label: 'Done' },
  { value: 'WONT_FIX', label: "Won't fix" },
];

const TICKET_LIST = { additionalTypenames: ['Ticket'] };

/** A project's tickets: filters and search live in the URL, so a filtered list can be shared and reloaded. */
export default function ProjectTickets() {
  const { key = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = {
    statusCategory: params.get('status') ? [params.get('status') as StatusCategory] : null,
    assigneeId: params.get('assignee') || null,
    label: params.get('label') || null,
  };
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  const [project] = useQuery({ query: ConsoleProjectTicketsDocument, variables: { key, ...filters }, context: TICKET_LIST });
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const data = project.data?.project;
  if (project.error && !data) return <ErrorNote error={project.error} />;
  if (!data) return <Loading what="Loading tickets" />;

  return (
    <>
      <hgroup>
        <h1>
          {data.name} <FederationGlobe pair={data.federationPair} />
        </h1>
        <p>{data.key}</p>
      </hgroup>
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
            {data.members.map((member) => (
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
            {data.labels.map((label) => (
              <option key={label.id} value={label.name}>
                {label.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Search</button>
      </form>
      {query ? (
        <SearchResults projectKey={key} query={query} filters={filters} />
      ) : data.tickets.nodes.length === 0 ? (
        <Empty>No tickets match.</Empty>
      ) : (
        // Keyed by the filters: other filters start again from the first page.
        <TicketPages key={params.toString()} projectKey={key} filters={filters} first={data.tickets} />
      )}
      <CreateTicket projectKey={key} />
    </>
  );
}

type Filters = { statusCategory: StatusCategory[] | null; assigneeId: string | null; label: string | null };
type Page = { nodes: ConsoleTicketRowFragment[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } };

/**
 * The first page, then one more per "Load more", each a query of its own keyed by the cursor it starts after, all in one
 * table (a `<tbody>` a page).
 */
function TicketPages({ projectKey, filters, first }: { projectKey: string; filters: Filters; first: Page }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const [lastInfo, setLastInfo] = useState<Page['pageInfo'] | null>(null);
  const info = cursors.length === 0 ? first.pageInfo : lastInfo;
  return (
    <>
      <TicketTable>
        <TicketRows tickets={first.nodes} />
        {cursors.map((after, index) => (
          <MorePage
            key={after}
            projectKey={projectKey}
            after={after}
            filters={filters}
            onLoaded={index === cursors.length - 1 ? setLastInfo : undefined}
          />
        ))}
      </TicketTable>
      {info?.hasNextPage && info.endCursor ? (
        <button
          type="button"
          className="outline"
          onClick={() => {
            setLastInfo(null);
            setCursors([...cursors, info.endCursor!]);
          }}
        >
          Load more
        </button>
      ) : null}
    </>
  );
}

function MorePage(props: { projectKey: string; after: string; filters: Filters; onLoaded?: (info: Page['pageInfo']) => void }) {
  const [{ data, error }] = useQuery({
    query: ConsoleProjectTicketsDocument,
    variables: { key: props.projectKey, after: props.after, ...props.filters },
  });
  const info = data?.project.tickets.pageInfo;
  const { onLoaded } = props;
  useEffect(() => {
    if (info) onLoaded?.(info);
  }, [info, onLoaded]);
  if (error) return <ErrorRow error={error} />;
  return data ? <TicketRows tickets={data.project.tickets.nodes} /> : null;
}

const ErrorRow = ({ error }: { error: CombinedError }) => (
  <tbody>
    <tr>
      <td colSpan={6}>
        <ErrorNote error={error} />
      </td>
    </tr>
  </tbody>
);

function SearchResults({ projectKey, query, filters }: { projectKey: string; query: string; filters: Filters }) {
  const [{ data, error, fetching }] = useQuery({ query: ConsoleSearchTicketsDocument, variables: { projectKey, query, ...filters } });
  if (error) return <ErrorNote error={error} />;
  if (!data) return fetching ? <Loading what="Searching" /> : null;
  return data.searchTickets.nodes.length ? (
    <TicketTable>
      <TicketRows tickets={data.searchTickets.nodes} />
    </TicketTable>
  ) : (
    <Empty>No ticket matches “{query}”.</Empty>
  );
}

const CATEGORY_COLOUR: Record<StatusCategory, 'grey' | 'amber' | 'green' | 'red'> = {
  TODO: 'grey',
  IN_PROGRESS: 'amber',
  IN_REVIEW: 'amber',
  DONE: 'green',
  WONT_FIX: 'red',
};

function TicketTable({ children }: { children: React.ReactNode }) {
  return (
    <DataTable headers={['Key', 'Title', 'Status', 'Priority', 'Assignees', 'Labels']} className="tickets">
      {children}
    </DataTable>
  );
}

function TicketRows({ tickets }: { tickets: ConsoleTicketRowFragment[] }) {
  return (
    <tbody>
      {tickets.map((ticket) => (
        <tr key={ticket.id}>
          <td>
            <Link to={`/tickets/${ticket.key}`}>{ticket.key}</Link>
          </td>
          <td>
            {ticket.title} {ticket.private ? <Badge colour="grey">private</Badge> : null}
          </td>
          <td>
            <Badge colour={CATEGORY_COLOUR[ticket.status.category]}>{ticket.status.name}</Badge>
          </td>
          <td>{ticket.priority.toLowerCase()}</td>
          <td>{ticket.assignees.map(personName).join(', ')}</td>
          <td>{ticket.labels.map((label) => label.name).join(', ')}</td>
        </tr>
      ))}
    </tbody>
  );
}

function CreateTicket({ projectKey }: { projectKey: string }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [result, create] = useMutation(ConsoleCreateTicketDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { projectKey, title, description } });
    if (answer.data) {
      setTitle('');
      setDescription('');
    }
  };
  return (
    <details>
      <summary role="button" className="outline">
        New ticket
      </summary>
      <form onSubmit={(event) => void submit(event)}>
        <Field label="Title" name="title" required value={title} error={result.error} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor="field-description">
          Description (Markdown)
          <textarea
            id="field-description"
            name="description"
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <ErrorNote text={formError(result.error, ['title'])} />
        <button type="submit" aria-busy={result.fetching}>
          Create ticket
        </button>
      </form>
    </details>
  );
}
