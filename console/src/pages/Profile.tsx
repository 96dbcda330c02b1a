import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ApiKeyForm } from '../components/ApiKeyForm';
import { usePageTitle } from '../components/page';
import { Badge, DataTable, Empty, ErrorNote, Loading, SecretOnce, when } from '../components/ui';
import { ConsoleApiKeysDocument, ConsoleRevokeApiKeyDocument } from '../generated/graphql';
import { useViewer } from '../viewer';

const KEY_LIST = { additionalTypenames: ['ApiKey'] };

/** The signed-in person and their API keys: generate (the key shown once), list without secrets, revoke. */
export default function Profile() {
  const { viewer } = useViewer();
  usePageTitle('Profile');
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
  const [created, setCreated] = useState<string | null>(null);
  return (
    <>
      {created ? <SecretOnce label="Your new API key" value={created} /> : null}
      <ApiKeyForm
        mcpByDefault={false}
        summary="Generate API key"
        nameLabel="Name"
        nameHint="What it is for, e.g. CI"
        submitLabel="Generate"
        onSubmitting={() => setCreated(null)}
        onMinted={(key) => setCreated(key.token)}
      />
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
