import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { fieldError, formError, useRefetchEvery } from '../api';
import FederationConflicts from '../components/FederationConflicts';
import { usePageTitle } from '../components/page';
import { PairHistory } from '../components/FederationHistory';
import { Badge, CopyButton, DataTable, Empty, ErrorNote, FailedEventsNote, Field, FieldNote, Loading, when } from '../components/ui';
import {
  INVITE_STATES,
  PAIR_ENTITY_TYPES,
  PAIR_STATES,
  PRESETS,
  MASK_ENTRIES,
  isRefused,
  presetLabel,
  timeLeft,
  typeLabel,
  useNow,
} from '../federation';
import {
  ConsoleCreateProjectFederationInviteDocument,
  ConsolePauseProjectFederationPairDocument,
  ConsoleProjectFederationDocument,
  ConsoleProjectFederationProjectDocument,
  ConsoleResumeProjectFederationPairDocument,
  ConsoleRevokeProjectFederationInviteDocument,
  ConsoleRevokeProjectFederationPairDocument,
  ConsoleUpdateProjectFederationPairDocument,
  type ConsoleProjectFederationInviteFieldsFragment as Invite,
  type ConsoleProjectFederationPairFieldsFragment as Pair,
  type ProjectSharingPreset,
} from '../generated/graphql';
import './federation.css';

/** The page's lists may be empty (no pair, no invites): refetched when either changes all the same. */
const FEDERATION = { additionalTypenames: ['ProjectFederationPair', 'ProjectFederationInvite'] };

/** Project Settings, Federation: invites (token and QR code, shown once) and the pair with its sharing. Project admins. */
export default function ProjectFederation() {
  const { key = '' } = useParams();
  const [project] = useQuery({ query: ConsoleProjectFederationProjectDocument, variables: { key } });
  if (project.error && !project.data) return <ErrorNote error={project.error} />;
  if (!project.data) return <Loading what="Loading the project" />;
  return <Settings project={project.data.project} />;
}

function Settings({ project }: { project: { id: string; key: string; name: string } }) {
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ConsoleProjectFederationDocument,
    variables: { projectId: project.id },
    context: FEDERATION,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // The pair's state changes on the server with its polls: the page looks again, often while it waits for the first one.
  const pending = data?.projectFederationPair?.state === 'PENDING';
  useRefetchEvery(refetch, pending ? 3000 : 15_000);
  // A section of the project's settings: the frame around it has the page's h1 and the navigation.
  usePageTitle('Federation', 'Settings', project.name);
  const heading = <h2>Federation</h2>;
  if (isRefused(error)) {
    return (
      <>
        {heading}
        <article className="refusal">
          <p role="alert">
            Only the project&apos;s admins (and workspace admins) manage its federation (permission <code>project:federation:manage</code>).
            Ask an admin of {project.key} to share it with a partner.
          </p>
        </article>
      </>
    );
  }
  return (
    <>
      {heading}
      <ErrorNote error={error} />
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {fetching && !data ? <Loading what="Loading federation" /> : null}
      {data ? (
        <>
          {data.projectFederationPair ? (
            <PairPanel
              key={data.projectFederationPair.id}
              pair={data.projectFederationPair}
              projectKey={project.key}
              onRevoked={(partner) => {
                setNotice(`The pair with ${partner} was revoked: sync has stopped, and the data synced so far stays on both sides.`);
                reload();
              }}
            />
          ) : (
            <Empty>{project.key} is not shared with a partner instance. Invite one below.</Empty>
          )}
          <Invites projectId={project.id} invites={data.projectFederationInvites} paired={!!data.projectFederationPair} onChange={reload} />
        </>
      ) : null}
    </>
  );
}

/** The invite form, the invite just made (QR code, token, countdown) and the project's invites. */
function Invites({
  projectId,
  invites,
  paired,
  onChange,
}: {
  projectId: string;
  invites: Invite[];
  paired: boolean;
  onChange: () => void;
}) {
  const [preset, setPreset] = useState<ProjectSharingPreset>('READ_ONLY');
  const [note, setNote] = useState('');
  const [created, setCreated] = useState<{ id: string; token: string; png: string; svg: string; expiresAt: string } | null>(null);
  const [result, create] = useMutation(ConsoleCreateProjectFederationInviteDocument);
  const [revoked, revoke] = useMutation(ConsoleRevokeProjectFederationInviteDocument);
  const now = useNow();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create({ input: { projectId, preset, note: note.trim() || null } });
    if (!answer.data) return;
    const made = answer.data.createProjectFederationInvite;
    setCreated({ id: made.invite.id, token: made.token, png: made.qrCodePng, svg: made.qrCodeSvg, expiresAt: made.invite.expiresAt });
    setNote('');
    onChange();
  };
  const chosen = PRESETS.find((p) => p.value === preset);
  return (
    <section aria-labelledby="invites-heading">
      <h2 id="invites-heading">Invite a partner</h2>
      {created ? (
        <CreatedInvite
          invite={created}
          state={invites.find((invite) => invite.id === created.id)?.state ?? 'OPEN'}
          now={now}
          onDone={() => setCreated(null)}
        />
      ) : null}
      {paired ? (
        <p className="notice">A project is shared with one partner at a time: revoke the pair above to invite another.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label="Create an invite">
          <p>
            The partner&apos;s workspace admin submits the invite once, within 15 minutes. Their workspace then mirrors this project and
            both sides sync what the preset shares.
          </p>
          <label htmlFor="invite-preset">
            Sharing preset
            <select id="invite-preset" value={preset} onChange={(e) => setPreset(e.target.value as ProjectSharingPreset)}>
              {PRESETS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
            <small id="invite-preset-description">{chosen?.description}</small>
          </label>
          <label htmlFor="invite-note">
            Note for the accepting admin (optional)
            <textarea id="invite-note" maxLength={1000} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            <FieldNote id="field-note" message={fieldError(result.error, 'note')} />
          </label>
          <ErrorNote text={formError(result.error, ['note'])} />
          <button type="submit" aria-busy={result.fetching}>
            Create invite
          </button>
        </form>
      )}
      <h3>Invites</h3>
      {invites.length === 0 ? <Empty>No invites yet.</Empty> : null}
      {invites.length ? (
        <DataTable headers={['Created', 'Preset', 'Note', 'State', 'Expires', <span className="visually-hidden">Actions</span>]}>
          <tbody>
            {invites.map((invite) => {
              // An open invite runs out while the page is open: it is shown expired without a reload.
              const state = invite.state === 'OPEN' && new Date(invite.expiresAt).getTime() <= now ? 'EXPIRED' : invite.state;
              const badge = INVITE_STATES[state];
              return (
                <tr key={invite.id} aria-label={`Invite of ${when(invite.createdAt)}`}>
                  <td>{when(invite.createdAt)}</td>
                  <td>{presetLabel(invite.preset)}</td>
                  <td>{invite.note ?? '—'}</td>
                  <td>
                    <Badge colour={badge.colour}>{badge.label}</Badge>
                  </td>
                  <td>
                    {when(invite.expiresAt)}
                    {state === 'OPEN' ? <small> (in {timeLeft(invite.expiresAt, now)})</small> : null}
                  </td>
                  <td>
                    {state === 'OPEN' ? (
                      <button
                        type="button"
                        className="small outline danger"
                        disabled={revoked.fetching}
                        onClick={() => void revoke({ id: invite.id })}
                      >
                        Revoke
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      ) : null}
      <ErrorNote error={revoked.error} />
    </section>
  );
}

/** The invite just made: its QR code large, the token to copy, and the time left. Shown once. */
function CreatedInvite({
  invite,
  state,
  now,
  onDone,
}: {
  invite: { token: string; png: string; svg: string; expiresAt: string };
  state: Invite['state'];
  now: number;
  onDone: () => void;
}) {
  const expired = new Date(invite.expiresAt).getTime() <= now;
  const status =
    state === 'ACCEPTED'
      ? 'Accepted: the partner has it, and the pair is above.'
      : state === 'REVOKED'
        ? 'Revoked: this token no longer works.'
        : expired || state === 'EXPIRED'
          ? 'This invite has expired: create a new one.'
          : null;
  return (
    <article className="secret-once invite-created" aria-label="New invite">
      <div className="invite-grid">
        <img className="qr" src={invite.png} alt="QR code of the invite token" width={320} height={320} />
        <div>
          <strong>Invite token</strong>
          <p>
            <code data-testid="invite-token">{invite.token}</code> <CopyButton value={invite.token} />
          </p>
          <p>
            <small>Copy it now or scan the code: you will not see this again.</small>
          </p>
          {status ? (
            <p className="notice">{status}</p>
          ) : (
            <p role="timer" aria-live="off" className="countdown">
              Expires in {timeLeft(invite.expiresAt, now)}
            </p>
          )}
          <p>
            <small>
              The partner&apos;s workspace admin submits it to <code>POST /federation/accept-project-invite</code> on their instance.
            </small>
          </p>
          <div className="row-actions">
            <a
              href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invite.svg)}`}
              download="project-invite.svg"
              role="button"
              className="small outline secondary"
            >
              Download QR code (SVG)
            </a>
            <button type="button" className="small secondary" onClick={onDone}>
              Done
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The pair: partner, state, sharing per direction, pause/resume and revoke. */
function PairPanel({ pair, projectKey, onRevoked }: { pair: Pair; projectKey: string; onRevoked: (partner: string) => void }) {
  const [paused, pause] = useMutation(ConsolePauseProjectFederationPairDocument);
  const [resumed, resume] = useMutation(ConsoleResumeProjectFederationPairDocument);
  const state = PAIR_STATES[pair.state];
  const pausedByPartner = pair.pausedBy === 'PARTNER';
  return (
    <section aria-labelledby="pair-heading">
      <h2 id="pair-heading">
        Shared with {pair.partnerName}{' '}
        <span title={pair.lastError ?? undefined} data-testid="pair-state">
          <Badge colour={state.colour}>{pausedByPartner ? 'Paused by partner' : state.label}</Badge>
        </span>
      </h2>
      {pair.state === 'ERROR' && pair.lastError ? <p className="error-note">Last poll failed: {pair.lastError}</p> : null}
      <FailedEventsNote count={pair.failedEvents} reason={pair.lastEventError} />
      {pair.state === 'PENDING' ? <p className="notice">Waiting for the next successful poll.</p> : null}
      {pausedByPartner ? (
        <p className="notice">
          {pair.partnerName} paused syncing on their side. It resumes when they resume it; nothing is lost meanwhile.
        </p>
      ) : null}
      {pair.note ? (
        <blockquote className="invite-note" aria-label="Note from the invite" data-testid="pair-note">
          <small>Note {pair.role === 'sharing' ? 'sent with the invite' : `from ${pair.partnerName}`}</small>
          <p>{pair.note}</p>
        </blockquote>
      ) : null}
      <dl className="facts">
        <dt>Partner</dt>
        <dd>
          <code>{pair.partnerUrl}</code>
        </dd>
        <dt>This side</dt>
        <dd>{pair.role === 'sharing' ? 'shares the project (made the invite)' : 'mirrors the project (accepted the invite)'}</dd>
        <dt>Preset</dt>
        <dd data-testid="pair-preset">{presetLabel(pair.preset)}</dd>
        <dt>Last poll</dt>
        <dd>{when(pair.lastPolledAt)}</dd>
        <dt>Since</dt>
        <dd>{when(pair.createdAt)}</dd>
      </dl>
      <div className="row-actions">
        {pair.pausedBy === 'THIS_SIDE' ? (
          <button type="button" className="small secondary" aria-busy={resumed.fetching} onClick={() => void resume({ id: pair.id })}>
            Resume syncing
          </button>
        ) : (
          <button type="button" className="small secondary" aria-busy={paused.fetching} onClick={() => void pause({ id: pair.id })}>
            Pause syncing
          </button>
        )}
      </div>
      <ErrorNote error={paused.error ?? resumed.error} />
      <FederationConflicts projectId={pair.projectId} polledAt={pair.lastPolledAt ?? null} />
      <PairHistory projectId={pair.projectId} polledAt={pair.lastPolledAt ?? null} />
      <Sharing key={`${pair.preset}:${JSON.stringify([pair.outbound, pair.inbound])}`} pair={pair} />
      <RevokePair pair={pair} projectKey={projectKey} onRevoked={onRevoked} />
    </section>
  );
}

interface DirectionValues {
  types: string[];
  masked: string[];
}

/** The per-direction switches and masks; saving them makes the pair Custom. A preset can be applied again. */
function Sharing({ pair }: { pair: Pair }) {
  const [outbound, setOutbound] = useState<DirectionValues>({ types: [...pair.outbound.types], masked: [...pair.outbound.masked] });
  const [inbound, setInbound] = useState<DirectionValues>({ types: [...pair.inbound.types], masked: [...pair.inbound.masked] });
  const [preset, setPreset] = useState<ProjectSharingPreset>(pair.preset === 'CUSTOM' ? 'READ_ONLY' : pair.preset);
  const [saved, save] = useMutation(ConsoleUpdateProjectFederationPairDocument);
  const [applied, apply] = useMutation(ConsoleUpdateProjectFederationPairDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      input: {
        id: pair.id,
        outboundTypes: outbound.types,
        inboundTypes: inbound.types,
        outboundMasked: outbound.masked,
        inboundMasked: inbound.masked,
      },
    });
  };
  return (
    <>
      <h3>What crosses</h3>
      <form onSubmit={submit} aria-label="Sharing">
        <p>
          Each side tunes its own two directions. Saving switches the pair to Custom; changes act on later changes, not on what has crossed
          already. Internal comments, private tickets, non-public docs, access lists, memberships, rates and budgets never cross.
        </p>
        <div className="grid">
          <DirectionForm
            name="outbound"
            title="Outbound: what this side sends"
            maskTitle="Fields not sent"
            values={outbound}
            onChange={setOutbound}
            error={saved.error}
          />
          <DirectionForm
            name="inbound"
            title="Inbound: what this side accepts"
            maskTitle="Fields not accepted"
            values={inbound}
            onChange={setInbound}
            error={saved.error}
          />
        </div>
        <ErrorNote text={formError(saved.error, ['outboundTypes', 'inboundTypes', 'outboundMasked', 'inboundMasked'])} />
        <button type="submit" aria-busy={saved.fetching}>
          Save sharing (switches to Custom)
        </button>
      </form>
      <form
        className="apply-preset"
        aria-label="Apply a preset"
        onSubmit={(event) => {
          event.preventDefault();
          void apply({ input: { id: pair.id, preset } });
        }}
      >
        <label htmlFor="pair-preset">Or apply a preset to both directions</label>
        <fieldset role="group">
          <select id="pair-preset" value={preset} onChange={(e) => setPreset(e.target.value as ProjectSharingPreset)}>
            {PRESETS.filter((p) => p.value !== 'CUSTOM').map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          <button type="submit" className="secondary" aria-busy={applied.fetching}>
            Apply preset
          </button>
        </fieldset>
        <small>{PRESETS.find((p) => p.value === preset)?.description}</small>
        <ErrorNote error={applied.error} />
      </form>
    </>
  );
}

function DirectionForm({
  name,
  title,
  maskTitle,
  values,
  onChange,
  error,
}: {
  name: 'outbound' | 'inbound';
  title: string;
  maskTitle: string;
  values: DirectionValues;
  onChange: (values: DirectionValues) => void;
  error?: CombinedError;
}) {
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  return (
    <fieldset className="direction" aria-label={title}>
      <legend>
        <strong>{title}</strong>
      </legend>
      <fieldset className="checks" aria-label={`${title}: entity types`}>
        <legend>Entity types</legend>
        {PAIR_ENTITY_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              role="switch"
              checked={values.types.includes(type)}
              onChange={(e) => onChange({ ...values, types: toggle(values.types, type, e.target.checked) })}
            />
            {typeLabel(type)}
          </label>
        ))}
      </fieldset>
      <FieldNote id={`field-${name}Types`} message={fieldError(error, `${name}Types`)} />
      <fieldset className="checks" aria-label={`${title}: ${maskTitle.toLowerCase()}`}>
        <legend>{maskTitle}</legend>
        {MASK_ENTRIES.map((entry) => (
          <label key={entry}>
            <input
              type="checkbox"
              checked={values.masked.includes(entry)}
              onChange={(e) => onChange({ ...values, masked: toggle(values.masked, entry, e.target.checked) })}
            />
            <span className="mask-entry">{entry}</span>
          </label>
        ))}
      </fieldset>
      <FieldNote id={`field-${name}Masked`} message={fieldError(error, `${name}Masked`)} />
    </fieldset>
  );
}

/** Revoking asks for the project's key, typed: the API checks it and says so next to the field. */
function RevokePair({ pair, projectKey, onRevoked }: { pair: Pair; projectKey: string; onRevoked: (partner: string) => void }) {
  const [typed, setTyped] = useState('');
  const [result, revoke] = useMutation(ConsoleRevokeProjectFederationPairDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await revoke({ input: { id: pair.id, projectKey: typed } });
    if (answer.data) onRevoked(pair.partnerName);
  };
  return (
    <details className="danger-zone">
      <summary>Revoke the pair</summary>
      <form onSubmit={(event) => void submit(event)} aria-label="Revoke the pair">
        <p>
          The pair and its link go on both sides and sync stops. Data synced so far stays on both sides. The partner is told; if it cannot
          be reached, its pair turns red at its next poll.
        </p>
        <Field
          id="revoke-projectKey"
          label={`Type the project key (${projectKey}) to confirm`}
          name="projectKey"
          autoComplete="off"
          required
          value={typed}
          error={result.error}
          onChange={(e) => setTyped(e.target.value)}
        />
        <ErrorNote text={formError(result.error, ['projectKey'])} />
        <button type="submit" className="danger" aria-busy={result.fetching}>
          Revoke the pair
        </button>
      </form>
    </details>
  );
}
