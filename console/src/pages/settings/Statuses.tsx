import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { formError } from '../../api';
import { Notice } from '../../components/page';
import { ErrorNote, Field, SelectField } from '../../components/ui';
import {
  ConsoleCreateStatusDocument,
  ConsoleDeleteStatusDocument,
  ConsoleReorderStatusesDocument,
  ConsoleUpdateStatusDocument,
  type StatusCategory,
} from '../../generated/graphql';
import { ConfirmDialog, ReadOnlyNote, refetches, useSettings, type SettingsProject } from './settings';

const CATEGORIES = [
  ['TODO', 'To do'],
  ['IN_PROGRESS', 'In progress'],
  ['IN_REVIEW', 'In review'],
  ['DONE', 'Done'],
  ['WONT_FIX', "Won't fix"],
] as const;
const categoryLabel = (category: StatusCategory) => CATEGORIES.find(([value]) => value === category)?.[1] ?? category;

type Status = SettingsProject['statuses'][number];

/**
 * Settings, Statuses: the board's columns in order. Admins add, rename and recategorise them, move them up and down (buttons,
 * so the keyboard does it; focus stays on the moved status), and delete them, choosing where their tickets go when some use it.
 */
export default function Statuses() {
  const { project, manages } = useSettings('Statuses');
  const saved = [...project.statuses].sort((a, b) => a.position - b.position);
  const savedOrder = saved.map((status) => status.id).join(',');
  // The order the last move answered, shown until the project is read again: a second move starts from it.
  const [moved, setMoved] = useState<string[] | null>(null);
  useEffect(() => {
    // Until the project read again has it (a read already under way may answer an older order), or it has other statuses.
    if (moved && (moved.join(',') === savedOrder || moved.length !== saved.length)) setMoved(null);
  }, [moved, savedOrder, saved.length]);
  const statuses = moved ? moved.flatMap((id) => saved.filter((status) => status.id === id)) : saved;
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Status | null>(null);
  // After a move, the button pressed is focused again in the status's new row (once it shows the order the move answered).
  const [refocus, setRefocus] = useState<{ id: string; direction: 'up' | 'down'; order: string } | null>(null);
  const [reordered, reorder] = useMutation(ConsoleReorderStatusesDocument);
  const order = statuses.map((status) => status.id).join(',');

  useEffect(() => {
    if (!refocus) return;
    const pressed = document.getElementById(`move-${refocus.direction}-${refocus.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`move-${refocus.direction === 'up' ? 'down' : 'up'}-${refocus.id}`);
    const button = pressed && !pressed.disabled ? pressed : other;
    button?.focus();
    // Done once it took: later changes of the list (a status added) leave the focus where the person put it.
    if (order === refocus.order && button && document.activeElement === button) setRefocus(null);
  }, [refocus, order, reordered.fetching]);

  const move = async (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = statuses.map((status) => status.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    const shifted = statuses[index]!;
    setNotice(null);
    const answer = await reorder({ input: { projectId: project.id, statusIds: ids } });
    if (answer.data) {
      const answered = answer.data.reorderStatuses.map((status) => status.id);
      setMoved(answered);
      setRefocus({ id: shifted.id, direction, order: answered.join(',') });
      setNotice(`${shifted.name} is now ${target + 1} of ${ids.length}.`);
    }
  };

  return (
    <section aria-labelledby="statuses-heading">
      <h2 id="statuses-heading">Statuses</h2>
      <p>The board&apos;s columns, in order. The category says what a status means: orchestrators and filters go by it.</p>
      {manages ? null : <ReadOnlyNote what="the statuses" />}
      <ErrorNote error={reordered.error} />
      <Notice text={notice} />
      <ol className="settings-list" aria-label="Statuses in board order">
        {statuses.map((status, index) => (
          <li key={status.id}>
            {editing === status.id ? (
              <EditStatus
                status={status}
                onDone={(text) => {
                  setEditing(null);
                  if (text) setNotice(text);
                }}
              />
            ) : (
              <div className="settings-row">
                <span>
                  <strong>{status.name}</strong> <small>{categoryLabel(status.category)}</small>
                </span>
                {manages ? (
                  <span className="row-actions">
                    <button
                      type="button"
                      id={`move-up-${status.id}`}
                      className="outline secondary"
                      aria-label={`Move ${status.name} up`}
                      disabled={index === 0 || reordered.fetching}
                      onClick={() => void move(index, 'up')}
                    >
                      ↑ Up
                    </button>
                    <button
                      type="button"
                      id={`move-down-${status.id}`}
                      className="outline secondary"
                      aria-label={`Move ${status.name} down`}
                      disabled={index === statuses.length - 1 || reordered.fetching}
                      onClick={() => void move(index, 'down')}
                    >
                      ↓ Down
                    </button>
                    <button type="button" className="outline" aria-label={`Edit ${status.name}`} onClick={() => setEditing(status.id)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className="outline danger"
                      aria-label={`Delete ${status.name}`}
                      onClick={() => setDeleting(status)}
                    >
                      Delete
                    </button>
                  </span>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ol>
      {manages ? <AddStatus projectId={project.id} onAdded={setNotice} /> : null}
      {deleting ? (
        <DeleteStatus
          status={deleting}
          others={statuses.filter((status) => status.id !== deleting.id)}
          onClose={(text) => {
            setDeleting(null);
            if (text) setNotice(text);
          }}
        />
      ) : null}
    </section>
  );
}

function AddStatus({ projectId, onAdded }: { projectId: string; onAdded: (notice: string) => void }) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState<StatusCategory>('TODO');
  const [result, create] = useMutation(ConsoleCreateStatusDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { projectId, name, category } });
    if (answer.data) {
      onAdded(`${answer.data.createStatus.name} was added at the end of the board.`);
      setName('');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="add-status-heading">
      <h3 id="add-status-heading">Add a status</h3>
      <div className="grid">
        <Field label="Name" name="name" required value={name} error={result.error} onChange={(e) => setName(e.target.value)} />
        <SelectField
          label="Category"
          name="category"
          value={category}
          error={result.error}
          options={CATEGORIES}
          onChange={(e) => setCategory(e.target.value as StatusCategory)}
        />
      </div>
      <ErrorNote text={formError(result.error, ['name', 'category'])} />
      <button type="submit" aria-busy={result.fetching}>
        Add status
      </button>
    </form>
  );
}

/** Renames and recategorises one status in its row. */
function EditStatus({ status, onDone }: { status: Status; onDone: (notice: string | null) => void }) {
  const [name, setName] = useState(status.name);
  const [category, setCategory] = useState<StatusCategory>(status.category);
  const [result, update] = useMutation(ConsoleUpdateStatusDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await update({ input: { id: status.id, name, category } });
    if (answer.data)
      onDone(`${status.name} saved as ${answer.data.updateStatus.name} (${categoryLabel(answer.data.updateStatus.category)}).`);
  };
  return (
    <form className="row-form" onSubmit={(event) => void submit(event)} aria-label={`Edit ${status.name}`}>
      <div className="grid">
        <Field
          id={`status-${status.id}-name`}
          label="Name"
          name="name"
          required
          autoFocus
          value={name}
          error={result.error}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={`status-${status.id}-category`}>
          Category
          <select id={`status-${status.id}-category`} value={category} onChange={(e) => setCategory(e.target.value as StatusCategory)}>
            {CATEGORIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote text={formError(result.error, ['name'])} />
      <span className="row-actions">
        <button type="submit" aria-busy={result.fetching}>
          Save
        </button>
        <button type="button" className="secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
      </span>
    </form>
  );
}

/**
 * Deletes a status. The API refuses one that tickets use (STATUS_IN_USE): then the dialog asks where they should go, and
 * deletes it moving them there.
 */
function DeleteStatus({ status, others, onClose }: { status: Status; others: Status[]; onClose: (notice: string | null) => void }) {
  const [result, remove] = useMutation(ConsoleDeleteStatusDocument);
  const [inUse, setInUse] = useState(false);
  const [moveTo, setMoveTo] = useState(others[0]?.id ?? '');
  const confirm = async () => {
    const answer = await remove({ id: status.id, moveTicketsTo: inUse ? moveTo : null }, refetches('Status', 'Ticket'));
    if (answer.data) {
      const target = others.find((other) => other.id === moveTo);
      onClose(inUse && target ? `${status.name} was deleted; its tickets are now in ${target.name}.` : `${status.name} was deleted.`);
    } else if (answer.error?.graphQLErrors.some((error) => error.extensions?.reason === 'STATUS_IN_USE')) setInUse(true);
  };
  return (
    <ConfirmDialog
      title={`Delete the status ${status.name}?`}
      action={inUse ? 'Move tickets and delete' : 'Delete'}
      busy={result.fetching}
      // Once the choice is offered, the refusal that led to it is not an error any more.
      error={inUse && result.error?.graphQLErrors.some((error) => error.extensions?.reason === 'STATUS_IN_USE') ? undefined : result.error}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(null)}
      confirmDisabled={inUse && !moveTo}
    >
      {inUse ? (
        <>
          <p>Tickets are in {status.name}. Choose the status they move to before it is deleted.</p>
          <label htmlFor="move-tickets-to">
            Move its tickets to
            <select id="move-tickets-to" value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name} ({categoryLabel(other.category)})
                </option>
              ))}
            </select>
          </label>
        </>
      ) : (
        <p>The board loses this column. If tickets are in it, you will be asked where they go.</p>
      )}
    </ConfirmDialog>
  );
}
