import 'reflect-metadata';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { gql } from 'graphql-tag';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, createResolversMap, getMetadataStorage, type BuildSchemaOptions } from 'type-graphql';
import { validateArgument } from './validation.js';
import { isCredentialManagementField, refuseDelegatedCredentialManagement } from './acting-for.js';
import type { Viewer } from './viewer.js';

export type ResolverMap = Record<string, Record<string, unknown>>;

/** Federation directives our subgraphs use. */
const FEDERATION_LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable", "@inaccessible"])';

export interface FederatedSchemaOptions {
  resolvers: BuildSchemaOptions['resolvers'];
  /** `__resolveReference` (and other hand-written) resolvers per entity type. */
  referenceResolvers?: ResolverMap;
  /** Types no root field returns, kept in the schema: another subgraph's entities this one adds fields to. */
  orphanedTypes?: BuildSchemaOptions['orphanedTypes'];
}

/**
 * type-graphql insists on a PubSub even when every subscription brings its own `subscribe`
 * function (ours stream from core/pubsub.ts). Topic-based subscriptions are not used here.
 */
const topicsUnsupported: NonNullable<BuildSchemaOptions['pubSub']> = {
  publish() {
    throw new Error('Topic subscriptions are not supported: give @Subscription a `subscribe` function');
  },
  subscribe() {
    throw new Error('Topic subscriptions are not supported: give @Subscription a `subscribe` function');
  },
};

/**
 * A subgraph's schema, built on the first call and shared by every later one in the process. Its resolvers hold no state
 * of an app (type-graphql makes one instance of each resolver class per process already; a request's state is in its
 * context), so the apps one process starts (a test file's, a bench's) can share it: a build is 30-200 ms of CPU, a tenth
 * of an app's start. A failed build is not kept.
 */
export function federatedSchemaOnce(options: () => FederatedSchemaOptions): () => Promise<GraphQLSchema> {
  let built: Promise<GraphQLSchema> | undefined;
  const build = async () => buildFederatedSchema(options());
  return () => {
    built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return built;
  };
}

/** Builds a Federation 2 subgraph schema from type-graphql resolvers. */
export async function buildFederatedSchema(options: FederatedSchemaOptions): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: options.resolvers,
    ...(options.orphanedTypes ? { orphanedTypes: options.orphanedTypes } : {}),
    skipCheck: true,
    pubSub: topicsUnsupported,
    // Arguments check themselves through core/validation.ts; class-validator is not used.
    validateFn: validateArgument,
    emitSchemaFile: false,
  });
  const resolvers = createResolversMap(schema) as ResolverMap;
  callFieldResolversDirectly(options.resolvers, resolvers);
  for (const [typeName, extra] of Object.entries(options.referenceResolvers ?? {})) {
    resolvers[typeName] = { ...resolvers[typeName], ...extra };
  }
  guardCredentialManagement(resolvers.Mutation);
  return buildSubgraphSchema({ typeDefs: gql(`${FEDERATION_LINK}\n${printSchemaWithDirectives(schema)}`), resolvers: resolvers as never });
}

type FieldResolver = (source: unknown, args: Record<string, unknown>, context: { viewer: Viewer }, info: unknown) => unknown;

/**
 * type-graphql runs a field resolver through a wrapper that, on every call, sorts its parameters' metadata, maps each to
 * a value, looks for promises among them and applies middlewares: on a list of 50 tickets, 200 link fields, that was 6%
 * of the request's time (issue 37, docs/benchmarks.md). A field resolver of a `@Resolver` class of `resolverClasses`
 * whose parameters are only `@Root()`, `@Ctx()` and `@Info()`, with no middleware or role, is called directly instead,
 * with the same arguments. A root that is not already of its declared class (type-graphql would copy it into one) still
 * goes through type-graphql's wrapper.
 */
function callFieldResolversDirectly(resolverClasses: BuildSchemaOptions['resolvers'], resolvers: ResolverMap): void {
  const storage = getMetadataStorage();
  const typeNames = new Map<unknown, string>(storage.objectTypes.map((type) => [type.target, type.name]));
  for (const metadata of storage.fieldResolvers) {
    if (metadata.kind !== 'external' || !(resolverClasses as readonly unknown[]).includes(metadata.target)) continue;
    if (metadata.middlewares?.length || metadata.roles) continue;
    const rootClass = metadata.getObjectType?.() as (abstract new (...args: never[]) => unknown) | undefined;
    const typeName = typeNames.get(rootClass);
    const wrapped = typeName ? resolvers[typeName]?.[metadata.schemaName] : undefined;
    if (!rootClass || typeof wrapped !== 'function') continue;
    const params = [...(metadata.params ?? [])].sort((a, b) => a.index - b.index);
    const kinds = params.map((param, index) =>
      param.index === index && (param.kind === 'root' || param.kind === 'context') && !param.propertyName
        ? param.kind
        : param.index === index && param.kind === 'info'
          ? 'info'
          : null,
    );
    if (kinds.includes(null)) continue;
    const instance = new (metadata.target as new () => Record<string, (...values: unknown[]) => unknown>)();
    const method = instance[metadata.methodName]!;
    const original = wrapped as FieldResolver;
    resolvers[typeName!]![metadata.schemaName] = ((root, args, context, info) => {
      if (!(root instanceof rootClass)) return original(root, args, context, info);
      switch (kinds.length) {
        case 2:
          return method.call(instance, pick(kinds[0]!, root, context, info), pick(kinds[1]!, root, context, info));
        case 3:
          return method.call(
            instance,
            pick(kinds[0]!, root, context, info),
            pick(kinds[1]!, root, context, info),
            pick(kinds[2]!, root, context, info),
          );
        default:
          return method.apply(
            instance,
            kinds.map((kind) => pick(kind!, root, context, info)),
          );
      }
    }) satisfies FieldResolver;
  }
}

const pick = (kind: 'root' | 'context' | 'info', root: unknown, context: unknown, info: unknown): unknown =>
  kind === 'root' ? root : kind === 'context' ? context : info;

/**
 * The acting-for rule on every subgraph's mutations (core/acting-for.ts): a delegated credential (an AI client's OAuth
 * grant, a call through the MCP server, a key minted by someone else) is refused credential management before the
 * resolver runs. Every subgraph context carries its `viewer`.
 */
function guardCredentialManagement(mutations: Record<string, unknown> | undefined): void {
  for (const [field, resolver] of Object.entries(mutations ?? {})) {
    if (!isCredentialManagementField(field) || typeof resolver !== 'function') continue;
    const resolve = resolver as FieldResolver;
    mutations![field] = ((source, args, context, info) => {
      refuseDelegatedCredentialManagement(field, args, context.viewer);
      return resolve(source, args, context, info);
    }) satisfies FieldResolver;
  }
}

const plainFieldsByType = new WeakMap<abstract new (...args: never[]) => unknown, ReadonlySet<string>>();

/**
 * The fields of a type-graphql object type (its class) that return the property of their name as it is: declared with
 * `@Field` on the class or one it extends, under the property's name, without a field resolver, middleware or role.
 * Any other field runs code that may read any property: only a selection of plain fields tells what it reads.
 */
export function plainFields(type: abstract new (...args: never[]) => unknown): ReadonlySet<string> {
  let plain = plainFieldsByType.get(type);
  if (!plain) {
    const storage = getMetadataStorage();
    const resolved = new Set(
      storage.fieldResolvers.filter((resolver) => resolver.getObjectType?.() === type).map((resolver) => resolver.schemaName),
    );
    const declared = storage.fields.filter((field) => field.target === type || type.prototype instanceof field.target);
    plain = new Set(
      declared
        .filter(
          (field) => field.name === field.schemaName && !resolved.has(field.name) && !field.middlewares?.length && !field.roles?.length,
        )
        .map((field) => field.name),
    );
    plainFieldsByType.set(type, plain);
  }
  return plain;
}
