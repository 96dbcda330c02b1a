import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError, useRefetchEvery } from '../../api';
import { PageProblem } from '../../components/page';
import { Badge, Empty, ErrorNote, Field, Loading, RefreshButton, SecretOnce, when } from '../../components/ui';
import {
  ConsoleDeleteWebhookDocument,
  ConsoleReplayWebhookDeliveryDocument,
  ConsoleRotateWebhookSecretDocument,
  ConsoleUpdateWebhookDocument,
  ConsoleWebhookDocument,
  type ConsoleWebhookDeliveryFieldsFragment,
  type ConsoleWebhookFieldsFragment,
} from '../../generated/graphql';
import { EventFilters } from './EventFilters';
import { ConfirmButton, LISTS, Pager, StateBadge, problemTitle, useAccountId, useMailTitle } from './mail';
import { Health } from './Webhooks';

/** While a delivery is pending, the log is read again this often. */
const PENDING_POLL_MS = 2000;

/** One webhook subscription: its health, pause and resume, edits, a new secret, and the delivery log with replay. */
export default function Webhook() {
  const accountId = useAccountId();
  const { webhookId = '' } = useParams();
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, error, fetching }, refresh] = useQuery({
    query: ConsoleWebhookDocument,
    variables: { accountId, id: webhookId, after },
    context: LISTS.deliveries,
  });
  const webhook = data?.webhook;
  const deliveries = data?.mailWebhookDeliveries;
  // While a delivery is pending, read the log (and the health it changes) again now and then.
  const pending = deliveries?.nodes.some((delivery) => delivery.status === 'pending') ?? false;
  useRefetchEvery(refresh, pending ? PENDING_POLL_MS : null);
  const problem = error && !webhook ? problemTitle('Webhook', error) : null;
  useMailTitle(webhook ? webhook.label || webhook.url : (problem ?? 'Webhook'));
  if (problem) return <PageProblem title={problem} error={error} back={{ to: `/mail/${accountId}/webhooks`, label: 'Webhooks' }} />;
  if (!webhook || !deliveries) return <Loading what="Loading the webhook" />;
  return (
    <>
      <p>
        <Link to=".." relative="path">
          ← Webhooks
        </Link>
      </p>
      <h2>
        {webhook.label || 'Webhook'} {webhook.enabled ? <Badge colour="green">enabled</Badge> : <Badge colour="grey">paused</Badge>}
      </h2>
      <p>
        <code>{webhook.url}</code>
        <br />
        <Health webhook={webhook} />
      </p>
      <Controls accountId={accountId} webhook={webhook} />
      <section aria-labelledby="deliveries-heading">
        <h3 id="deliveries-heading">
          Deliveries <RefreshButton busy={fetching} refresh={refresh} />
        </h3>
        <ErrorNote error={error} />
        <Deliveries accountId={accountId} webhookId={webhook.id} deliveries={deliveries.nodes} />
        <Pager pageInfo={deliveries.pageInfo} after={after} onPage={setAfter} />
      </section>
      <details>
        <summary role="button" className="outline secondary">
          Edit
        </summary>
        <EditWebhook key={webhook.updatedAt} accountId={accountId} webhook={webhook} />
      </details>
    </>
  );
}

function Controls({ accountId, webhook }: { accountId: string; webhook: ConsoleWebhookFieldsFragment }) {
  const navigate = useNavigate();
  const [toggled, update] = useMutation(ConsoleUpdateWebhookDocument);
  const [rotated, rotate] = useMutation(ConsoleRotateWebhookSecretDocument);
  const [deleted, remove] = useMutation(ConsoleDeleteWebhookDocument);
  const secret = rotated.data?.rotateWebhookSecret.secret;
  return (
    <section aria-label="Controls">
      {secret ? <SecretOnce label="New signing secret" value={secret} /> : null}
      <div className="row-actions">
        <button
          type="button"
          className="outline small"
          aria-busy={toggled.fetching}
          onClick={() => void update({ input: { accountId, id: webhook.id, enabled: !webhook.enabled } })}
        >
          {webhook.enabled ? 'Pause deliveries' : 'Resume deliveries'}
        </button>
        <ConfirmButton
          label="Rotate secret"
          confirm="Issue a new secret? The old one stops working at once."
          busy={rotated.fetching}
          onConfirm={() => void rotate({ accountId, id: webhook.id })}
        />
        <ConfirmButton
          label="Delete webhook"
          confirm="Delete this webhook? Deliveries stop."
          busy={deleted.fetching}
          onConfirm={() =>
            void remove({ accountId, id: webhook.id }).then((answer) => {
              if (answer.data) void navigate('..', { relative: 'path' });
            })
          }
        />
      </div>
      <ErrorNote error={toggled.error ?? rotated.error ?? deleted.error} />
    </section>
  );
}

function Deliveries({
  accountId,
  webhookId,
  deliveries,
}: {
  accountId: string;
  webhookId: string;
  deliveries: ConsoleWebhookDeliveryFieldsFragment[];
}) {
  const [replayed, replay] = useMutation(ConsoleReplayWebhookDeliveryDocument);
  return (
    <>
      <ErrorNote error={replayed.error} />
      {deliveries.length === 0 ? <Empty>Nothing delivered yet: events of the account show up here as they are sent.</Empty> : null}
      {deliveries.length > 0 ? (
        <div className="table-scroll">
          <table className="stack" aria-label="Delivery log">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} data-delivery={delivery.id}>
                  <td data-label="Created">
                    {when(delivery.createdAt)}
                    {delivery.replayOf ? (
                      <>
                        <br />
                        <small>replay</small>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Event">
                    <code>{delivery.event}</code>
                  </td>
                  <td data-label="Status">
                    <StateBadge state={delivery.status} />
                    {delivery.status === 'pending' && delivery.nextAttemptAt ? (
                      <>
                        <br />
                        <small>next {when(delivery.nextAttemptAt)}</small>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Attempts">{delivery.attempts}</td>
                  <td data-label="Last answer">
                    {delivery.lastStatusCode != null ? <code>HTTP {delivery.lastStatusCode}</code> : null}
                    {delivery.lastError ? <small> {delivery.lastError}</small> : null}
                    {delivery.lastAttemptAt ? (
                      <>
                        <br />
                        <small>{when(delivery.lastAttemptAt)}</small>
                      </>
                    ) : null}
                    <details>
                      <summary>Body and response</summary>
                      <pre>{delivery.body}</pre>
                      {delivery.lastResponse ? <pre>{delivery.lastResponse}</pre> : null}
                    </details>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="outline small"
                      disabled={replayed.fetching}
                      onClick={() => void replay({ accountId, webhookId, deliveryId: delivery.id })}
                    >
                      Replay
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

function EditWebhook({ accountId, webhook }: { accountId: string; webhook: ConsoleWebhookFieldsFragment }) {
  const [url, setUrl] = useState(webhook.url);
  const [label, setLabel] = useState(webhook.label);
  const [eventFilters, setEventFilters] = useState<string[]>(webhook.eventFilters);
  const [result, update] = useMutation(ConsoleUpdateWebhookDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await update({ input: { accountId, id: webhook.id, url, label: label || null, eventFilters } });
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Edit webhook">
      <div className="grid">
        <Field label="URL" name="url" type="url" required value={url} error={result.error} onChange={(e) => setUrl(e.target.value)} />
        <Field label="Label" name="label" value={label} error={result.error} onChange={(e) => setLabel(e.target.value)} />
      </div>
      <EventFilters value={eventFilters} onChange={setEventFilters} error={result.error} />
      <ErrorNote text={formError(result.error, ['url', 'label', 'eventFilters'])} />
      <button type="submit" aria-busy={result.fetching}>
        Save changes
      </button>
    </form>
  );
}
