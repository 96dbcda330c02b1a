import { useCallback, useState } from 'react';
import { useQuery, type CombinedError, type OperationContext } from 'urql';
import { typeLabel } from '../federation';
import {
  ConsoleFederationLinkEventsDocument,
  ConsoleProjectFederationEventsDocument,
  type ConsoleFederationLinkEventFieldsFragment as LinkEvent,
  type FederationLinkEventStatus,
} from '../generated/graphql';
import { useRefetchOnPoll } from './FederationConflicts';
import { Badge, DataTable, ErrorNote, Loading, when } from './ui';
import './federation-views.css';

/** The history may be empty for a filter (no type named then): refetched when the link or pair changes all the same. */
const EVENTS = { additionalTypenames: ['FederationLink', 'ProjectFederationPair', 'FederationConflict'] };

const STATES: Record<FederationLinkEventStatus, { colour: 'green' | 'amber' | 'red' | 'grey'; label: string }> = {
  PENDING: { colour: 'amber', label: 'Pending' },
  APPLIED: { colour: 'green', label: 'Applied' },
  FAILED: { colour: 'red', label: 'Failed' },
  DRY_RUN: { colour: 'grey', label: 'Dry-run' },
};

interface Paging {
  status: FederationLinkEventStatus | null;
  /** The cursors of the pages shown before this one, newest first; the last is this page's. */
  cursors: Array<string | null>;
}

interface HistoryPage {
  nodes: LinkEvent[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** An instance link's event history (Admin, Federation), loaded when opened. */
export function LinkHistory({ linkId, polledAt }: { linkId: string; polledAt: string | null }) {
  const [open, setOpen] = useState(false);
  const [paging, setPaging] = useState<Paging>({ status: null, cursors: [null] });
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ConsoleFederationLinkEventsDocument,
    variables: { linkId, status: paging.status, after: paging.cursors.at(-1) ?? null },
    context: EVENTS,
    pause: !open,
  });
  return (
    <History
      open={open}
      onToggle={setOpen}
      paging={paging}
      onPage={setPaging}
      page={data?.federationLinkEvents}
      error={error}
      fetching={fetching}
      polledAt={polledAt}
      refetch={refetch}
    />
  );
}

/** A project pair's event history (Project Settings, Federation), loaded when opened. */
export function PairHistory({ projectId, polledAt }: { projectId: string; polledAt: string | null }) {
  const [open, setOpen] = useState(false);
  const [paging, setPaging] = useState<Paging>({ status: null, cursors: [null] });
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ConsoleProjectFederationEventsDocument,
    variables: { projectId, status: paging.status, after: paging.cursors.at(-1) ?? null },
    context: EVENTS,
    pause: !open,
  });
  return (
    <History
      open={open}
      onToggle={setOpen}
      paging={paging}
      onPage={setPaging}
      page={data?.projectFederationPair?.events}
      error={error}
      fetching={fetching}
      polledAt={polledAt}
      refetch={refetch}
    />
  );
}

/**
 * Every event fetched from the peer, newest first, with its state: pending, applied, failed (its error and next retry) or
 * dry-run (logged while the link was in dry-run, neither applied nor acknowledged). Filtered by state, paged back in time.
 */
function History({
  open,
  onToggle,
  paging,
  onPage,
  page,
  error,
  fetching,
  polledAt,
  refetch,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
  paging: Paging;
  onPage: (paging: Paging) => void;
  page: HistoryPage | undefined;
  error: CombinedError | undefined;
  fetching: boolean;
  polledAt: string | null;
  refetch: (context: Partial<OperationContext>) => void;
}) {
  // A closed history is not loaded: a poll since is seen when it is opened.
  const refetchOpen = useCallback((context: Partial<OperationContext>) => (open ? refetch(context) : undefined), [open, refetch]);
  useRefetchOnPoll(polledAt, refetchOpen);
  const events = page?.nodes ?? [];
  const newest = paging.cursors.length === 1;
  return (
    <details className="history" open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary>History</summary>
      <section aria-label="History">
        <div className="history-tools">
          <label>
            Show
            <select
              value={paging.status ?? ''}
              onChange={(e) => onPage({ status: (e.target.value || null) as FederationLinkEventStatus | null, cursors: [null] })}
            >
              <option value="">Every event</option>
              {Object.entries(STATES).map(([value, state]) => (
                <option key={value} value={value}>
                  {state.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="small outline" aria-busy={fetching} onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Refresh
          </button>
        </div>
        <ErrorNote error={error} />
        {fetching && !page ? <Loading what="Loading the history" /> : null}
        {page && !events.length ? (
          <p className="empty">{paging.status ? `No ${STATES[paging.status].label.toLowerCase()} events.` : 'No events yet.'}</p>
        ) : null}
        {events.length ? (
          <DataTable headers={['Seq', 'Fetched', 'Row', 'Change', 'State', 'Detail']}>
            <tbody>
              {events.map((event) => {
                const state = STATES[event.status];
                return (
                  <tr key={event.seq} aria-label={`Event ${event.seq}`}>
                    <td>{event.seq}</td>
                    <td>{when(event.createdAt)}</td>
                    <td>
                      {typeLabel(event.entityType)}{' '}
                      {event.summary ? <span>“{event.summary}”</span> : <code title={event.remoteId}>{event.remoteId.slice(-8)}</code>}
                    </td>
                    <td>
                      {event.op === 'DELETE' ? 'delete' : 'upsert'}, version {event.version}
                    </td>
                    <td>
                      <Badge colour={state.colour}>{state.label}</Badge>
                      {event.attempts > 1 ? <small> ({event.attempts} attempts)</small> : null}
                    </td>
                    <td>
                      {event.error ? <span className="error-note">{event.error}</span> : null}
                      {event.status === 'FAILED' && event.nextAttemptAt ? <small> Next try {when(event.nextAttemptAt)}</small> : null}
                      {event.appliedAt ? <small>Applied {when(event.appliedAt)}</small> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        ) : null}
        <div className="row-actions">
          {!newest ? (
            <button type="button" className="small secondary" onClick={() => onPage({ ...paging, cursors: paging.cursors.slice(0, -1) })}>
              Newer
            </button>
          ) : null}
          {page?.pageInfo.hasNextPage && page.pageInfo.endCursor ? (
            <button
              type="button"
              className="small secondary"
              onClick={() => onPage({ ...paging, cursors: [...paging.cursors, page.pageInfo.endCursor!] })}
            >
              Older
            </button>
          ) : null}
        </div>
      </section>
    </details>
  );
}
