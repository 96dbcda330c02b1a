import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The field nodes a resolver's selection asks for at `path` below its own field, through inline fragments
 * and fragment spreads. `@skip` and `@include` are not evaluated: a field found here may go unasked, so use
 * this to read ahead, never to decide what a caller may see.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): FieldNode[] {
  const fields: FieldNode[] = [];
  const visit = (selectionSet: SelectionSetNode | undefined, depth: number): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'InlineFragment') visit(selection.selectionSet, depth);
      else if (selection.kind === 'FragmentSpread') visit(info.fragments[selection.name.value]?.selectionSet, depth);
      else if (depth === path.length) fields.push(selection);
      else if (selection.name.value === path[depth]) visit(selection.selectionSet, depth + 1);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, 0);
  return fields;
}
