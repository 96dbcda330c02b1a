import slugify from '@sindresorhus/slugify';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { StatusCategory } from '../statuses/status.entity.js';
import { TicketPriority } from '../tickets/ticket.entity.js';

/** Symphony's priority scale: lower wins; trivial shares the lowest rank with low. */
export const priorityRank: Record<TicketPriority, number> = {
  [TicketPriority.BLOCKER]: 1,
  [TicketPriority.HIGH]: 2,
  [TicketPriority.NORMAL]: 3,
  [TicketPriority.LOW]: 4,
  [TicketPriority.TRIVIAL]: 4,
};

/** Categories an orchestrator works on by default (the terminal ones, terminalCategories, end its work). */
export const activeCategories: readonly StatusCategory[] = [StatusCategory.TODO, StatusCategory.IN_PROGRESS, StatusCategory.IN_REVIEW];

/** Longest branch name: the key stays whole, the title's slug is cut at a word boundary. */
const MAX_BRANCH_NAME = 60;

/** `<key>-<slugified title>`, lower-case ASCII, e.g. `abc-12-fix-the-login-page`. */
export function branchName(ticketKey: string, title: string): string {
  const key = ticketKey.toLowerCase();
  let slug = slugify(title);
  const room = MAX_BRANCH_NAME - key.length - 1;
  if (slug.length > room) slug = slug.slice(0, room).replace(/-[^-]*$/, '') || slug.slice(0, room);
  return slug ? `${key}-${slug}` : key;
}

/** Labels as Symphony compares them: trimmed, lower-cased, blanks dropped, each once. */
export const normalizedLabels = (names: readonly string[]): string[] => [
  ...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean)),
];

@ObjectType({
  description:
    'An open ticket this one waits on, for an orchestrator. One the caller cannot see is opaque: its id and status category only, so that an orchestrator holds the ticket back without learning more of the blocker.',
})
export class OrchestratorBlocker {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Ticket key, `<PROJECT_KEY>-<n>`; null when the caller cannot see the blocker.' })
  identifier!: string | null;

  @Field({ description: 'Status category of the blocker.' })
  state!: string;

  @Field(() => String, { nullable: true, description: "The blocker's status display name; null when the caller cannot see the blocker." })
  statusName!: string | null;
}

@ObjectType({
  description:
    "A ticket as a coding-agent orchestrator's normalized issue record (OpenAI Symphony). The REST adapter serves it with snake_case names.",
})
export class OrchestratorIssue {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Ticket key, `<PROJECT_KEY>-<n>`.' })
  identifier!: string;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true, description: 'Markdown; null when empty.' })
  description!: string | null;

  @Field(() => Int, { description: 'blocker=1, high=2, normal=3, low=4, trivial=4.' })
  priority!: number;

  @Field({ description: 'Status category (`todo`, `in_progress`, `in_review`, `done`, `wont_fix`), never the display name.' })
  state!: string;

  @Field({ description: 'The status display name (what Linear-style clients compare); not part of the REST record.' })
  statusName!: string;

  @Field(() => String, { nullable: true, description: 'Key plus slugified title; null when the project has no git repository.' })
  branchName!: string | null;

  @Field()
  url!: string;

  @Field(() => [String], { description: 'Label names, trimmed and lower-cased.' })
  labels!: string[];

  @Field(() => [OrchestratorBlocker], {
    description: 'Open (non-terminal) blockers, oldest first; those the caller cannot see are opaque (id and category only).',
  })
  blockedBy!: OrchestratorBlocker[];

  @Field(() => ID, { nullable: true, description: 'The first assignee, if any.' })
  assigneeId!: string | null;

  @Field({ description: 'False for a `todo` issue that waits on any open blocker (each listed in `blockedBy`).' })
  dispatchable!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType()
export class OrchestratorIssuePageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

@ObjectType({ description: 'A page of issue records in dispatch order.' })
export class OrchestratorIssuePage {
  @Field(() => [OrchestratorIssue])
  nodes!: OrchestratorIssue[];

  @Field(() => OrchestratorIssuePageInfo)
  pageInfo!: OrchestratorIssuePageInfo;
}

@ObjectType({ description: "An agent query's records, in the query's order." })
export class OrchestratorQueryResult {
  @Field(() => [OrchestratorIssue])
  nodes!: OrchestratorIssue[];

  @Field({ description: 'More records match than were returned.' })
  hasMore!: boolean;
}
