import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { formError } from '../../api';
import { Empty, ErrorNote, Field, SelectField, TextAreaField } from '../../components/ui';
import { ConsoleSendTestEmailDocument, ConsoleSenderDomainsDocument, ConsoleTemplatesDocument } from '../../generated/graphql';
import { LISTS, parseJsonObject } from './mail';

/** The fields of `SendEmailInput` this form has, so an error the API names on one of them is shown under it. */
const FIELDS = ['from', 'to', 'subject', 'text', 'html', 'templateId', 'variables'];

/**
 * A test send from the console (`sendEmail`, counted against the quota like any send): from an address on a verified sender
 * domain, to one recipient, either written here or rendered from a stored template with variables. The answer links to the
 * message's page, where its status and events appear.
 */
export function SendTest({ accountId, onSent }: { accountId: string; onSent: () => void }) {
  const [domains] = useQuery({ query: ConsoleSenderDomainsDocument, variables: { accountId }, context: LISTS.domains });
  const [templates] = useQuery({ query: ConsoleTemplatesDocument, variables: { accountId }, context: LISTS.templates });
  const verified = (domains.data?.senderDomains.nodes ?? []).filter((domain) => domain.verificationStatus === 'verified');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState('');
  const [content, setContent] = useState<'written' | 'template'>('written');
  const [subject, setSubject] = useState('Test message');
  const [text, setText] = useState('This is a test message sent from the mail console.');
  const [html, setHtml] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [variablesText, setVariablesText] = useState('{}');
  const [variablesError, setVariablesError] = useState<string | null>(null);
  const [result, send] = useMutation(ConsoleSendTestEmailDocument);

  if (!domains.data) return <ErrorNote error={domains.error} />;
  if (verified.length === 0)
    return (
      <Empty>
        A test message needs a verified sender domain to send from: <Link to={`/mail/${accountId}/domains`}>verify one</Link>.
      </Empty>
    );
  const fromValue = from ?? `test@${verified[0]!.domain}`;
  const templateOptions = templates.data?.templates.nodes ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const base = { from: fromValue, to };
    if (content === 'template') {
      const variables = parseJsonObject(variablesText);
      setVariablesError(variables.error);
      if (variables.error !== null) return;
      const answer = await send({ accountId, input: { ...base, templateId, variables: variables.value } });
      if (answer.data) onSent();
      return;
    }
    const answer = await send({ accountId, input: { ...base, subject, text: text.trim() ? text : null, html: html.trim() ? html : null } });
    if (answer.data) onSent();
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Send a test message">
      <div className="grid">
        <Field
          label="From"
          name="from"
          required
          value={fromValue}
          error={result.error}
          hint={`An address on a verified sender domain: ${verified.map((domain) => domain.domain).join(', ')}`}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Field label="To" name="to" inputMode="email" required value={to} error={result.error} onChange={(e) => setTo(e.target.value)} />
      </div>
      <fieldset>
        <legend>Content</legend>
        <label>
          <input type="radio" name="content" checked={content === 'written'} onChange={() => setContent('written')} />
          Write it here
        </label>
        <label>
          <input
            type="radio"
            name="content"
            checked={content === 'template'}
            disabled={templateOptions.length === 0}
            onChange={() => setContent('template')}
          />
          Use a template{templateOptions.length === 0 ? ' (none yet)' : ''}
        </label>
      </fieldset>
      {content === 'written' ? (
        <>
          <Field
            label="Subject"
            name="subject"
            required
            value={subject}
            error={result.error}
            onChange={(e) => setSubject(e.target.value)}
          />
          <TextAreaField
            label="Text body"
            name="text"
            rows={4}
            value={text}
            error={result.error}
            onChange={(e) => setText(e.target.value)}
          />
          <TextAreaField
            label="HTML body"
            name="html"
            rows={4}
            value={html}
            error={result.error}
            hint="Optional; a text or an HTML body is needed."
            onChange={(e) => setHtml(e.target.value)}
          />
        </>
      ) : (
        <>
          <SelectField
            label="Template"
            name="templateId"
            required
            value={templateId}
            error={result.error}
            options={[['', 'Pick a template'], ...templateOptions.map((template) => [template.id, template.name] as const)]}
            onChange={(e) => setTemplateId(e.target.value)}
          />
          <TextAreaField
            label="Variables (JSON)"
            name="variables"
            rows={4}
            value={variablesText}
            error={result.error}
            message={variablesError}
            hint="Checked against the template's variables schema."
            onChange={(e) => setVariablesText(e.target.value)}
          />
        </>
      )}
      <ErrorNote text={formError(result.error, FIELDS)} />
      <button type="submit" aria-busy={result.fetching}>
        Send test message
      </button>
      {result.data && !result.error ? (
        <p className="notice" role="status">
          Sent: <Link to={`/mail/${accountId}/messages/${result.data.sendEmail.id}`}>message {result.data.sendEmail.id}</Link>. Its page
          shows its status and events.
        </p>
      ) : null}
    </form>
  );
}
