import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Root fields whose answer the page-size rule of the cost cannot see, each priced at what it answers:
 *
 * - Introspection (`__schema`, `__type`) at one per `INTROSPECTION_BYTES_PER_COST` bytes of its answer, which the
 *   schema fixes: it is measured before anything runs, with graphql-js's own introspection resolvers. The standard
 *   introspection query of GraphiQL and codegen tools fits the cost limit once; aliases of it (or of a fragment of
 *   it) each cost it again, so that an operation's introspection answers at most `GRAPHQL_MAX_COST` × 20 bytes.
 * - `FIELD_PRICES`: fields that compute a large answer from stored data, at a fixed price each.
 */
export const INTROSPECTION_BYTES_PER_COST = 20;

/** `Type.field`: the price of each time an operation asks the field (each alias). */
export const FIELD_PRICES: Readonly<Record<string, number>> = {
  // A diff may take about 25 ms of CPU and answer both revisions' text (docs/api.md, "Docs"): at most four in one operation.
  'Query.docDiff': 12_000,
};

export interface AnswerPrice {
  /** What these fields add to the operation's cost. */
  cost: number;
  /** Whether the operation asks `__schema` or `__type`. */
  asksIntrospection: boolean;
  /** The bytes its introspection answers (Infinity past what the limit allows). */
  introspectionBytes: number;
  /** What `FIELD_PRICES` adds. */
  fieldsCost: number;
}

const INTROSPECTION_ROOTS = new Set([SchemaMetaFieldDef.name, TypeMetaFieldDef.name]);

/** Fields by response key, fragments and inline fragments spread in, as the executor merges them (directives not read). */
function collectFields(
  selectionSets: readonly SelectionSetNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  into = new Map<string, FieldNode[]>(),
  spread = new Set<string>(),
): Map<string, FieldNode[]> {
  for (const selectionSet of selectionSets) {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const fields = into.get(key);
        if (fields) fields.push(selection);
        else into.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collectFields([selection.selectionSet], fragments, into, spread);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collectFields([fragment.selectionSet], fragments, into, spread);
      }
    }
  }
  return into;
}

/** Thrown to stop measuring once the answer is known to be over the limit. */
class OverLimit extends Error {}

/**
 * What the operation's priced root fields cost (see `FIELD_PRICES` and `INTROSPECTION_BYTES_PER_COST`), given its
 * variables. Introspection's answer is measured as JSON, each (schema element, selection) pair once, so aliases of one
 * fragment measure it once; the measuring stops as soon as the answer is over `maxCost` × 20 bytes.
 */
export function answerPrice(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
  maxCost: number,
): AnswerPrice {
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return { cost: 0, asksIntrospection: false, introspectionBytes: 0, fieldsCost: 0 };
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  const root = collectFields([operation.selectionSet], fragments);
  let fieldsCost = 0;
  const introspection: Array<[string, FieldNode[]]> = [];
  for (const [key, fields] of root) {
    const name = fields[0]!.name.value;
    if (INTROSPECTION_ROOTS.has(name)) introspection.push([key, fields]);
    else fieldsCost += FIELD_PRICES[`${rootType.name}.${name}`] ?? 0;
  }
  let introspectionBytes = 0;
  // Variables that do not fit their types are refused before anything runs (variableCoercionPlugin).
  const coerced =
    introspection.length > 0
      ? getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 }).coerced
      : undefined;
  if (coerced) {
    try {
      introspectionBytes = measure(schema, rootType, introspection, fragments, coerced, maxCost * INTROSPECTION_BYTES_PER_COST);
    } catch (error) {
      if (!(error instanceof OverLimit)) throw error;
      introspectionBytes = Infinity;
    }
  }
  const cost = fieldsCost + Math.ceil(introspectionBytes / INTROSPECTION_BYTES_PER_COST);
  return { cost, asksIntrospection: introspection.length > 0, introspectionBytes, fieldsCost };
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? 'null');

/** How a selection answers on one object type: each response key with its bytes, field, arguments and its own selection. */
interface Plan {
  entries: Array<{
    keyBytes: number;
    definition: GraphQLField<unknown, unknown> | undefined;
    args: Record<string, unknown>;
    fields: Selection;
  }>;
  info: GraphQLResolveInfo;
  /** The size of the answer on each value measured so far. */
  sizes: Map<unknown, number>;
}

/** Field nodes merged under one response key. */
interface Selection {
  nodes: readonly FieldNode[];
  plan?: Plan;
}

/** The JSON size of the introspection root fields' answer, at most `maxBytes` (else `OverLimit`). */
function measure(
  schema: GraphQLSchema,
  rootType: GraphQLObjectType,
  roots: Array<[string, FieldNode[]]>,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Readonly<Record<string, unknown>>,
  maxBytes: number,
): number {
  // Each (value, selection) pair is measured once and adds at least 2 bytes to the answer: more pairs than
  // half the limit means an answer over it.
  let measured = 0;
  const checked = (bytes: number) => {
    if (bytes > maxBytes) throw new OverLimit();
    return bytes;
  };
  const plans = new Map<string, Plan>();
  const ids = new Map<FieldNode, number>();
  const idOf = (node: FieldNode) => ids.get(node) ?? ids.set(node, ids.size).size - 1;
  const definitionOf = (parentType: GraphQLObjectType, name: string): GraphQLField<unknown, unknown> | undefined =>
    name === SchemaMetaFieldDef.name
      ? SchemaMetaFieldDef
      : name === TypeMetaFieldDef.name
        ? TypeMetaFieldDef
        : name === TypeNameMetaFieldDef.name
          ? TypeNameMetaFieldDef
          : parentType.getFields()[name];
  const planOf = (parentType: GraphQLObjectType, selected: ReadonlyMap<string, readonly FieldNode[]>): Plan => ({
    entries: [...selected].map(([key, nodes]) => {
      const definition = definitionOf(parentType, nodes[0]!.name.value);
      return {
        keyBytes: jsonBytes(key) + 1,
        definition,
        args: definition ? getArgumentValues(definition, nodes[0]!, variables) : {},
        fields: { nodes },
      };
    }),
    info: { schema, parentType } as unknown as GraphQLResolveInfo,
    sizes: new Map(),
  });

  const objectSize = (plan: Plan, value: unknown): number => {
    const known = plan.sizes.get(value);
    if (known !== undefined) return known;
    if (++measured > maxBytes / 2) throw new OverLimit();
    let bytes = 2 + Math.max(0, plan.entries.length - 1);
    for (const { keyBytes, definition, args, fields } of plan.entries) {
      if (!definition) {
        bytes += keyBytes + 4;
        continue;
      }
      const answer = definition.resolve
        ? definition.resolve(value, args, undefined, plan.info)
        : (value as Record<string, unknown>)[definition.name];
      bytes = checked(bytes + keyBytes + valueSize(definition.type, answer, fields));
    }
    plan.sizes.set(value, bytes);
    return bytes;
  };

  const valueSize = (type: GraphQLOutputType, value: unknown, fields: Selection): number => {
    if (isNonNullType(type)) return valueSize(type.ofType, value, fields);
    if (value === null || value === undefined) return 4;
    if (isListType(type)) {
      let bytes = 1;
      for (const item of value as Iterable<unknown>) bytes = checked(bytes + 1 + valueSize(type.ofType, item, fields));
      return bytes === 1 ? 2 : bytes;
    }
    if (isLeafType(type)) return jsonBytes(type.serialize(value));
    if (!fields.plan) {
      const selected = collectFields(
        fields.nodes.flatMap((field) => (field.selectionSet ? [field.selectionSet] : [])),
        fragments,
      );
      // Aliases of one fragment select the same nodes: one plan, each value measured once for all of them.
      const key = [...selected.values()].flat().map(idOf).join(',');
      fields.plan = plans.get(key) ?? plans.set(key, planOf(getNamedType(type) as GraphQLObjectType, selected)).get(key)!;
    }
    return objectSize(fields.plan, value);
  };

  // The root fields as the answer lists them, less the braces around them.
  return objectSize(planOf(rootType, new Map(roots)), undefined) - 2;
}
