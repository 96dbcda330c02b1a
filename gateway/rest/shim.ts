import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { print, type GraphQLFormattedError } from 'graphql';
import { AppError } from '../../core/errors.js';
import type { Authenticated } from '../auth.js';
import type { GatewayContext } from '../graphql-gateway.js';
import type { RestCaller } from './rest-auth.js';
import { restError, toRestErrorCode, type RestErrorCode, type RestErrorOverrides } from './rest-errors.js';

/**
 * One REST route over one GraphQL operation from operations/: validate (the route's JSON Schema, once
 * the scope has authenticated the caller), run the typed operation through the gateway in-process as the caller, map data or error code.
 * No business rule lives here.
 */
export interface ShimRoute<TData, TVariables> {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema;
  operation: TypedDocumentNode<TData, TVariables>;
  variables(request: FastifyRequest): TVariables;
  /** Success status; 200 unless given. */
  status?: number;
  /** Largest request body of this route, when it differs from the server's. */
  bodyLimit?: number;
  respond(data: TData): unknown;
}

export interface ShimOptions {
  apollo: ApolloServer<GatewayContext>;
  /** The request's caller, authenticated by the scope before the route runs (rest-auth.ts). */
  caller: RestCaller<Authenticated>;
  /** The API's own answers for some error codes. */
  errors?: RestErrorOverrides;
}

/** Printed operation text per document (printing is not free and documents never change). */
const printed = new WeakMap<object, string>();

/** What one operation gave: its data, or its first error (none when there was no result at all). */
export type OperationOutcome<TData> = { data: TData; error?: undefined } | { data?: undefined; error: GraphQLFormattedError | undefined };

/** Runs one typed operation from operations/ through the gateway in-process, as the authenticated caller. */
export async function runOperation<TData, TVariables>(
  apollo: ApolloServer<GatewayContext>,
  operation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  auth: Authenticated,
): Promise<OperationOutcome<TData>> {
  let query = printed.get(operation);
  if (!query) {
    query = print(operation);
    printed.set(operation, query);
  }
  const response = await apollo.executeOperation({ query, variables: variables as Record<string, unknown> }, { contextValue: auth });
  const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
  const error = result?.errors?.[0];
  if (!result?.data || error) return { error };
  return { data: result.data as TData };
}

/** An operation's first error (or its missing result) as the AppError its code stands for, details kept. */
export function operationError(error: GraphQLFormattedError | undefined): AppError<RestErrorCode> {
  const { code, serviceName: _service, ...details } = (error?.extensions ?? {}) as Record<string, unknown>;
  return new AppError(toRestErrorCode(code), error?.message ?? 'No result', details);
}

/** An operation's data, or its failure thrown as an AppError: for handlers whose scope's error handler answers failures. */
export async function operationData<TData, TVariables>(
  apollo: ApolloServer<GatewayContext>,
  operation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  auth: Authenticated,
): Promise<TData> {
  const outcome = await runOperation(apollo, operation, variables, auth);
  if (outcome.data === undefined) throw operationError(outcome.error);
  return outcome.data;
}

export function registerShim<TData, TVariables>(app: FastifyInstance, route: ShimRoute<TData, TVariables>, options: ShimOptions): void {
  app.route({
    method: route.method,
    url: route.url,
    schema: route.schema,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const outcome = await runOperation(options.apollo, route.operation, route.variables(request), options.caller(request));
      if (outcome.data === undefined) {
        const error = operationError(outcome.error);
        const mapped = restError(error.code, error.message, error.details, options.errors);
        return reply.status(mapped.status).send(mapped.body);
      }
      return reply.status(route.status ?? 200).send(route.respond(outcome.data));
    },
  });
}
