import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { Badge, Empty, ErrorNote, Field, Loading, when } from '../../components/ui';
import { ConsoleCreateSenderDomainDocument, ConsoleSenderDomainsDocument } from '../../generated/graphql';
import { LISTS, Pager, StateBadge, useAccountId, useMailTitle } from './mail';

/** The account's sender domains with their state, and a new one (its page then shows the records to publish). */
export default function Domains() {
  const accountId = useAccountId();
  useMailTitle('Sender domains');
  const [after, setAfter] = useState<string | null>(null);
  const [{ data, fetching, error }] = useQuery({
    query: ConsoleSenderDomainsDocument,
    variables: { accountId, after },
    context: LISTS.domains,
  });
  const domains = data?.senderDomains;
  return (
    <>
      <h2>Sender domains</h2>
      <AddDomain accountId={accountId} />
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading domains" /> : null}
      {domains?.nodes.length === 0 ? <Empty>No sender domains yet: add the domain you send from.</Empty> : null}
      {domains && domains.nodes.length > 0 ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">State</th>
                <th scope="col">Open tracking</th>
                <th scope="col">Last checked</th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {domains.nodes.map((domain) => (
                <tr key={domain.id}>
                  <td>
                    <Link to={domain.id}>{domain.domain}</Link>
                  </td>
                  <td>
                    <StateBadge state={domain.verificationStatus} />
                  </td>
                  <td>{domain.openTracking ? <Badge colour="green">on</Badge> : <Badge colour="grey">off</Badge>}</td>
                  <td>{when(domain.lastCheckedAt)}</td>
                  <td>{when(domain.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager pageInfo={domains?.pageInfo} after={after} onPage={setAfter} />
    </>
  );
}

function AddDomain({ accountId }: { accountId: string }) {
  const navigate = useNavigate();
  const [domain, setDomain] = useState('');
  const [result, create] = useMutation(ConsoleCreateSenderDomainDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { accountId, domain } });
    if (answer.data) void navigate(answer.data.createSenderDomain.id);
  };
  // DOMAIN_ALREADY_ADDED names the domain already on the account: verify that one instead.
  const existingId = result.error?.graphQLErrors.find((e) => typeof e.extensions?.existingId === 'string')?.extensions?.existingId as
    string | undefined;
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Field
        label="Add a domain"
        name="domain"
        required
        placeholder="example.com"
        autoComplete="off"
        value={domain}
        error={result.error}
        hint="The domain in your From addresses. Its DNS records to publish are shown next."
        onChange={(e) => setDomain(e.target.value)}
      />
      {existingId ? (
        <p>
          <Link to={existingId}>Open the domain already added</Link>
        </p>
      ) : null}
      <ErrorNote text={formError(result.error, ['domain'])} />
      <button type="submit" aria-busy={result.fetching}>
        Add domain
      </button>
    </form>
  );
}
