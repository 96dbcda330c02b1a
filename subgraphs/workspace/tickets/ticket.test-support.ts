import type { GraphQLResponse, TestApp } from '../../../test/support/app.js';

/** Someone sending requests: a user id and a bearer token (session or API key). */
export interface Actor {
  id: string;
  token: string;
}

/** One project and a user in every position of the authorization matrix. */
export interface World {
  project: { id: string; key: string };
  superAdmin: Actor;
  /** Workspace admin, not a project member. */
  admin: Actor;
  projectAdmin: Actor;
  member: Actor;
  viewer: Actor;
  /** A workspace member outside the project. */
  outsider: Actor;
  /** Service account (API key) that is a project member. */
  bot: Actor;
  /** A project member left off private tickets' access lists. */
  excluded: Actor;
}

/** Runs an operation that must succeed, returning its data (errors fail the test with their text). */
export async function ok<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  actor: Actor | string,
): Promise<T> {
  const response = await t.gql<T>(query, variables, typeof actor === 'string' ? actor : actor.token);
  if (response.errors?.length || !response.data) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(response.errors)}`);
  return response.data;
}

/** The first error's code and field (what BAD_USER_INPUT assertions compare). */
export const failure = (response: GraphQLResponse<unknown>): { code: unknown; field?: unknown } => {
  const extensions = response.errors?.[0]?.extensions ?? {};
  return 'field' in extensions ? { code: extensions.code, field: extensions.field } : { code: extensions.code };
};

/** The first error's code and field, and the reason naming the feature rule it broke. */
export const ruleFailure = (response: GraphQLResponse<unknown>): { code: unknown; field?: unknown; reason: unknown } => ({
  ...failure(response),
  reason: response.errors?.[0]?.extensions?.reason,
});

let projectSeq = 0;

/** A fresh project key, `[A-Z][A-Z0-9]{1,9}`, unique within a test process. */
export const projectKey = (prefix: string): string =>
  `${prefix}${(++projectSeq).toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`.slice(0, 10);

export async function createProject(t: TestApp, owner: Actor, key: string): Promise<{ id: string; key: string }> {
  const data = await ok<{ createProject: { id: string; key: string } }>(
    t,
    'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
    { input: { key, name: `Project ${key}` } },
    owner,
  );
  return data.createProject;
}

export async function addMember(
  t: TestApp,
  by: Actor,
  projectId: string,
  userId: string,
  role: 'ADMIN' | 'MEMBER' | 'VIEWER',
): Promise<void> {
  await ok(
    t,
    'mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }',
    { input: { projectId, userId, role } },
    by,
  );
}

/** Builds the authorization matrix around one new project owned by `projectAdmin`. */
export async function buildWorld(t: TestApp, prefix: string): Promise<World> {
  const me = await ok<{ me: { id: string } }>(t, '{ me { id } }', {}, t.adminToken);
  const superAdmin = { id: me.me.id, token: t.adminToken };
  const [admin, projectAdmin, member, viewer, outsider, excluded] = await Promise.all([
    t.createUser('admin'),
    t.createUser(),
    t.createUser(),
    t.createUser(),
    t.createUser(),
    t.createUser(),
  ]);
  const project = await createProject(t, projectAdmin, projectKey(prefix));
  const bot = await ok<{ createBot: { id: string } }>(t, 'mutation { createBot(input: { displayName: "Agent" }) { id } }', {}, member);
  const key = await ok<{ createApiKey: { token: string } }>(
    t,
    'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { token } }',
    { input: { userId: bot.createBot.id, name: 'agent' } },
    member,
  );
  await addMember(t, projectAdmin, project.id, member.id, 'MEMBER');
  await addMember(t, projectAdmin, project.id, viewer.id, 'VIEWER');
  await addMember(t, projectAdmin, project.id, excluded.id, 'MEMBER');
  await addMember(t, projectAdmin, project.id, bot.createBot.id, 'MEMBER');
  return {
    project,
    superAdmin,
    admin,
    projectAdmin,
    member,
    viewer,
    outsider,
    bot: { id: bot.createBot.id, token: key.createApiKey.token },
    excluded,
  };
}

export interface CreatedTicket {
  id: string;
  key: string;
  number: number;
}

export async function createTicket(t: TestApp, actor: Actor, input: Record<string, unknown>): Promise<CreatedTicket> {
  const data = await ok<{ createTicket: CreatedTicket }>(
    t,
    'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id key number } }',
    { input },
    actor,
  );
  return data.createTicket;
}
