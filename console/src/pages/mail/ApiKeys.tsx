import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { Badge, Empty, ErrorNote, Field, Loading, SecretOnce, SelectField, when } from '../../components/ui';
import {
  ConsoleCreateMailApiKeyDocument,
  ConsoleMailApiKeysDocument,
  ConsoleRevokeMailApiKeyDocument,
  ConsoleSenderDomainsDocument,
  type MailKeyAccess,
} from '../../generated/graphql';
import { ConfirmButton, LISTS, useAccountId, useMailTitle } from './mail';

/** The account's /v1 API keys: created with full or sending access (optionally one domain), shown once, listed without secrets, revoked. */
export default function ApiKeys() {
  const accountId = useAccountId();
  useMailTitle('API keys');
  const [{ data, fetching, error }] = useQuery({
    query: ConsoleMailApiKeysDocument,
    variables: { accountId },
    context: LISTS.apiKeys,
  });
  // Sending keys may be limited to one domain: its name in the list, the choice in the form.
  const [domains] = useQuery({ query: ConsoleSenderDomainsDocument, variables: { accountId }, context: LISTS.domains });
  const domainNames = new Map((domains.data?.senderDomains.nodes ?? []).map((domain) => [domain.id, domain.domain]));
  const [revoking, revoke] = useMutation(ConsoleRevokeMailApiKeyDocument);
  return (
    <>
      <h2>API keys</h2>
      <p>
        Keys for the mail API (<code>Authorization: Bearer svc_mail_…</code>). <strong>Full</strong> reaches the whole <code>/v1</code> API;{' '}
        <strong>sending</strong> may only send and read its messages, and may be limited to one sender domain.
      </p>
      <CreateKey accountId={accountId} domains={domains.data?.senderDomains.nodes ?? []} />
      <ErrorNote error={error ?? revoking.error} />
      {fetching && !data ? <Loading what="Loading keys" /> : null}
      {data?.mailApiKeys.length === 0 ? <Empty>No keys yet.</Empty> : null}
      {data && data.mailApiKeys.length > 0 ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Access</th>
                <th scope="col">Last used</th>
                <th scope="col">Created</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {data.mailApiKeys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>
                    <code>{key.tokenPrefix}…</code>
                  </td>
                  <td>
                    {key.access === 'FULL' ? 'Full' : 'Sending'}
                    {key.domainId ? <small> · {domainNames.get(key.domainId) ?? 'a removed domain'} only</small> : null}
                  </td>
                  <td>{when(key.lastUsedAt)}</td>
                  <td>{when(key.createdAt)}</td>
                  <td>
                    {key.revokedAt ? (
                      <Badge colour="grey">revoked {when(key.revokedAt)}</Badge>
                    ) : (
                      <span className="row-actions">
                        <Badge colour="green">active</Badge>
                        <ConfirmButton
                          label="Revoke"
                          confirm={`Revoke ${key.name}? It stops working at once.`}
                          busy={revoking.fetching}
                          onConfirm={() => void revoke({ id: key.id })}
                        />
                      </span>
                    )}
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

function CreateKey({ accountId, domains }: { accountId: string; domains: Array<{ id: string; domain: string }> }) {
  const [name, setName] = useState('');
  const [access, setAccess] = useState<MailKeyAccess>('FULL');
  const [domainId, setDomainId] = useState('');
  const [result, create] = useMutation(ConsoleCreateMailApiKeyDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { accountId, name, access, domainId: access === 'SENDING' && domainId ? domainId : null } });
    if (answer.data) setName('');
  };
  const created = result.data?.createMailApiKey;
  return (
    <article>
      <header>
        <strong>New key</strong>
      </header>
      {created ? <SecretOnce label={`API key ${created.apiKey.name}`} value={created.token} /> : null}
      <form onSubmit={(event) => void submit(event)}>
        <div className="grid">
          <Field
            label="Name"
            name="name"
            required
            placeholder="e.g. production"
            value={name}
            error={result.error}
            onChange={(e) => setName(e.target.value)}
          />
          <SelectField
            label="Access"
            name="access"
            value={access}
            error={result.error}
            options={[
              ['FULL', 'Full: the whole API'],
              ['SENDING', 'Sending only'],
            ]}
            onChange={(e) => setAccess(e.target.value as MailKeyAccess)}
          />
          {access === 'SENDING' ? (
            <SelectField
              label="Sender domain"
              name="domainId"
              value={domainId}
              error={result.error}
              options={[['', 'Any domain of the account'], ...domains.map((domain) => [domain.id, domain.domain] as const)]}
              onChange={(e) => setDomainId(e.target.value)}
            />
          ) : null}
        </div>
        <ErrorNote text={formError(result.error, ['name', 'access', 'domainId'])} />
        <button type="submit" aria-busy={result.fetching}>
          Create key
        </button>
      </form>
    </article>
  );
}
