import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { formError } from '../api';
import { Badge, DataTable, Empty, ErrorNote, Field, Loading, SecretOnce, when } from '../components/ui';
import { ConsoleApiKeysDocument, ConsoleCreateApiKeyDocument, ConsoleRevokeApiKeyDocument } from '../generated/graphql';
import { useViewer } from '../viewer';

const KEY_LIST = { additionalTypenames: ['ApiKey'] };

/** The signed-in person and their API keys: generate (the key shown once), list without secrets, revoke. */
export default function Profile() {
  const { viewer } = useViewer();
  return (
    <>
      <hgroup>
        <h1>{viewer.displayName}</h1>
        <p>
          {viewer.email} · {viewer.globalRole.toLowerCase().replace('_', ' ')}
        </p>
      </hgroup>
      <h2>API keys</h2>
      <GenerateKey />
      <KeyList />
    </>
  );
}

function GenerateKey() {
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [mcp, setMcp] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [result, create] = useMutation(ConsoleCreateApiKeyDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const answer = await create({
      input: {
        name,
        // The end of the chosen day, in the person's own time zone.
        expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
        scopes: mcp ? ['mcp:use'] : [],
      },
    });
    if (answer.data) {
      setCreated(answer.data.createApiKey.token);
      setName('');
      setExpires('');
      setMcp(false);
    }
  };
  return (
    <>
      {created ? <SecretOnce label="Your new API key" value={created} /> : null}
      <details>
        <summary role="button" className="outline">
          Generate API key
        </summary>
        <form onSubmit={(event) => void submit(event)}>
          <div className="grid">
            <Field
              label="Name"
              name="name"
              required
              value={name}
              error={result.error}
              onChange={(e) => setName(e.target.value)}
              hint="What it is for, e.g. CI"
            />
            <Field
              label="Expires on (optional)"
              name="expiresAt"
              type="date"
              value={expires}
              error={result.error}
              onChange={(e) => setExpires(e.target.value)}
            />
          </div>
          <label>
            <input type="checkbox" role="switch" name="mcp" checked={mcp} onChange={(e) => setMcp(e.target.checked)} /> Allow AI clients
            (MCP) to use this key (<code>mcp:use</code>)
          </label>
          <ErrorNote text={formError(result.error, ['name', 'expiresAt'])} />
          <button type="submit" aria-busy={result.fetching}>
            Generate
          </button>
        </form>
      </details>
    </>
  );
}

function KeyList() {
  const [{ data, error }] = useQuery({ query: ConsoleApiKeysDocument, context: KEY_LIST });
  const [revoked, revoke] = useMutation(ConsoleRevokeApiKeyDocument);
  if (error && !data) return <ErrorNote error={error} />;
  if (!data) return <Loading what="Loading keys" />;
  if (data.apiKeys.length === 0) return <Empty>No API keys yet.</Empty>;
  return (
    <>
      <DataTable headers={['Name', 'Key', 'Scopes', 'Expires', 'Last used', '']}>
        <tbody>
          {data.apiKeys.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>
                <code>{key.tokenPrefix}…</code>
              </td>
              <td>{key.scopes.join(', ') || '—'}</td>
              <td>{key.expiresAt ? when(key.expiresAt) : 'never'}</td>
              <td>{when(key.lastUsedAt)}</td>
              <td>
                {key.revokedAt ? (
                  <Badge colour="grey">revoked</Badge>
                ) : (
                  <button
                    type="button"
                    className="outline secondary small"
                    aria-label={`Revoke ${key.name}`}
                    onClick={() => {
                      if (window.confirm(`Revoke the key "${key.name}"? Anything using it stops working.`)) void revoke({ id: key.id });
                    }}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <ErrorNote error={revoked.error} />
    </>
  );
}
