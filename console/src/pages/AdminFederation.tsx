import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { fieldError, formError, useRefetchEvery } from '../api';
import { AdminCrumbs } from '../components/AdminOnly';
import { ConflictTable, useRefetchOnPoll } from '../components/FederationConflicts';
import { LinkHistory } from '../components/FederationHistory';
import { usePageTitle } from '../components/page';
import { Badge, Empty, ErrorNote, FailedEventsNote, Field, FieldNote, Loading, SecretOnce, when } from '../components/ui';
import { DIRECTIONS, LINK_ENTITY_TYPES, linkHealth, pullsFromPeer, typeLabel } from '../federation';
import {
  ConsoleCheckFederationLinkDocument,
  ConsoleCreateFederationLinkDocument,
  ConsoleDeleteFederationLinkDocument,
  ConsoleFederationConflictsDocument,
  ConsoleFederationLinksDocument,
  ConsoleForceResyncFederationLinkDocument,
  ConsolePauseFederationLinkDocument,
  ConsoleProjectsDocument,
  ConsoleResumeFederationLinkDocument,
  ConsoleRotateFederationLinkSecretDocument,
  ConsoleRotateFederationLinkTokenDocument,
  ConsoleSetFederationLinkDryRunDocument,
  ConsoleSyncFederationLinkDocument,
  ConsoleUpdateFederationLinkDocument,
  type ConsoleFederationLinkFieldsFragment as FederationLink,
  type FederationLinkDirection,
} from '../generated/graphql';
import './federation.css';

/** Lists that may be empty name no type in their answer: refetched when a link or conflict changes all the same. */
const LINKS = { additionalTypenames: ['FederationLink'] };
const CONFLICTS = { additionalTypenames: ['FederationConflict', 'FederationLink'] };

type Project = { id: string; key: string; name: string };

/** Admin, Federation: the instance links with their health and controls, and their open conflicts (under AdminOnly). */
export default function AdminFederation() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: ConsoleFederationLinksDocument, context: LINKS });
  const [projects] = useQuery({ query: ConsoleProjectsDocument });
  const projectList: Project[] = projects.data?.projects.nodes ?? [];
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // Health changes with every poll, on the server: the page looks again now and then.
  useRefetchEvery(refetch, 15_000);
  usePageTitle('Federation', 'Admin');
  return (
    <>
      <AdminCrumbs current="Federation" />
      <hgroup>
        <h1>Federation</h1>
        <p>
          Instance links connect this workspace with another instance: shared project and ticket data flows between them. A project shared
          with one partner is managed in its project&apos;s settings instead.
        </p>
      </hgroup>
      <ErrorNote error={error} />
      {fetching && !data ? <Loading what="Loading links" /> : null}
      {data && data.federationLinks.nodes.length === 0 ? <Empty>No instance links yet: add the first one below.</Empty> : null}
      {data?.federationLinks.nodes.map((link) => (
        <LinkCard key={link.id} link={link} projects={projectList} onDeleted={reload} />
      ))}
      <CreateLink projects={projectList} onCreated={reload} />
    </>
  );
}

/** The values of a link's form, as typed. */
interface LinkValues {
  name: string;
  remoteUrl: string;
  direction: FederationLinkDirection;
  pollIntervalSeconds: string;
  peerToken: string;
  sharedSecret: string;
  entityScope: string[];
  projectFilter: string[];
}

const emptyLink: LinkValues = {
  name: '',
  remoteUrl: 'https://',
  direction: 'BIDIRECTIONAL',
  pollIntervalSeconds: '60',
  peerToken: '',
  sharedSecret: '',
  entityScope: [],
  projectFilter: [],
};

/** The fields shared by "add" and "edit": `prefix` keeps the ids of repeated forms apart. */
function LinkFields({
  prefix,
  values,
  onChange,
  error,
  projects,
  editing,
}: {
  prefix: string;
  values: LinkValues;
  onChange: (values: LinkValues) => void;
  error?: CombinedError;
  projects: Project[];
  editing: boolean;
}) {
  const set = (patch: Partial<LinkValues>) => onChange({ ...values, ...patch });
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  const direction = DIRECTIONS.find((d) => d.value === values.direction);
  return (
    <>
      <div className="grid">
        <Field
          id={`${prefix}-name`}
          label="Name"
          name="name"
          required
          maxLength={100}
          value={values.name}
          error={error}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Field
          id={`${prefix}-remoteUrl`}
          label="Peer URL"
          name="remoteUrl"
          required
          value={values.remoteUrl}
          error={error}
          hint="The other instance's base URL; https only"
          onChange={(e) => set({ remoteUrl: e.target.value })}
        />
      </div>
      <div className="grid">
        <label htmlFor={`${prefix}-direction`}>
          Direction (from this side)
          <select
            id={`${prefix}-direction`}
            value={values.direction}
            onChange={(e) => set({ direction: e.target.value as FederationLinkDirection })}
          >
            {DIRECTIONS.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
          <small>{direction?.description}</small>
        </label>
        <Field
          id={`${prefix}-pollIntervalSeconds`}
          label="Poll interval (seconds)"
          name="pollIntervalSeconds"
          type="number"
          min={15}
          max={3600}
          value={values.pollIntervalSeconds}
          error={error}
          hint="15 to 3600; for target and bidirectional links"
          onChange={(e) => set({ pollIntervalSeconds: e.target.value })}
        />
      </div>
      <div className="grid">
        <Field
          id={`${prefix}-peerToken`}
          label="Peer's token"
          name="peerToken"
          autoComplete="off"
          value={values.peerToken}
          error={error}
          hint={editing ? 'Leave empty to keep the one entered' : "The peer's incoming token (svc_fed_…), if its link exists already"}
          onChange={(e) => set({ peerToken: e.target.value })}
        />
        <Field
          id={`${prefix}-sharedSecret`}
          label="Shared secret"
          name="sharedSecret"
          autoComplete="off"
          value={values.sharedSecret}
          error={error}
          hint={
            editing
              ? 'Leave empty to keep it; enter the peer’s after it rotated it'
              : 'On the second side: the secret the first side generated. Empty: one is generated'
          }
          onChange={(e) => set({ sharedSecret: e.target.value })}
        />
      </div>
      <details>
        <summary>
          Entity scope: {values.entityScope.length ? `${values.entityScope.length} of 18 types` : 'every type the direction allows'}
        </summary>
        <fieldset className="checks">
          <legend className="visually-hidden">Entity scope</legend>
          {LINK_ENTITY_TYPES.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                checked={values.entityScope.includes(type)}
                onChange={(e) => set({ entityScope: toggle(values.entityScope, type, e.target.checked) })}
              />
              {typeLabel(type)}
            </label>
          ))}
        </fieldset>
        <FieldNote id="field-entityScope" message={fieldError(error, 'entityScope')} />
      </details>
      <details>
        <summary>
          Project filter: {values.projectFilter.length ? `${values.projectFilter.length} project(s)` : 'every project in scope'}
        </summary>
        {projects.length === 0 ? <Empty>No projects here yet.</Empty> : null}
        <fieldset className="checks">
          <legend className="visually-hidden">Project filter</legend>
          {projects.map((project) => (
            <label key={project.id}>
              <input
                type="checkbox"
                checked={values.projectFilter.includes(project.id)}
                onChange={(e) => set({ projectFilter: toggle(values.projectFilter, project.id, e.target.checked) })}
              />
              {project.key} {project.name}
            </label>
          ))}
        </fieldset>
        <FieldNote id="field-projectFilter" message={fieldError(error, 'projectFilter')} />
      </details>
    </>
  );
}

const LINK_FIELDS = ['name', 'remoteUrl', 'pollIntervalSeconds', 'peerToken', 'sharedSecret', 'entityScope', 'projectFilter'];

function CreateLink({ projects, onCreated }: { projects: Project[]; onCreated: () => void }) {
  const [values, setValues] = useState<LinkValues>(emptyLink);
  const [dryRun, setDryRun] = useState(false);
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState(false);
  const [secrets, setSecrets] = useState<{ name: string; incomingToken: string | null; sharedSecret: string | null } | null>(null);
  const [result, create] = useMutation(ConsoleCreateFederationLinkDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({
      input: {
        name: values.name,
        remoteUrl: values.remoteUrl,
        direction: values.direction,
        pollIntervalSeconds: values.pollIntervalSeconds ? Number(values.pollIntervalSeconds) : null,
        peerToken: values.peerToken || null,
        sharedSecret: values.sharedSecret || null,
        entityScope: values.entityScope,
        projectFilter: values.projectFilter,
        dryRun,
        paused,
      },
    });
    if (!answer.data) return;
    const created = answer.data.createFederationLink;
    setSecrets({ name: created.link.name, incomingToken: created.incomingToken ?? null, sharedSecret: created.sharedSecret ?? null });
    setValues(emptyLink);
    setDryRun(false);
    setPaused(false);
    setOpen(false);
    onCreated();
  };
  return (
    <section>
      {secrets ? (
        <article aria-label="New link's credentials">
          <p>
            <strong>Link “{secrets.name}” added.</strong> Hand these to the peer&apos;s admin over a secure channel: they enter the token as
            the peer token of their link{secrets.sharedSecret ? ', and the same shared secret' : ''}. Then enter their token here (Edit).
          </p>
          {secrets.incomingToken ? <SecretOnce label="Incoming token" value={secrets.incomingToken} /> : null}
          {secrets.sharedSecret ? <SecretOnce label="Shared secret" value={secrets.sharedSecret} /> : null}
          <button type="button" className="secondary small" onClick={() => setSecrets(null)}>
            Done
          </button>
        </article>
      ) : null}
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary role="button" className="outline">
          Add a link
        </summary>
        <form onSubmit={(event) => void submit(event)} aria-label="Add a link">
          <LinkFields prefix="new-link" values={values} onChange={setValues} error={result.error} projects={projects} editing={false} />
          <fieldset>
            <label>
              <input type="checkbox" role="switch" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
              Dry-run (fetch and log events, apply nothing)
            </label>
            <label>
              <input type="checkbox" role="switch" checked={paused} onChange={(e) => setPaused(e.target.checked)} />
              Start paused
            </label>
          </fieldset>
          <ErrorNote text={formError(result.error, LINK_FIELDS)} />
          <button type="submit" aria-busy={result.fetching}>
            Add link
          </button>
        </form>
      </details>
    </section>
  );
}

type Confirming = 'token' | 'secret' | 'resync' | 'delete' | null;

const CONFIRMATIONS: Record<Exclude<Confirming, null>, { question: string; action: string }> = {
  token: {
    question: "Rotate the incoming token? The old one is refused at once, until the peer's admin enters the new one.",
    action: 'Rotate token',
  },
  secret: {
    question: "Rotate the shared secret? The peer's requests are refused until its admin enters the new one.",
    action: 'Rotate secret',
  },
  resync: {
    question: 'Force a resync? The next poll replays every event the peer still has; rows that differ become conflicts.',
    action: 'Force resync',
  },
  delete: {
    question: 'Delete this link? Its sync history and open conflicts go; data already mirrored stays.',
    action: 'Delete link',
  },
};

/** One link: its health and settings, the controls, what the last control said, its open conflicts. */
function LinkCard({ link, projects, onDeleted }: { link: FederationLink; projects: Project[]; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const [failure, setFailure] = useState<CombinedError | undefined>();
  const [busy, setBusy] = useState<string | null>(null);
  const [dryRunAsked, setDryRunAsked] = useState<boolean | null>(null);
  // The switch shows what was asked for until the link, refetched after the change, says the same.
  useEffect(() => {
    if (dryRunAsked === link.dryRun) setDryRunAsked(null);
  }, [dryRunAsked, link.dryRun]);
  const [, check] = useMutation(ConsoleCheckFederationLinkDocument);
  const [, sync] = useMutation(ConsoleSyncFederationLinkDocument);
  const [, pause] = useMutation(ConsolePauseFederationLinkDocument);
  const [, resume] = useMutation(ConsoleResumeFederationLinkDocument);
  const [, setDryRun] = useMutation(ConsoleSetFederationLinkDryRunDocument);
  const [, rotateToken] = useMutation(ConsoleRotateFederationLinkTokenDocument);
  const [, rotateSecret] = useMutation(ConsoleRotateFederationLinkSecretDocument);
  const [, forceResync] = useMutation(ConsoleForceResyncFederationLinkDocument);
  const [, remove] = useMutation(ConsoleDeleteFederationLinkDocument);

  /** Runs one control; its error (or none) replaces the last one shown. */
  const run = async <T,>(name: string, action: () => Promise<{ data?: T; error?: CombinedError }>): Promise<T | undefined> => {
    setBusy(name);
    setOutcome(null);
    try {
      const answer = await action();
      setFailure(answer.error);
      return answer.data ?? undefined;
    } finally {
      setBusy(null);
    }
  };
  const id = link.id;
  const confirm = async () => {
    const which = confirming;
    setConfirming(null);
    if (which === 'token') {
      const data = await run('token', () => rotateToken({ id }));
      if (data?.rotateFederationLinkToken.incomingToken)
        setSecret({ label: 'New incoming token', value: data.rotateFederationLinkToken.incomingToken });
    } else if (which === 'secret') {
      const data = await run('secret', () => rotateSecret({ id }));
      if (data?.rotateFederationLinkSecret.sharedSecret)
        setSecret({ label: 'New shared secret', value: data.rotateFederationLinkSecret.sharedSecret });
    } else if (which === 'resync') {
      const data = await run('resync', () => forceResync({ id }));
      if (data) setOutcome({ ok: true, text: 'Resync started: the next poll replays what the peer has.' });
    } else if (which === 'delete') {
      const data = await run('delete', () => remove({ id }));
      if (data) onDeleted();
    }
  };

  // A source link never polls: its health is the peer's pulls, and amber waits for the first one.
  const health =
    link.direction === 'SOURCE' && link.health === 'AMBER' && !link.paused
      ? { colour: 'amber' as const, label: "Waiting for the peer's first pull" }
      : linkHealth(link);
  const direction = DIRECTIONS.find((d) => d.value === link.direction);
  const filtered = projects.filter((project) => link.projectFilter.includes(project.id));
  return (
    <article className="link-card" aria-label={`Link ${link.name}`}>
      <header className="link-head">
        <strong>{link.name}</strong> <Badge colour={health.colour}>{health.label}</Badge>
        {link.dryRun ? <Badge colour="amber">Dry-run</Badge> : null}
      </header>
      {link.lastError ? (
        <p className="error-note" title={link.lastError}>
          Last error: {link.lastError}
        </p>
      ) : null}
      <FailedEventsNote count={link.failedEvents} reason={link.lastEventError} />
      {!link.peerTokenSet ? (
        <p className="notice">The peer&apos;s token has not been entered yet: this side cannot call the peer. Use Edit to enter it.</p>
      ) : null}
      <dl className="facts">
        <dt>Peer</dt>
        <dd>
          <code>{link.remoteUrl}</code>
          {link.peerVersion ? ` (version ${link.peerVersion})` : ''}
        </dd>
        <dt>Direction</dt>
        <dd>
          {direction?.label}: {direction?.description}
        </dd>
        {pullsFromPeer(link.direction) ? (
          <>
            <dt>Polls</dt>
            <dd>every {link.pollIntervalSeconds} s</dd>
          </>
        ) : null}
        {pullsFromPeer(link.direction) ? (
          <>
            <dt>Last poll</dt>
            <dd>
              {when(link.lastPolledAt)}
              {link.lastSuccessAt ? `, last success ${when(link.lastSuccessAt)}` : ''}
            </dd>
          </>
        ) : null}
        {link.direction !== 'TARGET' ? (
          <>
            <dt>Peer last pulled</dt>
            <dd>{when(link.lastPulledByPeerAt)}</dd>
          </>
        ) : null}
        <dt>Scope</dt>
        <dd>{link.entityScope.length ? link.entityScope.map(typeLabel).join(', ') : 'every type the direction allows'}</dd>
        <dt>Projects</dt>
        <dd>
          {link.projectFilter.length
            ? filtered.map((p) => p.key).join(', ') || `${link.projectFilter.length} project(s)`
            : 'every project in scope'}
        </dd>
        <dt>Incoming token</dt>
        <dd>
          <code>{link.incomingTokenPrefix}…</code>
        </dd>
      </dl>
      <div className="row-actions" role="toolbar" aria-label={`Controls of ${link.name}`}>
        <button type="button" className="small" aria-busy={busy === 'check'} onClick={() => void testConnection()}>
          Test connection
        </button>
        {pullsFromPeer(link.direction) ? (
          <button type="button" className="small" aria-busy={busy === 'sync'} onClick={() => void syncNow()}>
            Sync now
          </button>
        ) : null}
        {link.paused ? (
          <button
            type="button"
            className="small secondary"
            aria-busy={busy === 'resume'}
            onClick={() => void run('resume', () => resume({ id }))}
          >
            Resume
          </button>
        ) : (
          <button
            type="button"
            className="small secondary"
            aria-busy={busy === 'pause'}
            onClick={() => void run('pause', () => pause({ id }))}
          >
            Pause
          </button>
        )}
        <label className="inline-switch">
          <input
            type="checkbox"
            role="switch"
            checked={dryRunAsked ?? link.dryRun}
            aria-busy={busy === 'dry-run'}
            onChange={(e) => {
              const dryRun = e.target.checked;
              setDryRunAsked(dryRun);
              // Refused: the link as it is.
              void run('dry-run', () => setDryRun({ input: { id, dryRun } })).then((data) => {
                if (!data) setDryRunAsked(null);
              });
            }}
          />
          Dry-run
        </label>
        <button type="button" className="small outline" onClick={() => setEditing(!editing)} aria-expanded={editing}>
          Edit
        </button>
        <button type="button" className="small outline" aria-busy={busy === 'token'} onClick={() => setConfirming('token')}>
          Rotate token
        </button>
        <button type="button" className="small outline" aria-busy={busy === 'secret'} onClick={() => setConfirming('secret')}>
          Rotate secret
        </button>
        {pullsFromPeer(link.direction) ? (
          <button type="button" className="small outline" aria-busy={busy === 'resync'} onClick={() => setConfirming('resync')}>
            Force resync
          </button>
        ) : null}
        <button type="button" className="small outline danger" aria-busy={busy === 'delete'} onClick={() => setConfirming('delete')}>
          Delete
        </button>
      </div>
      {confirming ? (
        <div className="confirm" role="alertdialog" aria-label={CONFIRMATIONS[confirming].action}>
          <p>{CONFIRMATIONS[confirming].question}</p>
          <div className="row-actions">
            <button type="button" className={`small${confirming === 'delete' ? ' danger' : ''}`} onClick={() => void confirm()}>
              {CONFIRMATIONS[confirming].action}
            </button>
            {/* The keyboard lands on the question's safe answer: a second Enter never rotates or deletes. */}
            <button type="button" className="small secondary" autoFocus onClick={() => setConfirming(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {outcome ? (
        <p role="status" className={outcome.ok ? 'ok-note' : 'error-note'}>
          {outcome.text}
        </p>
      ) : null}
      <ErrorNote error={failure} />
      {secret ? (
        <>
          <SecretOnce label={secret.label} value={secret.value} />
          <p className="notice">The peer&apos;s admin must enter it on their link.</p>
          <button type="button" className="secondary small" onClick={() => setSecret(null)}>
            Done
          </button>
        </>
      ) : null}
      {editing ? <EditLink link={link} projects={projects} onSaved={() => setEditing(false)} /> : null}
      <LinkConflicts linkId={link.id} polledAt={link.lastPolledAt ?? null} />
      <LinkHistory linkId={link.id} polledAt={link.lastPolledAt ?? null} />
    </article>
  );

  async function testConnection() {
    const data = await run('check', () => check({ id }));
    if (!data) return;
    const result = data.checkFederationLink;
    setOutcome(
      result.ok
        ? {
            ok: true,
            text: `Connection OK: the peer answered the signed handshake${result.link.peerVersion ? ` (version ${result.link.peerVersion})` : ''}.`,
          }
        : { ok: false, text: `Connection failed: ${result.error ?? 'the peer refused'}` },
    );
  }

  async function syncNow() {
    const data = await run('sync', () => sync({ id }));
    if (!data) return;
    const polled = data.syncFederationLink;
    setOutcome(
      polled.health === 'RED'
        ? { ok: false, text: `Sync failed: ${polled.lastError ?? 'the poll failed'}` }
        : { ok: true, text: `Synced at ${when(polled.lastPolledAt)}.` },
    );
  }
}

function EditLink({ link, projects, onSaved }: { link: FederationLink; projects: Project[]; onSaved: () => void }) {
  const [values, setValues] = useState<LinkValues>({
    name: link.name,
    remoteUrl: link.remoteUrl,
    direction: link.direction,
    pollIntervalSeconds: String(link.pollIntervalSeconds),
    peerToken: '',
    sharedSecret: '',
    entityScope: [...link.entityScope],
    projectFilter: [...link.projectFilter],
  });
  const [result, update] = useMutation(ConsoleUpdateFederationLinkDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await update({
      input: {
        id: link.id,
        name: values.name,
        remoteUrl: values.remoteUrl,
        direction: values.direction,
        pollIntervalSeconds: Number(values.pollIntervalSeconds),
        entityScope: values.entityScope,
        projectFilter: values.projectFilter,
        ...(values.peerToken ? { peerToken: values.peerToken } : {}),
        ...(values.sharedSecret ? { sharedSecret: values.sharedSecret } : {}),
      },
    });
    if (answer.data) onSaved();
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Edit ${link.name}`} className="edit-link">
      <LinkFields prefix={`link-${link.id}`} values={values} onChange={setValues} error={result.error} projects={projects} editing />
      <ErrorNote text={formError(result.error, LINK_FIELDS)} />
      <div className="row-actions">
        <button type="submit" className="small" aria-busy={result.fetching}>
          Save link
        </button>
        <button type="button" className="small secondary" onClick={onSaved}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A link's open conflicts: per row, each clashing field with this side's and the peer's value; keep ours or take theirs. */
function LinkConflicts({ linkId, polledAt }: { linkId: string; polledAt: string | null }) {
  const [{ data, error }, refetch] = useQuery({ query: ConsoleFederationConflictsDocument, variables: { linkId }, context: CONFLICTS });
  // Conflicts arise from polls: a poll seen since (the page looks again at the links now and then) brings them.
  useRefetchOnPoll(polledAt, refetch);
  const conflicts = data?.federationConflicts.nodes ?? [];
  if (error) return <ErrorNote error={error} />;
  if (!conflicts.length) return <p className="empty">No open conflicts.</p>;
  return (
    <section aria-label="Open conflicts">
      <h3>Open conflicts ({conflicts.length})</h3>
      <p>Both sides changed these fields before either saw the other&apos;s change. This side keeps its value until you decide.</p>
      <ConflictTable conflicts={conflicts} peer="On the peer" />
    </section>
  );
}
