import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { PageProblem } from '../../components/page';
import { CopyButton, ErrorNote, Field, Loading, when } from '../../components/ui';
import {
  ConsoleAutoSetupSenderDomainDnsDocument,
  ConsoleDeleteSenderDomainDocument,
  ConsoleSenderDomainDnsProviderDocument,
  ConsoleSenderDomainDocument,
  ConsoleUpdateSenderDomainDocument,
  ConsoleVerifySenderDomainDocument,
  type ConsoleSenderDomainFieldsFragment,
} from '../../generated/graphql';
import { ConfirmButton, StateBadge, problemTitle, useAccountId, useMailTitle } from './mail';

/** One row of the records table: what to publish where, and whether it is needed. */
interface RecordRow {
  key: string;
  label: string;
  type: string;
  name: string;
  value: string;
  chunks?: string[] | null;
  priority?: number | null;
  required: string;
  note?: string;
}

/** The five records of SPEC's "DNS records to publish", from the domain the API returns. */
function recordRows(domain: ConsoleSenderDomainFieldsFragment): RecordRow[] {
  const rows: RecordRow[] = domain.dkimRecords.map((record, index) => ({
    key: `dkim-${index}`,
    label: 'DKIM',
    type: record.type,
    name: record.name,
    value: record.value,
    chunks: record.valueChunks,
    required: 'yes',
  }));
  rows.push(
    {
      key: 'spf',
      label: 'SPF',
      type: 'TXT',
      name: domain.domain,
      value: domain.spfRequired,
      required: 'yes',
      note: domain.spfAlreadyIncluded
        ? 'Your SPF record already includes ours: nothing to change.'
        : 'A domain has one SPF record: replace yours with this one (it keeps what yours allowed).',
    },
    { key: 'dmarc', label: 'DMARC', type: 'TXT', name: `_dmarc.${domain.domain}`, value: domain.dmarcRecommended, required: 'recommended' },
  );
  for (const [index, record] of domain.mailFromRecords.entries()) {
    rows.push({
      key: `return-path-${index}`,
      label: 'Return path',
      type: record.type,
      name: record.name,
      value: record.value,
      priority: record.priority,
      required: 'for SPF alignment',
    });
  }
  return rows;
}

/** A TXT record's value as separately quoted character-strings, the way strict DNS providers take long values. */
const quoted = (chunks: string[]): string => chunks.map((chunk) => `"${chunk.replace(/(["\\])/g, '\\$1')}"`).join(' ');

const bytes = (text: string): number => new TextEncoder().encode(text).length;

/** A sender domain: the DNS records to publish (with copy buttons), verification, open tracking, DNS host and Cloudflare setup. */
export default function Domain() {
  const accountId = useAccountId();
  const { domainId = '' } = useParams();
  const [{ data, error }] = useQuery({ query: ConsoleSenderDomainDocument, variables: { accountId, id: domainId } });
  const domain = data?.senderDomain;
  const problem = error && !domain ? problemTitle('Sender domain', error) : null;
  useMailTitle(domain?.domain ?? problem ?? 'Sender domain');
  if (problem) return <PageProblem title={problem} error={error} back={{ to: `/mail/${accountId}/domains`, label: 'Sender domains' }} />;
  if (!domain) return <Loading what="Loading the domain" />;
  return (
    <>
      <p>
        <Link to=".." relative="path">
          ← Sender domains
        </Link>
      </p>
      <h2>
        {domain.domain} <StateBadge state={domain.verificationStatus} />
      </h2>
      <p>
        <small>
          Selector <code>{domain.dkimSelector}</code> · added {when(domain.createdAt)} · last checked {when(domain.lastCheckedAt)}
        </small>
      </p>
      <Records domain={domain} />
      <Verify accountId={accountId} domain={domain} />
      <OpenTracking accountId={accountId} domain={domain} />
      <DnsHost accountId={accountId} domain={domain} />
      <RemoveDomain accountId={accountId} domain={domain} />
    </>
  );
}

function Records({ domain }: { domain: ConsoleSenderDomainFieldsFragment }) {
  return (
    <section aria-labelledby="records-heading">
      <h3 id="records-heading">DNS records to publish</h3>
      <p>
        Publish these at your DNS host, then verify. Only DKIM decides verification; SPF with the return-path pair gives SPF alignment, and
        DMARC is recommended.
      </p>
      <div className="table-scroll">
        <table className="stack" aria-label="DNS records">
          <thead>
            <tr>
              <th scope="col">Record</th>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
              <th scope="col">Required</th>
            </tr>
          </thead>
          <tbody>
            {recordRows(domain).map((row) => (
              <tr key={row.key} data-record={row.key}>
                <th scope="row">{row.label}</th>
                <td data-label="Type">{row.type}</td>
                <td data-label="Name">
                  <code>{row.name}</code> <CopyButton value={row.name} label="Copy name" />
                </td>
                <td className="record-value" data-label="Value">
                  <code>{row.value}</code>
                  {row.priority != null ? <small> priority {row.priority}</small> : null}{' '}
                  <CopyButton value={row.value} label="Copy value" />
                  {row.note ? (
                    <p>
                      <small>{row.note}</small>
                    </p>
                  ) : null}
                  {row.chunks ? <Chunks chunks={row.chunks} /> : null}
                </td>
                <td data-label="Required">{row.required}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The value split into strings of at most 255 bytes, for DNS hosts that refuse longer TXT values. */
function Chunks({ chunks }: { chunks: string[] }) {
  return (
    <div className="chunks" aria-label="DKIM value in 255-byte strings">
      <p>
        <small>
          Over 255 bytes: if your DNS host refuses it, enter these {chunks.length} strings, each in quotes, in <em>one</em> TXT record.
        </small>{' '}
        <CopyButton value={quoted(chunks)} label="Copy as quoted strings" />
      </p>
      <ol>
        {chunks.map((chunk, index) => (
          <li key={index} data-testid="dkim-chunk">
            <code>{chunk}</code> <small>({bytes(chunk)} bytes)</small> <CopyButton value={chunk} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Verify({ accountId, domain }: { accountId: string; domain: ConsoleSenderDomainFieldsFragment }) {
  const [result, verify] = useMutation(ConsoleVerifySenderDomainDocument);
  const checks = result.data?.verifySenderDomain.checks;
  return (
    <section aria-labelledby="verify-heading">
      <h3 id="verify-heading">Verification</h3>
      <p>
        {domain.verificationStatus === 'verified'
          ? 'Verified: you can send from this domain.'
          : 'Sending from this domain works once it is verified. DNS changes can take minutes to hours to be seen.'}
      </p>
      <button type="button" aria-busy={result.fetching} onClick={() => void verify({ accountId, id: domain.id })}>
        Verify now
      </button>
      <ErrorNote error={result.error} />
      {checks ? (
        <div className="table-scroll">
          <table className="stack" aria-label="Verification result">
            <thead>
              <tr>
                <th scope="col">Record</th>
                <th scope="col">Name</th>
                <th scope="col">Result</th>
                <th scope="col">Needed</th>
                <th scope="col">DNS answered</th>
              </tr>
            </thead>
            <tbody>
              {checks.map((check) => (
                <tr key={`${check.record}-${check.name}`}>
                  <th scope="row">
                    {check.record} <small>{check.type}</small>
                  </th>
                  <td data-label="Name">
                    <code>{check.name}</code>
                  </td>
                  <td data-label="Result">
                    <StateBadge state={check.status} />
                  </td>
                  <td data-label="Needed">{check.required ? 'required' : 'optional'}</td>
                  <td className="record-value" data-label="DNS answered">
                    {check.seen.length ? (
                      check.seen.map((seen, index) => (
                        <code key={index} className="seen">
                          {seen}
                        </code>
                      ))
                    ) : (
                      <small>nothing</small>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function OpenTracking({ accountId, domain }: { accountId: string; domain: ConsoleSenderDomainFieldsFragment }) {
  const [result, update] = useMutation(ConsoleUpdateSenderDomainDocument);
  return (
    <section aria-labelledby="tracking-heading">
      <h3 id="tracking-heading">Open tracking</h3>
      <label>
        <input
          type="checkbox"
          role="switch"
          name="openTracking"
          checked={domain.openTracking}
          disabled={result.fetching}
          onChange={(event) => void update({ input: { accountId, id: domain.id, openTracking: event.target.checked } })}
        />
        Track opens of HTML messages from this domain
      </label>
      <small>
        A 1×1 pixel goes into messages accepted from now on; the first open fires <code>email.opened</code> once.
      </small>
      <ErrorNote error={result.error} />
    </section>
  );
}

function DnsHost({ accountId, domain }: { accountId: string; domain: ConsoleSenderDomainFieldsFragment }) {
  const [asked, setAsked] = useState(false);
  const [{ data, fetching, error }, detect] = useQuery({
    query: ConsoleSenderDomainDnsProviderDocument,
    variables: { accountId, id: domain.id },
    pause: !asked,
    requestPolicy: 'network-only',
  });
  const detection = data?.senderDomainDnsProvider;
  return (
    <section aria-labelledby="dns-host-heading">
      <h3 id="dns-host-heading">DNS host</h3>
      <button
        type="button"
        className="outline"
        aria-busy={fetching}
        onClick={() => (asked ? detect({ requestPolicy: 'network-only' }) : setAsked(true))}
      >
        Detect DNS host
      </button>
      <ErrorNote error={error} />
      {detection ? (
        <p data-testid="dns-host">
          {detection.provider ? (
            <>
              Your DNS is at <strong>{detection.provider}</strong>
              {detection.supported ? ': the records can be created for you.' : ': publish the records there by hand.'}
            </>
          ) : (
            'Your DNS host is not one we know: publish the records there by hand.'
          )}{' '}
          {detection.nameservers.length ? (
            <small>Nameservers: {detection.nameservers.join(', ')}</small>
          ) : (
            <small>No nameservers found.</small>
          )}
        </p>
      ) : null}
      {detection?.supported ? <CloudflareSetup accountId={accountId} domainId={domain.id} /> : null}
    </section>
  );
}

/** Creates every record at Cloudflare with a token used for this call only (cleared from the form once sent). */
function CloudflareSetup({ accountId, domainId }: { accountId: string; domainId: string }) {
  const [apiToken, setApiToken] = useState('');
  const [result, setup] = useMutation(ConsoleAutoSetupSenderDomainDnsDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = apiToken;
    setApiToken('');
    await setup({ input: { accountId, id: domainId, apiToken: token } });
  };
  const records = result.data?.autoSetupSenderDomainDns.records;
  return (
    <article>
      <header>
        <strong>Set up at Cloudflare</strong>
      </header>
      <form onSubmit={(event) => void submit(event)}>
        <Field
          label="Cloudflare API token"
          name="apiToken"
          type="password"
          autoComplete="off"
          required
          value={apiToken}
          error={result.error}
          hint="A token scoped to DNS edit on this zone. It is used for this request only and never stored."
          onChange={(e) => setApiToken(e.target.value)}
        />
        <ErrorNote text={formError(result.error, ['apiToken'])} />
        <button type="submit" aria-busy={result.fetching}>
          Create the records
        </button>
      </form>
      {records ? (
        <table aria-label="Cloudflare setup result">
          <thead>
            <tr>
              <th scope="col">Record</th>
              <th scope="col">Name</th>
              <th scope="col">Done</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={`${record.record}-${record.type}`}>
                <th scope="row">
                  {record.record} <small>{record.type}</small>
                </th>
                <td>
                  <code>{record.name}</code>
                </td>
                <td>
                  <StateBadge state={record.action} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}

function RemoveDomain({ accountId, domain }: { accountId: string; domain: ConsoleSenderDomainFieldsFragment }) {
  const navigate = useNavigate();
  const [result, remove] = useMutation(ConsoleDeleteSenderDomainDocument);
  return (
    <section aria-labelledby="remove-heading">
      <h3 id="remove-heading">Remove</h3>
      <p>
        <small>Removing deregisters the domain here and destroys its DKIM key; the records at your DNS host stay.</small>
      </p>
      <ConfirmButton
        label="Remove domain"
        confirm={`Remove ${domain.domain}?`}
        busy={result.fetching}
        onConfirm={() =>
          void remove({ accountId, id: domain.id }).then((answer) => {
            if (answer.data) void navigate('..', { relative: 'path' });
          })
        }
      />
      <ErrorNote error={result.error} />
    </section>
  );
}
