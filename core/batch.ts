/** Orders rows like `keys` (null where missing): the shape a DataLoader batch function returns. */
export function alignById<T extends { id: string }>(keys: readonly string[], rows: readonly T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return keys.map((key) => map.get(key) ?? null);
}

/** Groups rows under each key (empty list where none): the shape of a one-to-many DataLoader. */
export function groupByKey<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}
