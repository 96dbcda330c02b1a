import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  typeFromAST,
  visit,
  type ASTNode,
  type ASTVisitFn,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type IntValueNode,
  type ListValueNode,
  type ObjectValueNode,
  type StringValueNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  TypeInfo,
  visitWithTypeInfo,
} from 'graphql';
import { isUuid } from '../core/ids.js';

/** An input value the gateway refuses, and the argument or input field it was given for. */
export interface RefusedValue {
  field: string;
  message: string;
}

/**
 * `refusedLiteral` by document and schema: a document's literals never change, and Apollo Server parses a query text once
 * and hands the same document to every request that sends it, so the walk over it (with type information) is done once.
 */
const literalChecks = new WeakMap<DocumentNode, WeakMap<GraphQLSchema, RefusedValue | null>>();

/**
 * The first input value of an operation that no subgraph should see: a NUL character in any string
 * (PostgreSQL's text and jsonb cannot hold one), or an `ID` that is not a UUID (every id of the API is
 * one; anything else would reach a uuid column). Checks the document's literals and the variables
 * against their declared types, so every route into the API (GraphQL, the REST shims, the workspace
 * REST API, queries over the socket) is covered in one place.
 */
export function refusedInputValue(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): RefusedValue | null {
  let bySchema = literalChecks.get(document);
  if (!bySchema) literalChecks.set(document, (bySchema = new WeakMap()));
  let literal = bySchema.get(schema);
  if (literal === undefined) bySchema.set(schema, (literal = refusedLiteral(schema, document)));
  return literal ?? refusedVariable(schema, operation, variables);
}

const NUL = '\u0000';
/**
 * Lists and objects nested deeper than this in a literal are refused: no input of the API nests that
 * deep, and the query planner walks a literal list twice per level (2^depth), so a deep one would hang it.
 */
const MAX_LITERAL_DEPTH = 8;
const tooDeep = `is nested too deeply (at most ${MAX_LITERAL_DEPTH} levels of lists and objects)`;
const containsNul = 'must not contain NUL characters';
const notAnId = 'is not an id (a UUID)';

/** A string literal holding a NUL, or given for an `ID` and not a UUID, named by the argument, input field or variable default it stands in. */
function refusedLiteral(schema: GraphQLSchema, document: DocumentNode): RefusedValue | null {
  let refused: RefusedValue | null = null;
  const typeInfo = new TypeInfo(schema);
  const check: ASTVisitFn<StringValueNode | IntValueNode> = (node, _key, parent, _path, ancestors) => {
    const inputType = typeInfo.getInputType();
    const message =
      node.kind === Kind.STRING && node.value.includes(NUL)
        ? containsNul
        : inputType && isIdType(getNamedType(inputType)) && !isUuid(node.value)
          ? notAnId
          : null;
    if (!message) return undefined;
    // graphql-js leaves the direct parent out of `ancestors`.
    refused = { field: nearestName([...ancestors, parent ?? []]) ?? 'input', message };
    return false;
  };
  const depth: ASTVisitFn<ListValueNode | ObjectValueNode> = (_node, _key, parent, _path, ancestors) => {
    const containers = [...ancestors, parent ?? []].filter(
      (ancestor) => !Array.isArray(ancestor) && 'kind' in ancestor && (ancestor.kind === Kind.LIST || ancestor.kind === Kind.OBJECT),
    ).length;
    if (containers < MAX_LITERAL_DEPTH) return undefined;
    refused = { field: nearestName([...ancestors, parent ?? []]) ?? 'input', message: tooDeep };
    return false;
  };
  visit(document, visitWithTypeInfo(typeInfo, { StringValue: check, IntValue: check, ListValue: depth, ObjectValue: depth }));
  return refused;
}

function nearestName(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>): string | undefined {
  for (let at = ancestors.length - 1; at >= 0; at -= 1) {
    const node = ancestors[at]!;
    if (Array.isArray(node) || !('kind' in node)) continue;
    if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) return node.name.value;
    if (node.kind === Kind.VARIABLE_DEFINITION) return node.variable.name.value;
  }
  return undefined;
}

function refusedVariable(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): RefusedValue | null {
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type || !(name in variables)) continue;
    const refused = refusedValue(type, variables[name], name);
    if (refused) return refused;
  }
  return null;
}

function refusedValue(type: GraphQLInputType, value: unknown, field: string): RefusedValue | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return refusedValue(type.ofType, value, field);
  if (isListType(type)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const refused = refusedValue(type.ofType, item, field);
      if (refused) return refused;
    }
    return null;
  }
  if (isInputObjectType(type) && typeof value === 'object') {
    const fields = type.getFields();
    for (const [key, item] of Object.entries(value)) {
      const definition = fields[key];
      const refused = definition ? refusedValue(definition.type, item, key) : null;
      if (refused) return refused;
    }
    return null;
  }
  if (isIdType(type) && !(typeof value === 'string' && isUuid(value))) return { field, message: notAnId };
  // Scalars (enums too) may carry JSON: no string anywhere in it may hold a NUL.
  return holdsNul(value) ? { field, message: containsNul } : null;
}

/** By name: the gateway's schema is built from SDL, and its `ID` need not be this module's `GraphQLID` object. */
const isIdType = (type: GraphQLNamedType): boolean => isScalarType(type) && type.name === 'ID';

/** Whether a string anywhere in a value (JSON, or parsed form fields) holds a NUL: PostgreSQL cannot store it. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes(NUL) || holdsNul(item));
  return false;
}
