import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { formError } from '../../api';
import { ConsoleCreateTicketDocument } from '../../generated/graphql';
import { ErrorNote, Field } from '../ui';

/** The "New ticket" form of a project's list; `onCreated` hears of each ticket it creates. */
export function CreateTicket({
  projectKey,
  onCreated,
}: {
  projectKey: string;
  onCreated: (ticket: { key: string; title: string }) => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [result, create] = useMutation(ConsoleCreateTicketDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { projectKey, title, description } });
    if (answer.data) {
      onCreated({ key: answer.data.createTicket.key, title });
      setTitle('');
      setDescription('');
    }
  };
  return (
    <details>
      <summary role="button" className="outline">
        New ticket
      </summary>
      <form onSubmit={(event) => void submit(event)}>
        <Field label="Title" name="title" required value={title} error={result.error} onChange={(e) => setTitle(e.target.value)} />
        <label htmlFor="field-description">
          Description (Markdown)
          <textarea
            id="field-description"
            name="description"
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <ErrorNote text={formError(result.error, ['title'])} />
        <button type="submit" aria-busy={result.fetching}>
          Create ticket
        </button>
      </form>
    </details>
  );
}
