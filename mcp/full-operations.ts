import {
  astFromValue,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  parseType,
  print,
  type ConstValueNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from 'graphql';
import { isCredentialManagementField } from '../core/acting-for.js';

/** A root field of the API: the operation it belongs to and its definition in the API schema. */
export interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/**
 * The query and mutation fields of the API schema (`schema/api.graphql`): what clients reach through the gateway, the
 * workspace's, the mail service's and federation's alike (`@inaccessible` fields are not in it). Subscriptions are not tools.
 */
export function apiRootFields(api: GraphQLSchema): RootField[] {
  const fieldsOf = (operation: RootField['operation'], root: GraphQLObjectType | null | undefined): RootField[] =>
    Object.values(root?.getFields() ?? {}).map((field) => ({ operation, field }));
  return [...fieldsOf('query', api.getQueryType()), ...fieldsOf('mutation', api.getMutationType())];
}

/**
 * Root fields no workspace user calls as themselves, and who does: the federation peer protocol (a linked instance's
 * signed requests), a partner instance taking an invite, someone invited checking their link, and the open-tracking pixel (the token in the URL is the
 * credential). No MCP tool runs them.
 */
export const othersOnlyFields: Readonly<Record<string, string>> = {
  federationPeerHandshake: 'linked instances (signed peer requests)',
  federationPeerChanges: 'linked instances (signed peer requests)',
  federationPeerSnapshot: 'linked instances (signed peer requests)',
  federationPeerNudge: 'linked instances (signed peer requests)',
  federationPeerContent: 'linked instances (signed peer requests)',
  federationPeerPairRevoke: 'linked instances (signed peer requests)',
  federationInviteAccept: 'a partner instance taking an invite of this one',
  recordMailOpen: "a sent message's open-tracking pixel",
  inviteByToken: 'someone invited, opening the link before they have an account',
};

/** Why no MCP tool may run a root field (it manages credentials, or only others call it), or null when one may. */
export function whyNoTool(fieldName: string): string | null {
  if (isCredentialManagementField(fieldName)) return 'it manages credentials (core/acting-for.ts)';
  const caller = othersOnlyFields[fieldName];
  return caller ? `only ${caller} call it` : null;
}

/** The root fields an operation document selects (what a hand-written MCP document covers). */
export function rootFieldsOf(source: string): string[] {
  return parse(source).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []))
      : [],
  );
}

const IDENTITY_FIELDS = ['id', 'key', 'name', 'title'];

const field = (name: string, selectionSet?: SelectionSetNode, args: FieldNode['arguments'] = []): FieldNode => ({
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: name },
  arguments: args,
  ...(selectionSet ? { selectionSet } : {}),
});

const selectionSet = (selections: FieldNode[]): SelectionSetNode => ({ kind: Kind.SELECTION_SET, selections });

/** A connection: `nodes` and `pageInfo`. */
const nodesOf = (type: GraphQLObjectType): GraphQLObjectType | undefined => {
  const fields = type.getFields();
  const nodes = fields.nodes && getNamedType(fields.nodes.type);
  return fields.pageInfo && nodes && isObjectType(nodes) ? nodes : undefined;
};

/**
 * An object's compact selection: its scalars and enums, and for an object field only its `id`,
 * `key`, `name` and `title` (fields with required arguments and nested connections left out).
 */
function compactSelection(type: GraphQLObjectType): SelectionSetNode {
  const selections: FieldNode[] = [];
  for (const child of Object.values(type.getFields())) {
    if (child.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(child.type);
    if (isLeafType(named)) selections.push(field(child.name));
    else if (isObjectType(named) && !nodesOf(named)) {
      const identity = IDENTITY_FIELDS.filter((name) => {
        const candidate = named.getFields()[name];
        return candidate && isLeafType(getNamedType(candidate.type));
      });
      if (identity.length) selections.push(field(child.name, selectionSet(identity.map((name) => field(name)))));
    }
  }
  return selectionSet(selections);
}

/** The selection of a root field's value: none for a scalar, a connection as its nodes and page info. */
function selectionOf(type: GraphQLOutputType): SelectionSetNode | undefined {
  const named = getNamedType(type);
  if (!isObjectType(named)) return undefined;
  const nodes = nodesOf(named);
  if (!nodes) return compactSelection(named);
  return selectionSet([
    field('nodes', compactSelection(nodes)),
    field('pageInfo', selectionSet([field('hasNextPage'), field('endCursor')])),
  ]);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first sentence of a description, and the second while the two stay short. */
function shortDescription(description: string): string {
  const sentences = oneLine(description).split(/(?<=[.!?])\s+(?=[A-Z`])/);
  const [first = '', second] = sentences;
  return second && first.length + second.length < 160 ? `${first} ${second}` : first;
}

/** An undescribed field's name as words: `deactivateUser` is "Deactivate user.", the query `user` "Get user.". */
const humanized = (operation: RootField['operation'], name: string) => {
  const words = `${operation === 'query' ? 'get ' : ''}${name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()}`;
  return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
};

/** The operation name of a generated document: the field's name in Pascal case (`deleteLabel` is `DeleteLabel`, the tool `svc_delete_label`). */
const operationNameOf = (fieldName: string) => `${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}`;

/**
 * The `full`-toolset document of one root field: described by the field's description (or its
 * humanized name), one variable per argument (described by the argument's description, with its
 * default), and a compact selection of the result. Printed by graphql-js; the `#` comments, which a
 * document AST does not carry, go before the operation and before each variable.
 */
export function fullOperationDocument({ operation, field: root }: RootField): string {
  const variables = root.args.map((arg) => {
    // A value from astFromValue is constant (it never makes a variable).
    const defaultValue = arg.defaultValue === undefined ? undefined : (astFromValue(arg.defaultValue, arg.type) as ConstValueNode | null);
    const definition: VariableDefinitionNode = {
      kind: Kind.VARIABLE_DEFINITION,
      variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: arg.name } },
      type: parseType(String(arg.type)),
      ...(defaultValue ? { defaultValue } : {}),
    };
    return `${arg.description ? `  # ${oneLine(arg.description)}\n` : ''}  ${print(definition)}`;
  });
  const selection = selectionSet([
    field(
      root.name,
      selectionOf(root.type),
      root.args.map((arg) => ({
        kind: Kind.ARGUMENT,
        name: { kind: Kind.NAME, value: arg.name },
        value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: arg.name } },
      })),
    ),
  ]);
  const header = `${operation} ${operationNameOf(root.name)}${variables.length ? `(\n${variables.join('\n')}\n)` : ''}`;
  const description = root.description ? shortDescription(root.description) : humanized(operation, root.name);
  return `# ${description}\n${header} ${print(selection)}\n`;
}
