import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.js';
import { isSubgraphUnavailable } from '../../core/subgraph-client.js';
import { isUuid } from '../../core/ids.js';
import { frameworkErrorCode, restError, toRestErrorCode, type RestErrorCode, type RestErrorOverrides } from './rest-errors.js';

/**
 * The error answers of a REST API's scope, in its documented body `{"error": {"code", "message", ...}}`:
 * AppErrors by their code, a request that fails the route's JSON Schema as invalid input naming the
 * field, a subgraph that did not answer (503 `service_unavailable` naming it), Fastify's own refusals (rate limit, body
 * size, media type) and unknown routes.
 */
export function restErrorHandling(app: FastifyInstance, name: string, overrides: RestErrorOverrides = {}): void {
  const answer = (code: RestErrorCode, message: string, details?: Record<string, unknown>) => restError(code, message, details, overrides);
  app.setErrorHandler(
    (
      error: FastifyError & { validation?: Array<{ instancePath: string; params: Record<string, unknown>; message?: string }> },
      request,
      reply,
    ) => {
      if (error instanceof AppError) {
        const mapped = answer(toRestErrorCode(error.code), error.message, error.details);
        return reply.status(mapped.status).send(mapped.body);
      }
      if (isSubgraphUnavailable(error)) {
        const mapped = answer('SUBGRAPH_UNAVAILABLE', error.message);
        return reply.status(mapped.status).send(mapped.body);
      }
      if (error.validation?.length) {
        const [first] = error.validation;
        const path = first!.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const missing = first!.params.missingProperty as string | undefined;
        const field = [path, missing].filter(Boolean).join('.') || (error.validationContext ?? 'body');
        const mapped = answer('BAD_USER_INPUT', `${field}: ${first!.message ?? 'is invalid'}`, { field });
        return reply.status(mapped.status).send(mapped.body);
      }
      const status = error.statusCode ?? 500;
      const code = frameworkErrorCode(status);
      if (status >= 500) request.log.error({ err: error }, `${name} request failed`);
      const mapped = answer(code, error.message);
      return reply.status(mapped.status).send(mapped.body);
    },
  );
  app.setNotFoundHandler((request, reply) => {
    const mapped = answer('ROUTE_NOT_FOUND', `No route ${request.method} ${request.url}`);
    return reply.status(mapped.status).send(mapped.body);
  });
}

/** The longest path parameter of the REST APIs; a longer one is 414 `uri_too_long`. */
export const MAX_PATH_PARAMETER_LENGTH = 100;

/**
 * Checks of a REST scope's path parameters, in `onRequest` after `restAuthentication` (registered
 * after it), so anonymous callers get 401 whatever the path: one over `MAX_PATH_PARAMETER_LENGTH`
 * characters is 414 (the router takes longer ones, see server.ts, so that this check comes after the
 * credential's). With `ids`, a segment that stands for an id (`:id`, `:deliveryId`) and is not a UUID
 * names nothing: 404, as for an id that exists nowhere, before the body is read. (The gateway refuses
 * such an id inside a GraphQL argument or input as BAD_USER_INPUT, which a REST API answers as invalid
 * input: right for a body or query field, wrong for a path.)
 */
export function pathParameterChecks(app: FastifyInstance, options: { ids: boolean }): void {
  app.addHook('onRequest', async (request) => {
    for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, string>)) {
      if (value.length > MAX_PATH_PARAMETER_LENGTH) {
        throw new AppError('URI_TOO_LONG', `Path parameter ${name} is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`);
      }
      if (options.ids && (name === 'id' || name.endsWith('Id')) && !isUuid(value)) {
        throw new AppError('NOT_FOUND', `Not found: ${name} ${JSON.stringify(value)} is not an id (a UUID)`);
      }
    }
  });
}
