import type { JsonSchema } from './tool-definitions.js';

/** How many of a ticket's comments `svc_get_ticket` and `svc://ticket/<key>` show: the newest (operations/mcp/get-ticket.graphql). */
export const TICKET_COMMENTS_SHOWN = 20;

/** The tool that reads a ticket's older comments, and the toolsets that have it. */
const LIST_COMMENTS = 'svc_list_comments';

interface CompactTicket extends Record<string, unknown> {
  key?: string;
  commentCount?: number;
  comments?: { items?: unknown[]; nextCursor?: string };
}

/**
 * A ticket as `svc_get_ticket` and `svc://ticket/<key>` answer it (compacted GetTicket): its `comments` are the newest
 * 20, newest first, with `total` (all the caller may see, internal ones included when they may read them) and, when
 * there are older ones, `older`: the `svc_list_comments` call that reads on (`newestFirst`, `after` the page's cursor).
 * `hasListComments` says whether the connection's toolset has that tool; when it has not, `older` says which do.
 */
export function ticketAnswer(value: unknown, hasListComments: boolean): unknown {
  if (!value || typeof value !== 'object') return value;
  const { commentCount, comments, ...ticket } = value as CompactTicket;
  const items = comments?.items ?? [];
  const nextCursor = comments?.nextCursor;
  return {
    ...ticket,
    comments: {
      total: commentCount ?? items.length,
      order: 'newest first',
      items,
      ...(nextCursor
        ? {
            nextCursor,
            older: {
              tool: LIST_COMMENTS,
              arguments: { key: ticket.key, newestFirst: true, after: nextCursor },
              ...(hasListComments ? {} : { note: `${LIST_COMMENTS} is in the curated and full toolsets, not in this connection's` }),
            },
          }
        : {}),
    },
  };
}

/**
 * `svc_timer_stop`'s answer: the time entry it logged, or, when the API logged none (`stopTimer` is null for a timer
 * stopped under a second, too short for an entry), an object that says the timer stopped and nothing was logged.
 */
export const timerStopAnswer = (value: unknown): unknown =>
  value ?? {
    stopped: true,
    logged: false,
    durationMinutes: 0,
    note: 'The timer ran for less than a second: it is stopped and no time entry was logged.',
  };

/** A property's schema, following a `$ref` into the tool's `definitions`. */
function resolved(schema: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace(/^#\/definitions\//, '');
  return (root.definitions as Record<string, JsonSchema> | undefined)?.[name];
}

const propertiesOf = (schema: JsonSchema | undefined): Record<string, JsonSchema> =>
  (schema?.properties as Record<string, JsonSchema> | undefined) ?? {};

/**
 * Where an API error's `field` (a name of the API's own input, `title`, or a dotted path in it) is among the tool's
 * arguments as the client sent them: `input.title` when the tool takes it inside its `input` argument, `key` when it
 * is a top-level argument; as the API named it when no argument holds it. The one convention of every `field` a tool
 * error carries (argument checks name the path in the arguments too).
 */
export function argumentPath(inputSchema: JsonSchema, field: string): string {
  const [head = field] = field.split('.');
  const top = propertiesOf(inputSchema);
  if (head in top) return field;
  for (const [name, property] of Object.entries(top)) {
    if (head in propertiesOf(resolved(property, inputSchema))) return `${name}.${field}`;
  }
  return field;
}
