import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { PageProblem } from '../../components/page';
import { Loading } from '../../components/ui';
import { ConsoleMailAccountsDocument } from '../../generated/graphql';
import { AccountLabelContext, LISTS, accountLabel } from './mail';

/** The pages of one account, in the sub-navigation's order: [path under /mail/:accountId, label]. */
const SECTIONS = [
  ['domains', 'Sender domains'],
  ['keys', 'API keys'],
  ['templates', 'Templates'],
  ['suppression', 'Suppression'],
  ['webhooks', 'Webhooks'],
  ['usage', 'Usage & billing'],
  ['messages', 'Messages'],
] as const;

/**
 * The mail console's frame: the accounts you own, and for the one picked (`/mail/:accountId/...`) a
 * sub-navigation over its pages and a switch to another account (same page, its list).
 */
export default function MailLayout() {
  const { accountId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: ConsoleMailAccountsDocument, context: LISTS.accounts });
  const accounts = data?.mailAccounts ?? [];
  const account = accounts.find((candidate) => candidate.id === accountId);
  const section = SECTIONS.find(([path]) => location.pathname.startsWith(`/mail/${accountId}/${path}`))?.[0] ?? 'domains';

  if (accountId && !account) {
    if (error || data)
      return (
        <PageProblem
          title={error ? 'Mail account could not be loaded' : 'Mail account not found'}
          error={error}
          back={{ to: '/mail', label: 'Your mail accounts' }}
        >
          {error ? null : <p role="alert">There is no mail account of yours at this address.</p>}
        </PageProblem>
      );
    return <Loading what="Loading the account" />;
  }
  const label = account ? accountLabel(account, accounts) : null;
  return (
    <>
      <hgroup>
        <h1>Mail</h1>
        <p>{label ?? 'Accounts, sender domains, keys, templates, suppression, webhooks, usage and messages'}</p>
      </hgroup>
      <nav aria-label="Mail" className="subnav">
        <ul>
          <li>
            <NavLink to="/mail" end>
              Accounts
            </NavLink>
          </li>
          {account
            ? SECTIONS.map(([path, text]) => (
                <li key={path}>
                  <NavLink to={`/mail/${account.id}/${path}`}>{text}</NavLink>
                </li>
              ))
            : null}
        </ul>
        {account && accounts.length > 1 ? (
          <select aria-label="Account" value={account.id} onChange={(event) => void navigate(`/mail/${event.target.value}/${section}`)}>
            {accounts.map((option) => (
              <option key={option.id} value={option.id}>
                {accountLabel(option, accounts)}
              </option>
            ))}
          </select>
        ) : null}
      </nav>
      <AccountLabelContext.Provider value={label}>
        <Outlet />
      </AccountLabelContext.Provider>
    </>
  );
}
