import type { FastifyInstance } from 'fastify';
import { RecordMailOpenDocument } from '../../operations/generated/graphql.js';
import type { Authenticator } from '../auth.js';
import { runOperation, type ShimOptions } from './shim.js';

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * `GET /mail/open/<token>.gif`: the open-tracking pixel. Public (the unguessable token is the
 * credential); always answers the pixel, whatever the token, so it reveals nothing.
 */
export function mailOpenRoute(app: FastifyInstance, apollo: ShimOptions['apollo'], authenticator: Authenticator): void {
  // Mail clients load the pixel from other origins (webmail), which the default same-origin resource policy refuses.
  app.get(
    '/mail/open/:file',
    { schema: { hide: true }, helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } } },
    async (request, reply) => {
      const token = (request.params as { file: string }).file.replace(/\.gif$/, '');
      try {
        const auth = await authenticator.authenticate(undefined, request.ip);
        await runOperation(apollo, RecordMailOpenDocument, { token }, auth);
      } catch (error) {
        request.log.error({ err: error }, 'recording a mail open failed');
      }
      return reply.header('cache-control', 'no-store, max-age=0').type('image/gif').send(PIXEL);
    },
  );
}
