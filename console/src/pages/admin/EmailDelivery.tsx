import { useEffect, useState, type FormEvent } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { errorText, formError, useRefetchEvery } from '../../api';
import { AdminCrumbs } from '../../components/AdminOnly';
import { usePageTitle } from '../../components/page';
import { Badge, ErrorNote, Field, Loading, when } from '../../components/ui';
import {
  ConsoleConfigureEmailDeliveryDocument,
  ConsoleConnectEmailDeliveryDocument,
  ConsoleDisconnectEmailDeliveryDocument,
  ConsoleEmailDeliveryDocument,
  ConsoleMailAccountDomainsDocument,
  ConsoleMailAccountsDocument,
  ConsoleSendTestEmailDocument,
  ConsoleTestEmailStatusDocument,
  type ConsoleEmailDeliveryFieldsFragment,
} from '../../generated/graphql';
import { useViewer } from '../../viewer';

type Delivery = ConsoleEmailDeliveryFieldsFragment;

/** Admin, System Settings, Email delivery: how invitations, password resets and notifications leave the workspace. */
export default function EmailDelivery() {
  const [{ data, fetching, error }] = useQuery({ query: ConsoleEmailDeliveryDocument });
  const delivery = data?.emailDelivery;
  usePageTitle('Email delivery', 'Admin');
  return (
    <>
      <AdminCrumbs current="Email delivery" />
      <h1>Email delivery {delivery ? <DeliveryBadge delivery={delivery} /> : null}</h1>
      <p>
        The workspace&apos;s own mail (invitations, password resets, notifications) goes out through the mail service. Until it is
        connected, the workspace sends no mail: invitation links have to be passed on by hand.
      </p>
      <ErrorNote error={error} />
      {fetching && !delivery ? <Loading what="Loading the email delivery setting" /> : null}
      {delivery?.connected ? <Connected delivery={delivery} /> : null}
      {delivery && !delivery.connected ? (
        <section>
          <h2>Connect</h2>
          <ConnectForms delivery={delivery} />
        </section>
      ) : null}
    </>
  );
}

function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  if (!delivery.connected) return <Badge colour="grey">Not connected</Badge>;
  return <Badge colour="green">{delivery.mode === 'CUSTOM' ? 'Connected: own domain' : 'Connected: shared sender'}</Badge>;
}

function Connected({ delivery }: { delivery: Delivery }) {
  return (
    <>
      <table className="facts">
        <tbody>
          <tr>
            <th scope="row">Sends as</th>
            <td>
              <code>{delivery.fromAddress}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">How</th>
            <td>
              {delivery.mode === 'CUSTOM'
                ? 'Your own from-domain, through a mail API and key configured by hand'
                : "The operator's shared sender: DKIM, SPF and DMARC are maintained centrally, no DNS work"}
            </td>
          </tr>
          <tr>
            <th scope="row">Mail API</th>
            <td>
              <code>{delivery.apiUrl}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Connected</th>
            <td>{when(delivery.connectedAt)}</td>
          </tr>
        </tbody>
      </table>
      {delivery.fromAddress ? <TestSend fromAddress={delivery.fromAddress} /> : null}
      <section>
        <h2>Change</h2>
        <details>
          <summary>Connect again, or switch between the shared sender and your own domain</summary>
          <ConnectForms delivery={delivery} />
        </details>
        <Disconnect />
      </section>
    </>
  );
}

/** The two ways to connect: the shared sender (provisioned here) or an own domain (a mail API and key from elsewhere). */
function ConnectForms({ delivery }: { delivery: Delivery }) {
  const [mode, setMode] = useState<'SHARED' | 'CUSTOM'>(delivery.mode ?? 'SHARED');
  return (
    <>
      <fieldset>
        <legend>Send workspace mail</legend>
        <label>
          <input type="radio" name="delivery-mode" checked={mode === 'SHARED'} onChange={() => setMode('SHARED')} />
          From the shared sender (no DNS work)
        </label>
        <label>
          <input type="radio" name="delivery-mode" checked={mode === 'CUSTOM'} onChange={() => setMode('CUSTOM')} />
          From your own domain (a self-hosted workspace with a mail API key)
        </label>
      </fieldset>
      {mode === 'SHARED' ? <ConnectShared again={delivery.connected && delivery.mode === 'SHARED'} /> : <ConfigureCustom />}
    </>
  );
}

function ConnectShared({ again }: { again: boolean }) {
  const [fromName, setFromName] = useState('');
  const [result, connect] = useMutation(ConsoleConnectEmailDeliveryDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void connect({ input: { fromName: fromName.trim() || null } });
  };
  return (
    <form onSubmit={submit} aria-label="Connect the shared sender">
      <p>
        Provisions a mail account of yours and a sending subdomain under the operator&apos;s verified sender identity, and sends workspace
        mail through them.{again ? ' Connecting again keeps the subdomain and replaces the key.' : ''}
      </p>
      <Field
        label="Sender name"
        name="fromName"
        value={fromName}
        error={result.error}
        hint="Shown in the From of every email; the workspace's name when left empty."
        onChange={(e) => setFromName(e.target.value)}
      />
      <ErrorNote text={formError(result.error, ['fromName'])} />
      <button type="submit" aria-busy={result.fetching}>
        {again ? 'Connect again' : 'Connect the shared sender'}
      </button>
    </form>
  );
}

function ConfigureCustom() {
  const [apiUrl, setApiUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [fromAddress, setFromAddress] = useState('');
  const [fromName, setFromName] = useState('');
  const [result, configure] = useMutation(ConsoleConfigureEmailDeliveryDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await configure({ input: { apiUrl, apiKey, fromAddress, fromName: fromName.trim() || null } });
    // The key is the one thing not to keep around once it is stored.
    if (answer.data) setApiKey('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Use your own domain">
      <p>
        For a workspace that sends from its own domain: a mail API key (created in the mail console of an account whose domain is verified)
        is stored encrypted and never shown again. It is not tried when saved: send a test afterwards.
      </p>
      <Field
        label="Mail API address"
        name="apiUrl"
        type="url"
        required
        placeholder="https://mail.example.com"
        value={apiUrl}
        error={result.error}
        hint="The base URL, without /v1."
        onChange={(e) => setApiUrl(e.target.value)}
      />
      <Field
        label="Mail API key"
        name="apiKey"
        type="password"
        autoComplete="off"
        required
        placeholder="svc_mail_…"
        value={apiKey}
        error={result.error}
        hint="A sending key is enough."
        onChange={(e) => setApiKey(e.target.value)}
      />
      <div className="grid">
        <Field
          label="From address"
          name="fromAddress"
          type="email"
          required
          placeholder="workspace@example.com"
          value={fromAddress}
          error={result.error}
          hint="On a domain verified for that key."
          onChange={(e) => setFromAddress(e.target.value)}
        />
        <Field label="Sender name" name="fromName" value={fromName} error={result.error} onChange={(e) => setFromName(e.target.value)} />
      </div>
      <ErrorNote text={formError(result.error, ['apiUrl', 'apiKey', 'fromAddress', 'fromName'])} />
      <button type="submit" aria-busy={result.fetching}>
        Save and use your domain
      </button>
    </form>
  );
}

function Disconnect() {
  const [confirming, setConfirming] = useState(false);
  const [result, disconnect] = useMutation(ConsoleDisconnectEmailDeliveryDocument);
  if (!confirming)
    return (
      <button type="button" className="outline secondary" onClick={() => setConfirming(true)}>
        Disconnect…
      </button>
    );
  return (
    <div className="confirm" role="group" aria-label="Confirm disconnecting">
      <p>The workspace stops sending mail and forgets the stored key. Invitations and resets are then not emailed.</p>
      <ErrorNote error={result.error} />
      <div className="row-actions">
        <button type="button" className="danger" aria-busy={result.fetching} onClick={() => void disconnect({})}>
          Disconnect email delivery
        </button>
        <button type="button" className="outline secondary" onClick={() => setConfirming(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** The domain of a From such as `"Acme" <notifications@acme-1f2e3d.mail.svc.example>`. */
const domainOf = (from: string): string => (/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? '').toLowerCase();

/**
 * A test email from the workspace's sender to you. The setting has no send of its own, so it goes out through the mail account
 * of yours on this instance that holds the sender domain (the shared sender's account belongs to the admin who connected it).
 */
function TestSend({ fromAddress }: { fromAddress: string }) {
  const { viewer } = useViewer();
  const client = useClient();
  const domain = domainOf(fromAddress);
  const [accounts] = useQuery({ query: ConsoleMailAccountsDocument });
  /** undefined while looking, null when no account of the viewer's holds the domain. */
  const [accountId, setAccountId] = useState<string | null | undefined>(undefined);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [to, setTo] = useState(viewer.email);
  const [sent, setSent] = useState<{ accountId: string; id: string } | null>(null);
  const [result, send] = useMutation(ConsoleSendTestEmailDocument);

  const accountIds = accounts.data?.mailAccounts.map((account) => account.id).join(',');
  useEffect(() => {
    if (accountIds === undefined) return;
    let live = true;
    void (async () => {
      for (const id of accountIds ? accountIds.split(',') : []) {
        const answer = await client.query(ConsoleMailAccountDomainsDocument, { accountId: id }).toPromise();
        if (!live) return;
        if (answer.error) return setLookupError(errorText(answer.error));
        if (answer.data?.senderDomains.nodes.some((d) => d.domain.toLowerCase() === domain && d.verificationStatus === 'verified'))
          return setAccountId(id);
      }
      setAccountId(null);
    })();
    return () => {
      live = false;
    };
  }, [accountIds, client, domain]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accountId) return;
    setSent(null);
    const answer = await send({
      accountId,
      input: {
        from: fromAddress,
        to,
        subject: 'Test email from your workspace',
        text: `This is a test of the workspace's email delivery, sent by ${viewer.displayName} from Admin, Email delivery.\n\nInvitations, password resets and notifications go out the same way, from ${fromAddress}.`,
        tags: { workspace_email: 'test' },
      },
    });
    if (answer.data) setSent({ accountId, id: answer.data.sendEmail.id });
  };

  return (
    <section aria-labelledby="test-send">
      <h2 id="test-send">Send a test</h2>
      <ErrorNote error={accounts.error} text={lookupError} />
      {accountId === undefined && !accounts.error && !lookupError ? <Loading what="Finding the sending account" /> : null}
      {accountId === null ? (
        <p className="notice">
          A test goes out through the mail account that holds <code>{domain}</code>, and none of your mail accounts on this instance does:
          it was connected by another admin, or the domain is on another mail service. Send a test from there, or connect again as yourself.
        </p>
      ) : null}
      {accountId ? (
        <form onSubmit={(event) => void submit(event)} aria-label="Send a test email">
          <div className="inline-form">
            <Field
              label="Send to"
              name="to"
              type="email"
              required
              value={to}
              error={result.error}
              onChange={(e) => setTo(e.target.value)}
            />
            <button type="submit" aria-busy={result.fetching}>
              Send a test email
            </button>
          </div>
          <ErrorNote text={formError(result.error, ['to'])} />
        </form>
      ) : null}
      {sent ? <TestStatus {...sent} /> : null}
    </section>
  );
}

const FINAL = new Set(['delivered', 'partially-delivered', 'bounced', 'failed']);
const STATUS_COLOUR: Record<string, 'green' | 'amber' | 'red' | 'grey'> = {
  queued: 'grey',
  deferred: 'amber',
  delivered: 'green',
  'partially-delivered': 'amber',
  bounced: 'red',
  failed: 'red',
};

/** Where the test message stands, followed until the mail service is done with it. */
function TestStatus({ accountId, id }: { accountId: string; id: string }) {
  const [{ data, error }, refetch] = useQuery({ query: ConsoleTestEmailStatusDocument, variables: { accountId, id } });
  const status = data?.mailMessage.status;
  useRefetchEvery(refetch, status && FINAL.has(status) ? null : 1000);
  if (error) return <ErrorNote error={error} />;
  if (!data) return null;
  const message = data.mailMessage;
  return (
    <p role="status" className="test-status">
      Test email to <strong>{message.to}</strong>: <Badge colour={STATUS_COLOUR[message.status] ?? 'grey'}>{message.status}</Badge>
      {message.lastError ? <small className="field-error"> {message.lastError}</small> : null}
    </p>
  );
}
