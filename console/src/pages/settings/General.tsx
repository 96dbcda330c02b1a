import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { fieldError, formError } from '../../api';
import { Markdown } from '../../components/Markdown';
import { Notice } from '../../components/page';
import { ErrorNote, Field, FieldNote } from '../../components/ui';
import { ConsoleUpdateProjectDocument } from '../../generated/graphql';
import { ReadOnlyNote, useSettings } from './settings';

/** Settings, General: the project's name, description (Markdown) and git repository. */
export default function General() {
  const { project, manages } = useSettings('General');
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [gitRepositoryUrl, setGitRepositoryUrl] = useState(project.gitRepositoryUrl ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const [result, update] = useMutation(ConsoleUpdateProjectDocument);

  if (!manages)
    return (
      <section aria-labelledby="general-heading">
        <h2 id="general-heading">General</h2>
        <ReadOnlyNote what="the project's details" />
        <dl>
          <dt>Name</dt>
          <dd>{project.name}</dd>
          <dt>Description</dt>
          <dd>{project.description ? <Markdown source={project.description} /> : '—'}</dd>
          <dt>Git repository</dt>
          <dd>{project.gitRepositoryUrl ?? '—'}</dd>
        </dl>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const answer = await update({
      input: { id: project.id, name, description, gitRepositoryUrl: gitRepositoryUrl.trim() || null },
    });
    if (answer.data) setNotice('Saved.');
  };
  const descriptionError = fieldError(result.error, 'description');
  return (
    <section aria-labelledby="general-heading">
      <h2 id="general-heading">General</h2>
      <form onSubmit={(event) => void submit(event)}>
        <Field label="Name" name="name" required value={name} error={result.error} onChange={(e) => setName(e.target.value)} />
        <label htmlFor="field-description">
          Description
          <textarea
            id="field-description"
            name="description"
            rows={6}
            value={description}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? 'field-description-error' : undefined}
            onChange={(e) => setDescription(e.target.value)}
          />
          <FieldNote id="field-description" message={descriptionError} hint="Markdown" />
        </label>
        <Field
          label="Git repository URL"
          name="gitRepositoryUrl"
          type="url"
          value={gitRepositoryUrl}
          error={result.error}
          hint="Connects the repository: tickets get branch names. Empty disconnects it."
          onChange={(e) => setGitRepositoryUrl(e.target.value)}
        />
        <ErrorNote text={formError(result.error, ['name', 'description', 'gitRepositoryUrl'])} />
        <button type="submit" aria-busy={result.fetching}>
          Save
        </button>
        <Notice text={notice} />
      </form>
    </section>
  );
}
