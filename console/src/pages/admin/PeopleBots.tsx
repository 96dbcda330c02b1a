import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorText, formError } from '../../api';
import { ApiKeyForm, type MintedKey } from '../../components/ApiKeyForm';
import { Badge, DataTable, Empty, ErrorNote, Field, Loading, SecretOnce, SelectField, when } from '../../components/ui';
import {
  ConsoleBotKeysDocument,
  ConsolePeopleCreateBotDocument,
  ConsolePeopleUpdateUserDocument,
  ConsoleRevokeApiKeyDocument,
} from '../../generated/graphql';
import { useViewer } from '../../viewer';
import { ConfirmDialog, KEY_LIST, PEOPLE_LIST, ShownOnce, type Person } from './PeopleParts';

/** Bots (service accounts): create one with its owner, and mint, list and revoke its keys. Recommended for MCP use (SPEC). */
export default function Bots({ bots, people }: { bots: Person[]; people: Person[] }) {
  return (
    <section aria-labelledby="bots">
      <h2 id="bots">Bots</h2>
      <p>
        A bot is a service account owned by a person: it signs in with API keys only, and reaches only the projects it is a member of. For
        an AI client (MCP) or a script working with a key, use a bot rather than a person&apos;s own key: what it does is attributed to the
        bot, and its keys can be revoked without touching anyone&apos;s sign-in.{' '}
        <a href="#connect-ai-client">How to connect an AI client</a>
      </p>
      <CreateBot people={people.filter((person) => person.active)} />
      {bots.length === 0 ? (
        <Empty>No bots yet.</Empty>
      ) : (
        bots.map((bot) => <BotCard key={bot.id} bot={bot} people={people.filter((person) => person.active)} />)
      )}
      <ConnectAiClient />
    </section>
  );
}

function CreateBot({ people }: { people: Person[] }) {
  const { viewer } = useViewer();
  const [name, setName] = useState('');
  const [ownerId, setOwnerId] = useState(viewer.id);
  const [result, create] = useMutation(ConsolePeopleCreateBotDocument);
  const [ownerResult, setOwner] = useMutation(ConsolePeopleUpdateUserDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { displayName: name } }, PEOPLE_LIST);
    if (!answer.data) return;
    // The API makes you the owner of a bot you create; another owner is then given it, as an admin may.
    if (ownerId !== viewer.id) {
      const owned = await setOwner({ input: { id: answer.data.createBot.id, ownerId } }, PEOPLE_LIST);
      if (!owned.data) return;
    }
    setName('');
    setOwnerId(viewer.id);
  };
  return (
    <details>
      <summary role="button" className="outline">
        Create a bot
      </summary>
      <form onSubmit={(event) => void submit(event)}>
        <div className="grid">
          <Field
            label="Bot name"
            name="displayName"
            required
            value={name}
            error={result.error}
            onChange={(e) => setName(e.target.value)}
            hint="What it is for, e.g. Claude for the Web team"
          />
          <SelectField
            label="Owner"
            name="ownerId"
            value={ownerId}
            error={ownerResult.error}
            options={people.map(
              (person) => [person.id, person.id === viewer.id ? `${person.displayName} (you)` : person.displayName] as const,
            )}
            onChange={(e) => setOwnerId(e.target.value)}
            hint="Its owner mints its keys and may act as it from an AI client. Another owner's bot takes its keys from them (or a super-admin)."
          />
        </div>
        <ErrorNote text={formError(result.error, ['displayName']) ?? formError(ownerResult.error, ['ownerId'])} />
        <button type="submit" aria-busy={result.fetching || ownerResult.fetching}>
          Create bot
        </button>
      </form>
    </details>
  );
}

function BotCard({ bot, people }: { bot: Person; people: Person[] }) {
  const [secret, setSecret] = useState<MintedKey | null>(null);
  const ownerGone = !people.some((person) => person.id === bot.owner?.id);
  return (
    <article aria-label={`Bot ${bot.displayName}`}>
      <header>
        <strong>{bot.displayName}</strong> {bot.active ? <Badge colour="green">Active</Badge> : <Badge colour="grey">Deactivated</Badge>}
        <div>
          <small>
            Owner: {bot.owner?.displayName ?? 'nobody'} · {bot.email}
          </small>
        </div>
      </header>
      {ownerGone && bot.active ? (
        <p className="error-note" role="status">
          Its owner is deactivated, so its keys do not work: give it to an active person below.
        </p>
      ) : null}
      <OwnerChange bot={bot} people={people} />
      {secret ? (
        <ShownOnce onDismiss={() => setSecret(null)}>
          <SecretOnce label={`New key ${secret.name} of ${bot.displayName}`} value={secret.token} />
          {secret.mcp ? (
            <p>
              Give it to the AI client as <code>Authorization: Bearer …</code> (<a href="#connect-ai-client">how</a>).
            </p>
          ) : null}
        </ShownOnce>
      ) : null}
      <BotKeys bot={bot} />
      {bot.active ? (
        <ApiKeyForm
          userId={bot.id}
          idPrefix={`${bot.id}-`}
          // A bot's key is mostly for an AI client: the switch starts on.
          mcpByDefault
          summary={`New key for ${bot.displayName}`}
          summaryClassName="outline small"
          nameLabel="Key name"
          nameHint="Where it is used, e.g. Claude Code on the build box"
          submitLabel="Create key"
          onMinted={setSecret}
        />
      ) : (
        <p>Reactivate the bot (Users, above) to give it a new key.</p>
      )}
    </article>
  );
}

/** A bot's owner, changed with its own Save: the previous owner's AI-client delegations to it end (the API says so). */
function OwnerChange({ bot, people }: { bot: Person; people: Person[] }) {
  const [ownerId, setOwnerId] = useState(bot.owner?.id ?? '');
  const [result, update] = useMutation(ConsolePeopleUpdateUserDocument);
  const id = `owner-${bot.id}`;
  const options = people.some((person) => person.id === ownerId) ? people : [{ id: ownerId, displayName: 'Choose a new owner' }, ...people];
  return (
    <div>
      <label htmlFor={id}>Owner of {bot.displayName}</label>
      <select
        id={id}
        value={ownerId}
        aria-invalid={result.error ? true : undefined}
        aria-describedby={result.error ? `${id}-error` : undefined}
        onChange={(e) => setOwnerId(e.target.value)}
      >
        {options.map((person) => (
          <option key={person.id} value={person.id}>
            {person.displayName}
          </option>
        ))}
      </select>
      {ownerId && ownerId !== bot.owner?.id ? (
        <button
          type="button"
          className="small"
          aria-busy={result.fetching}
          onClick={() => void update({ input: { id: bot.id, ownerId } }, PEOPLE_LIST)}
        >
          Save owner
        </button>
      ) : null}
      {result.error ? (
        <small id={`${id}-error`} className="field-error" role="alert">
          {errorText(result.error)}
        </small>
      ) : null}
    </div>
  );
}

function BotKeys({ bot }: { bot: Person }) {
  const [{ data, error }] = useQuery({ query: ConsoleBotKeysDocument, variables: { userId: bot.id }, context: KEY_LIST });
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [revoked, revoke] = useMutation(ConsoleRevokeApiKeyDocument);
  if (error && !data) return <ErrorNote error={error} />;
  if (!data) return <Loading what="Loading keys" />;
  if (data.apiKeys.length === 0) return <Empty>No keys yet.</Empty>;
  return (
    <>
      <DataTable headers={['Key name', 'Key', 'Scopes', 'Expires', 'Last used', 'Actions']} aria-label={`Keys of ${bot.displayName}`}>
        <tbody>
          {data.apiKeys.map((key) => (
            <tr key={key.id} aria-label={key.name}>
              <td>{key.name}</td>
              <td>
                <code>{key.tokenPrefix}…</code>
              </td>
              <td>{key.scopes.join(', ') || '—'}</td>
              <td>{key.expiresAt ? when(key.expiresAt) : 'never'}</td>
              <td>{when(key.lastUsedAt)}</td>
              <td>
                {key.revokedAt ? (
                  <Badge colour="grey">Revoked</Badge>
                ) : (
                  <button type="button" className="outline secondary small" onClick={() => setRevoking({ id: key.id, name: key.name })}>
                    Revoke…
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {revoking ? (
        <ConfirmDialog
          title={`Revoke the key ${revoking.name}?`}
          confirmLabel="Revoke key"
          danger
          busy={revoked.fetching}
          error={revoked.error}
          onClose={() => setRevoking(null)}
          onConfirm={() => void revoke({ id: revoking.id }, KEY_LIST).then((answer) => answer.data && setRevoking(null))}
        >
          <p>Anything using it (an AI client, a script) stops working at once. This cannot be undone: mint a new key instead.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Where the page's "how to connect" links lead: the MCP address and a client's setup with a bot's key (docs/mcp.md, Connecting). */
function ConnectAiClient() {
  const url = `${window.location.origin}/mcp`;
  return (
    <section aria-labelledby="connect-ai-client">
      <h3 id="connect-ai-client">How to connect an AI client</h3>
      <p>
        The MCP server is at <code>{url}</code>. Clients with a connector (Claude, Cursor, VS Code) can be given this address alone and sign
        in through the browser, as you or as a bot you own. With a bot&apos;s key that has <code>mcp:use</code>, send it on every request;
        for Claude Code:
      </p>
      <pre>
        <code>{`claude mcp add --transport http svc ${url} --header "Authorization: Bearer svc_key_..."`}</code>
      </pre>
      <p>
        Other clients take the same address and header in their MCP settings (<code>mcpServers</code> in Cursor&apos;s{' '}
        <code>~/.cursor/mcp.json</code>). The platform&apos;s MCP documentation (docs/mcp.md, &ldquo;Connecting&rdquo;) has every client.
      </p>
    </section>
  );
}
