import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { Empty, ErrorNote, Field, Loading, SelectField, when } from '../../components/ui';
import { ConsoleAddSuppressionDocument, ConsoleRemoveSuppressionDocument, ConsoleSuppressionsDocument } from '../../generated/graphql';
import { ConfirmButton, LISTS, Pager, StateBadge, useAccountId, useMailTitle } from './mail';

const REASONS = [
  ['', 'Every reason'],
  ['hard-bounce', 'Hard bounce'],
  ['complaint', 'Complaint'],
  ['manual', 'Added by hand'],
] as const;

/** Where an entry came from, in words: the bounced or complained-about message, or who added it. */
function Source({ source }: { source: Record<string, unknown> | null | undefined }) {
  if (!source) return <small>—</small>;
  if (typeof source.messageId === 'string')
    return (
      <small>
        <Link to={`../messages/${source.messageId}`} relative="path">
          the message
        </Link>
        {typeof source.diagnosticCode === 'string' ? `: ${source.diagnosticCode}` : null}
        {typeof source.feedbackType === 'string' ? ` (${source.feedbackType})` : null}
      </small>
    );
  if (typeof source.userId === 'string') return <small>in the console</small>;
  if (typeof source.apiKeyId === 'string') return <small>with an API key</small>;
  return <small>{JSON.stringify(source)}</small>;
}

/** The account's suppression list: sends to these addresses are refused. Filter by reason, add by hand, remove. */
export default function Suppression() {
  const accountId = useAccountId();
  useMailTitle('Suppression');
  const [reason, setReason] = useState('');
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, fetching, error }] = useQuery({
    query: ConsoleSuppressionsDocument,
    variables: { accountId, reason: reason || null, after },
    context: LISTS.suppressions,
  });
  const [removing, remove] = useMutation(ConsoleRemoveSuppressionDocument);
  const entries = data?.suppressions;
  return (
    <>
      <h2>Suppression list</h2>
      <p>
        Hard bounces and spam complaints add addresses here by themselves; a send naming one of them is refused (
        <code>recipient_suppressed</code>) and counts no quota.
      </p>
      <AddSuppression accountId={accountId} />
      <SelectField
        label="Show"
        name="reason"
        value={reason}
        options={REASONS}
        onChange={(e) => {
          setReason(e.target.value);
          setAfter(null);
        }}
      />
      <ErrorNote error={error ?? removing.error} />
      {fetching && !data ? <Loading what="Loading the list" /> : null}
      {entries?.nodes.length === 0 ? (
        <Empty>{reason ? 'No addresses suppressed for this reason.' : 'No suppressed addresses.'}</Empty>
      ) : null}
      {entries && entries.nodes.length > 0 ? (
        <div className="table-scroll">
          <table aria-label="Suppressed addresses">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Reason</th>
                <th scope="col">Source</th>
                <th scope="col">Added</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {entries.nodes.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.email}</td>
                  <td>
                    <StateBadge state={entry.reason} />
                  </td>
                  <td>
                    <Source source={entry.source} />
                  </td>
                  <td>{when(entry.addedAt)}</td>
                  <td>
                    <ConfirmButton
                      label="Remove"
                      confirm={`Send to ${entry.email} again?`}
                      busy={removing.fetching}
                      onConfirm={() => void remove({ accountId, email: entry.email })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager pageInfo={entries?.pageInfo} after={after} onPage={setAfter} />
    </>
  );
}

function AddSuppression({ accountId }: { accountId: string }) {
  const [email, setEmail] = useState('');
  const [result, add] = useMutation(ConsoleAddSuppressionDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await add({ input: { accountId, email } });
    if (answer.data) setEmail('');
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Field
        label="Suppress an address"
        name="email"
        required
        placeholder="someone@example.org"
        autoComplete="off"
        value={email}
        error={result.error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <ErrorNote text={formError(result.error, ['email'])} />
      <button type="submit" aria-busy={result.fetching}>
        Add to the list
      </button>
    </form>
  );
}
