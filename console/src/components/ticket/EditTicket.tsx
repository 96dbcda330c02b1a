import { useState, type FormEvent } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { fieldError, formError } from '../../api';
import { ConsoleUpdateTicketDocument, type UpdateTicketInput } from '../../generated/graphql';
import { Markdown } from '../Markdown';
import { ErrorNote, Field, FieldNote, SelectField, TextAreaField, personName } from '../ui';
import type { TicketData } from './rights';
import { TabPanel, Tabs } from './Tabs';

type Person = TicketData['reporter'];

/** The fields the form sends, each only when changed (an unchanged access list is not rewritten, nor audited again). */
const FIELDS = [
  'title',
  'description',
  'assigneeIds',
  'labelIds',
  'milestoneId',
  'versionId',
  'estimatedMinutes',
  'private',
  'accessUserIds',
] as const;

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** The minutes of "hours" and "minutes" typed apart; null when both are empty (no estimate). */
function estimate(hoursText: string, minutesText: string): number | null {
  if (hoursText.trim() === '' && minutesText.trim() === '') return null;
  return Math.round(Number(hoursText || 0) * 60) + Number(minutesText || 0);
}

/**
 * Edits every field of a ticket but status and priority (changed in place): title, description (Markdown, written or
 * previewed), assignees and labels, milestone, version, estimate, the private flag and its access list. Saves what changed with
 * one `updateTicket`; the API's errors come next to their fields.
 */
export function EditTicket({ ticket, onDone }: { ticket: TicketData; onDone: (saved: boolean) => void }) {
  const [title, setTitle] = useState(ticket.title);
  const [description, setDescription] = useState(ticket.description);
  const [descriptionTab, setDescriptionTab] = useState<'write' | 'preview'>('write');
  const [assigneeIds, setAssigneeIds] = useState(ids(ticket.assignees));
  const [labelIds, setLabelIds] = useState(ids(ticket.labels));
  const [milestoneId, setMilestoneId] = useState(ticket.milestone?.id ?? '');
  const [versionId, setVersionId] = useState(ticket.version?.id ?? '');
  const est = ticket.estimatedMinutes;
  const [estimateHours, setEstimateHours] = useState(est != null ? String(Math.floor(est / 60)) : '');
  const [estimateMinutes, setEstimateMinutes] = useState(est != null ? String(est % 60) : '');
  const [isPrivate, setPrivate] = useState(ticket.private);
  const [accessUserIds, setAccessUserIds] = useState(ids(ticket.accessList));
  const [result, update] = useMutation(ConsoleUpdateTicketDocument);

  // Project members, and anyone already on the ticket who no longer is (kept, so saving does not drop them unseen).
  const people = uniquePeople([...ticket.project.members.map((member) => member.user), ...ticket.assignees, ...ticket.accessList]);
  // The reporter and the assignees always stay on the access list (the API keeps them): shown ticked and fixed.
  const alwaysOnList = new Set([ticket.reporter.id, ...assigneeIds]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted: Omit<UpdateTicketInput, 'id'> = {
      title,
      description,
      assigneeIds,
      labelIds,
      milestoneId: milestoneId || null,
      versionId: versionId || null,
      estimatedMinutes: estimate(estimateHours, estimateMinutes),
      private: isPrivate,
      accessUserIds: accessUserIds.filter((id) => !alwaysOnList.has(id)),
    };
    const current: Omit<UpdateTicketInput, 'id'> = {
      title: ticket.title,
      description: ticket.description,
      assigneeIds: ids(ticket.assignees),
      labelIds: ids(ticket.labels),
      milestoneId: ticket.milestone?.id ?? null,
      versionId: ticket.version?.id ?? null,
      estimatedMinutes: ticket.estimatedMinutes ?? null,
      private: ticket.private,
      accessUserIds: ids(ticket.accessList).filter((id) => !alwaysOnList.has(id)),
    };
    const input: UpdateTicketInput = { id: ticket.id };
    for (const field of FIELDS) {
      const [now, before] = [wanted[field], current[field]];
      const changed = Array.isArray(now) && Array.isArray(before) ? !sameIds(now, before) : now !== before;
      // The access list matters only while the ticket is private.
      if (changed && (field !== 'accessUserIds' || isPrivate)) Object.assign(input, { [field]: now });
    }
    if (Object.keys(input).length === 1) return onDone(false);
    const answer = await update({ input });
    if (answer.data) onDone(true);
  };

  const error = result.error;
  return (
    <form className="edit-ticket" aria-labelledby="edit-heading" onSubmit={(event) => void submit(event)}>
      <h2 id="edit-heading">Edit {ticket.key}</h2>
      <Field label="Title" name="title" required autoFocus value={title} error={error} onChange={(e) => setTitle(e.target.value)} />

      <Tabs
        label="Description"
        idPrefix="description"
        tabs={[
          { id: 'write', label: 'Write' },
          { id: 'preview', label: 'Preview' },
        ]}
        selected={descriptionTab}
        onSelect={setDescriptionTab}
      />
      <TabPanel idPrefix="description" id={descriptionTab}>
        {descriptionTab === 'write' ? (
          <TextAreaField
            label="Description (Markdown)"
            name="description"
            className=""
            rows={10}
            value={description}
            error={error}
            onChange={(e) => setDescription(e.target.value)}
          />
        ) : (
          <div className="description-preview" data-testid="description-preview">
            {description.trim() ? <Markdown source={description} /> : <p className="empty">Nothing to preview.</p>}
          </div>
        )}
      </TabPanel>

      <Choices
        legend="Assignees"
        name="assigneeIds"
        options={people.map((person) => ({ id: person.id, label: personName(person) }))}
        chosen={assigneeIds}
        onChange={setAssigneeIds}
        error={error}
        empty="The project has no members."
      />
      <Choices
        legend="Labels"
        name="labelIds"
        options={ticket.project.labels.map((label) => ({ id: label.id, label: label.name }))}
        chosen={labelIds}
        onChange={setLabelIds}
        error={error}
        empty="The project has no labels yet."
      />
      <div className="grid">
        <SelectField
          label="Milestone"
          name="milestoneId"
          value={milestoneId}
          error={error}
          options={[['', 'None'], ...ticket.project.milestones.map((m) => [m.id, m.name] as const)]}
          onChange={(e) => setMilestoneId(e.target.value)}
        />
        <SelectField
          label="Version"
          name="versionId"
          value={versionId}
          error={error}
          options={[['', 'None'], ...ticket.project.versions.map((v) => [v.id, v.name] as const)]}
          onChange={(e) => setVersionId(e.target.value)}
        />
      </div>
      <fieldset aria-describedby={fieldError(error, 'estimatedMinutes') ? 'field-estimatedMinutes-error' : undefined}>
        <legend>Estimate</legend>
        <div className="grid">
          <Field
            label="Hours"
            name="estimateHours"
            type="number"
            min={0}
            step="any"
            value={estimateHours}
            onChange={(e) => setEstimateHours(e.target.value)}
          />
          <Field
            label="Minutes"
            name="estimateMinutes"
            type="number"
            min={0}
            value={estimateMinutes}
            onChange={(e) => setEstimateMinutes(e.target.value)}
          />
        </div>
        <FieldNote id="field-estimatedMinutes" message={fieldError(error, 'estimatedMinutes')} hint="Both empty: no estimate." />
      </fieldset>

      <fieldset>
        <legend>Visibility</legend>
        <label>
          <input type="checkbox" role="switch" name="private" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} /> Private:
          only the people on its access list see it
        </label>
        <FieldNote id="field-private" message={fieldError(error, 'private')} />
      </fieldset>
      {isPrivate ? (
        <Choices
          legend="Who may see it"
          name="accessUserIds"
          options={people.map((person) => ({
            id: person.id,
            label: personName(person),
            fixed:
              person.id === ticket.reporter.id
                ? 'reporter, always on the list'
                : alwaysOnList.has(person.id)
                  ? 'assignee, always on the list'
                  : undefined,
          }))}
          chosen={[...new Set([...accessUserIds, ...alwaysOnList])]}
          onChange={setAccessUserIds}
          error={error}
          empty="The project has no members."
        />
      ) : null}

      <ErrorNote text={formError(error, [...FIELDS])} />
      <div className="row-actions">
        <button type="submit" aria-busy={result.fetching}>
          Save changes
        </button>
        <button type="button" className="outline secondary" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function uniquePeople(people: Person[]): Person[] {
  const seen = new Map<string, Person>();
  for (const person of people) if (!seen.has(person.id)) seen.set(person.id, person);
  return [...seen.values()];
}

/** A group of check boxes choosing ids; an option `fixed` (with the reason) stays ticked and cannot be changed. */
function Choices({
  legend,
  name,
  options,
  chosen,
  onChange,
  error,
  empty,
}: {
  legend: string;
  name: string;
  options: { id: string; label: string; fixed?: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
  error?: CombinedError;
  empty: string;
}) {
  const message = fieldError(error, name);
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="choices" aria-describedby={message ? `field-${name}-error` : undefined}>
      <legend>{legend}</legend>
      {options.length ? (
        options.map((option) => (
          <label key={option.id}>
            <input
              type="checkbox"
              name={name}
              value={option.id}
              checked={Boolean(option.fixed) || chosen.includes(option.id)}
              disabled={Boolean(option.fixed)}
              onChange={(e) => toggle(option.id, e.target.checked)}
            />{' '}
            {option.label}
            {option.fixed ? <small> ({option.fixed})</small> : null}
          </label>
        ))
      ) : (
        <p className="empty">{empty}</p>
      )}
      <FieldNote id={`field-${name}`} message={message} />
    </fieldset>
  );
}
