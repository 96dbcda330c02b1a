import { isUuid } from '../../../core/ids.js';
import { StatusCategory } from '../statuses/status.entity.js';
import { TicketPriority } from '../tickets/ticket.entity.js';
import { queryError } from './orchestrator.errors.js';
import type { ComparisonOperator, ParsedQuery, QueryExpression, QueryValue } from './query-language.js';

/**
 * Turns a parsed agent query into SQL over the orchestrator's visible-tickets statement (aliases
 * `t` tickets, `s` statuses, `p` projects; ordering over its output columns). Every value is a
 * parameter; field names, operators and values are checked here, each error naming its position.
 */
export interface CompiledQuery {
  where: string;
  params: unknown[];
  orderBy: string;
}

export interface QueryEnvironment {
  /** The caller, for `currentUser()`. */
  userId: string;
  now: Date;
}

type FieldKind =
  'project' | 'key' | 'status' | 'category' | 'priority' | 'label' | 'assignee' | 'text' | 'title' | 'description' | 'created' | 'updated';

const FIELDS: Record<string, FieldKind> = {
  project: 'project',
  key: 'key',
  issue: 'key',
  identifier: 'key',
  status: 'status',
  category: 'category',
  statuscategory: 'category',
  state: 'category',
  priority: 'priority',
  label: 'label',
  labels: 'label',
  assignee: 'assignee',
  text: 'text',
  title: 'title',
  summary: 'title',
  description: 'description',
  created: 'created',
  updated: 'updated',
};
const FIELD_NAMES = 'project, key, status, category, priority, label, assignee, text, title, description, created, updated';

const ORDER_COLUMNS: Record<string, (descending: boolean) => string> = {
  // Most urgent first is `priority DESC`, as in JQL.
  priority: (descending) => `rank ${descending ? 'asc' : 'desc'}`,
  created: (descending) => `created_at ${descending ? 'desc' : 'asc'}`,
  updated: (descending) => `updated_at ${descending ? 'desc' : 'asc'}`,
  key: (descending) => `project_key ${descending ? 'desc' : 'asc'}, number ${descending ? 'desc' : 'asc'}`,
  title: (descending) => `lower(title) ${descending ? 'desc' : 'asc'}`,
};

const URGENCY = `case t.priority when 'blocker' then 5 when 'high' then 4 when 'normal' then 3 when 'low' then 2 else 1 end`;
const urgencyOf: Record<string, number> = { blocker: 5, high: 4, normal: 3, low: 2, trivial: 1 };
const categories = Object.values(StatusCategory) as string[];
const priorities = Object.values(TicketPriority) as string[];
const SQL_OPERATORS: Partial<Record<ComparisonOperator, string>> = { '=': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
const RELATIVE_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

export function compileQuery(query: string, parsed: ParsedQuery, env: QueryEnvironment): CompiledQuery {
  const params: unknown[] = [];
  const fail = (offset: number, message: string) => queryError(query, offset, message);
  const param = (value: unknown) => (params.push(value), '?');
  const list = (values: unknown[]) => param(JSON.stringify(values));
  const inList = (values: unknown[]) => `(select jsonb_array_elements_text(${list(values)}::jsonb))`;

  const fieldOf = (name: string, offset: number): FieldKind => {
    const kind = FIELDS[name.toLowerCase()];
    if (!kind) throw fail(offset, `unknown field ${JSON.stringify(name)}; use ${FIELD_NAMES}`);
    return kind;
  };
  const text = (value: QueryValue, what: string): string => {
    if (value.kind === 'function' || value.kind === 'relative') throw fail(value.offset, `expected ${what}`);
    return value.text;
  };
  const oneOf = (value: QueryValue, allowed: string[], what: string): string => {
    const normalized = text(value, what).trim().toLowerCase();
    if (!allowed.includes(normalized))
      throw fail(value.offset, `${JSON.stringify(value.text)} is not a ${what}; use ${allowed.join(', ')}`);
    return normalized;
  };
  const userOf = (value: QueryValue): { id: string } | { email: string } => {
    if (value.kind === 'function') {
      if (value.text.toLowerCase() !== 'currentuser') throw fail(value.offset, `unknown function ${value.text}(); use currentUser()`);
      return { id: env.userId };
    }
    const raw = text(value, 'a user (currentUser(), an id or an email)').trim();
    return isUuid(raw) ? { id: raw } : { email: raw.toLowerCase() };
  };
  const instant = (value: QueryValue): Date => {
    if (value.kind === 'relative') {
      const amount = Number(value.text.slice(0, -1));
      const at = new Date(env.now.getTime() + amount * RELATIVE_UNITS[value.text.slice(-1)]!);
      // Past ±275,760 years a date is no date (toISOString throws): the caller's mistake, named where it is.
      if (Number.isNaN(at.getTime())) throw fail(value.offset, `${value.text} is too far from now`);
      return at;
    }
    if (value.kind === 'function') {
      if (value.text.toLowerCase() !== 'now') throw fail(value.offset, `unknown function ${value.text}(); use now()`);
      return env.now;
    }
    const date = new Date(value.kind === 'date' && value.text.length === 10 ? `${value.text}T00:00:00Z` : value.text);
    if (value.kind === 'number' || Number.isNaN(date.getTime()))
      throw fail(value.offset, 'expected a date (2026-11-01, an ISO date-time), a relative time (-7d, -12h, -2w) or now()');
    return date;
  };
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

  const operatorOf = (operator: ComparisonOperator, offset: number, allowed: ComparisonOperator[], field: string): ComparisonOperator => {
    if (!allowed.includes(operator)) throw fail(offset, `${field} takes ${allowed.join(', ')}, not ${operator}`);
    return operator;
  };

  /** `exists` over a ticket's labels or assignees matching `condition` (null: any). */
  const hasLabel = (condition: string | null) =>
    `exists (select 1 from workspace.ticket_labels tl join workspace.labels l on l.id = tl.label_id where tl.ticket_id = t.id${condition ? ` and ${condition}` : ''})`;
  const hasAssignee = (condition: string | null) =>
    `exists (select 1 from workspace.ticket_assignees ta join workspace.users u on u.id = ta.user_id where ta.ticket_id = t.id${condition ? ` and ${condition}` : ''})`;
  const userMatch = (users: Array<{ id: string } | { email: string }>) => {
    const ids = users.flatMap((user) => ('id' in user ? [user.id] : []));
    const emails = users.flatMap((user) => ('email' in user ? [user.email] : []));
    return `(u.id::text in ${inList(ids)} or (lower(u.email) in ${inList(emails)} and u.kind <> 'federated'))`;
  };

  const compile = (expression: QueryExpression): string => {
    switch (expression.kind) {
      case 'and':
      case 'or':
        return `(${expression.items.map(compile).join(` ${expression.kind} `)})`;
      case 'not':
        return `(not ${compile(expression.item)})`;
      case 'empty': {
        const kind = fieldOf(expression.field, expression.offset);
        const exists = kind === 'label' ? hasLabel(null) : kind === 'assignee' ? hasAssignee(null) : null;
        if (!exists) throw fail(expression.offset, `${expression.field} cannot be EMPTY; only label and assignee can`);
        return expression.negated ? exists : `(not ${exists})`;
      }
      case 'in': {
        const kind = fieldOf(expression.field, expression.offset);
        const not = expression.negated ? 'not ' : '';
        const values = expression.values;
        switch (kind) {
          case 'project':
            return `(p.key ${not}in ${inList(values.map((value) => text(value, 'a project key').trim().toUpperCase()))})`;
          case 'key':
            return `(t.key ${not}in ${inList(values.map((value) => text(value, 'a ticket key').trim().toUpperCase()))})`;
          case 'status':
            return `(lower(s.name) ${not}in ${inList(values.map((value) => text(value, 'a status name').trim().toLowerCase()))})`;
          case 'category':
            return `(s.category ${not}in ${inList(values.map((value) => oneOf(value, categories, 'status category')))})`;
          case 'priority':
            return `(t.priority ${not}in ${inList(values.map((value) => oneOf(value, priorities, 'priority')))})`;
          case 'label': {
            const exists = hasLabel(`lower(l.name) in ${inList(values.map((value) => text(value, 'a label').trim().toLowerCase()))}`);
            return expression.negated ? `(not ${exists})` : exists;
          }
          case 'assignee': {
            const exists = hasAssignee(userMatch(values.map(userOf)));
            return expression.negated ? `(not ${exists})` : exists;
          }
          default:
            throw fail(expression.offset, `${expression.field} does not take IN`);
        }
      }
      case 'compare': {
        const kind = fieldOf(expression.field, expression.offset);
        const { value } = expression;
        const equality: ComparisonOperator[] = ['=', '!='];
        switch (kind) {
          case 'project':
          case 'key':
          case 'status':
          case 'category':
          case 'label':
          case 'assignee': {
            const operator = operatorOf(expression.operator, expression.offset, equality, expression.field);
            return compile({ kind: 'in', field: expression.field, offset: expression.offset, negated: operator === '!=', values: [value] });
          }
          case 'priority': {
            const operator = operatorOf(expression.operator, expression.offset, ['=', '!=', '<', '<=', '>', '>='], expression.field);
            const priority = oneOf(value, priorities, 'priority');
            if (operator === '=' || operator === '!=') return `(t.priority ${SQL_OPERATORS[operator]} ${param(priority)})`;
            // `priority > normal` means more urgent than normal, as in JQL.
            return `(${URGENCY} ${SQL_OPERATORS[operator]} ${param(urgencyOf[priority])})`;
          }
          case 'text': {
            const operator = operatorOf(expression.operator, expression.offset, ['~', '!~'], expression.field);
            const match = `(t.search @@ plainto_tsquery('english', ${param(text(value, 'words to search'))}))`;
            return operator === '~' ? match : `(not ${match})`;
          }
          case 'title':
          case 'description': {
            const operator = operatorOf(expression.operator, expression.offset, ['~', '!~', '=', '!='], expression.field);
            const column = `t.${kind}`;
            const wanted = text(value, 'a text');
            if (operator === '=' || operator === '!=') return `(lower(${column}) ${SQL_OPERATORS[operator]} lower(${param(wanted)}))`;
            return `(${column} ${operator === '~' ? '' : 'not '}ilike ${param(like(wanted))})`;
          }
          case 'created':
          case 'updated': {
            const operator = operatorOf(expression.operator, expression.offset, ['=', '<', '<=', '>', '>='], expression.field);
            const column = `t.${kind}_at`;
            const at = instant(value);
            if (operator === '=') {
              // A day: from its start to the next day's (dates only).
              if (value.kind !== 'date' || value.text.length !== 10)
                throw fail(value.offset, `${expression.field} = takes a date (2026-11-01); compare times with <, <=, >, >=`);
              return `(${column} >= ${param(at.toISOString())}::timestamptz and ${column} < ${param(new Date(at.getTime() + 86_400_000).toISOString())}::timestamptz)`;
            }
            return `(${column} ${SQL_OPERATORS[operator]} ${param(at.toISOString())}::timestamptz)`;
          }
        }
      }
    }
  };

  const where = parsed.where ? compile(parsed.where) : 'true';
  const orderBy = parsed.orderBy.map(({ field, offset, descending }) => {
    const column = ORDER_COLUMNS[field.toLowerCase()];
    if (!column) throw fail(offset, `cannot order by ${JSON.stringify(field)}; use ${Object.keys(ORDER_COLUMNS).join(', ')}`);
    return column(descending);
  });
  // Dispatch order decides ties (and is the order when none is given).
  return { where, params, orderBy: [...orderBy, 'rank', 'created_at', 'key'].join(', ') };
}
