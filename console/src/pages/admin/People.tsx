import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorText, formError } from '../../api';
import { AdminCrumbs } from '../../components/AdminOnly';
import { usePageTitle } from '../../components/page';
import { Badge, DataTable, Empty, ErrorNote, Field, Loading, SecretOnce, SelectField } from '../../components/ui';
import {
  ConsoleEmailDeliveryDocument,
  ConsolePeopleDeactivateUserDocument,
  ConsolePeopleDocument,
  ConsolePeopleInviteUserDocument,
  ConsolePeopleReactivateUserDocument,
  ConsolePeopleUpdateUserDocument,
  type GlobalRole,
} from '../../generated/graphql';
import { useViewer } from '../../viewer';
import Bots from './PeopleBots';
import Invitations from './PeopleInvites';
import { ConfirmDialog, grantableRoles, INVITE_LIST, PEOPLE_LIST, ROLE_NAMES, ShownOnce, type Person } from './PeopleParts';

/** Admin, People: the workspace's users (invite, role, deactivate, reactivate), pending invitations, and bots with their keys. */
export default function People() {
  usePageTitle('People', 'Admin');
  const [{ data, fetching, error }] = useQuery({ query: ConsolePeopleDocument, context: PEOPLE_LIST });
  // People of peer instances are named by synced work only: they have no account here to manage.
  const local = data?.users.filter((user) => user.kind !== 'FEDERATED') ?? [];
  return (
    <>
      <AdminCrumbs current="People" />
      <h1>People</h1>
      <nav aria-label="Sections of this page">
        <ul>
          <li>
            <a href="#users">Users</a>
          </li>
          <li>
            <a href="#invitations">Invitations</a>
          </li>
          <li>
            <a href="#bots">Bots</a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="users">
        <h2 id="users">Users</h2>
        <InviteForm />
        <ErrorNote error={error} />
        {fetching && !data ? <Loading what="Loading users" /> : null}
        {data ? <UserTable users={local} /> : null}
      </section>
      <Invitations />
      {data ? <Bots bots={local.filter((user) => user.kind === 'BOT')} people={local.filter((user) => user.kind === 'HUMAN')} /> : null}
    </>
  );
}

function InviteForm() {
  const { viewer } = useViewer();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GlobalRole>('MEMBER');
  const [invited, setInvited] = useState<{ email: string; acceptUrl: string } | null>(null);
  const [result, invite] = useMutation(ConsolePeopleInviteUserDocument);
  // Whether the API also emails the link: only with email delivery connected.
  const [delivery] = useQuery({ query: ConsoleEmailDeliveryDocument });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setInvited(null);
    const answer = await invite({ input: { email, globalRole: role } }, INVITE_LIST);
    if (answer.data) {
      setInvited({ email: answer.data.inviteUser.invite.email, acceptUrl: answer.data.inviteUser.acceptUrl });
      setEmail('');
      setRole('MEMBER');
    }
  };
  return (
    <>
      {invited ? (
        <ShownOnce onDismiss={() => setInvited(null)}>
          <SecretOnce label={`Invitation link for ${invited.email}`} value={invited.acceptUrl} />
          <p role="status">
            {delivery.data?.emailDelivery.connected
              ? `The link was emailed to ${invited.email} too. It works once, for 7 days.`
              : 'Email delivery is not connected (Admin › Email delivery), so nothing was emailed: send this link yourself. It works once, for 7 days.'}
          </p>
        </ShownOnce>
      ) : null}
      <details>
        <summary role="button" className="outline">
          Invite someone
        </summary>
        <form aria-label="Invite someone" onSubmit={(event) => void submit(event)}>
          <div className="grid">
            <Field
              label="Email"
              name="email"
              type="email"
              required
              value={email}
              error={result.error}
              onChange={(e) => setEmail(e.target.value)}
            />
            <SelectField
              label="Workspace role"
              name="globalRole"
              value={role}
              error={result.error}
              options={grantableRoles(viewer.globalRole)}
              onChange={(e) => setRole(e.target.value as GlobalRole)}
            />
          </div>
          <ErrorNote text={formError(result.error, ['email', 'globalRole'])} />
          <button type="submit" aria-busy={result.fetching}>
            Send invitation
          </button>
        </form>
      </details>
    </>
  );
}

function UserTable({ users }: { users: Person[] }) {
  if (users.length === 0) return <Empty>No users yet.</Empty>;
  return (
    <DataTable headers={['Name', 'Email', 'Kind', 'Workspace role', 'Status', 'Actions']} aria-label="Users">
      <tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} ownedBots={users.filter((bot) => bot.kind === 'BOT' && bot.owner?.id === user.id).length} />
        ))}
      </tbody>
    </DataTable>
  );
}

function UserRow({ user, ownedBots }: { user: Person; ownedBots: number }) {
  const { viewer } = useViewer();
  const [confirming, setConfirming] = useState<'deactivate' | 'reactivate' | null>(null);
  const [deactivation, deactivate] = useMutation(ConsolePeopleDeactivateUserDocument);
  const [reactivation, reactivate] = useMutation(ConsolePeopleReactivateUserDocument);
  const self = user.id === viewer.id;
  const close = () => setConfirming(null);
  return (
    <tr aria-label={user.displayName}>
      <td>
        {user.displayName}
        {self ? <small> (you)</small> : null}
      </td>
      <td>{user.email}</td>
      <td>{user.kind === 'BOT' ? `Bot of ${user.owner?.displayName ?? 'nobody'}` : 'Person'}</td>
      <td>
        {/* Your own role is changed by another admin: nobody demotes themselves out of this page by a slip. */}
        {user.kind === 'BOT' || self ? ROLE_NAMES[user.globalRole] : <RoleChange user={user} />}
      </td>
      <td>{user.active ? <Badge colour="green">Active</Badge> : <Badge colour="grey">Deactivated</Badge>}</td>
      <td>
        {self ? null : user.active ? (
          <button type="button" className="outline secondary small" onClick={() => setConfirming('deactivate')}>
            Deactivate…
          </button>
        ) : (
          <button type="button" className="outline small" onClick={() => setConfirming('reactivate')}>
            Reactivate…
          </button>
        )}
        {confirming === 'deactivate' ? (
          <ConfirmDialog
            title={`Deactivate ${user.displayName}?`}
            confirmLabel="Deactivate"
            danger
            busy={deactivation.fetching}
            error={deactivation.error}
            onClose={close}
            onConfirm={() => void deactivate({ id: user.id }).then((answer) => answer.data && close())}
          >
            <p>
              {user.displayName} is signed out at once and cannot sign in; their API keys and AI-client connections stop working and are
              revoked for good, even if you reactivate them later. Their tickets, comments and time stay as they are.
            </p>
            {ownedBots ? (
              <p>
                {ownedBots === 1 ? 'The bot they own stops' : `The ${ownedBots} bots they own stop`} working too until given to another
                owner (Bots, below).
              </p>
            ) : null}
          </ConfirmDialog>
        ) : null}
        {confirming === 'reactivate' ? (
          <ConfirmDialog
            title={`Reactivate ${user.displayName}?`}
            confirmLabel="Reactivate"
            busy={reactivation.fetching}
            error={reactivation.error}
            onClose={close}
            onConfirm={() => void reactivate({ id: user.id }).then((answer) => answer.data && close())}
          >
            <p>
              {user.displayName} can sign in again. Their old API keys and AI-client connections stay revoked: they (or a bot&apos;s owner)
              mint new keys.
            </p>
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}

/** A person's workspace role, changed with its own Save (a keyboard walking the choices changes nothing by itself). */
function RoleChange({ user }: { user: Person }) {
  const { viewer } = useViewer();
  const [role, setRole] = useState<GlobalRole>(user.globalRole);
  const [result, update] = useMutation(ConsolePeopleUpdateUserDocument);
  const options = grantableRoles(viewer.globalRole);
  // A super-admin's role is shown to an admin, who cannot change it (the API would refuse).
  if (!options.some(([value]) => value === user.globalRole)) return <>{ROLE_NAMES[user.globalRole]}</>;
  const id = `role-${user.id}`;
  return (
    <div>
      <label htmlFor={id} className="visually-hidden">
        Workspace role of {user.displayName}
      </label>
      <select
        id={id}
        value={role}
        aria-invalid={result.error ? true : undefined}
        aria-describedby={result.error ? `${id}-error` : undefined}
        onChange={(e) => setRole(e.target.value as GlobalRole)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {role !== user.globalRole ? (
        <button
          type="button"
          className="small"
          aria-busy={result.fetching}
          onClick={() => void update({ input: { id: user.id, globalRole: role } })}
        >
          Save role
        </button>
      ) : null}
      {result.error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {errorText(result.error)}
        </small>
      ) : null}
    </div>
  );
}
