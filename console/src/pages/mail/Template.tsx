import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { PageProblem } from '../../components/page';
import { ErrorNote, Field, Loading, TextAreaField, when } from '../../components/ui';
import {
  ConsoleCreateTemplateDocument,
  ConsoleDeleteTemplateDocument,
  ConsoleRenderTemplateDocument,
  ConsoleTemplateDocument,
  ConsoleUpdateTemplateDocument,
  type ConsoleTemplateFieldsFragment,
} from '../../generated/graphql';
import { ConfirmButton, json, parseJsonObject, problemTitle, useAccountId, useMailTitle } from './mail';

const FIELDS = ['name', 'subject', 'html', 'text', 'variablesSchema'];

const STARTER = {
  name: '',
  subject: 'Welcome, {{name}}',
  html: '<p>Hello {{name}},</p>\n<p>Thanks for signing up.</p>',
  text: 'Hello {{name}},\n\nThanks for signing up.',
  variablesSchema: json({ type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }),
};

/** A new template (`templates/new`) or a stored one (`templates/:templateId`): the editor, and the preview once saved. */
export default function Template() {
  const accountId = useAccountId();
  const { templateId } = useParams();
  const [{ data, error }] = useQuery({
    query: ConsoleTemplateDocument,
    variables: { accountId, id: templateId ?? '' },
    pause: !templateId,
  });
  const template = data?.template;
  const problem = templateId && error && !template ? problemTitle('Template', error) : null;
  useMailTitle(template ? template.name : (problem ?? (templateId ? 'Template' : 'New template')));
  if (problem) return <PageProblem title={problem} error={error} back={{ to: `/mail/${accountId}/templates`, label: 'Templates' }} />;
  if (templateId && !template) return <Loading what="Loading the template" />;
  return (
    <>
      <p>
        <Link to=".." relative="path">
          ← Templates
        </Link>
      </p>
      <h2>{template ? template.name : 'New template'}</h2>
      {template ? (
        <p>
          <small>
            Created {when(template.createdAt)} · updated {when(template.updatedAt)} · id <code>{template.id}</code>
          </small>
        </p>
      ) : null}
      <div className="grid template-editor">
        {/* Keyed by version: a save (or another tab's) resets the form to what is stored. */}
        <Editor key={template ? `${template.id}@${template.updatedAt}` : 'new'} accountId={accountId} template={template} />
        {template ? (
          <Preview accountId={accountId} template={template} />
        ) : (
          <aside>
            <h3>Preview</h3>
            <p className="empty">Save the template to preview it with variables.</p>
          </aside>
        )}
      </div>
    </>
  );
}

function Editor({ accountId, template }: { accountId: string; template: ConsoleTemplateFieldsFragment | undefined }) {
  const navigate = useNavigate();
  const [name, setName] = useState(template?.name ?? STARTER.name);
  const [subject, setSubject] = useState(template?.subject ?? STARTER.subject);
  const [html, setHtml] = useState(template ? (template.html ?? '') : STARTER.html);
  const [text, setText] = useState(template ? (template.text ?? '') : STARTER.text);
  const [schemaText, setSchemaText] = useState(
    template ? (template.variablesSchema ? json(template.variablesSchema) : '') : STARTER.variablesSchema,
  );
  const [schemaError, setSchemaError] = useState<string | null>(null);
  const [created, create] = useMutation(ConsoleCreateTemplateDocument);
  const [updated, update] = useMutation(ConsoleUpdateTemplateDocument);
  const [deleted, remove] = useMutation(ConsoleDeleteTemplateDocument);
  const result = template ? updated : created;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = parseJsonObject(schemaText);
    setSchemaError(schema.error);
    if (schema.error !== null) return;
    const fields = { name, subject, html: html.trim() ? html : null, text: text.trim() ? text : null, variablesSchema: schema.value };
    if (template) {
      await update({ input: { accountId, id: template.id, ...fields } });
      return;
    }
    const answer = await create({ input: { accountId, ...fields } });
    if (answer.data) void navigate(`../${answer.data.createTemplate.id}`, { relative: 'path', replace: true });
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Template">
      <Field label="Name" name="name" required value={name} error={result.error} onChange={(e) => setName(e.target.value)} />
      <Field label="Subject" name="subject" required value={subject} error={result.error} onChange={(e) => setSubject(e.target.value)} />
      <TextAreaField
        label="HTML body"
        name="html"
        rows={8}
        value={html}
        error={result.error}
        hint={
          <>
            <code>{'{{var}}'}</code> is HTML-escaped, <code>{'{{{var}}}'}</code> is not.
          </>
        }
        onChange={(e) => setHtml(e.target.value)}
      />
      <TextAreaField label="Text body" name="text" rows={5} value={text} error={result.error} onChange={(e) => setText(e.target.value)} />
      <TextAreaField
        label="Variables schema (JSON Schema)"
        name="variablesSchema"
        rows={8}
        value={schemaText}
        error={result.error}
        message={schemaError}
        hint="Leave empty to accept any variables."
        onChange={(e) => setSchemaText(e.target.value)}
      />
      <ErrorNote text={formError(result.error, FIELDS)} />
      <div className="row-actions">
        <button type="submit" aria-busy={result.fetching}>
          {template ? 'Save template' : 'Create template'}
        </button>
        {template ? (
          <ConfirmButton
            label="Delete"
            confirm={`Delete ${template.name}?`}
            busy={deleted.fetching}
            onConfirm={() =>
              void remove({ accountId, id: template.id }).then((answer) => {
                if (answer.data) void navigate('..', { relative: 'path' });
              })
            }
          />
        ) : null}
      </div>
      {template && updated.data && !updated.error ? <p className="notice">Saved.</p> : null}
      <ErrorNote error={deleted.error} />
    </form>
  );
}

/** Example variables for a schema: each property its `examples`/`default`, or a placeholder of its type. */
function exampleOf(schema: unknown, key = 'value', depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 4) return key;
  const node = schema as {
    type?: unknown;
    properties?: Record<string, unknown>;
    items?: unknown;
    default?: unknown;
    examples?: unknown[];
    enum?: unknown[];
  };
  if (node.examples?.length) return node.examples[0];
  if (node.default !== undefined) return node.default;
  if (node.enum?.length) return node.enum[0];
  const type: unknown = Array.isArray(node.type) ? (node.type as unknown[])[0] : node.type;
  if (type === 'object' || node.properties)
    return Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([name, property]) => [name, exampleOf(property, name, depth + 1)]),
    );
  if (type === 'array') return [exampleOf(node.items, key, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return `Example ${key}`;
}

/** The variables given as `{path, message}` by TEMPLATE_VARIABLES_INVALID. */
interface VariableError {
  path: string;
  message: string;
}

/** The stored template rendered by the API (`renderTemplate`) as the variables are typed. */
function Preview({ accountId, template }: { accountId: string; template: ConsoleTemplateFieldsFragment }) {
  const [variablesText, setVariablesText] = useState(() => json(exampleOf(template.variablesSchema ?? { type: 'object' })));
  const parsed = parseJsonObject(variablesText);
  const [variables, setVariables] = useState(parsed.value ?? null);
  // Render a moment after typing stops, not at every key.
  useEffect(() => {
    const typed = parseJsonObject(variablesText);
    if (typed.error !== null) return;
    const timer = setTimeout(() => setVariables(typed.value), 300);
    return () => clearTimeout(timer);
  }, [variablesText]);
  const [{ data, error, fetching }, render] = useQuery({
    query: ConsoleRenderTemplateDocument,
    variables: { accountId, id: template.id, variables },
    requestPolicy: 'network-only',
  });
  // A save changes what renders, with the same variables: ask again (the first render asked already).
  const renderedVersion = useRef(template.updatedAt);
  useEffect(() => {
    if (renderedVersion.current === template.updatedAt) return;
    renderedVersion.current = template.updatedAt;
    render({ requestPolicy: 'network-only' });
  }, [template.updatedAt, render]);
  // The API's answer is about the last variables that parsed: while the box holds JSON that does not, only that is said.
  const apiError = parsed.error === null ? error : undefined;
  const invalid = apiError?.graphQLErrors.find((e) => e.extensions?.code === 'TEMPLATE_VARIABLES_INVALID');
  const variableErrors = (invalid?.extensions?.errors as VariableError[] | undefined) ?? [];
  const rendered = error ? null : data?.renderTemplate;
  return (
    <aside aria-label="Preview" aria-busy={fetching}>
      <h3>Preview</h3>
      <TextAreaField
        label="Variables (JSON)"
        name="variables"
        rows={6}
        value={variablesText}
        message={parsed.error}
        hint="The saved template, rendered by the API as you type."
        onChange={(e) => setVariablesText(e.target.value)}
      />
      {variableErrors.length ? (
        <div className="error-note" role="alert">
          <ul aria-label="Variables errors">
            {variableErrors.map((variableError) => (
              <li key={`${variableError.path}-${variableError.message}`}>
                {/* The JSON Pointer of the variable at fault; the empty pointer is the variables object itself. */}
                <code>{variableError.path || '(the variables)'}</code> {variableError.message}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ErrorNote error={apiError} />
      )}
      {rendered ? (
        <div className="rendered" data-testid="rendered">
          <p>
            <small>Subject</small>
            <br />
            <strong data-testid="rendered-subject">{rendered.subject}</strong>
          </p>
          {rendered.html != null ? (
            // No scripts, no same origin: the HTML is the customer's, shown as a mail client would.
            <iframe title="HTML preview" sandbox="" srcDoc={rendered.html} className="html-preview" />
          ) : null}
          {rendered.text != null ? <pre data-testid="rendered-text">{rendered.text}</pre> : null}
        </div>
      ) : null}
    </aside>
  );
}
