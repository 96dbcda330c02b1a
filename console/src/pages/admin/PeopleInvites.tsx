import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Badge, DataTable, Empty, ErrorNote, Loading, SecretOnce, SelectField, when } from '../../components/ui';
import {
  ConsoleOpenInvitesDocument,
  ConsoleResendInviteDocument,
  ConsoleRevokeInviteDocument,
  type InviteStatus,
} from '../../generated/graphql';
import { ConfirmDialog, INVITE_LIST, ROLE_NAMES, ShownOnce } from './PeopleParts';

type Invite = NonNullable<ReturnType<typeof useInvites>['data']>['userInvites']['nodes'][number];

/** The invitations not accepted that an admin still acts on: pending ones, and expired ones to send again. */
type OpenStatus = Extract<InviteStatus, 'PENDING' | 'EXPIRED'>;

function useInvites(status: OpenStatus, after: string | null) {
  return useQuery({ query: ConsoleOpenInvitesDocument, variables: { status, after }, context: INVITE_LIST })[0];
}

/** Pending (or expired) invitations, 50 a page ("Load more"): resend one (a fresh link, shown once) or revoke a pending one. */
export default function Invitations() {
  const [status, setStatus] = useState<OpenStatus>('PENDING');
  /** The cursors of the pages shown after the first one. */
  const [cursors, setCursors] = useState<string[]>([]);
  const [resent, setResent] = useState<{ email: string; acceptUrl: string } | null>(null);
  return (
    <section aria-labelledby="invitations">
      <h2 id="invitations">Invitations</h2>
      <p>
        Invitations not yet accepted: a link works for 7 days. Resending an invitation, pending or expired, emails a fresh link valid 7 more
        days, and the old link stops working.
      </p>
      {resent ? (
        <ShownOnce onDismiss={() => setResent(null)}>
          <SecretOnce label={`New invitation link for ${resent.email}`} value={resent.acceptUrl} />
        </ShownOnce>
      ) : null}
      <SelectField
        label="Show"
        name="inviteStatus"
        value={status}
        options={[
          ['PENDING', 'Pending invitations'],
          ['EXPIRED', 'Expired invitations'],
        ]}
        onChange={(e) => {
          setStatus(e.target.value as OpenStatus);
          setCursors([]);
        }}
      />
      {[null, ...cursors].map((after) => (
        <InvitePage
          key={`${status}-${after ?? 'first'}`}
          status={status}
          after={after}
          last={after === (cursors.at(-1) ?? null)}
          onMore={(cursor) => setCursors([...cursors, cursor])}
          onResent={setResent}
        />
      ))}
    </section>
  );
}

function InvitePage({
  status,
  after,
  last,
  onMore,
  onResent,
}: {
  status: OpenStatus;
  after: string | null;
  last: boolean;
  onMore: (cursor: string) => void;
  onResent: (resent: { email: string; acceptUrl: string }) => void;
}) {
  const { data, fetching, error } = useInvites(status, after);
  if (error && !data) return <ErrorNote error={error} />;
  if (fetching && !data) return <Loading what="Loading invitations" />;
  if (!data) return null;
  const { nodes, pageInfo } = data.userInvites;
  if (nodes.length === 0 && after === null)
    return <Empty>{status === 'PENDING' ? 'No pending invitations.' : 'No expired invitations.'}</Empty>;
  return (
    <>
      <DataTable
        headers={['Email', 'Workspace role', 'Sent', 'Expires', 'Actions']}
        aria-label={after ? undefined : status === 'PENDING' ? 'Pending invitations' : 'Expired invitations'}
      >
        <tbody>
          {nodes.map((invite) => (
            <InviteRow key={invite.id} invite={invite} onResent={onResent} />
          ))}
        </tbody>
      </DataTable>
      {last && pageInfo.hasNextPage && pageInfo.endCursor ? (
        <button type="button" className="outline secondary" onClick={() => onMore(pageInfo.endCursor!)}>
          Load more
        </button>
      ) : null}
    </>
  );
}

function InviteRow({ invite, onResent }: { invite: Invite; onResent: (resent: { email: string; acceptUrl: string }) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [resend, runResend] = useMutation(ConsoleResendInviteDocument);
  const [revoke, runRevoke] = useMutation(ConsoleRevokeInviteDocument);
  return (
    <tr aria-label={invite.email}>
      <td>{invite.email}</td>
      <td>{ROLE_NAMES[invite.globalRole]}</td>
      <td>{when(invite.createdAt)}</td>
      <td>
        {when(invite.expiresAt)}{' '}
        {invite.status === 'PENDING' ? <Badge colour="amber">Pending</Badge> : <Badge colour="grey">Expired</Badge>}
      </td>
      <td>
        <div className="row-actions">
          <button
            type="button"
            className="outline small"
            aria-busy={resend.fetching}
            onClick={() =>
              void runResend({ id: invite.id }, INVITE_LIST).then((answer) => {
                if (answer.data) onResent({ email: invite.email, acceptUrl: answer.data.resendInvite.acceptUrl });
              })
            }
          >
            Resend
          </button>
          {/* An expired link works no more: sending it again is all there is to do. */}
          {invite.status === 'PENDING' ? (
            <button type="button" className="outline secondary small" onClick={() => setConfirming(true)}>
              Revoke…
            </button>
          ) : null}
        </div>
        <ErrorNote error={resend.error} />
        {confirming ? (
          <ConfirmDialog
            title={`Revoke the invitation for ${invite.email}?`}
            confirmLabel="Revoke invitation"
            danger
            busy={revoke.fetching}
            error={revoke.error}
            onClose={() => setConfirming(false)}
            onConfirm={() => void runRevoke({ id: invite.id }, INVITE_LIST).then((answer) => answer.data && setConfirming(false))}
          >
            <p>Its link stops working at once. To let them in later, invite the address again.</p>
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}
