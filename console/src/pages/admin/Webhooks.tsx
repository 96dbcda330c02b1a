import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { fieldError, formError, useRefetchEvery } from '../../api';
import { usePageTitle } from '../../components/page';
import { AdminCrumbs } from '../../components/AdminOnly';
import { Badge, DataTable, Empty, ErrorNote, Field, Loading, SecretOnce, when } from '../../components/ui';
import {
  ConsoleCreateWorkspaceWebhookDocument,
  ConsoleDeleteWorkspaceWebhookDocument,
  ConsoleRotateWorkspaceWebhookSecretDocument,
  ConsoleUpdateWorkspaceWebhookDocument,
  ConsoleWorkspaceWebhookDeliveriesDocument,
  ConsoleWorkspaceWebhooksDocument,
  type ConsoleWorkspaceWebhookFieldsFragment,
} from '../../generated/graphql';

type Webhook = ConsoleWorkspaceWebhookFieldsFragment;

/** The events a workspace webhook can receive (the API names them in its error for an unknown one; it has no list of them). */
const EVENTS = [
  { name: 'ticket.created', text: 'A ticket was created' },
  { name: 'ticket.updated', text: 'A ticket changed' },
  { name: 'ticket.deleted', text: 'A ticket was deleted' },
  {
    name: 'orchestrator.candidates_changed',
    text: "A ticket's status, assignees or priority changed: an orchestrator re-polls its candidates",
    optIn: true,
  },
] as const;

/** An empty list names no type in its answer: it is refetched when a webhook changes all the same. */
const WEBHOOK_LIST = { additionalTypenames: ['WorkspaceWebhook'] };

/** Admin, Webhooks: endpoints that receive workspace events, with their secrets (shown once) and delivery log. */
export default function Webhooks() {
  usePageTitle('Webhooks', 'Admin');
  const [{ data, fetching, error }, refetchList] = useQuery({ query: ConsoleWorkspaceWebhooksDocument, context: WEBHOOK_LIST });
  // Health changes with each delivery, and nothing tells the page: it looks again now and then, and whenever a log is read.
  const refreshList = useCallback(() => refetchList({ requestPolicy: 'network-only' }), [refetchList]);
  useRefetchEvery(refetchList, 15_000);
  /** A secret just issued, shown until dismissed and never again. */
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  return (
    <>
      <AdminCrumbs current="Webhooks" />
      <h1>Webhooks</h1>
      <p>
        Each endpoint gets a <code>POST</code> per event, signed with its own secret in <code>X-SVC-Signature</code> (
        <code>t=&lt;unix seconds&gt;, v1=&lt;HMAC-SHA256 of &quot;t.body&quot;&gt;</code>). Failed deliveries are retried with backoff.
      </p>
      {secret ? (
        <div className="secret-shown">
          <SecretOnce label={secret.label} value={secret.value} />
          <button type="button" className="outline small" onClick={() => setSecret(null)}>
            I have copied it
          </button>
        </div>
      ) : null}
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading webhooks" /> : null}
      {data && data.workspaceWebhooks.length === 0 ? <Empty>No webhooks yet: add the first one below.</Empty> : null}
      {data?.workspaceWebhooks.map((webhook) => (
        <WebhookCard
          key={webhook.id}
          refreshList={refreshList}
          webhook={webhook}
          onSecret={(value) => setSecret({ label: `New signing secret of ${webhook.label || webhook.url}`, value })}
        />
      ))}
      <CreateWebhook onCreated={(webhook, value) => setSecret({ label: `Signing secret of ${webhook.label || webhook.url}`, value })} />
    </>
  );
}

function EventsList({ filters }: { filters: readonly string[] }) {
  if (filters.length === 0) return <span>Every event except the opt-in ones</span>;
  return (
    <span className="chips">
      {filters.map((name) => (
        <code key={name}>{name}</code>
      ))}
    </span>
  );
}

function Health({ webhook }: { webhook: Webhook }) {
  const failed = webhook.lastFailureAt && (!webhook.lastSuccessAt || webhook.lastFailureAt > webhook.lastSuccessAt);
  if (failed)
    return (
      <span>
        <Badge colour="red">Failing</Badge> since {when(webhook.lastFailureAt)}
        {webhook.lastFailureReason ? <small className="field-error"> {webhook.lastFailureReason}</small> : null}
      </span>
    );
  if (webhook.lastSuccessAt)
    return (
      <span>
        <Badge colour="green">Delivering</Badge> last at {when(webhook.lastSuccessAt)}
      </span>
    );
  return <Badge colour="grey">No deliveries yet</Badge>;
}

function WebhookCard({
  webhook,
  onSecret,
  refreshList,
}: {
  webhook: Webhook;
  onSecret: (secret: string) => void;
  refreshList: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [showLog, setShowLog] = useState(false);
  const [update, runUpdate] = useMutation(ConsoleUpdateWorkspaceWebhookDocument);
  const [rotate, runRotate] = useMutation(ConsoleRotateWorkspaceWebhookSecretDocument);
  const [remove, runRemove] = useMutation(ConsoleDeleteWorkspaceWebhookDocument);
  const name = webhook.label || webhook.url;
  return (
    <article className="webhook" aria-label={`Webhook ${name}`}>
      <header>
        <strong>{webhook.label || <span className="empty">No label</span>}</strong>{' '}
        {webhook.enabled ? <Badge colour="green">Enabled</Badge> : <Badge colour="grey">Paused</Badge>}
        <div>
          <code className="url">{webhook.url}</code>
        </div>
      </header>
      {mode === 'edit' ? (
        <WebhookForm
          initial={webhook}
          submitLabel="Save changes"
          busy={update.fetching}
          error={update.error}
          onCancel={() => setMode('view')}
          onSubmit={async (values) => {
            const answer = await runUpdate({ input: { id: webhook.id, ...values } });
            if (answer.data) setMode('view');
          }}
        />
      ) : (
        <>
          <table className="facts">
            <tbody>
              <tr>
                <th scope="row">Events</th>
                <td>
                  <EventsList filters={webhook.eventFilters} />
                </td>
              </tr>
              <tr>
                <th scope="row">Health</th>
                <td>
                  <Health webhook={webhook} />
                </td>
              </tr>
              <tr>
                <th scope="row">Created</th>
                <td>{when(webhook.createdAt)}</td>
              </tr>
            </tbody>
          </table>
          <ErrorNote error={update.error ?? rotate.error ?? remove.error} />
          {mode === 'delete' ? (
            <div className="confirm" role="group" aria-label="Confirm deleting">
              <p>Delete this webhook? Its pending deliveries are dropped and nothing more is sent to it.</p>
              <div className="row-actions">
                <button
                  type="button"
                  className="danger small"
                  aria-busy={remove.fetching}
                  onClick={() => void runRemove({ id: webhook.id }, WEBHOOK_LIST)}
                >
                  Delete webhook
                </button>
                <button type="button" className="outline secondary small" onClick={() => setMode('view')}>
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <div className="row-actions">
              <button type="button" className="outline small" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
                {showLog ? 'Hide deliveries' : 'Deliveries'}
              </button>
              <button type="button" className="outline small" onClick={() => setMode('edit')}>
                Edit
              </button>
              <button
                type="button"
                className="outline small"
                aria-busy={update.fetching}
                onClick={() => void runUpdate({ input: { id: webhook.id, enabled: !webhook.enabled } })}
              >
                {webhook.enabled ? 'Pause' : 'Resume'}
              </button>
              <button
                type="button"
                className="outline small"
                aria-busy={rotate.fetching}
                onClick={() =>
                  void runRotate({ id: webhook.id }).then((answer) => {
                    if (answer.data) onSecret(answer.data.rotateWorkspaceWebhookSecret.secret);
                  })
                }
              >
                Rotate secret
              </button>
              <button type="button" className="outline secondary small" onClick={() => setMode('delete')}>
                Delete…
              </button>
            </div>
          )}
        </>
      )}
      {showLog ? <Deliveries webhookId={webhook.id} onRead={refreshList} /> : null}
    </article>
  );
}

/** Memoised like every urql context: a new object each render would run the query again each render. */
const DELIVERY_LIST = { additionalTypenames: ['WorkspaceWebhookDelivery'] };

const DELIVERY_COLOUR: Record<string, 'green' | 'amber' | 'red'> = { succeeded: 'green', pending: 'amber', failed: 'red' };

/** A webhook's delivery log; `onRead` each time it is read, so the card's health beside it is as fresh as the log. */
function Deliveries({ webhookId, onRead }: { webhookId: string; onRead: () => void }) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ConsoleWorkspaceWebhookDeliveriesDocument,
    variables: { webhookId },
    context: DELIVERY_LIST,
  });
  useEffect(() => {
    if (data) onRead();
  }, [data, onRead]);
  return (
    <section className="deliveries" aria-label="Delivery log">
      <div className="row-actions">
        <h3>Delivery log</h3>
        <button
          type="button"
          className="outline secondary small"
          aria-busy={fetching}
          onClick={() => refetch({ requestPolicy: 'network-only' })}
        >
          Refresh
        </button>
      </div>
      <ErrorNote error={error} />
      {data && data.workspaceWebhookDeliveries.length === 0 ? <Empty>Nothing delivered yet: events are sent as they happen.</Empty> : null}
      {data && data.workspaceWebhookDeliveries.length > 0 ? (
        <DataTable headers={['When', 'Event', 'Status', 'Attempts', 'Answer']}>
          <tbody>
            {data.workspaceWebhookDeliveries.map((delivery) => (
              <tr key={delivery.id}>
                <td>{when(delivery.createdAt)}</td>
                <td>
                  <code>{delivery.event}</code>
                </td>
                <td>
                  <Badge colour={DELIVERY_COLOUR[delivery.status] ?? 'grey'}>{delivery.status}</Badge>
                </td>
                <td>{delivery.attempts}</td>
                <td>
                  {delivery.lastStatusCode ?? '—'}
                  {delivery.lastError ? <small className="field-error"> {delivery.lastError}</small> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </section>
  );
}

interface WebhookValues {
  url: string;
  label: string;
  eventFilters: string[];
  enabled: boolean;
}

/** The fields of a webhook: its address, label, events (all but the opt-in ones, or a chosen few) and whether it is on. */
function WebhookForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Webhook;
  submitLabel: string;
  busy: boolean;
  error: CombinedError | undefined;
  onSubmit: (values: WebhookValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [label, setLabel] = useState(initial?.label ?? '');
  const [chosen, setChosen] = useState<string[]>(initial?.eventFilters ?? []);
  const [every, setEvery] = useState((initial?.eventFilters.length ?? 0) === 0);
  const [enabled, setEnabled] = useState(initial?.enabled ?? true);
  const prefix = initial ? `edit-${initial.id}` : 'new';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onSubmit({ url, label, eventFilters: every ? [] : chosen, enabled });
  };
  const toggle = (name: string, on: boolean) => setChosen((names) => (on ? [...names, name] : names.filter((n) => n !== name)));
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={submitLabel}>
      <div className="grid">
        <Field
          label="Endpoint URL"
          name="url"
          type="url"
          required
          placeholder="https://example.com/hooks/svc"
          value={url}
          error={error}
          hint="https://, or http:// for localhost and 127.0.0.1."
          onChange={(e) => setUrl(e.target.value)}
        />
        <Field label="Label" name="label" value={label} error={error} onChange={(e) => setLabel(e.target.value)} />
      </div>
      <fieldset>
        <legend>Events</legend>
        <label>
          <input type="radio" name={`${prefix}-events`} checked={every} onChange={() => setEvery(true)} />
          Every event, except the opt-in ones
        </label>
        <label>
          <input type="radio" name={`${prefix}-events`} checked={!every} onChange={() => setEvery(false)} />
          Only the events chosen here
        </label>
        <div className={every ? 'event-choices muted' : 'event-choices'}>
          {EVENTS.map((event) => (
            <label key={event.name}>
              <input
                type="checkbox"
                name="eventFilters"
                value={event.name}
                disabled={every}
                checked={!every && chosen.includes(event.name)}
                onChange={(e) => toggle(event.name, e.target.checked)}
              />
              <code>{event.name}</code> {'optIn' in event ? <Badge colour="amber">opt-in</Badge> : null}
              <br />
              <small>
                {event.text}
                {'optIn' in event ? '. Sent only to webhooks that list it.' : ''}
              </small>
            </label>
          ))}
        </div>
        {!every && chosen.length === 0 ? <small className="field-error">Choose at least one event.</small> : null}
        {fieldError(error, 'eventFilters') ? (
          <small className="field-error" role="alert">
            {fieldError(error, 'eventFilters')}
          </small>
        ) : null}
      </fieldset>
      <label>
        <input type="checkbox" role="switch" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Enabled (paused deliveries are sent when it is enabled again)
      </label>
      <ErrorNote text={formError(error, ['url', 'label', 'eventFilters'])} />
      <div className="row-actions">
        <button type="submit" aria-busy={busy} disabled={!every && chosen.length === 0}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="outline secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function CreateWebhook({ onCreated }: { onCreated: (webhook: Webhook, secret: string) => void }) {
  const [result, create] = useMutation(ConsoleCreateWorkspaceWebhookDocument);
  // A new form after each creation, empty again.
  const [generation, setGeneration] = useState(0);
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details}>
      <summary role="button" className="outline">
        New webhook
      </summary>
      <WebhookForm
        key={generation}
        submitLabel="Create webhook"
        busy={result.fetching}
        error={result.error}
        onSubmit={async (values) => {
          const answer = await create({ input: { ...values, label: values.label || null } }, WEBHOOK_LIST);
          if (!answer.data) return;
          onCreated(answer.data.createWorkspaceWebhook.webhook, answer.data.createWorkspaceWebhook.secret);
          setGeneration((g) => g + 1);
          if (details.current) details.current.open = false;
          window.scrollTo({ top: 0 });
        }}
      />
    </details>
  );
}
