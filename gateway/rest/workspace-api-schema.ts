import { mapSchema, MapperKind, pruneSchema } from '@graphql-tools/utils';
import { getNamedType, isIntrospectionType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { rootFieldOwners } from '../subscriptions.js';
import { graphqlOnlyFields } from './workspace-api-permissions.js';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** What sofa generates the workspace routes from. */
export interface WorkspaceRestSchema {
  /** The API schema cut down to what the REST routes select (see `workspaceRestSchema`). */
  schema: GraphQLSchema;
  /** Object types with an `id`: nested in a response, they appear as `{ "id" }` (sofa's models). */
  entities: string[];
  /** `Type.field` of id-less wrappers (connections, payloads) whose entities are returned in full. */
  expandedFields: string[];
}

/** A connection's `edges` carry the same objects as its `nodes`: one of them is enough in a response. */
const repeatsNodes = (schema: GraphQLSchema, typeName: string): boolean => {
  const type = schema.getType(typeName);
  return isObjectType(type) && 'nodes' in type.getFields();
};

/**
 * The REST view of the API schema: the Query and Mutation fields the workspace subgraph owns (the
 * supergraph's join directives tell the owner; other subgraphs' fields and subscriptions are left
 * out, and so are `graphqlOnlyFields`), without the fields of object types that take arguments
 * (nested pages and look-ups: each has a route of its own), without connections' `edges` (their
 * `nodes` and `pageInfo` remain), and without the types nothing reaches.
 * Sofa's operations over it are valid against the full API schema, which executes them.
 */
export function workspaceRestSchema(apiSchema: GraphQLSchema, supergraphSdl: string): WorkspaceRestSchema {
  const owners = { Query: rootFieldOwners(supergraphSdl, 'Query'), Mutation: rootFieldOwners(supergraphSdl, 'Mutation') };
  const graphqlOnly = new Set<string>(graphqlOnlyFields);
  const schema = pruneSchema(
    mapSchema(apiSchema, {
      [MapperKind.SUBSCRIPTION]: () => null,
      [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
        if (typeName === 'Query' || typeName === 'Mutation')
          return owners[typeName].get(fieldName) === 'workspace' && !graphqlOnly.has(`${typeName}.${fieldName}`) ? field : null;
        if (fieldName === 'edges' && repeatsNodes(apiSchema, typeName)) return null;
        return field.args && Object.keys(field.args).length > 0 ? null : field;
      },
    }),
  );
  const objectTypes = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !isIntrospectionType(type) && !ROOT_TYPES.has(type.name),
  );
  const entities = objectTypes.filter((type) => 'id' in type.getFields()).map((type) => type.name);
  const entitySet = new Set(entities);
  const expandedFields = objectTypes
    .filter((type) => !entitySet.has(type.name))
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => entitySet.has(getNamedType(field.type).name))
        .map((field) => `${type.name}.${field.name}`),
    );
  return { schema, entities, expandedFields };
}
