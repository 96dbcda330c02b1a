import rateLimit from '@fastify/rate-limit';
import type {} from '@fastify/swagger';
import { Ajv, type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { sha256Hex } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';
import { lazyValidatorCompiler } from '../../core/lazy-schemas.js';
import { fastifyRateLimitStore, type SharedLimits } from '../../core/shared-limits.js';
import type { Authenticated, Authenticator } from '../auth.js';
import { messageRoutes } from './mail/messages.routes.js';
import { quotaRoutes } from './mail/quota.routes.js';
import { sendRoutes } from './mail/send.routes.js';
import { senderDomainRoutes } from './mail/sender-domains.routes.js';
import { suppressionRoutes } from './mail/suppression.routes.js';
import { templateRoutes } from './mail/templates.routes.js';
import { webhookRoutes } from './mail/webhooks.routes.js';
import { pathParameterChecks, restErrorHandling } from './rest-api.js';
import { restAuthentication } from './rest-auth.js';
import type { ShimOptions } from './shim.js';

export interface MailV1Options {
  apollo: ShimOptions['apollo'];
  authenticator: Authenticator;
  /** Where the rate limit is counted, once across replicas. */
  limits: SharedLimits;
  /** Requests per second per API key. */
  rateLimit: number;
  /** Largest body of the send routes (attachments travel as base64). */
  sendBodyLimit: number;
}

/** Fastify's validator options (its defaults, with unknown properties refused rather than dropped), ajv-formats added. */
const validators = (coerceTypes: 'array' | false): Ajv => {
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: false, addUsedSchema: false, strict: false });
  addFormats.default(ajv);
  return ajv;
};
/**
 * A JSON body's values have their types: one of the wrong type is refused naming its field, never coerced (Fastify's
 * default would take `"tags": {"a": null}` as `""` and `[1]` as `"1"`). The query string, path and headers are text,
 * and keep the coercion that turns `?limit=10` into a number.
 */
const bodyValidators = validators(false);
const textValidators = validators('array');

/** The mail API (`/v1`): mail API keys only (checked before anything else), one error body, per-key rate limit, routes as shims over operations/mail. */
export async function mailV1(app: FastifyInstance, options: MailV1Options): Promise<void> {
  restErrorHandling(app, 'v1');
  // Before the rate limit's hook: an anonymous caller is refused before it counts against anyone.
  const caller = restAuthentication(app, async (request): Promise<Authenticated> => {
    const header = request.headers.authorization;
    if (!header) throw new AppError('MISSING_API_KEY', 'Missing API key: send `Authorization: Bearer <API key>`');
    const auth = await options.authenticator.authenticate(header, request.ip);
    if (auth.viewer.kind !== 'mail_key') throw new AppError('UNAUTHENTICATED', 'This API takes mail API keys (`svc_mail_…`)');
    return auth;
  });
  pathParameterChecks(app, { ids: true });
  app.setValidatorCompiler(
    lazyValidatorCompiler(({ schema, httpPart }: Parameters<FastifySchemaCompiler<AnySchema>>[0]) =>
      (httpPart === 'body' ? bodyValidators : textValidators).compile(schema),
    ),
  );
  // An empty JSON body is no body: a route that takes none (verify, rotate-secret) works when a client sets the
  // content type anyway, and one that takes a body refuses it by its schema (422 naming `body`), not as a parse error.
  const json = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, body as string, done),
  );
  const shim = { apollo: options.apollo, caller };

  await app.register(rateLimit, {
    max: options.rateLimit,
    timeWindow: 1000,
    store: fastifyRateLimitStore(options.limits, 'mail-v1'),
    // Per API key (hashed), else per client address.
    keyGenerator: (request) => (request.headers.authorization ? sha256Hex(request.headers.authorization) : request.ip),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit of ${context.max} requests per second exceeded; retry after ${context.after}`), {
        statusCode: 429,
      }),
  });

  senderDomainRoutes(app, shim);
  quotaRoutes(app, shim);
  suppressionRoutes(app, shim);
  webhookRoutes(app, shim);
  templateRoutes(app, shim);
  sendRoutes(app, shim, options.sendBodyLimit);
  messageRoutes(app, shim);
}
