import type { OpenAPIV3_1 } from 'openapi-types';
import { withFastifyRoutes } from './workspace-api-openapi.js';

const workspaceDocument: OpenAPIV3_1.Document = {
  openapi: '3.1.0',
  info: { title: 'workspace', version: '1' },
  paths: { '/users/me': { get: { operationId: 'me', responses: {} } } },
  components: { schemas: { User: { type: 'object' } } },
};

it('adds the Fastify routes under /api with paths relative to it, and nothing else', () => {
  const upload = { operationId: 'uploadAttachment', 'x-permissions': ['ticket:update'], responses: {} };
  const merged = withFastifyRoutes(workspaceDocument, {
    openapi: '3.1.0',
    info: { title: 'fastify', version: '1' },
    paths: {
      '/api/attachments/{ticketId}': { post: upload },
      '/v1/send': { post: { operationId: 'send', responses: {} } },
      '/apiary': { get: { operationId: 'other', responses: {} } },
    },
    components: { schemas: { Attachment: { type: 'object' } } },
  });
  expect(Object.keys(merged.paths ?? {}).sort()).toEqual(['/attachments/{ticketId}', '/users/me']);
  expect(merged.paths?.['/attachments/{ticketId}']?.post).toEqual(upload);
  expect(Object.keys(merged.components?.schemas ?? {}).sort()).toEqual(['Attachment', 'User']);
  expect(merged.info.title).toBe('workspace');
});
