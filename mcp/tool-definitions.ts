import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  GraphQLNonNull,
  Kind,
  parse,
  print,
  TokenKind,
  TypeInfo,
  typeFromAST,
  validate,
  ValidationContext,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLNullableType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type Token,
} from 'graphql';

/** The toolsets of SPEC.md: `minimal` (12 tools), `curated` (the default, 31) and `full` (the whole API). */
export const TOOLSETS = ['minimal', 'curated', 'full'] as const;
export type Toolset = (typeof TOOLSETS)[number];
export const DEFAULT_TOOLSET: Toolset = 'curated';

/** An unrecognised toolset falls back to `curated` (SPEC.md). */
export const toolsetOf = (value: string | null | undefined): Toolset =>
  (TOOLSETS as readonly string[]).includes(value ?? '') ? (value as Toolset) : DEFAULT_TOOLSET;

export type JsonSchema = Record<string, unknown>;

/** One MCP tool made from one operation document under operations/mcp/. */
export interface OperationTool {
  name: string;
  description: string;
  /** The toolsets naming it in its `@toolsets` line; every tool is in `full`. */
  toolsets: ReadonlySet<Toolset>;
  inputSchema: JsonSchema;
  annotations: { title: string; readOnlyHint: boolean; idempotentHint: boolean; destructiveHint: boolean; openWorldHint: false };
  /** The operation's text, sent as is. */
  query: string;
  operationName: string;
}

const snakeCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const titleOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** The `#` comment lines right before a token (no blank line between), in order. */
function commentsBefore(token: Token | null | undefined): string[] {
  const lines: string[] = [];
  let line = token?.line ?? 0;
  for (let at = token?.prev; at && at.kind === TokenKind.COMMENT && at.line === line - 1; at = at.prev) {
    lines.unshift((at.value ?? '').trim());
    line = at.line;
  }
  return lines;
}

/**
 * Reads one operation document the way Apollo MCP Server does: one named operation per file, valid
 * against the schema, its leading `#` comment the tool's description (a line `@toolsets minimal
 * curated` puts it in those toolsets), a `#` comment before a variable that argument's description, the input JSON Schema from
 * the variable definitions and the schema's input types (input objects as `definitions`, enums as
 * `enum`, non-null without a default as `required`, nullable ones also taking `null`). Queries are read-only and
 * idempotent; mutations are not.
 */
export function toolFromDocument(schema: GraphQLSchema, source: string, file: string): OperationTool {
  const document = parse(source);
  const [invalid] = validate(schema, document);
  if (invalid) throw new Error(`${file}: ${invalid.message}`);
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || !operation?.name) throw new Error(`${file}: one named operation per file`);
  if (operation.operation === 'subscription') throw new Error(`${file}: subscriptions are not tools`);
  const leading = commentsBefore(operation.loc?.startToken);
  const tags = leading.filter((line) => line.startsWith('@'));
  const description = leading.filter((line) => !line.startsWith('@')).join('\n');
  if (!description) throw new Error(`${file}: a leading # comment describes the tool`);
  const toolsets = new Set<Toolset>(['full']);
  for (const tag of tags) {
    const [name, ...values] = tag.split(/\s+/);
    if (name !== '@toolsets') throw new Error(`${file}: unknown tag ${name}`);
    for (const value of values) {
      if (!(TOOLSETS as readonly string[]).includes(value)) throw new Error(`${file}: unknown toolset ${value}`);
      toolsets.add(value as Toolset);
    }
  }

  const definitions: Record<string, JsonSchema> = {};
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const nonNullUses = variablesInNonNullPositions(schema, document, operation);
  for (const variable of operation.variableDefinitions ?? []) {
    const name = variable.variable.name.value;
    const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`${file}: variable $${name} has a type the schema does not know`);
    const neverNull = !isNonNullType(type) && nonNullUses.has(name);
    const property = schemaOf(neverNull ? new GraphQLNonNull(type as GraphQLNullableType & GraphQLInputType) : type, definitions);
    const comment = commentsBefore(variable.loc?.startToken).join(' ');
    if (comment) property.description = comment;
    if (variable.defaultValue) property.default = valueFromASTUntyped(variable.defaultValue);
    else if (isNonNullType(type)) required.push(name);
    properties[name] = property;
  }
  const isQuery = operation.operation === 'query';
  return {
    name: `svc_${snakeCase(operation.name.value)}`,
    description,
    toolsets,
    inputSchema: {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
      ...(Object.keys(definitions).length ? { definitions } : {}),
    },
    annotations: {
      title: titleOf(operation.name.value),
      readOnlyHint: isQuery,
      idempotentHint: isQuery,
      destructiveHint: !isQuery,
      openWorldHint: false,
    },
    query: print(document),
    operationName: operation.name.value,
  };
}

/**
 * Variables a non-null position takes (`$first: Int = 20` passed to `first: Int!`): GraphQL lets such a variable have a
 * nullable type for its default, but an explicit null fails there, so its schema does not take null.
 */
function variablesInNonNullPositions(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
  return new Set(
    context
      .getRecursiveVariableUsages(operation)
      .filter((usage) => usage.type && isNonNullType(usage.type))
      .map((usage) => usage.node.name.value),
  );
}

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  SafeInt: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  LocalDate: { type: 'string', format: 'date' },
  JSONObject: { type: 'object' },
};

/**
 * The JSON Schema of a GraphQL input type; input objects go to `definitions` once and are referenced. A nullable
 * type also takes `null` (GraphQL passes it on: null clears a field), a non-null one does not.
 */
function schemaOf(type: GraphQLInputType, definitions: Record<string, JsonSchema>): JsonSchema {
  if (isNonNullType(type)) return nonNullSchemaOf(type.ofType, definitions);
  return orNull(nonNullSchemaOf(type, definitions));
}

/** `schema` or null: `type` gains `"null"` (and an `enum` its `null`), a `$ref` becomes `anyOf` it or null. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type !== 'string') return { anyOf: [schema, { type: 'null' }] };
  const nullable: JsonSchema = { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.enum)) nullable.enum = [...(schema.enum as unknown[]), null];
  return nullable;
}

function nonNullSchemaOf(type: GraphQLInputType, definitions: Record<string, JsonSchema>): JsonSchema {
  if (isListType(type)) return { type: 'array', items: schemaOf(type.ofType, definitions) };
  const named = getNamedType(type);
  if (isScalarType(named)) {
    const scalar = SCALARS[named.name];
    if (!scalar) throw new Error(`no JSON Schema for the scalar ${named.name}`);
    return { ...scalar };
  }
  if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((value) => value.name) };
  if (isInputObjectType(named)) {
    if (!definitions[named.name]) {
      const definition: JsonSchema = { type: 'object', additionalProperties: false };
      definitions[named.name] = definition;
      const fields = Object.values(named.getFields());
      definition.properties = Object.fromEntries(
        fields.map((field) => {
          const property = schemaOf(field.type, definitions);
          if (field.description) property.description = field.description;
          if (field.defaultValue !== undefined) property.default = field.defaultValue;
          return [field.name, property];
        }),
      );
      const required = fields.filter((field) => isNonNullType(field.type) && field.defaultValue === undefined).map((field) => field.name);
      if (required.length) definition.required = required;
      if (named.description) definition.description = named.description;
    }
    return { $ref: `#/definitions/${named.name}` };
  }
  throw new Error(`no JSON Schema for ${String(type)}`);
}

/** Every tool under a folder of operation documents (`operations/mcp/`, subfolders included), sorted by name; duplicate names are an error. */
export function loadOperationTools(schema: GraphQLSchema, folder: string): OperationTool[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  const tools = files.map((file) => toolFromDocument(schema, readFileSync(path.join(folder, file), 'utf8'), file));
  const names = new Set<string>();
  for (const tool of tools) {
    if (names.has(tool.name)) throw new Error(`two operations make the tool ${tool.name}`);
    names.add(tool.name);
  }
  return tools.sort((a, b) => a.name.localeCompare(b.name));
}
