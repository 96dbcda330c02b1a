import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, type UseQueryState } from 'urql';
import { formError } from '../../api';
import { AdminCrumbs } from '../../components/AdminOnly';
import { usePageTitle } from '../../components/page';
import { Badge, CopyButton, DataTable, Empty, ErrorNote, Field, Loading, saveFile, SecretOnce } from '../../components/ui';
import {
  ConsoleOrchestratorChoicesDocument,
  ConsoleOrchestratorWorkflowsDocument,
  ConsoleReactivateUserDocument,
  ConsoleSetupOrchestratorAccountDocument,
  ConsoleSetupOrchestratorKeyDocument,
  ConsoleSetupOrchestratorProjectsDocument,
  ConsoleTestOrchestratorConnectionDocument,
  type ConsoleOrchestratorChoicesQuery,
  type ConsoleSetupOrchestratorAccountMutation,
  type ConsoleSetupOrchestratorProjectsMutation,
  type ConsoleTestOrchestratorConnectionMutation,
  type OrchestratorWorkflowTracker,
} from '../../generated/graphql';

type Account = ConsoleSetupOrchestratorAccountMutation['setupOrchestratorAccount'];
type Membership = ConsoleSetupOrchestratorProjectsMutation['setupOrchestratorProjects'][number];
type ConnectionTest = ConsoleTestOrchestratorConnectionMutation['testOrchestratorConnection'][number];
type Choices = UseQueryState<ConsoleOrchestratorChoicesQuery>;

const STEPS = ['Service account', 'Projects', 'Key', 'WORKFLOW.md', 'Connection test'] as const;

/**
 * Admin, Integrations: the orchestrator setup wizard (SPEC part C). Five steps, each one a mutation that can be run again; what the
 * wizard learns (the key above all) stays in this page's memory only, so leaving the page forgets it.
 */
export default function Integrations() {
  usePageTitle('Integrations', 'Admin');
  const [step, setStep] = useState(0);
  // The accounts and projects to choose from, asked for once by the page rather than by each step: one request instead of a
  // second as the step changes, and no step mounting its own copy of the query while the previous one unmounts (a suspect,
  // never reproduced, for a CI run where the projects step did not show its checkboxes).
  const [choices] = useQuery({ query: ConsoleOrchestratorChoicesDocument });
  const [account, setAccount] = useState<Account | null>(null);
  const [memberships, setMemberships] = useState<Membership[] | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [tests, setTests] = useState<ConnectionTest[] | null>(null);
  const [workflowShown, setWorkflowShown] = useState(false);
  const onWorkflow = useCallback(() => setWorkflowShown(true), []);
  const projectKeys = useMemo(() => (memberships ?? []).filter((m) => m.result !== 'NOT_FOUND').map((m) => m.projectKey), [memberships]);
  /** The furthest step that may be opened: each needs what the steps before it produced. */
  const reachable = !account ? 0 : !memberships ? 1 : !token ? 2 : 4;
  const done = [account !== null, memberships !== null, token !== null, workflowShown, tests !== null];

  return (
    <>
      <AdminCrumbs current="Integrations" />
      <h1>Integrations</h1>
      <article className="integration">
        <header>
          <h2>Coding-agent orchestrator</h2>
          <p>
            Lets an orchestrator such as Symphony use this workspace as its ticket tracker: it polls the projects&apos; candidate tickets
            under <code>/integrations/orchestrator</code> as a service account of its own, and never changes a ticket itself. Every step can
            be run again: an existing account and its memberships are reused.
          </p>
        </header>
        <ol className="stepper" aria-label="Setup steps">
          {STEPS.map((title, index) => (
            <li key={title}>
              <button
                type="button"
                className={index === step ? 'current' : done[index] ? 'done' : 'outline secondary'}
                aria-current={index === step ? 'step' : undefined}
                disabled={index > reachable}
                onClick={() => setStep(index)}
              >
                <span className="step-number">{done[index] && index !== step ? '✓' : index + 1}</span> {title}
              </button>
            </li>
          ))}
        </ol>
        {step === 0 ? (
          <AccountStep
            choices={choices}
            account={account}
            onAccount={(next) => {
              if (next.account.id !== account?.account.id) {
                setMemberships(null);
                setToken(null);
                setTests(null);
              }
              setAccount(next);
            }}
            onNext={() => setStep(1)}
          />
        ) : null}
        {step === 1 && account ? (
          <ProjectsStep
            choices={choices}
            account={account}
            memberships={memberships}
            onMemberships={(next) => {
              setMemberships(next);
              setTests(null);
            }}
            onNext={() => setStep(2)}
          />
        ) : null}
        {step === 2 && account ? (
          <KeyStep
            account={account}
            token={token}
            onToken={(next) => {
              setToken(next);
              setTests(null);
            }}
            onNext={() => setStep(3)}
          />
        ) : null}
        {step === 3 ? <WorkflowStep projectKeys={projectKeys} onWorkflow={onWorkflow} onNext={() => setStep(4)} /> : null}
        {step === 4 && account && token ? (
          <TestStep account={account} token={token} projectKeys={projectKeys} tests={tests} onTests={setTests} />
        ) : null}
      </article>
    </>
  );
}

function StepPanel({ index, children }: { index: number; children: ReactNode }) {
  return (
    <section className="step" aria-labelledby={`step-${index}`}>
      <h3 id={`step-${index}`}>
        Step {index + 1}: {STEPS[index]}
      </h3>
      {children}
    </section>
  );
}

const NextButton = ({ onNext, children }: { onNext: () => void; children: ReactNode }) => (
  <button type="button" className="next" onClick={onNext}>
    {children} →
  </button>
);

const NEW_ACCOUNT = '';

function AccountStep({
  choices,
  account,
  onAccount,
  onNext,
}: {
  choices: Choices;
  account: Account | null;
  onAccount: (a: Account) => void;
  onNext: () => void;
}) {
  const bots = (choices.data?.users ?? []).filter((user) => user.kind === 'BOT');
  const [chosen, setChosen] = useState(account?.account.id ?? NEW_ACCOUNT);
  const [email, setEmail] = useState(account?.account.email ?? '');
  const [displayName, setDisplayName] = useState(account?.account.displayName ?? 'Orchestrator');
  const [result, setup] = useMutation(ConsoleSetupOrchestratorAccountDocument);
  const [reactivation, reactivate] = useMutation(ConsoleReactivateUserDocument);
  const deactivated = result.error?.graphQLErrors.find((e) => e.extensions?.reason === 'SERVICE_ACCOUNT_DEACTIVATED')?.extensions;
  const choose = (id: string) => {
    setChosen(id);
    const bot = bots.find((b) => b.id === id);
    setEmail(bot?.email ?? '');
    setDisplayName(bot?.displayName ?? 'Orchestrator');
  };
  const applyAccount = async () => {
    const answer = await setup({ input: { email, displayName } });
    if (answer.data) onAccount(answer.data.setupOrchestratorAccount);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void applyAccount();
  };
  /** Brings the deactivated account back, then goes on with it as if it had been active. */
  const reactivateAndUse = async (id: string) => {
    if ((await reactivate({ id })).data) await applyAccount();
  };
  return (
    <StepPanel index={0}>
      <p>The orchestrator acts as a service account (a bot) of its own, owned by you when it is created here.</p>
      <form onSubmit={submit} aria-label="Service account">
        {bots.length > 0 ? (
          <label htmlFor="field-account">
            Service account
            <select id="field-account" value={chosen} onChange={(e) => choose(e.target.value)}>
              <option value={NEW_ACCOUNT}>A new service account</option>
              {bots.map((bot) => (
                <option key={bot.id} value={bot.id}>
                  {bot.displayName} ({bot.email})
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="grid">
          <Field
            label="Email"
            name="email"
            type="email"
            required
            readOnly={chosen !== NEW_ACCOUNT}
            placeholder="orchestrator@example.com"
            value={email}
            error={result.error}
            hint="The account is found by this address, or created with it."
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label="Display name"
            name="displayName"
            required
            readOnly={chosen !== NEW_ACCOUNT}
            value={displayName}
            error={result.error}
            onChange={(e) => setDisplayName(e.target.value)}
          />
        </div>
        <ErrorNote text={formError(result.error, ['email', 'displayName'])} />
        <button type="submit" aria-busy={result.fetching}>
          Use this account
        </button>
      </form>
      {deactivated && typeof deactivated.accountId === 'string' ? (
        <div className="notice" role="region" aria-label="Deactivated service account">
          <p>
            <strong>{String(deactivated.displayName)}</strong> is deactivated. Reactivating it brings the account back with its project
            memberships; the keys it had stay revoked, so you mint a new one in step 3.
          </p>
          <ErrorNote error={reactivation.error} />
          <button type="button" aria-busy={reactivation.fetching} onClick={() => void reactivateAndUse(String(deactivated.accountId))}>
            Reactivate and use it
          </button>
        </div>
      ) : null}
      {account ? (
        <div className="step-result" role="status">
          <p>
            {account.created ? (
              <>
                <Badge colour="green">Created</Badge> the service account <strong>{account.account.displayName}</strong> (
                {account.account.email}).
              </>
            ) : (
              <>
                <Badge colour="grey">Reused</Badge> the existing service account <strong>{account.account.displayName}</strong> (
                {account.account.email}).
              </>
            )}
          </p>
          <NextButton onNext={onNext}>Next: projects</NextButton>
        </div>
      ) : null}
    </StepPanel>
  );
}

const MEMBERSHIP: Record<Membership['result'], { colour: 'green' | 'grey' | 'red'; text: string }> = {
  ADDED: { colour: 'green', text: 'Added as a member' },
  ALREADY_MEMBER: { colour: 'grey', text: 'Already a member, left as it was' },
  NOT_FOUND: { colour: 'red', text: 'No such project' },
};

function ProjectsStep({
  choices,
  account,
  memberships,
  onMemberships,
  onNext,
}: {
  choices: Choices;
  account: Account;
  memberships: Membership[] | null;
  onMemberships: (m: Membership[]) => void;
  onNext: () => void;
}) {
  const projects = choices.data?.projects.nodes ?? [];
  const [chosen, setChosen] = useState<string[]>(memberships?.map((m) => m.projectKey) ?? []);
  const [result, setup] = useMutation(ConsoleSetupOrchestratorProjectsDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await setup({ input: { accountId: account.account.id, projectKeys: chosen } });
    if (answer.data) onMemberships(answer.data.setupOrchestratorProjects);
  };
  return (
    <StepPanel index={1}>
      <p>
        <strong>{account.account.displayName}</strong> sees the tickets of the projects it is a member of. It is added as a member (it
        pushes agent events as comments); a project it is already in is left as it is.
      </p>
      <ErrorNote error={choices.error} />
      {choices.fetching && !choices.data ? <Loading what="Loading projects" /> : null}
      {choices.data && projects.length === 0 ? (
        <Empty>
          There are no projects yet: <Link to="/projects">create one</Link> first.
        </Empty>
      ) : null}
      {projects.length > 0 ? (
        <form onSubmit={(event) => void submit(event)} aria-label="Projects">
          <fieldset>
            <legend>Projects the orchestrator works on</legend>
            {projects.map((project) => (
              <label key={project.id}>
                <input
                  type="checkbox"
                  name="projectKeys"
                  value={project.key}
                  checked={chosen.includes(project.key)}
                  onChange={(e) =>
                    setChosen((keys) => (e.target.checked ? [...keys, project.key] : keys.filter((key) => key !== project.key)))
                  }
                />
                <strong>{project.key}</strong> {project.name}
              </label>
            ))}
          </fieldset>
          <ErrorNote error={result.error} />
          <button type="submit" aria-busy={result.fetching} disabled={chosen.length === 0}>
            Add to {chosen.length === 1 ? '1 project' : `${chosen.length} projects`}
          </button>
        </form>
      ) : null}
      {memberships ? (
        <div className="step-result">
          <DataTable headers={['Project', 'Result']} aria-label="Per-project result">
            <tbody>
              {memberships.map((membership) => (
                <tr key={membership.projectKey}>
                  <td>{membership.projectKey}</td>
                  <td>
                    <Badge colour={MEMBERSHIP[membership.result].colour}>{MEMBERSHIP[membership.result].text}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <NextButton onNext={onNext}>Next: key</NextButton>
        </div>
      ) : null}
    </StepPanel>
  );
}

function KeyStep({
  account,
  token,
  onToken,
  onNext,
}: {
  account: Account;
  token: string | null;
  onToken: (token: string) => void;
  onNext: () => void;
}) {
  const [name, setName] = useState('Orchestrator (SVC_TOKEN)');
  const [result, mint] = useMutation(ConsoleSetupOrchestratorKeyDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await mint({ input: { accountId: account.account.id, name } });
    if (answer.data) onToken(answer.data.setupOrchestratorKey.token);
  };
  return (
    <StepPanel index={2}>
      <p>
        An API key of <strong>{account.account.displayName}</strong>, for the orchestrator&apos;s environment as <code>SVC_TOKEN</code>. It
        is shown once, here; the wizard keeps it in this page only, for the connection test. Keys minted before keep working until they are
        revoked.
      </p>
      <form onSubmit={(event) => void submit(event)} aria-label="Key">
        <div className="inline-form">
          <Field label="Key name" name="name" required value={name} error={result.error} onChange={(e) => setName(e.target.value)} />
          <button type="submit" aria-busy={result.fetching}>
            {token ? 'Mint another key' : 'Mint the key'}
          </button>
        </div>
        <ErrorNote text={formError(result.error, ['name'])} />
      </form>
      {token ? (
        <div className="step-result">
          <SecretOnce label="SVC_TOKEN" value={token} />
          <p>
            In the orchestrator&apos;s environment: <code>export SVC_TOKEN=&lt;the key&gt;</code>
          </p>
          <NextButton onNext={onNext}>Next: WORKFLOW.md</NextButton>
        </div>
      ) : null}
    </StepPanel>
  );
}

function WorkflowStep({ projectKeys, onWorkflow, onNext }: { projectKeys: string[]; onWorkflow: () => void; onNext: () => void }) {
  const [tracker, setTracker] = useState<OrchestratorWorkflowTracker>('LINEAR');
  const [{ data, fetching, error }] = useQuery({
    query: ConsoleOrchestratorWorkflowsDocument,
    variables: { projectKeys, tracker },
    pause: projectKeys.length === 0,
  });
  const files = data?.orchestratorWorkflows;
  useEffect(() => {
    if (files?.length) onWorkflow();
  }, [files, onWorkflow]);
  return (
    <StepPanel index={3}>
      <p>
        The orchestrator&apos;s configuration: this instance&apos;s address, the project and the states to poll (every 30 seconds), and the
        prompt each agent gets. It names the key as <code>$SVC_TOKEN</code> and does not contain it.
      </p>
      {projectKeys.length === 0 ? (
        <p className="notice">Add the account to at least one project (step 2) first.</p>
      ) : (
        <>
          <fieldset>
            <legend>Orchestrator</legend>
            <label>
              <input type="radio" name="tracker" checked={tracker === 'LINEAR'} onChange={() => setTracker('LINEAR')} />
              An unmodified Symphony (its Linear tracker pointed here; one file, and one Symphony, per project)
            </label>
            <label>
              <input type="radio" name="tracker" checked={tracker === 'SVC'} onChange={() => setTracker('SVC')} />
              Symphony with the SVC tracker (the REST adapter; one file for every project)
            </label>
          </fieldset>
          <ErrorNote error={error} />
          {fetching && !files ? <Loading what="Writing WORKFLOW.md" /> : null}
          {files && files.length > 1 ? (
            <p>
              Symphony polls one project per file: run one Symphony per project, each with its file (
              <code>symphony ./WORKFLOW.&lt;KEY&gt;.md</code>).
            </p>
          ) : null}
          {files?.map((file) => (
            <section key={file.fileName} className="workflow-file" aria-label={file.fileName}>
              <div className="row-actions file-actions">
                <strong>{file.fileName}</strong>
                {file.projectKeys.length === 1 ? <Badge colour="grey">{file.projectKeys[0]}</Badge> : null}
                <CopyButton value={file.content} />
                <button
                  type="button"
                  className="outline secondary small"
                  aria-label={`Download ${file.fileName}`}
                  onClick={() => saveFile(file.fileName, new Blob([file.content], { type: 'text/markdown' }))}
                >
                  Download
                </button>
              </div>
              <pre className="workflow" aria-label={`${file.fileName} content`}>
                {file.content}
              </pre>
            </section>
          ))}
          <NextButton onNext={onNext}>Next: connection test</NextButton>
        </>
      )}
    </StepPanel>
  );
}

function TestStep({
  account,
  token,
  projectKeys,
  tests,
  onTests,
}: {
  account: Account;
  token: string;
  projectKeys: string[];
  tests: ConnectionTest[] | null;
  onTests: (tests: ConnectionTest[]) => void;
}) {
  const [result, test] = useMutation(ConsoleTestOrchestratorConnectionDocument);
  const run = async () => {
    const answer = await test({ input: { accountId: account.account.id, token, projectKeys } });
    if (answer.data) onTests(answer.data.testOrchestratorConnection);
  };
  const allOk = tests !== null && tests.length > 0 && tests.every((t) => t.ok);
  return (
    <StepPanel index={4}>
      <p>
        Polls this instance&apos;s adapter with the key, per project, as the orchestrator will, and checks the account&apos;s role there.
      </p>
      {projectKeys.length === 0 ? <p className="notice">Add the account to at least one project (step 2) first.</p> : null}
      <ErrorNote error={result.error} />
      <button type="button" aria-busy={result.fetching} disabled={projectKeys.length === 0} onClick={() => void run()}>
        {tests ? 'Test again' : 'Test the connection'}
      </button>
      {tests ? (
        <div className="step-result">
          <DataTable headers={['Project', 'Result', 'HTTP', 'Candidates', 'Details']} aria-label="Connection test">
            <tbody>
              {tests.map((t) => (
                <tr key={t.projectKey}>
                  <td>{t.projectKey}</td>
                  <td>{t.ok ? <Badge colour="green">Connected</Badge> : <Badge colour="red">Failed</Badge>}</td>
                  <td>{t.status ?? '—'}</td>
                  <td>{t.candidates}</td>
                  <td>
                    {t.message}
                    {t.missingPermissions.length > 0 ? (
                      <small className="field-error"> Missing: {t.missingPermissions.join(', ')}</small>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {allOk ? (
            <p className="notice">
              All set: give the orchestrator its <code>WORKFLOW.md</code> and the key as <code>SVC_TOKEN</code>. To receive changes at once
              instead of every 30 seconds, add a <Link to="/admin/webhooks">webhook</Link> with the{' '}
              <code>orchestrator.candidates_changed</code> event.
            </p>
          ) : null}
        </div>
      ) : null}
    </StepPanel>
  );
}
