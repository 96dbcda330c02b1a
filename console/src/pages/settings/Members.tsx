import { Notice } from '../../components/page';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { DataTable, ErrorNote, personName, SelectField } from '../../components/ui';
import {
  ConsoleAddProjectMemberDocument,
  ConsoleRemoveProjectMemberDocument,
  ConsoleUpdateProjectMemberDocument,
  ConsoleWorkspaceUsersDocument,
  type ProjectRole,
} from '../../generated/graphql';
import { ConfirmDialog, ReadOnlyNote, refetches, useSettings, type SettingsProject } from './settings';

const ROLES = [
  ['ADMIN', 'Admin'],
  ['MEMBER', 'Member'],
  ['VIEWER', 'Viewer'],
] as const;
const roleLabel = (role: ProjectRole) => ROLES.find(([value]) => value === role)?.[1] ?? role;

type Member = SettingsProject['members'][number];

/** Settings, Members: who is in the project with which role; admins add workspace users, change roles and remove people. */
export default function Members() {
  const { project, manages } = useSettings('Members');
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [changed, changeRole] = useMutation(ConsoleUpdateProjectMemberDocument);
  const [removed, remove] = useMutation(ConsoleRemoveProjectMemberDocument);
  const members = [...project.members].sort((a, b) => a.user.displayName.localeCompare(b.user.displayName));

  const setRole = async (member: Member, role: ProjectRole) => {
    setNotice(null);
    const answer = await changeRole({ input: { projectId: project.id, userId: member.userId, role } });
    if (answer.data) setNotice(`${personName(member.user)} is now ${roleLabel(role).toLowerCase()}.`);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    const answer = await remove({ input: { projectId: project.id, userId: removing.userId } }, refetches('ProjectMember'));
    if (answer.data) {
      setNotice(`${personName(removing.user)} was removed from ${project.key}.`);
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      <p>
        Admins change the project&apos;s settings and members; members work on tickets; viewers read. Workspace admins can do everything in
        every project.
      </p>
      {manages ? null : <ReadOnlyNote what="the members" />}
      <ErrorNote error={changed.error} />
      <Notice text={notice} />
      <DataTable headers={['Name', 'Email', 'Role', ...(manages ? [<span className="visually-hidden">Actions</span>] : [])]} id="members">
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>{personName(member.user)}</td>
              <td>{member.user.email}</td>
              <td>
                {manages ? (
                  <select
                    aria-label={`Role of ${personName(member.user)}`}
                    value={member.role}
                    onChange={(event) => void setRole(member, event.target.value as ProjectRole)}
                  >
                    {ROLES.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                ) : (
                  roleLabel(member.role)
                )}
              </td>
              {manages ? (
                <td>
                  <button
                    type="button"
                    className="outline secondary small"
                    aria-label={`Remove ${personName(member.user)}`}
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </DataTable>
      {manages ? <AddMember project={project} onAdded={(text) => setNotice(text)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${personName(removing.user)} from ${project.key}?`}
          action="Remove"
          busy={removed.fetching}
          error={removed.error}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        >
          <p>They will no longer see the project&apos;s tickets (unless they are a workspace admin). Their tickets and comments stay.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Adds an active workspace user who is not a member yet. */
function AddMember({ project, onAdded }: { project: SettingsProject; onAdded: (notice: string) => void }) {
  const [{ data, error }] = useQuery({ query: ConsoleWorkspaceUsersDocument });
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<ProjectRole>('MEMBER');
  const [result, add] = useMutation(ConsoleAddProjectMemberDocument);
  const candidates = (data?.users ?? [])
    .filter((user) => !project.members.some((member) => member.userId === user.id))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await add({ input: { projectId: project.id, userId, role } });
    if (answer.data) {
      const user = candidates.find((candidate) => candidate.id === userId);
      onAdded(`${user ? personName(user) : 'The user'} was added as ${roleLabel(role).toLowerCase()}.`);
      setUserId('');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="add-member-heading">
      <h3 id="add-member-heading">Add a member</h3>
      <ErrorNote error={error} />
      <div className="grid">
        <SelectField
          label="Workspace user"
          name="userId"
          required
          value={userId}
          error={result.error}
          onChange={(event) => setUserId(event.target.value)}
          options={[
            ['', candidates.length ? 'Choose a person' : 'Everyone is a member already'],
            ...candidates.map((user) => [user.id, `${personName(user)} (${user.email})`] as const),
          ]}
        />
        <SelectField
          label="Role"
          name="role"
          value={role}
          error={result.error}
          onChange={(event) => setRole(event.target.value as ProjectRole)}
          options={ROLES}
        />
      </div>
      <ErrorNote text={formError(result.error, ['userId', 'role'])} />
      <button type="submit" aria-busy={result.fetching} disabled={!userId}>
        Add member
      </button>
    </form>
  );
}
