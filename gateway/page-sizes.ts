import {
  Kind,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** The arguments that size a page, as GraphQL Armor's cost limit reads them. */
const PAGE_SIZE_ARGUMENTS = ['first', 'last'] as const;

const pageSizeVariables = new WeakMap<DocumentNode, readonly string[]>();

/**
 * The variables given to a page-size argument anywhere in `document`: all that its `withPageSizes` copy can
 * depend on besides the document (which may name more, never fewer). Read once per document.
 */
export function pageSizeVariableNames(document: DocumentNode): readonly string[] {
  let names = pageSizeVariables.get(document);
  if (!names) {
    const found = new Set<string>();
    visit(document, {
      Argument(node) {
        if ((PAGE_SIZE_ARGUMENTS as readonly string[]).includes(node.name.value) && node.value.kind === Kind.VARIABLE)
          found.add(node.value.name.value);
      },
    });
    names = [...found];
    pageSizeVariables.set(document, names);
  }
  return names;
}

/**
 * The document with every page size (`first`, `last`) a field of the operation runs with written as
 * an integer literal: the variable's value, else the variable's default, else the argument's default.
 * GraphQL Armor's cost limit reads literals only; on this document it prices what will really run.
 */
export function withPageSizes(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): DocumentNode {
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      definition.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined,
    ]),
  );
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node): FieldNode | undefined {
        const definition = typeInfo.getFieldDef();
        if (!definition) return undefined;
        let changed = false;
        const args: ArgumentNode[] = [...(node.arguments ?? [])];
        for (const name of PAGE_SIZE_ARGUMENTS) {
          const declared = definition.args.find((arg) => arg.name === name);
          if (!declared) continue;
          const at = args.findIndex((arg) => arg.name.value === name);
          const given = args[at]?.value;
          if (given?.kind === Kind.INT) continue;
          const value =
            given?.kind === Kind.VARIABLE
              ? (variables[given.name.value] ?? defaults.get(given.name.value))
              : given
                ? undefined
                : declared.defaultValue;
          if (typeof value !== 'number' || !Number.isSafeInteger(value)) continue;
          const literal: ArgumentNode = {
            kind: Kind.ARGUMENT,
            name: { kind: Kind.NAME, value: name },
            value: { kind: Kind.INT, value: String(value) },
          };
          if (at >= 0) args[at] = literal;
          else args.push(literal);
          changed = true;
        }
        return changed ? { ...node, arguments: args } : undefined;
      },
    }),
  );
}
