import { buildSchema, executeSync, parse, type GraphQLResolveInfo } from 'graphql';
import { selectedFields } from './selection.js';

const schema = buildSchema(`
  type Query { list: Connection }
  type Connection { nodes: [Item] edges: [Edge] total: Int }
  type Edge { node: Item }
  type Item { id: ID status: String assignees: [String] }
`);

/** The `info` that `list`'s resolver gets for `document`. */
function infoOf(document: string): GraphQLResolveInfo {
  let captured: GraphQLResolveInfo | undefined;
  executeSync({
    schema,
    document: parse(document),
    rootValue: { list: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => void (captured = info) },
  });
  return captured!;
}

const names = (info: GraphQLResolveInfo, path: readonly string[]) => selectedFields(info, path).map((field) => field.name.value);

describe('selectedFields', () => {
  it('names the fields at a path, through inline fragments and fragment spreads', () => {
    const info = infoOf(`{ list { total nodes { id ... on Item { status } ...more } } }
      fragment more on Item { assignees }`);
    expect(names(info, ['nodes']).sort()).toEqual(['assignees', 'id', 'status']);
    expect(names(info, []).sort()).toEqual(['nodes', 'total']);
  });

  it('follows a deeper path and finds nothing where nothing is asked', () => {
    const info = infoOf('{ list { edges { node { status } } } }');
    expect(names(info, ['edges', 'node'])).toEqual(['status']);
    expect(names(info, ['nodes'])).toEqual([]);
  });
});
