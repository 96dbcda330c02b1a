import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { Badge, Empty, ErrorNote, Field, Loading, SecretOnce, when } from '../../components/ui';
import { ConsoleCreateWebhookDocument, ConsoleWebhooksDocument } from '../../generated/graphql';
import { EventFilters } from './EventFilters';
import { LISTS, Pager, useAccountId, useMailTitle } from './mail';

/** Delivery health in a few words: the last success or failure, whichever came last. */
export function Health({
  webhook,
}: {
  webhook: { lastSuccessAt?: string | null; lastFailureAt?: string | null; lastFailureReason?: string | null };
}) {
  const { lastSuccessAt, lastFailureAt, lastFailureReason } = webhook;
  if (!lastSuccessAt && !lastFailureAt) return <Badge colour="grey">nothing sent yet</Badge>;
  const failing = lastFailureAt && (!lastSuccessAt || lastFailureAt > lastSuccessAt);
  return failing ? (
    <span>
      <Badge colour="red">failing</Badge>{' '}
      <small>
        {when(lastFailureAt)}: {lastFailureReason ?? 'no reason given'}
      </small>
    </span>
  ) : (
    <span>
      <Badge colour="green">healthy</Badge> <small>last success {when(lastSuccessAt)}</small>
    </span>
  );
}

/** The account's webhook subscriptions with their health, and a new one (its signing secret shown once). */
export default function Webhooks() {
  const accountId = useAccountId();
  useMailTitle('Webhooks');
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, fetching, error }] = useQuery({
    query: ConsoleWebhooksDocument,
    variables: { accountId, after },
    context: LISTS.webhooks,
  });
  const webhooks = data?.webhooks;
  return (
    <>
      <h2>Webhooks</h2>
      <p>
        Mail events are sent by HTTP POST, signed with the subscription&apos;s secret (<code>X-SVC-Signature</code>).
      </p>
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading webhooks" /> : null}
      {webhooks?.nodes.length === 0 ? <Empty>No webhooks yet.</Empty> : null}
      {webhooks && webhooks.nodes.length > 0 ? (
        <div className="table-scroll">
          <table aria-label="Webhooks">
            <thead>
              <tr>
                <th scope="col">Endpoint</th>
                <th scope="col">Events</th>
                <th scope="col">State</th>
                <th scope="col">Health</th>
              </tr>
            </thead>
            <tbody>
              {webhooks.nodes.map((webhook) => (
                <tr key={webhook.id}>
                  <td>
                    <Link to={webhook.id}>{webhook.label || webhook.url}</Link>
                    {webhook.label ? (
                      <>
                        <br />
                        <small>
                          <code>{webhook.url}</code>
                        </small>
                      </>
                    ) : null}
                  </td>
                  <td>{webhook.eventFilters.length ? webhook.eventFilters.join(', ') : 'every event'}</td>
                  <td>{webhook.enabled ? <Badge colour="green">enabled</Badge> : <Badge colour="grey">paused</Badge>}</td>
                  <td>
                    <Health webhook={webhook} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager pageInfo={webhooks?.pageInfo} after={after} onPage={setAfter} />
      <CreateWebhook accountId={accountId} />
    </>
  );
}

function CreateWebhook({ accountId }: { accountId: string }) {
  const [url, setUrl] = useState('');
  const [label, setLabel] = useState('');
  const [eventFilters, setEventFilters] = useState<string[]>([]);
  const [result, create] = useMutation(ConsoleCreateWebhookDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { accountId, url, label: label || null, eventFilters } });
    if (answer.data) {
      setUrl('');
      setLabel('');
      setEventFilters([]);
    }
  };
  const created = result.data?.createWebhook;
  return (
    <article>
      <header>
        <strong>New webhook</strong>
      </header>
      {created ? (
        <>
          <SecretOnce label={`Signing secret of ${created.webhook.label || created.webhook.url}`} value={created.secret} />
          <p>
            <Link to={created.webhook.id}>Open the webhook</Link>
          </p>
        </>
      ) : null}
      <form onSubmit={(event) => void submit(event)}>
        <div className="grid">
          <Field
            label="URL"
            name="url"
            type="url"
            required
            placeholder="https://example.com/hooks/mail"
            value={url}
            error={result.error}
            hint="https:// (plain http:// only for localhost and 127.0.0.1)"
            onChange={(e) => setUrl(e.target.value)}
          />
          <Field
            label="Label"
            name="label"
            placeholder="e.g. CRM sync"
            value={label}
            error={result.error}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        <EventFilters value={eventFilters} onChange={setEventFilters} error={result.error} />
        <ErrorNote text={formError(result.error, ['url', 'label', 'eventFilters'])} />
        <button type="submit" aria-busy={result.fetching}>
          Create webhook
        </button>
      </form>
    </article>
  );
}
