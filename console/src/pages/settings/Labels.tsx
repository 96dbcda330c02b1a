import { Notice } from '../../components/page';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { formError } from '../../api';
import { DataTable, Empty, ErrorNote, Field } from '../../components/ui';
import { ConsoleCreateLabelDocument, ConsoleDeleteLabelDocument, ConsoleUpdateLabelDocument } from '../../generated/graphql';
import { ConfirmDialog, ReadOnlyNote, RowActions, refetches, type SettingsProject, useSettings } from './settings';

type Label = SettingsProject['labels'][number];

const DEFAULT_COLOUR = '#6b7280';

/** Settings, Labels: name and colour; admins add, edit and delete them (a deleted label leaves every ticket). */
export default function Labels() {
  const { project, manages } = useSettings('Labels');
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const [removed, remove] = useMutation(ConsoleDeleteLabelDocument);
  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove({ id: deleting.id }, refetches('Label'));
    if (answer.data) {
      setNotice(`The label ${deleting.name} was deleted.`);
      setDeleting(null);
    }
  };
  return (
    <section aria-labelledby="labels-heading">
      <h2 id="labels-heading">Labels</h2>
      {manages ? null : <ReadOnlyNote what="the labels" />}
      <Notice text={notice} />
      {project.labels.length === 0 ? <Empty>No labels yet.</Empty> : null}
      {project.labels.length > 0 ? (
        <DataTable headers={['Label', 'Colour', ...(manages ? [<span className="visually-hidden">Actions</span>] : [])]} id="labels">
          <tbody>
            {project.labels.map((label) =>
              editing === label.id ? (
                <tr key={label.id}>
                  <td colSpan={3}>
                    <LabelForm
                      projectId={project.id}
                      label={label}
                      onDone={(text) => {
                        setEditing(null);
                        if (text) setNotice(text);
                      }}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={label.id}>
                  <td>
                    <span className="swatch" style={{ background: label.color }} aria-hidden="true" />
                    {label.name}
                  </td>
                  <td>
                    <code>{label.color}</code>
                  </td>
                  {manages ? (
                    <td>
                      <RowActions what={`label ${label.name}`} onEdit={() => setEditing(label.id)} onDelete={() => setDeleting(label)} />
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
          <h3 id="add-label-heading">Add a label</h3>
          <LabelForm projectId={project.id} onDone={(text) => text && setNotice(text)} />
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the label ${deleting.name}?`}
          action="Delete"
          busy={removed.fetching}
          error={removed.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>It is removed from every ticket that has it.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A new label (no `label`), or the one given edited in its row. */
function LabelForm({ projectId, label, onDone }: { projectId: string; label?: Label; onDone: (notice: string | null) => void }) {
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(label?.color ?? DEFAULT_COLOUR);
  const [created, create] = useMutation(ConsoleCreateLabelDocument);
  const [updated, update] = useMutation(ConsoleUpdateLabelDocument);
  const result = label ? updated : created;
  const prefix = label ? `label-${label.id}` : 'new-label';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label) {
      const answer = await update({ input: { id: label.id, name, color } });
      if (answer.data) onDone(`The label ${answer.data.updateLabel.name} was saved.`);
      return;
    }
    const answer = await create({ input: { projectId, name, color } });
    if (answer.data) {
      onDone(`The label ${answer.data.createLabel.name} was added.`);
      setName('');
      setColor(DEFAULT_COLOUR);
    }
  };
  return (
    <form
      className={label ? 'row-form' : undefined}
      onSubmit={(event) => void submit(event)}
      aria-label={label ? `Edit label ${label.name}` : undefined}
      aria-labelledby={label ? undefined : 'add-label-heading'}
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
          id={`${prefix}-color`}
          label="Colour"
          name="color"
          type="color"
          value={color}
          error={result.error}
          onChange={(e) => setColor(e.target.value)}
        />
      </div>
      <ErrorNote text={formError(result.error, ['name', 'color'])} />
      <span className="row-actions">
        <button type="submit" aria-busy={result.fetching}>
          {label ? 'Save' : 'Add label'}
        </button>
        {label ? (
          <button type="button" className="secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        ) : null}
      </span>
    </form>
  );
}
