import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { ErrorNote, Loading } from '../../components/ui';
import { ConsoleMailAccountsDocument } from '../../generated/graphql';
import { LISTS } from './mail';

/** The pages of one account, in the sub-navigation's order: [path under /mail/:accountId, label]. */
const SECTIONS = [
  ['domains', 'Sender domains'],
  ['keys', 'API keys'],
  ['templates', 'Templates'],
  ['suppression', 'Suppression'],
  ['webhooks', 'Webhooks'],
  ['quota', 'Quota'],
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
  const account = data?.mailAccounts.find((candidate) => candidate.id === accountId);
  const section = SECTIONS.find(([path]) => location.pathname.startsWith(`/mail/${accountId}/${path}`))?.[0] ?? 'domains';

  let body = <Outlet />;
  if (accountId && !account) {
    if (error) body = <ErrorNote error={error} />;
    else if (!data) body = <Loading what="Loading the account" />;
    else body = <ErrorNote text="There is no mail account of yours at this address." />;
  }
  return (
    <>
      <hgroup>
        <h1>Mail</h1>
        <p>{account ? account.name : 'Accounts, sender domains, keys, templates, suppression, webhooks, quota and messages'}</p>
      </hgroup>
      <nav aria-label="Mail" className="subnav">
        <ul>
          <li>
            <NavLink to="/mail" end>
              Accounts
            </NavLink>
          </li>
          {account
            ? SECTIONS.map(([path, label]) => (
                <li key={path}>
                  <NavLink to={`/mail/${account.id}/${path}`}>{label}</NavLink>
                </li>
              ))
            : null}
        </ul>
        {account && data && data.mailAccounts.length > 1 ? (
          <select aria-label="Account" value={account.id} onChange={(event) => void navigate(`/mail/${event.target.value}/${section}`)}>
            {data.mailAccounts.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        ) : null}
      </nav>
      {body}
    </>
  );
}
