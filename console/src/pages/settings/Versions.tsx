import { Notice } from '../../components/page';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { formError } from '../../api';
import { Badge, DataTable, Empty, ErrorNote, Field } from '../../components/ui';
import {
  ConsoleCreateVersionDocument,
  ConsoleDeleteVersionDocument,
  ConsoleUpdateVersionDocument,
  type ConsoleSettingsVersionFragment as Version,
} from '../../generated/graphql';
import { ConfirmDialog, ReadOnlyNote, RowActions, dateOrNull, refetches, useSettings } from './settings';

/** Settings, Versions: the releases tickets are fixed in: name, release date, released. */
export default function Versions() {
  const { project, manages } = useSettings('Versions');
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Version | null>(null);
  const [removed, remove] = useMutation(ConsoleDeleteVersionDocument);
  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove({ id: deleting.id }, refetches('Version'));
    if (answer.data) {
      setNotice(`The version ${deleting.name} was deleted.`);
      setDeleting(null);
    }
  };
  const headers = ['Version', 'Release date', 'State', ...(manages ? [<span className="visually-hidden">Actions</span>] : [])];
  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading">Versions</h2>
      {manages ? null : <ReadOnlyNote what="the versions" />}
      <Notice text={notice} />
      {project.versions.length === 0 ? <Empty>No versions yet.</Empty> : null}
      {project.versions.length > 0 ? (
        <DataTable headers={headers} id="versions">
          <tbody>
            {project.versions.map((version) =>
              editing === version.id ? (
                <tr key={version.id}>
                  <td colSpan={headers.length}>
                    <VersionForm
                      projectId={project.id}
                      version={version}
                      onDone={(text) => {
                        setEditing(null);
                        if (text) setNotice(text);
                      }}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={version.id}>
                  <td>{version.name}</td>
                  <td>{version.releaseDate ?? '—'}</td>
                  <td>{version.released ? <Badge colour="green">Released</Badge> : <Badge colour="grey">Unreleased</Badge>}</td>
                  {manages ? (
                    <td>
                      <RowActions
                        what={`version ${version.name}`}
                        onEdit={() => setEditing(version.id)}
                        onDelete={() => setDeleting(version)}
                      />
                    </td>
                  ) : null}
                </tr>
              ),
            )}
          </tbody>
        </DataTable>
      ) : null}
      {manages ? (
        <>
          <h3 id="add-version-heading">Add a version</h3>
          <VersionForm projectId={project.id} onDone={(text) => text && setNotice(text)} />
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the version ${deleting.name}?`}
          action="Delete"
          busy={removed.fetching}
          error={removed.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>Its tickets stay, without a version.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A new version (no `version`), or the one given edited in its row. */
function VersionForm({ projectId, version, onDone }: { projectId: string; version?: Version; onDone: (notice: string | null) => void }) {
  const [name, setName] = useState(version?.name ?? '');
  const [releaseDate, setReleaseDate] = useState<string>((version?.releaseDate as string | null | undefined) ?? '');
  const [released, setReleased] = useState(version?.released ?? false);
  const [created, create] = useMutation(ConsoleCreateVersionDocument);
  const [updated, update] = useMutation(ConsoleUpdateVersionDocument);
  const result = version ? updated : created;
  const prefix = version ? `version-${version.id}` : 'new-version';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, releaseDate: dateOrNull(releaseDate), released };
    if (version) {
      const answer = await update({ input: { id: version.id, ...fields } });
      if (answer.data) onDone(`The version ${answer.data.updateVersion.name} was saved.`);
      return;
    }
    const answer = await create({ input: { projectId, ...fields } });
    if (answer.data) {
      onDone(`The version ${answer.data.createVersion.name} was added.`);
      setName('');
      setReleaseDate('');
      setReleased(false);
    }
  };
  return (
    <form
      className={version ? 'row-form' : undefined}
      onSubmit={(event) => void submit(event)}
      aria-label={version ? `Edit version ${version.name}` : undefined}
      aria-labelledby={version ? undefined : 'add-version-heading'}
    >
      <div className="grid">
        <Field
          id={`${prefix}-name`}
          label="Name"
          name="name"
          required
          value={name}
          error={result.error}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          id={`${prefix}-release`}
          label="Release date"
          name="releaseDate"
          type="date"
          value={releaseDate}
          error={result.error}
          onChange={(e) => setReleaseDate(e.target.value)}
        />
      </div>
      <label htmlFor={`${prefix}-released`}>
        <input id={`${prefix}-released`} type="checkbox" role="switch" checked={released} onChange={(e) => setReleased(e.target.checked)} />
        Released
      </label>
      <ErrorNote text={formError(result.error, ['name', 'releaseDate'])} />
      <span className="row-actions">
        <button type="submit" aria-busy={result.fetching}>
          {version ? 'Save' : 'Add version'}
        </button>
        {version ? (
          <button type="button" className="secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        ) : null}
      </span>
    </form>
  );
}
