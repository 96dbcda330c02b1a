import { Notice } from '../../components/page';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { fieldError, formError } from '../../api';
import { Badge, DataTable, Empty, ErrorNote, Field, FieldNote } from '../../components/ui';
import {
  ConsoleCreateMilestoneDocument,
  ConsoleDeleteMilestoneDocument,
  ConsoleUpdateMilestoneDocument,
  type ConsoleSettingsMilestoneFragment as Milestone,
} from '../../generated/graphql';
import { ConfirmDialog, ReadOnlyNote, RowActions, dateOrNull, refetches, useSettings } from './settings';

/**
 * Settings, Milestones: name, due date, description, whether it is private (hidden from viewers) and, for project admins,
 * its budget (the API answers it to them only, in the project budget's currency).
 */
export default function Milestones() {
  const { project, manages } = useSettings('Milestones');
  const currency = project.budget?.currency ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Milestone | null>(null);
  const [removed, remove] = useMutation(ConsoleDeleteMilestoneDocument);
  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove({ id: deleting.id }, refetches('Milestone'));
    if (answer.data) {
      setNotice(`The milestone ${deleting.name} was deleted.`);
      setDeleting(null);
    }
  };
  const headers = ['Milestone', 'Due', 'Visibility', ...(manages ? ['Budget', <span className="visually-hidden">Actions</span>] : [])];
  return (
    <section aria-labelledby="milestones-heading">
      <h2 id="milestones-heading">Milestones</h2>
      {manages ? null : <ReadOnlyNote what="the milestones" />}
      <Notice text={notice} />
      {project.milestones.length === 0 ? <Empty>No milestones yet.</Empty> : null}
      {project.milestones.length > 0 ? (
        <DataTable headers={headers} id="milestones">
          <tbody>
            {project.milestones.map((milestone) =>
              editing === milestone.id ? (
                <tr key={milestone.id}>
                  <td colSpan={headers.length}>
                    <MilestoneForm
                      projectId={project.id}
                      milestone={milestone}
                      currency={currency}
                      onDone={(text) => {
                        setEditing(null);
                        if (text) setNotice(text);
                      }}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={milestone.id}>
                  <td>{milestone.name}</td>
                  <td>{milestone.dueDate ?? '—'}</td>
                  <td>{milestone.private ? <Badge colour="amber">Private</Badge> : 'Everyone'}</td>
                  {manages ? (
                    <>
                      <td>{milestone.budgetAmount == null ? '—' : `${milestone.budgetAmount} ${currency}`.trim()}</td>
                      <td>
                        <RowActions
                          what={`milestone ${milestone.name}`}
                          onEdit={() => setEditing(milestone.id)}
                          onDelete={() => setDeleting(milestone)}
                        />
                      </td>
                    </>
                  ) : null}
                </tr>
              ),
            )}
          </tbody>
        </DataTable>
      ) : null}
      {manages ? (
        <>
          <h3 id="add-milestone-heading">Add a milestone</h3>
          <MilestoneForm projectId={project.id} currency={currency} onDone={(text) => text && setNotice(text)} />
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the milestone ${deleting.name}?`}
          action="Delete"
          busy={removed.fetching}
          error={removed.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>Its tickets stay, without a milestone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** A new milestone (no `milestone`), or the one given edited in its row. */
function MilestoneForm({
  projectId,
  milestone,
  currency,
  onDone,
}: {
  projectId: string;
  milestone?: Milestone;
  currency: string;
  onDone: (notice: string | null) => void;
}) {
  const [name, setName] = useState(milestone?.name ?? '');
  const [dueDate, setDueDate] = useState<string>((milestone?.dueDate as string | null | undefined) ?? '');
  const [description, setDescription] = useState(milestone?.description ?? '');
  const [isPrivate, setPrivate] = useState(milestone?.private ?? false);
  const [budget, setBudget] = useState(milestone?.budgetAmount == null ? '' : String(milestone.budgetAmount));
  const [created, create] = useMutation(ConsoleCreateMilestoneDocument);
  const [updated, update] = useMutation(ConsoleUpdateMilestoneDocument);
  const result = milestone ? updated : created;
  const prefix = milestone ? `milestone-${milestone.id}` : 'new-milestone';
  const descriptionError = fieldError(result.error, 'description');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      name,
      dueDate: dateOrNull(dueDate),
      description,
      private: isPrivate,
      budgetAmount: budget.trim() === '' ? null : Number(budget),
    };
    if (milestone) {
      const answer = await update({ input: { id: milestone.id, ...fields } });
      if (answer.data) onDone(`The milestone ${answer.data.updateMilestone.name} was saved.`);
      return;
    }
    const answer = await create({ input: { projectId, ...fields } });
    if (answer.data) {
      onDone(`The milestone ${answer.data.createMilestone.name} was added.`);
      setName('');
      setDueDate('');
      setDescription('');
      setPrivate(false);
      setBudget('');
    }
  };
  return (
    <form
      className={milestone ? 'row-form' : undefined}
      onSubmit={(event) => void submit(event)}
      aria-label={milestone ? `Edit milestone ${milestone.name}` : undefined}
      aria-labelledby={milestone ? undefined : 'add-milestone-heading'}
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
          id={`${prefix}-due`}
          label="Due date"
          name="dueDate"
          type="date"
          value={dueDate}
          error={result.error}
          onChange={(e) => setDueDate(e.target.value)}
        />
        <Field
          id={`${prefix}-budget`}
          label={`Budget${currency ? ` (${currency})` : ''}`}
          name="budgetAmount"
          type="number"
          min="0"
          step="0.01"
          value={budget}
          error={result.error}
          hint="Project admins only"
          onChange={(e) => setBudget(e.target.value)}
        />
      </div>
      <label htmlFor={`${prefix}-description`}>
        Description
        <textarea
          id={`${prefix}-description`}
          name="description"
          rows={3}
          value={description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${prefix}-description-error` : undefined}
          onChange={(e) => setDescription(e.target.value)}
        />
        <FieldNote id={`${prefix}-description`} message={descriptionError} hint="Markdown" />
      </label>
      <label htmlFor={`${prefix}-private`}>
        <input id={`${prefix}-private`} type="checkbox" role="switch" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
        Private: hidden from the project&apos;s viewers
      </label>
      <ErrorNote text={formError(result.error, ['name', 'dueDate', 'budgetAmount', 'description'])} />
      <span className="row-actions">
        <button type="submit" aria-busy={result.fetching}>
          {milestone ? 'Save' : 'Add milestone'}
        </button>
        {milestone ? (
          <button type="button" className="secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        ) : null}
      </span>
    </form>
  );
}
