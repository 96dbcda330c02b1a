import { stringify } from 'yaml';
import { publicUrl } from '../../../core/config.js';
import { AppError, invalidInput } from '../../../core/errors.js';
import type { WorkspaceContext } from '../context.js';
import { ApiKeyService } from '../identity/api-key.service.js';
import { BotService } from '../identity/bot.service.js';
import { normaliseEmail } from '../identity/user.service.js';
import { User, UserKind } from '../identity/user.entity.js';
import { isWorkspaceAdmin, roleHasProjectPermission, type ProjectPermission, type ProjectRole } from '../../../core/permissions.js';
import { ProjectMember } from '../projects/project-member.entity.js';
import { Project } from '../projects/project.entity.js';
import { ProjectService } from '../projects/project.service.js';
import { Status, terminalCategories } from '../statuses/status.entity.js';
import { activeCategories } from './issue-record.js';
import { parseCategories } from './orchestrator.service.js';
import { serviceAccountDeactivated, serviceAccountEmailOfPerson, unknownProjectKeys } from './orchestrator.errors.js';

/** Symphony's default poll interval, which the generated WORKFLOW.md keeps. */
export const POLL_INTERVAL_MS = 30_000;
/** How long the connection test waits for this instance's own adapter. */
const CONNECTION_TEST_TIMEOUT_MS = 10_000;
/** Most projects one wizard run takes. */
const MAX_PROJECTS = 50;

export type MembershipResult = 'added' | 'already_member' | 'not_found';

/** Which tracker a generated WORKFLOW.md configures: this adapter's own, or Symphony's stock Linear one pointed here. */
export type WorkflowTracker = 'svc' | 'linear';

/** A generated orchestrator configuration: the file to save and the projects it polls. */
export interface WorkflowFile {
  fileName: string;
  projectKeys: string[];
  content: string;
}

/** The name Symphony reads from its working directory when it is given no path. */
const WORKFLOW_FILE = 'WORKFLOW.md';

/**
 * Every project permission the adapter's routes check for its account, with what it is for: a
 * project the account lacks one of would pass a poll and then fail later, mid-run.
 */
export const ADAPTER_PERMISSIONS: ReadonlyArray<{ permission: ProjectPermission; purpose: string }> = [
  { permission: 'project:read', purpose: 'read candidates and tickets' },
  { permission: 'comment:create', purpose: 'push agent events' },
];

const projectKeysOf = (keys: string[]): string[] => {
  const normalized = [...new Set(keys.map((key) => key.trim().toUpperCase()).filter(Boolean))];
  if (normalized.length === 0) throw invalidInput('projectKeys', 'name at least one project');
  if (normalized.length > MAX_PROJECTS) throw invalidInput('projectKeys', `at most ${MAX_PROJECTS} projects`);
  return normalized;
};

/**
 * The orchestrator setup wizard (Admin, Integrations), for workspace admins. Each step is safe to
 * run again: the account is found by its email, existing memberships are left as they are.
 */
export class OrchestratorSetup {
  constructor(private readonly ctx: WorkspaceContext) {}

  private requireAdmin() {
    return this.ctx.requireGlobal('admin:users:write');
  }

  /** (1) The bot service account with this email: the existing one, or a new one owned by the caller. */
  async account(input: { email: string; displayName: string }): Promise<{ account: User; created: boolean }> {
    this.requireAdmin();
    const email = normaliseEmail(input.email);
    const existing = await this.ctx.em.findOne(User, { email, kind: { $ne: UserKind.FEDERATED } });
    if (existing) {
      if (existing.kind !== UserKind.BOT) throw serviceAccountEmailOfPerson();
      if (existing.deactivatedAt) throw serviceAccountDeactivated(existing);
      return { account: existing, created: false };
    }
    const account = await new BotService(this.ctx).create({ displayName: input.displayName, email });
    return { account, created: true };
  }

  /** (2) Adds the account to each project as a member; projects it is already in are skipped. */
  async projects(input: { accountId: string; projectKeys: string[] }): Promise<Array<{ projectKey: string; result: MembershipResult }>> {
    this.requireAdmin();
    const account = await this.requireAccount(input.accountId);
    const results: Array<{ projectKey: string; result: MembershipResult }> = [];
    for (const projectKey of projectKeysOf(input.projectKeys)) {
      const project = await this.ctx.em.findOne(Project, { key: projectKey });
      if (!project) {
        results.push({ projectKey, result: 'not_found' });
        continue;
      }
      if (await this.ctx.em.count(ProjectMember, { projectId: project.id, userId: account.id })) {
        results.push({ projectKey, result: 'already_member' });
        continue;
      }
      try {
        await new ProjectService(this.ctx).addMember(project.id, account.id, 'member');
        results.push({ projectKey, result: 'added' });
      } catch (error) {
        // Added meanwhile by someone else: the same outcome.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        results.push({ projectKey, result: 'already_member' });
      }
    }
    return results;
  }

  /** (3) A new API key of the account, shown once: the orchestrator's `SVC_TOKEN`. */
  async key(input: { accountId: string; name?: string | null }) {
    this.requireAdmin();
    const account = await this.requireAccount(input.accountId);
    return new ApiKeyService(this.ctx).create({ userId: account.id, name: input.name?.trim() || 'Orchestrator (SVC_TOKEN)' });
  }

  /**
   * (4) The orchestrator's `WORKFLOW.md` for these projects. `linear` (the default) is for an unmodified Symphony: its Linear
   * tracker on the Linear-compatible endpoint takes one `project_slug` and compares states by display name, so it is one file
   * per project listing the names of the project's statuses in the chosen categories, in board order. `svc` (the REST adapter,
   * for a Symphony with the SVC tracker) is one file for every project, its states the categories themselves.
   */
  async workflows(input: {
    projectKeys: string[];
    activeStates?: string[] | null;
    terminalStates?: string[] | null;
    tracker: WorkflowTracker;
  }): Promise<WorkflowFile[]> {
    this.requireAdmin();
    const projectKeys = projectKeysOf(input.projectKeys);
    const active = input.activeStates?.length ? parseCategories(input.activeStates, 'activeStates') : [...activeCategories];
    const terminal = input.terminalStates?.length ? parseCategories(input.terminalStates, 'terminalStates') : [...terminalCategories];
    const projects = await this.visibleProjects(projectKeys);
    const endpoint = `${publicUrl(this.ctx.deps.config).replace(/\/+$/, '')}/integrations/orchestrator`;
    const file = (tracker: object) => `---\n${stringify({ tracker, polling: { interval_ms: POLL_INTERVAL_MS } })}---\n\n${PROMPT}`;
    if (input.tracker === 'svc') {
      const tracker = {
        kind: 'svc',
        endpoint,
        api_key: '$SVC_TOKEN',
        project_keys: projectKeys,
        active_states: active,
        terminal_states: terminal,
      };
      return [{ fileName: WORKFLOW_FILE, projectKeys, content: file(tracker) }];
    }
    const statuses = await this.ctx.em.find(Status, { projectId: projects.map((project) => project.id) }, { orderBy: { position: 'asc' } });
    return projects.map((project) => {
      const namesIn = (categories: readonly string[]) =>
        statuses.filter((status) => status.projectId === project.id && categories.includes(status.category)).map((status) => status.name);
      const tracker = {
        kind: 'linear',
        endpoint: `${endpoint}/linear/graphql`,
        api_key: '$SVC_TOKEN',
        project_slug: project.key,
        active_states: namesIn(active),
        terminal_states: namesIn(terminal),
      };
      const fileName = projects.length === 1 ? WORKFLOW_FILE : `WORKFLOW.${project.key}.md`;
      return { fileName, projectKeys: [project.key], content: file(tracker) };
    });
  }

  /** The one `WORKFLOW.md` of `orchestratorWorkflow` (deprecated): the linear tracker takes one project there. */
  async workflow(input: Parameters<OrchestratorSetup['workflows']>[0]): Promise<string> {
    this.requireAdmin();
    if (input.tracker === 'linear' && projectKeysOf(input.projectKeys).length !== 1)
      throw invalidInput('projectKeys', 'the linear tracker takes one project: use orchestratorWorkflows for one file per project');
    return (await this.workflows(input))[0]!.content;
  }

  /** The projects of these keys the caller can see, in the keys' order; any other key is refused, all of them named at once. */
  private async visibleProjects(keys: string[]): Promise<Project[]> {
    const found = await this.ctx.em.find(Project, { key: keys });
    const visible = new Map<string, Project>();
    for (const project of found) if (await this.ctx.canInProject(project.id, 'project:read')) visible.set(project.key, project);
    const unknown = keys.filter((key) => !visible.has(key));
    if (unknown.length > 0) throw unknownProjectKeys(unknown);
    return keys.map((key) => visible.get(key)!);
  }

  /**
   * (5) Per project, what the orchestrator will see: `GET /integrations/orchestrator/candidates`
   * over this instance's public address with the token, as the orchestrator will call it, and
   * which of the permissions its other calls need the account lacks there (a poll alone passes
   * for a viewer, whose agent events are then refused).
   */
  async test(input: { accountId: string; token: string; projectKeys: string[] }) {
    this.requireAdmin();
    const account = await this.requireAccount(input.accountId);
    const base = `${publicUrl(this.ctx.deps.config).replace(/\/+$/, '')}/integrations/orchestrator`;
    const results = [];
    for (const projectKey of projectKeysOf(input.projectKeys)) {
      const project = await this.ctx.em.findOne(Project, { key: projectKey });
      const role = project ? await this.accountRole(account, project.id) : null;
      const missing = ADAPTER_PERMISSIONS.filter(({ permission }) => !role || !roleHasProjectPermission(role, permission));
      let status: number | null = null;
      let candidates = 0;
      let message: string;
      try {
        const response = await fetch(`${base}/candidates?project_keys=${encodeURIComponent(projectKey)}&limit=100`, {
          headers: { authorization: `Bearer ${input.token}` },
          signal: AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS),
        });
        status = response.status;
        const body = (await response.json()) as { issues?: unknown[]; has_more?: boolean; error?: { message: string } };
        candidates = body.issues?.length ?? 0;
        if (!response.ok) message = `${base} answered ${status}: ${body.error?.message ?? 'no error message'}`;
        else if (!project) message = `There is no project ${projectKey}`;
        else if (!role) message = `The account is not a member of ${projectKey}: it sees none of its tickets`;
        else if (missing.length > 0)
          message = `The account is a ${role.toUpperCase()} of ${projectKey} and lacks ${missing
            .map(({ permission, purpose }) => `${permission} (to ${purpose})`)
            .join(', ')}: make it a MEMBER`;
        else message = `Connected: ${candidates}${body.has_more ? '+' : ''} candidate issue(s) in ${projectKey}`;
      } catch (error) {
        message = `${base} could not be reached: ${(error as Error).message}`;
      }
      results.push({
        projectKey,
        ok: status === 200 && role !== null && missing.length === 0,
        status,
        candidates,
        missingPermissions: missing.map(({ permission }) => permission),
        message,
      });
    }
    return results;
  }

  /** The account's role in the project as the adapter will see it: workspace admins act as project admins. */
  private async accountRole(account: User, projectId: string): Promise<ProjectRole | null> {
    if (isWorkspaceAdmin(account.globalRole)) return 'admin';
    return (await this.ctx.em.findOne(ProjectMember, { projectId, userId: account.id }))?.role ?? null;
  }

  private async requireAccount(id: string): Promise<User> {
    const account = await this.ctx.em.findOne(User, { id, kind: UserKind.BOT, deactivatedAt: null });
    if (!account) throw invalidInput('accountId', 'not an active service account');
    return account;
  }
}

/** The prompt of the generated WORKFLOW.md (Liquid, with Symphony's `issue` and `attempt`). */
const PROMPT = `You are working on {{ issue.identifier }}: {{ issue.title }}
{% if issue.url %}Ticket: {{ issue.url }}{% endif %}
Priority: {{ issue.priority }} (1 is the most urgent). State: {{ issue.state }}.
{% if issue.labels.size > 0 %}Labels: {{ issue.labels | join: ", " }}.{% endif %}
{% if issue.branch_name %}Work on the branch \`{{ issue.branch_name }}\`.{% endif %}
{% if issue.blocked_by.size > 0 %}It waits on: {% for blocker in issue.blocked_by %}{{ blocker.identifier | default: "a ticket you cannot see" }} ({{ blocker.state }}){% unless forloop.last %}, {% endunless %}{% endfor %}.{% endif %}
{% if attempt %}This is attempt {{ attempt }}; earlier attempts did not finish.{% endif %}

{{ issue.description }}
`;
