import { useEffect, useRef, type ReactNode } from 'react';
import { useMutation, useQuery, type OperationContext } from 'urql';
import { errorText } from '../api';
import { typeLabel } from '../federation';
import {
  ConsoleProjectFederationConflictsDocument,
  ConsoleResolveFederationConflictDocument,
  type ConsoleFederationConflictFieldsFragment as Conflict,
} from '../generated/graphql';
import { DataTable, ErrorNote, when } from './ui';
import './federation-views.css';

/** The list may be empty (it names no type then): refetched when a conflict or the pair changes all the same. */
const CONFLICTS = { additionalTypenames: ['FederationConflict', 'ProjectFederationPair'] };

/**
 * Looks again when the link (or pair) has polled since the last look: conflicts and events arise from polls, and the page
 * around refetches the poll time now and then.
 */
export function useRefetchOnPoll(polledAt: string | null, refetch: (context: Partial<OperationContext>) => void): void {
  const seenPoll = useRef(polledAt);
  useEffect(() => {
    if (polledAt === seenPoll.current) return;
    seenPoll.current = polledAt;
    refetch({ requestPolicy: 'network-only' });
  }, [polledAt, refetch]);
}

/** A value as the conflict shows it: text as it is, anything else as JSON. */
const shown = (value: unknown): ReactNode =>
  value === null || value === undefined ? <em>empty</em> : typeof value === 'string' ? value : JSON.stringify(value);

/** A project pair's open conflicts, for its owners: each clashing field with this side's and the partner's value. */
export default function FederationConflicts({ projectId, polledAt }: { projectId: string; polledAt: string | null }) {
  const [{ data, error }, refetch] = useQuery({
    query: ConsoleProjectFederationConflictsDocument,
    variables: { projectId },
    context: CONFLICTS,
  });
  useRefetchOnPoll(polledAt, refetch);
  if (error) return <ErrorNote error={error} />;
  const conflicts = data?.projectFederationPair?.conflicts.nodes ?? [];
  return (
    <section className="federation-conflicts" aria-labelledby="pair-conflicts-heading">
      <h3 id="pair-conflicts-heading">Conflicts{conflicts.length ? ` (${conflicts.length})` : ''}</h3>
      {conflicts.length ? (
        <>
          <p>
            Both sides changed these fields before either saw the other&apos;s change. This side keeps its value until you decide; the
            partner&apos;s owners decide for their side.
          </p>
          <ConflictTable conflicts={conflicts} peer="On the partner" />
        </>
      ) : (
        <p className="empty">No open conflicts.</p>
      )}
    </section>
  );
}

/** Open conflicts, a row per clashing field: keep this side's value, or take the peer's (written here, not sent back). */
export function ConflictTable({ conflicts, peer }: { conflicts: Conflict[]; peer: string }) {
  const [decision, resolve] = useMutation(ConsoleResolveFederationConflictDocument);
  return (
    <>
      <DataTable headers={['Row', 'Field', 'Here', peer, 'Decision']}>
        <tbody>
          {conflicts.map((conflict) => {
            const fields = Object.entries(conflict.fields as Record<string, { local?: unknown; remote?: unknown }>);
            return fields.map(([field, values], index) => (
              <tr key={`${conflict.id}-${field}`} aria-label={`Conflict on ${conflict.entityType} ${field}`}>
                {index === 0 ? (
                  <td rowSpan={fields.length}>
                    {typeLabel(conflict.entityType)} <code title={conflict.localId}>{conflict.localId.slice(-8)}</code>
                    <br />
                    <small>{when(conflict.createdAt)}</small>
                  </td>
                ) : null}
                <td>{field}</td>
                <td>{shown(values.local)}</td>
                <td>{shown(values.remote)}</td>
                {index === 0 ? (
                  <td rowSpan={fields.length}>
                    <div className="row-actions">
                      <button
                        type="button"
                        className="small"
                        disabled={decision.fetching}
                        onClick={() => void resolve({ input: { id: conflict.id, decision: 'KEEP_LOCAL' } })}
                      >
                        Keep ours
                      </button>
                      <button
                        type="button"
                        className="small secondary"
                        disabled={decision.fetching}
                        onClick={() => void resolve({ input: { id: conflict.id, decision: 'TAKE_REMOTE' } })}
                      >
                        Take theirs
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ));
          })}
        </tbody>
      </DataTable>
      {decision.error ? <p className="error-note">{errorText(decision.error)}</p> : null}
    </>
  );
}
