import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { Empty, ErrorNote, Field, Loading, when } from '../../components/ui';
import { ConsoleCreateMailAccountDocument, ConsoleMailAccountsDocument } from '../../generated/graphql';
import { LISTS, accountLabel, useMailTitle } from './mail';

/** The mail accounts you own; picking one opens its sender domains. */
export default function Accounts() {
  useMailTitle('Accounts');
  const [{ data, fetching, error }] = useQuery({ query: ConsoleMailAccountsDocument, context: LISTS.accounts });
  return (
    <>
      <h2>Accounts</h2>
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading accounts" /> : null}
      {data?.mailAccounts.length === 0 ? <Empty>No mail account yet: create one below to add domains and keys.</Empty> : null}
      {data && data.mailAccounts.length > 0 ? (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Created</th>
                <th scope="col">Pages</th>
              </tr>
            </thead>
            <tbody>
              {data.mailAccounts.map((account) => (
                <tr key={account.id}>
                  <td>
                    <Link to={`/mail/${account.id}/domains`}>{accountLabel(account, data.mailAccounts)}</Link>
                  </td>
                  <td>{when(account.createdAt)}</td>
                  <td className="row-actions">
                    <Link to={`/mail/${account.id}/keys`}>API keys</Link>
                    <Link to={`/mail/${account.id}/webhooks`}>Webhooks</Link>
                    <Link to={`/mail/${account.id}/messages`}>Messages</Link>
                    <Link to={`/mail/${account.id}/usage`}>Usage</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <CreateAccount />
    </>
  );
}

function CreateAccount() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [result, create] = useMutation(ConsoleCreateMailAccountDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ name });
    if (answer.data) void navigate(`/mail/${answer.data.createMailAccount.id}/domains`);
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Field
        label="New account"
        name="name"
        required
        placeholder="e.g. Acme production"
        value={name}
        error={result.error}
        onChange={(e) => setName(e.target.value)}
      />
      <ErrorNote text={formError(result.error, ['name'])} />
      <button type="submit" aria-busy={result.fetching}>
        Create account
      </button>
    </form>
  );
}
