import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { withClient } from '../core/database.js';
import type { graphqlClient } from './graphql-client.js';

/**
 * The seeded workspace of `bench:workspace` and `bench:reads`: 5 projects, 10 people with different
 * memberships, labels, milestones, doc spaces, then BENCH_TICKETS (100,000) tickets and `docs` docs
 * inserted with set-based SQL, and `ANALYZE`.
 */
export const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
export const PROJECT_KEYS = ['WS1', 'WS2', 'WS3', 'WS4', 'WS5'];
const PEOPLE = [
  'Dana Reyes',
  'Omar Haddad',
  'Lena Fischer',
  'Kenji Sato',
  'Ana Costa',
  'Piotr Nowak',
  'Mia Jensen',
  'Tom Okafor',
  'Sara Lind',
  'Yusuf Demir',
];
const LABELS = ['backend', 'frontend', 'bug', 'feature', 'performance', 'security', 'docs', 'ux'];
const MILESTONES = ['Beta', '1.0', '1.1'];
const DOC_SPACES = ['Engineering', 'Product', 'Runbooks'];
export const PASSWORD = 'bench-password-1234';

/** The 50-ticket list the read benches measure: a project's first page with status, assignees and labels. */
export const LIST_QUERY = `query TicketList($key: String!) {
  project(key: $key) {
    tickets(first: 50) {
      nodes { id key title priority project { key name } status { name category } assignees { id displayName } labels { name color } }
    }
  }
}`;

/** Search terms by how many tickets and docs contain them (the seeded texts use them at these rates). */
export const TERMS = {
  rare: 'kerberos', // about 1 ticket in 1,000 and 1 doc in 500
  medium: 'webhook', // one of 40 components: in about 1 title in 40 and as many descriptions
  common: 'customer', // about 1 ticket description in 3, 4 docs in 5
} as const;

type Gql = ReturnType<typeof graphqlClient>;

export interface Project {
  id: string;
  key: string;
}

export interface Workspace {
  projects: Project[];
  /** The bench viewer: a project member (not an admin) of the first 3 projects, so visibility rules apply. */
  member: { id: string; token: string };
  /** Every person (the member first), by id and sign-in email. */
  people: Array<{ id: string; email: string }>;
}

export async function seedWorkspace(url: string, gql: Gql, docs: number, progress: (text: string) => void) {
  progress('setting up projects, members, labels, milestones and doc spaces through GraphQL');
  let mark = performance.now();
  const lap = () => {
    const seconds = (performance.now() - mark) / 1000;
    mark = performance.now();
    return seconds;
  };
  const { workspace, memberProjects } = await createWorkspace(url, gql);
  const setupSeconds = lap();
  progress(`inserting ${TICKETS} tickets`);
  await withClient(url, (client) => insertTickets(client));
  const ticketSeconds = lap();
  progress(`inserting ${docs} docs`);
  if (docs > 0) await withClient(url, (client) => insertDocs(client, docs));
  const docSeconds = lap();
  progress('ANALYZE');
  await withClient(url, (client) => client.query('analyze'));
  const analyzeSeconds = lap();
  await checkAppStillWrites(gql, workspace, docs > 0);
  return { workspace, memberProjects, setupSeconds, ticketSeconds, docSeconds, analyzeSeconds };
}

/**
 * Users, projects (with their default statuses), memberships, labels, milestones and doc spaces, as
 * the app makes them. Person i is on the projects i, i + 1 and i + 2 (mod 5); every third person a
 * viewer there. Person 0, the bench member, is a MEMBER of WS1..WS3 and reads nothing of WS4, WS5.
 */
async function createWorkspace(url: string, gql: Gql): Promise<{ workspace: Workspace; memberProjects: number }> {
  const people: string[] = [];
  for (const [index, name] of PEOPLE.entries()) {
    const { createUser } = await gql<{ createUser: { id: string } }>(
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { email: `person${index}@bench.example`, displayName: name, password: PASSWORD } },
    );
    people.push(createUser.id);
  }
  const projects: Workspace['projects'] = [];
  for (const [projectIndex, key] of PROJECT_KEYS.entries()) {
    const { createProject } = await gql<{ createProject: Project }>(
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { id key } }',
      { input: { key, name: `Project ${key}` } },
    );
    projects.push(createProject);
    const projectId = createProject.id;
    for (const [personIndex, userId] of people.entries()) {
      if ((projectIndex - personIndex + PROJECT_KEYS.length) % PROJECT_KEYS.length >= 3) continue;
      await gql('mutation($input: ProjectMemberInput!) { addProjectMember(input: $input) { id } }', {
        input: { projectId, userId, role: personIndex % 3 === 2 ? 'VIEWER' : 'MEMBER' },
      });
    }
    for (const name of LABELS) {
      await gql('mutation($input: CreateLabelInput!) { createLabel(input: $input) { id } }', { input: { projectId, name } });
    }
    for (const name of MILESTONES) {
      await gql('mutation($input: CreateMilestoneInput!) { createMilestone(input: $input) { id } }', { input: { projectId, name } });
    }
    for (const name of DOC_SPACES) {
      await gql('mutation($input: CreateDocSpaceInput!) { createDocSpace(input: $input) { id } }', { input: { projectId, name } });
    }
  }
  const { login } = await gql<{ login: { token: string } }>('mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: 'person0@bench.example', password: PASSWORD },
  });
  const memberProjects = await withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>('select count(*) from workspace.project_members where user_id = $1', [
      people[0],
    ]);
    return Number(rows[0]!.count);
  });
  return {
    workspace: {
      projects,
      member: { id: people[0]!, token: login.token },
      people: people.map((id, index) => ({ id, email: `person${index}@bench.example` })),
    },
    memberProjects,
  };
}

/** A SQL `text[]` literal of words fixed in this file. */
const words = (list: readonly string[]): string => `array[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/**
 * A pseudo-random integer in [0, n) that depends only on the row's `seed` (a SQL text expression)
 * and `salt`: every seeded column varies on its own, and a later statement can recompute a choice.
 */
const randomBelow = (seed: string, salt: string, n: number | string): string =>
  `((hashtext(${seed} || ':${salt}')::bigint & 2147483647) % ${n})`;

const pick = (array: string, seed: string, salt: string): string => `(${array})[1 + ${randomBelow(seed, salt, `cardinality(${array})`)}]`;

/**
 * A UUIDv7 for the time `at`, as `newId()` would have made it then: ids sort like creation times
 * ("newest first" is by id). A random UUIDv4 whose first 6 bytes become the Unix time in
 * milliseconds and whose version nibble 0100 becomes 0111 (bits 52 and 53 set).
 */
export const uuidV7At = (at: string): string =>
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send((extract(epoch from ${at}) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

const COMPONENTS = words(
  (
    'login signup billing invoice webhook search dashboard export import notification email calendar upload avatar profile settings ' +
    'permission audit report chart api cache queue scheduler sync mobile onboarding checkout payment subscription coupon tax shipping ' +
    'inventory catalog review comment timeline sidebar locale'
  ).split(' '),
);
const VERBS = words(['Fix', 'Investigate', 'Improve', 'Add', 'Remove', 'Refactor', 'Document', 'Update']);
const TITLE_PROBLEMS = words([
  'timeout on large accounts',
  'crash when offline',
  'slow under load',
  'wrong totals after refund',
  'missing translation',
  'flaky test in CI',
  'memory leak in worker',
  'duplicate entries',
  'broken layout on Safari',
  'race condition on save',
  'stale data after update',
  'confusing error message',
  'permission check',
  'pagination',
  'keyboard shortcuts',
  'dark mode',
  'audit trail',
  'rate limiting',
  'retry logic',
  'input validation',
]);
const ROLES = words(['an admin', 'a new user', 'a guest', 'a project manager', 'an agent', 'a reviewer', 'an accountant']);
const AREAS = words(['page', 'dialog', 'panel', 'list', 'form', 'report']);
const SYMPTOMS = words([
  'the request times out after thirty seconds',
  'the page crashes with a blank screen',
  'totals are off by one cent',
  'the spinner never stops',
  'duplicate rows appear',
  'the layout breaks on narrow screens',
  'an outdated value is shown',
  'the save button stays disabled',
  'a permission error is shown',
  'nothing happens',
  'the export file is empty',
  'the wrong timezone is used',
  'memory usage keeps growing',
  'the retry loop never ends',
  'the translation is missing',
]);
const ENVIRONMENTS = words([
  'Firefox on Windows 11',
  'Chrome on macOS 15',
  'Safari on iOS 18',
  'Edge on Windows 10',
  'Chrome on Android 15',
  'Firefox on Ubuntu 24.04',
]);
const EXPECTATIONS = words([
  'the change is saved',
  'the list refreshes',
  'a clear error message',
  'the totals match the invoice',
  'the job finishes within a minute',
]);
const STEPS = words([
  'filter by date',
  'sort by name',
  'switch the language',
  'upload a large file',
  'sign out and in again',
  'open it in a second tab',
]);
const DOC_KINDS = words([
  'runbook',
  'architecture overview',
  'release notes',
  'onboarding guide',
  'API reference',
  'incident review',
  'design proposal',
  'FAQ',
  'troubleshooting guide',
  'meeting notes',
]);

/** One sentence about a `component` (SQL expression), varied by `seed` and `salt`. */
const sentence = (seed: string, salt: string, component: string): string =>
  `'When ' || ${pick(ROLES, seed, `${salt}r`)} || ' opens the ' || ${component} || ' ' || ${pick(AREAS, seed, `${salt}a`)} || ', ' || ${pick(SYMPTOMS, seed, `${salt}s`)} || '. '`;

/** The rare and common search terms at their rates (see TERMS). */
const termSentences = (seed: string, rareOneIn: number): string =>
  `case when ${randomBelow(seed, 'common', 3)} = 0 then 'A customer reported it through support. ' else '' end ||
   case when ${randomBelow(seed, 'rare', rareOneIn)} = 0 then 'It may be related to the Kerberos ticket renewal. ' else '' end`;

/**
 * TICKETS tickets, round-robin over the projects, one every 5 minutes up to 50 days ago, written in
 * that order, numbered per project from 1 with keys `<KEY>-<n>` and `ticket_seq` set to the last number, as creation
 * through the app would leave them. The `search` vector is generated by PostgreSQL from the row.
 * Then, as `TicketService.create` writes them: assignees (0-2 writers of the project), labels
 * (each about 1 in 5) and the access list (reporter and assignees on every ticket; private
 * tickets, 1 in 20, also one more writer in 2).
 */
async function insertTickets(client: pg.Client): Promise<void> {
  const seedKey = 'b.key';
  const component = pick(COMPONENTS, seedKey, 'component');
  await client.query(
    `with projects as (
       select p.id, p.key, row_number() over (order by p.key) as ordinal,
              (select array_agg(s.id order by s.position) from workspace.statuses s where s.project_id = p.id) as statuses,
              (select array_agg(m.user_id order by m.user_id) from workspace.project_members m
                where m.project_id = p.id and m.role <> 'viewer') as writers,
              (select array_agg(ms.id order by ms.name) from workspace.milestones ms where ms.project_id = p.id) as milestones
         from workspace.projects p
     ),
     base as (
       select p.id as project_id, p.statuses, p.writers, p.milestones, (g - 1) / $2 + 1 as number,
              p.key || '-' || ((g - 1) / $2 + 1) as key,
              now() - interval '50 days' - ($1 - g) * interval '5 minutes' as created_at
         from generate_series(1, $1) g join projects p on p.ordinal = (g - 1) % $2 + 1
     )
     insert into workspace.tickets (id, project_id, number, key, title, description, priority, status_id, reporter_id,
                                    milestone_id, estimated_minutes, private, created_at, updated_at)
     select ${uuidV7At('b.created_at')}, b.project_id, b.number, b.key,
            ${pick(VERBS, seedKey, 'verb')} || ' ' || ${component} || ' ' || ${pick(TITLE_PROBLEMS, seedKey, 'problem')},
            ${sentence(seedKey, 'first', component)} || ${termSentences(seedKey, 1000)} ||
              'Seen on ' || ${pick(ENVIRONMENTS, seedKey, 'environment')} || '. Expected: ' || ${pick(EXPECTATIONS, seedKey, 'expected')} ||
              '. Steps: open the ' || ${component} || ', ' || ${pick(STEPS, seedKey, 'step1')} || ', then ' || ${pick(STEPS, seedKey, 'step2')} || '. ' ||
              ${sentence(seedKey, 'second', pick(COMPONENTS, seedKey, 'other'))},
            case when roll.priority < 2 then 'blocker' when roll.priority < 17 then 'high' when roll.priority < 72 then 'normal'
                 when roll.priority < 92 then 'low' else 'trivial' end,
            -- Todo 25%, in progress 10%, in review 5%, done 50%, won't fix 10%.
            b.statuses[case when roll.status < 25 then 1 when roll.status < 35 then 2 when roll.status < 40 then 3
                            when roll.status < 90 then 4 else 5 end],
            ${pick('b.writers', seedKey, 'reporter')},
            case when ${randomBelow(seedKey, 'milestone', 5)} < 2 then ${pick('b.milestones', seedKey, 'milestone-of')} end,
            case when ${randomBelow(seedKey, 'estimate', 2)} = 0 then 30 * (1 + ${randomBelow(seedKey, 'minutes', 16)}) end,
            ${randomBelow(seedKey, 'private', 20)} = 0,
            b.created_at, b.created_at + ${randomBelow(seedKey, 'updated', 72)} * interval '1 hour'
       from base b
       cross join lateral (select ${randomBelow(seedKey, 'priority', 100)} as priority, ${randomBelow(seedKey, 'status', 100)} as status) roll
      -- Written as they were created, as the app writes them: the join above yields them project by project, and a table
      -- laid out so spreads a newest-first read across projects over a page per ticket (docs/benchmarks.md).
      order by b.created_at`,
    [TICKETS, PROJECT_KEYS.length],
  );
  await client.query(
    `update workspace.projects p set ticket_seq = (select coalesce(max(t.number), 0) from workspace.tickets t where t.project_id = p.id)`,
  );
  const writers = `(select array_agg(m.user_id order by m.user_id) from workspace.project_members m where m.project_id = t.project_id and m.role <> 'viewer')`;
  await client.query(
    `insert into workspace.ticket_assignees (id, ticket_id, user_id, created_at)
     select ${uuidV7At('t.created_at')}, t.id, w.ids[1 + (${randomBelow('t.key', 'assignee', 'cardinality(w.ids)')} + slot) % cardinality(w.ids)], t.created_at
       from workspace.tickets t
       cross join lateral (select ${writers} as ids) w
       cross join lateral (select ${randomBelow('t.key', 'assignees', 100)} as roll) assignees
       -- None 20%, one 65%, two 15%; consecutive writers, so never the same one twice.
       cross join lateral generate_series(1, case when assignees.roll < 20 then 0 when assignees.roll < 85 then 1 else 2 end) slot`,
  );
  await client.query(
    `insert into workspace.ticket_labels (id, ticket_id, label_id, created_at)
     select ${uuidV7At('t.created_at')}, t.id, l.id, t.created_at
       from workspace.tickets t join workspace.labels l on l.project_id = t.project_id
      where ${randomBelow('t.key || l.name', 'label', 5)} = 0`,
  );
  await client.query(
    `insert into workspace.ticket_acl (id, ticket_id, user_id, created_at)
     select ${uuidV7At('access.created_at')}, access.ticket_id, access.user_id, access.created_at from (
       select t.id as ticket_id, t.reporter_id as user_id, t.created_at from workspace.tickets t
       union
       select t.id, ta.user_id, t.created_at from workspace.tickets t join workspace.ticket_assignees ta on ta.ticket_id = t.id
       union
       select t.id, ${pick(writers, 't.key', 'acl')}, t.created_at from workspace.tickets t
        where t.private and ${randomBelow('t.key', 'acl-extra', 2)} = 0
     ) access`,
  );
}

/**
 * `docs` docs, round-robin over the doc spaces, one every 25 minutes up to 50 days ago, each in
 * Markdown (about 800 characters in four sections), 1 in 10 public. As `DocService` writes them,
 * every doc has the revisions 1..`revision` (1 to 3, a day apart), each a section longer than the
 * one before and the last equal to the doc; `updated_by` is the last revision's author.
 */
async function insertDocs(client: pg.Client, docs: number): Promise<void> {
  const seedKey = 'b.seed';
  const component = pick(COMPONENTS, seedKey, 'component');
  const section = (heading: string, salt: string) =>
    `'## ${heading}' || chr(10) || chr(10) || ${sentence(seedKey, `${salt}1`, component)} || ${sentence(seedKey, `${salt}2`, pick(COMPONENTS, seedKey, `${salt}c`))} || ${termSentences(`${seedKey} || '${salt}'`, 2000)} || chr(10) || chr(10)`;
  await client.query(
    `with spaces as (
       select s.id, s.project_id, row_number() over (order by s.project_id, s.name) as ordinal,
              (select array_agg(m.user_id order by m.user_id) from workspace.project_members m
                where m.project_id = s.project_id and m.role <> 'viewer') as writers
         from workspace.doc_spaces s
     ),
     base as (
       select 'doc-' || g as seed, s.id as space_id, s.project_id, s.writers,
              now() - interval '50 days' - ($1 - g) * interval '25 minutes' as created_at
         from generate_series(1, $1) g join spaces s on s.ordinal = (g - 1) % (select count(*) from spaces) + 1
     ),
     shaped as (
       select ${uuidV7At('b.created_at')} as id, b.space_id, b.project_id, b.created_at,
              initcap(${component}) || ' ' || ${pick(DOC_KINDS, seedKey, 'kind')} as title,
              array['# Overview' || chr(10) || chr(10) || ${sentence(seedKey, 'intro', component)} || chr(10) || chr(10) || ${section('Context', 'context')},
                    ${section('Details', 'details')}, ${section('Decisions', 'decisions')}, ${section('Open questions', 'questions')}] as sections,
              1 + (${randomBelow(seedKey, 'second-revision', 4)} = 0)::int + (${randomBelow(seedKey, 'third-revision', 10)} = 0)::int as revision,
              ${randomBelow(seedKey, 'public', 10)} = 0 as public,
              ${pick('b.writers', seedKey, 'author')} as created_by, ${pick('b.writers', seedKey, 'editor')} as edited_by
         from base b
     ),
     docs as (
       insert into workspace.docs (id, project_id, space_id, title, body, public, revision, created_by_id, updated_by_id, created_at, updated_at)
       select id, project_id, space_id, title, array_to_string(sections, ''), public, revision, created_by,
              case when revision = 1 then created_by else edited_by end, created_at, created_at + (revision - 1) * interval '1 day'
         from shaped
     )
     insert into workspace.doc_revisions (id, doc_id, number, title, body, public, author_id, created_at)
     select ${uuidV7At("d.created_at + (n - 1) * interval '1 day'")}, d.id, n, d.title,
            array_to_string(d.sections[1:cardinality(d.sections) - (d.revision - n)], ''), d.public,
            case when n = 1 then d.created_by else d.edited_by end, d.created_at + (n - 1) * interval '1 day'
       from shaped d cross join lateral generate_series(1, d.revision) n`,
    [docs],
  );
}

/** The app keeps allocating ticket numbers and doc revisions where the seeded rows end. */
async function checkAppStillWrites(gql: Gql, workspace: Workspace, withDocs: boolean): Promise<void> {
  const project = workspace.projects[0]!;
  const { createTicket } = await gql<{ createTicket: { key: string } }>(
    'mutation($input: CreateTicketInput!) { createTicket(input: $input) { key } }',
    { input: { projectId: project.id, title: 'Written after seeding' } },
  );
  const expectedKey = `${project.key}-${Math.ceil(TICKETS / PROJECT_KEYS.length) + 1}`;
  if (createTicket.key !== expectedKey) throw new Error(`new ticket got ${createTicket.key}, expected ${expectedKey}`);
  if (!withDocs) return;
  const { searchDocs } = await gql<{ searchDocs: Array<{ id: string; revision: number }> }>(
    'query($query: String!, $projectId: ID) { searchDocs(query: $query, projectId: $projectId, first: 1) { id revision } }',
    { query: 'overview', projectId: project.id },
  );
  const doc = searchDocs[0];
  if (!doc) throw new Error('no seeded doc found');
  const { updateDoc } = await gql<{ updateDoc: { revision: number } }>(
    'mutation($input: UpdateDocInput!) { updateDoc(input: $input) { revision } }',
    { input: { id: doc.id, body: 'Rewritten after seeding.' } },
  );
  if (updateDoc.revision !== doc.revision + 1) throw new Error(`doc revision ${doc.revision} became ${updateDoc.revision}`);
}
