/**
 * A piece of raw SQL with `?` placeholders and their values, in order. Built with the `sql`
 * tag so values never end up in the text; MikroORM's `em.execute(text, params)` binds them
 * (an array value expands to a comma list, for `in (...)`).
 */
export class SqlFragment {
  constructor(
    readonly text: string,
    readonly params: readonly unknown[],
  ) {}
}

/** Tagged template: interpolated values become placeholders, interpolated fragments are spliced in. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, index) => {
    if (value instanceof SqlFragment) {
      text += value.text;
      params.push(...value.params);
    } else {
      if (Array.isArray(value) && value.length === 0) throw new Error('empty list in SQL: guard it with a constant condition');
      text += '?';
      params.push(value);
    }
    text += strings[index + 1]!;
  });
  return new SqlFragment(text, params);
}

/**
 * A row limit as a literal in the statement's text, not a parameter: PostgreSQL plans a named statement whose limit is a
 * parameter again at every execution (a generic plan cannot know how many rows it stops at, so it never looks cheaper),
 * and keeps one plan for a statement whose limit is in its text (docs/benchmarks.md, issue 37). Page sizes are few.
 */
export function limitSql(rows: number): SqlFragment {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row limit: ${rows}`);
  return new SqlFragment(`limit ${rows}`, []);
}

/** Trusted SQL text (identifiers, keywords) without values. */
export const rawSql = (text: string): SqlFragment => new SqlFragment(text, []);

/** Joins fragments with a separator such as `' and '`. */
export function joinSql(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return new SqlFragment(
    fragments.map((fragment) => fragment.text).join(separator),
    fragments.flatMap((fragment) => fragment.params),
  );
}
