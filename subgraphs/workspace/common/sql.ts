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

/** Trusted SQL text (identifiers, keywords) without values. */
export const rawSql = (text: string): SqlFragment => new SqlFragment(text, []);

/** Joins fragments with a separator such as `' and '`. */
export function joinSql(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return new SqlFragment(
    fragments.map((fragment) => fragment.text).join(separator),
    fragments.flatMap((fragment) => fragment.params),
  );
}
