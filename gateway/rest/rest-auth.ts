import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticated } from '../auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of a REST scope that anyone may call (its OpenAPI document): `restAuthentication` lets it through. */
    public?: boolean;
  }
}

/** The authenticated caller of a request of a scope that `restAuthentication` guards. */
export type RestCaller<TCaller extends Authenticated> = (request: FastifyRequest) => TCaller;

/**
 * Authenticates every request of a REST scope in `onRequest`, before Fastify reads the body or
 * validates params, query and body: an anonymous or refused caller learns nothing about the routes'
 * input rules and cannot make the server read a large body. The refusal is the thrown AppError,
 * answered by the scope's error handler (`restErrorHandling`). Hooks registered after this one
 * (the rate limit) run after it. Returns the caller of a request, for the scope's handlers.
 */
export function restAuthentication<TCaller extends Authenticated>(
  app: FastifyInstance,
  authenticate: (request: FastifyRequest) => Promise<TCaller>,
): RestCaller<TCaller> {
  const callers = new WeakMap<FastifyRequest, TCaller>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    try {
      callers.set(request, await authenticate(request));
    } catch (error) {
      // Close the connection after the answer rather than read a body nobody will look at.
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  });
  return (request) => {
    const caller = callers.get(request);
    if (!caller) throw new Error(`${request.method} ${request.url}: no authenticated caller (a route outside restAuthentication's scope?)`);
    return caller;
  };
}
