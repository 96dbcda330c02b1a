import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { formError } from '../api';
import { ConsoleCreateApiKeyDocument } from '../generated/graphql';
import { ErrorNote, Field } from './ui';

/** A workspace API key just minted: its secret, shown once by the page, with what it was minted as. */
export interface MintedKey {
  name: string;
  token: string;
  mcp: boolean;
}

/**
 * The fold that mints a workspace API key (`createApiKey`): a name, an optional expiry date (the end of that day in the person's
 * own time zone) and the `mcp:use` switch. For `userId` (a bot) or, without it, the signed-in person. `idPrefix` keeps the
 * controls' ids apart where the form stands once per card.
 */
export function ApiKeyForm({
  userId,
  idPrefix = '',
  mcpByDefault,
  summary,
  nameLabel,
  nameHint,
  submitLabel,
  summaryClassName = 'outline',
  onSubmitting,
  onMinted,
}: {
  userId?: string;
  idPrefix?: string;
  mcpByDefault: boolean;
  summary: string;
  nameLabel: string;
  nameHint: string;
  submitLabel: string;
  summaryClassName?: string;
  /** Each time the form is sent, before the answer (a page drops the previous secret it shows). */
  onSubmitting?: () => void;
  onMinted: (key: MintedKey) => void;
}) {
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [mcp, setMcp] = useState(mcpByDefault);
  const [result, create] = useMutation(ConsoleCreateApiKeyDocument);
  const id = (field: string) => `${idPrefix}field-${field}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onSubmitting?.();
    const answer = await create(
      {
        input: {
          ...(userId ? { userId } : {}),
          name,
          expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
          scopes: mcp ? ['mcp:use'] : [],
        },
      },
      // The lists of keys name no type when empty: refetched all the same.
      { additionalTypenames: ['ApiKey'] },
    );
    if (answer.data) {
      onMinted({ name, token: answer.data.createApiKey.token, mcp });
      setName('');
      setExpires('');
      setMcp(mcpByDefault);
    }
  };
  return (
    <details>
      <summary role="button" className={summaryClassName}>
        {summary}
      </summary>
      <form onSubmit={(event) => void submit(event)}>
        <div className="grid">
          <Field
            id={id('name')}
            label={nameLabel}
            name="name"
            required
            value={name}
            error={result.error}
            onChange={(e) => setName(e.target.value)}
            hint={nameHint}
          />
          <Field
            id={id('expiresAt')}
            label="Expires on (optional)"
            name="expiresAt"
            type="date"
            value={expires}
            error={result.error}
            onChange={(e) => setExpires(e.target.value)}
          />
        </div>
        <label htmlFor={id('mcp')}>
          <input id={id('mcp')} type="checkbox" role="switch" name="mcp" checked={mcp} onChange={(e) => setMcp(e.target.checked)} /> Allow
          AI clients (MCP) to use this key (<code>mcp:use</code>)
        </label>
        <ErrorNote text={formError(result.error, ['name', 'expiresAt'])} />
        <button type="submit" aria-busy={result.fetching}>
          {submitLabel}
        </button>
      </form>
    </details>
  );
}
