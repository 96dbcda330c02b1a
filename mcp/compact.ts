/**
 * A GraphQL answer as a model reads it best: the one root field's value when there is one, no
 * `__typename`, no nulls or empty lists, and a connection (`nodes` with `pageInfo`) always as `{ items }`, plus a
 * `nextCursor` only when there is a next page: one shape on every page, the last and an empty one included.
 */
export function compact(data: Record<string, unknown>): unknown {
  const roots = Object.values(data);
  return compactValue(roots.length === 1 ? roots[0] : data);
}

function compactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compactValue);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.nodes) && record.pageInfo && typeof record.pageInfo === 'object') {
    const { hasNextPage, endCursor } = record.pageInfo as { hasNextPage?: boolean; endCursor?: string | null };
    const items = record.nodes.map(compactValue);
    return hasNextPage && endCursor ? { items, nextCursor: endCursor } : { items };
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (key === '__typename' || item === null || item === undefined) continue;
    const compacted = compactValue(item);
    if (Array.isArray(compacted) && compacted.length === 0) continue;
    out[key] = compacted;
  }
  return out;
}
