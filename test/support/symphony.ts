import { parse } from 'yaml';

/*
 * OpenAI Symphony (github.com/openai/symphony) as it meets this platform, for tests: how it loads a WORKFLOW.md, which
 * configurations its preflight accepts, the GraphQL its Linear adapter sends, and how it picks what to dispatch. Written down
 * from its public spec and reference implementation:
 * - SPEC.md §5.2 (file format), §5.3 (front matter schema), §6.3 (dispatch preflight validation), §6.4 (config fields),
 *   §8.2 (candidate selection and dispatch order);
 * - elixir/lib/symphony_elixir/config.ex (`require_tracker_kind`: `linear` or `memory`; the linear tracker needs an
 *   api key after `$VAR` resolution and a `project_slug`), config/schema.ex (field types, `polling.interval_ms` > 0,
 *   `$VAR` names, an unset variable falling back to `LINEAR_API_KEY`, an empty one meaning no key);
 * - elixir/lib/symphony_elixir/linear/client.ex (the three queries, `Authorization: <token>` without `Bearer`, pages of 50,
 *   blockers from inverse relations of type `blocks`, labels lower-cased) and orchestrator.ex (a `todo` issue with a
 *   non-terminal blocker is not dispatched).
 */

export type WorkflowConfig = Record<string, unknown>;

/** SPEC §5.2: front matter between the first two `---` lines, decoding to a map; the rest, trimmed, is the prompt. */
export function loadWorkflow(text: string): { config: WorkflowConfig; prompt: string } {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== '---') return { config: {}, prompt: text.trim() };
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error('workflow_parse_error: no closing ---');
  const config: unknown = parse(lines.slice(1, end).join('\n'));
  if (config === null || typeof config !== 'object' || Array.isArray(config)) throw new Error('workflow_front_matter_not_a_map');
  return {
    config: config as WorkflowConfig,
    prompt: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  };
}

export interface SymphonySettings {
  kind: string | null;
  endpoint: string;
  apiKey: string | null;
  projectSlug: string | null;
  activeStates: string[];
  terminalStates: string[];
  intervalMs: number;
}

const LINEAR_ENDPOINT = 'https://api.linear.app/graphql';
const ENV_REFERENCE = /^\$([A-Za-z_][A-Za-z0-9_]*)$/;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The effective settings of a front matter and the errors Symphony's config layer and preflight raise for it (none: it loads
 * and dispatches). Unknown keys are ignored (SPEC §5.3).
 */
export function symphonyConfig(
  config: WorkflowConfig,
  env: Record<string, string | undefined>,
): { settings: SymphonySettings; errors: string[] } {
  const errors: string[] = [];
  const section = (name: string): Record<string, unknown> => {
    const value = config[name];
    if (value === undefined || value === null) return {};
    if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    errors.push(`${name} is invalid`);
    return {};
  };
  const tracker = section('tracker');
  const polling = section('polling');
  const codex = section('codex');
  const text = (owner: Record<string, unknown>, path: string, key: string): string | null => {
    const value = owner[key];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string') return value;
    errors.push(`${path}.${key} is invalid`);
    return null;
  };
  const states = (key: string, fallback: string[]): string[] => {
    const value = tracker[key];
    if (value === undefined || value === null) return fallback;
    if (isStringList(value)) return value;
    errors.push(`tracker.${key} is invalid`);
    return fallback;
  };

  const kind = text(tracker, 'tracker', 'kind');
  const rawKey = text(tracker, 'tracker', 'api_key');
  const reference = rawKey === null ? null : ENV_REFERENCE.exec(rawKey);
  let apiKey = reference ? (env[reference[1]!] ?? env.LINEAR_API_KEY ?? null) : (rawKey ?? env.LINEAR_API_KEY ?? null);
  if (apiKey === '') apiKey = null;
  const settings: SymphonySettings = {
    kind,
    endpoint: text(tracker, 'tracker', 'endpoint') ?? LINEAR_ENDPOINT,
    apiKey,
    projectSlug: text(tracker, 'tracker', 'project_slug'),
    activeStates: states('active_states', ['Todo', 'In Progress']),
    terminalStates: states('terminal_states', ['Closed', 'Cancelled', 'Canceled', 'Duplicate', 'Done']),
    intervalMs: 30_000,
  };
  if (polling.interval_ms !== undefined && polling.interval_ms !== null) {
    if (!Number.isInteger(polling.interval_ms)) errors.push('polling.interval_ms is invalid');
    else if ((polling.interval_ms as number) <= 0) errors.push('polling.interval_ms must be greater than 0');
    else settings.intervalMs = polling.interval_ms as number;
  }
  const command = text(codex, 'codex', 'command');
  if (command !== null && command.trim() === '') errors.push('missing_codex_command');

  if (kind === null) errors.push('missing_tracker_kind');
  else if (kind !== 'linear' && kind !== 'memory') errors.push(`unsupported_tracker_kind: ${kind}`);
  if (kind === 'linear' && apiKey === null) errors.push('missing_linear_api_token');
  if (kind === 'linear' && settings.projectSlug === null) errors.push('missing_linear_project_slug');
  return { settings, errors };
}

const ISSUE_FIELDS = `id identifier title description priority state { name } branchName url assignee { id }
  labels { nodes { name } }
  inverseRelations(first: $relationFirst) { nodes { type issue { id identifier state { name } } } }
  createdAt updatedAt`;

/** The queries of Symphony's Linear adapter, as it sends them (REFERENCES.md). */
export const SYMPHONY_LINEAR_POLL = `query SymphonyLinearPoll($projectSlug: String!, $stateNames: [String!]!, $first: Int!, $relationFirst: Int!, $after: String) {
  issues(filter: {project: {slugId: {eq: $projectSlug}}, state: {name: {in: $stateNames}}}, first: $first, after: $after) {
    nodes { ${ISSUE_FIELDS} }
    pageInfo { hasNextPage endCursor }
  }
}`;
export const SYMPHONY_LINEAR_ISSUES_BY_ID = `query SymphonyLinearIssuesById($ids: [ID!]!, $first: Int!, $relationFirst: Int!) {
  issues(filter: {id: {in: $ids}}, first: $first) { nodes { ${ISSUE_FIELDS} } }
}`;
export const SYMPHONY_LINEAR_VIEWER = 'query SymphonyLinearViewer { viewer { id } }';

/** Symphony's page size for the poll and the relations. */
const PAGE_SIZE = 50;

/** A Linear issue node as the queries above select it. */
export interface LinearIssueNode {
  id: string;
  identifier: string;
  title: string;
  description: string | null;
  priority: number | null;
  state: { name: string };
  branchName: string | null;
  url: string;
  assignee: { id: string } | null;
  labels: { nodes: Array<{ name: string }> };
  inverseRelations: { nodes: Array<{ type: string; issue: { id: string; identifier: string | null; state: { name: string } | null } }> };
  createdAt: string;
  updatedAt: string;
}

/** Symphony's normalized issue, as its Linear adapter builds it from a node. */
export interface SymphonyIssue {
  id: string;
  identifier: string;
  title: string;
  description: string | null;
  priority: number | null;
  state: string;
  branch_name: string | null;
  url: string;
  assignee_id: string | null;
  labels: string[];
  blocked_by: Array<{ id: string; identifier: string | null; state: string | null }>;
  created_at: string;
  updated_at: string;
}

const normalized = (node: LinearIssueNode): SymphonyIssue => ({
  id: node.id,
  identifier: node.identifier,
  title: node.title,
  description: node.description,
  priority: Number.isInteger(node.priority) ? node.priority : null,
  state: node.state.name,
  branch_name: node.branchName,
  url: node.url,
  assignee_id: node.assignee?.id ?? null,
  labels: node.labels.nodes.map((label) => label.name.toLowerCase()),
  blocked_by: node.inverseRelations.nodes
    .filter((relation) => relation.type.trim().toLowerCase() === 'blocks')
    .map((relation) => ({ id: relation.issue.id, identifier: relation.issue.identifier, state: relation.issue.state?.name ?? null })),
  created_at: node.createdAt,
  updated_at: node.updatedAt,
});

/** Symphony's Linear tracker with these settings: what it fetches, each call one POST to `endpoint` with the bare key. */
export function symphonyLinearTracker(settings: SymphonySettings) {
  const graphql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(settings.endpoint, {
      method: 'POST',
      headers: { authorization: settings.apiKey ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status !== 200) throw new Error(`linear_api_status ${response.status}`);
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(`linear_graphql_errors ${JSON.stringify(body.errors)}`);
    return body.data!;
  };
  const byStates = async (stateNames: string[]): Promise<SymphonyIssue[]> => {
    const issues: SymphonyIssue[] = [];
    let after: string | null = null;
    for (;;) {
      type Poll = { issues: { nodes: LinearIssueNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
      const page: Poll = await graphql<Poll>(SYMPHONY_LINEAR_POLL, {
        projectSlug: settings.projectSlug,
        stateNames,
        first: PAGE_SIZE,
        relationFirst: PAGE_SIZE,
        after,
      });
      issues.push(...page.issues.nodes.map(normalized));
      if (!page.issues.pageInfo.hasNextPage) return issues;
      if (!page.issues.pageInfo.endCursor) throw new Error('linear_missing_end_cursor');
      after = page.issues.pageInfo.endCursor;
    }
  };
  return {
    /** The poll: issues in the active states. */
    candidates: () => byStates(settings.activeStates),
    /** Start-up cleanup: issues in the terminal states (none asked, none fetched). */
    terminal: () => (settings.terminalStates.length ? byStates(settings.terminalStates) : Promise.resolve([])),
    /** Reconciliation of running issues. */
    byIds: async (ids: string[]) => {
      const data = await graphql<{ issues: { nodes: LinearIssueNode[] } }>(SYMPHONY_LINEAR_ISSUES_BY_ID, {
        ids,
        first: Math.min(ids.length, PAGE_SIZE),
        relationFirst: PAGE_SIZE,
      });
      return data.issues.nodes.map(normalized);
    },
    viewer: async () => (await graphql<{ viewer: { id: string } }>(SYMPHONY_LINEAR_VIEWER, {})).viewer,
  };
}

/** States as Symphony compares them. */
const state = (name: string) => name.trim().toLowerCase();

/**
 * SPEC §8.2 and orchestrator.ex for an issue not yet running: the fields present, its state active and not terminal, and not
 * a `todo` issue waiting on a blocker whose state is not terminal (a blocker without a state counts as open).
 */
export function dispatchable(issue: SymphonyIssue, settings: SymphonySettings): boolean {
  const active = new Set(settings.activeStates.map(state));
  const terminal = new Set(settings.terminalStates.map(state));
  const isTerminal = (name: string | null) => name !== null && terminal.has(state(name));
  if (!issue.id || !issue.identifier || !issue.title || !issue.state) return false;
  if (!active.has(state(issue.state)) || isTerminal(issue.state)) return false;
  return !(state(issue.state) === 'todo' && issue.blocked_by.some((blocker) => !isTerminal(blocker.state)));
}

/** SPEC §8.2's dispatch order: priority 1..4 first (others after), then the oldest, then the identifier. */
export function inDispatchOrder(issues: SymphonyIssue[]): SymphonyIssue[] {
  const rank = (priority: number | null) => (priority !== null && priority >= 1 && priority <= 4 ? priority : 5);
  return [...issues].sort(
    (a, b) =>
      rank(a.priority) - rank(b.priority) ||
      Date.parse(a.created_at) - Date.parse(b.created_at) ||
      a.identifier.localeCompare(b.identifier),
  );
}
