import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { withNotice } from '../../components/page';
import { ErrorNote, Field } from '../../components/ui';
import { ConsoleDeleteProjectDocument } from '../../generated/graphql';
import { refetches, useSettings } from './settings';

/**
 * Settings, Danger zone: deleting the project and everything in it. The button stays disabled until the project's key is
 * typed (as GitHub and Jira ask), then the projects page says it was deleted.
 */
export default function DangerZone() {
  const { project, manages } = useSettings('Danger zone');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [result, remove] = useMutation(ConsoleDeleteProjectDocument);
  const matches = typed === project.key;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    const answer = await remove({ id: project.id }, refetches('Project'));
    if (answer.data) {
      await navigate('/projects', withNotice(`The project ${project.key} (${project.name}) was deleted.`));
    }
  };
  return (
    <section aria-labelledby="danger-heading" className="settings-danger-zone">
      <h2 id="danger-heading">Danger zone</h2>
      {manages ? (
        <form onSubmit={(event) => void submit(event)}>
          <h3>Delete this project</h3>
          <p>
            Deletes {project.key} and everything in it: its tickets, comments, attachments, docs, time logged and its federation pair. This
            cannot be undone.
          </p>
          <Field
            label={`Type ${project.key} to confirm`}
            name="confirmKey"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <ErrorNote error={result.error} />
          <button type="submit" className="danger" disabled={!matches} aria-busy={result.fetching}>
            Delete project {project.key}
          </button>
        </form>
      ) : (
        <p className="refusal" role="note">
          Only the project&apos;s admins (and workspace admins) can delete {project.key}.
        </p>
      )}
    </section>
  );
}
