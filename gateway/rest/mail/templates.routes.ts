import type { FastifyInstance } from 'fastify';
import {
  CreateMailTemplateDocument,
  DeleteMailTemplateDocument,
  MailTemplateDocument,
  MailTemplatesDocument,
  RenderMailTemplateDocument,
  UpdateMailTemplateDocument,
} from '../../../operations/generated/graphql.js';
import { registerShim, type ShimOptions } from '../shim.js';
import { errorResponses, idParams, listPage, listQuery, listResponse, pageVariables } from './schemas.js';

const SYNTAX = 'Handlebars (`{{var}}`, `{{#if}}`, `{{#each}}`, `{{#with}}`, `{{lookup}}`; no partials or custom helpers)';
const jsonObject = { type: ['object', 'null'], additionalProperties: true } as const;

const templateProperties = {
  id: { type: 'string', format: 'uuid' },
  name: { type: 'string' },
  subject: { type: 'string', description: `${SYNTAX}; not HTML-escaped, rendered as one line` },
  html: { type: ['string', 'null'], description: '`{{var}}` is HTML-escaped, `{{{var}}}` is inserted as is' },
  text: { type: ['string', 'null'], description: 'Not escaped' },
  variablesSchema: { ...jsonObject, description: 'JSON Schema the variables must satisfy; null accepts any variables' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;
const templateSchema = { type: 'object', required: Object.keys(templateProperties), properties: templateProperties } as const;
const renderedSchema = {
  type: 'object',
  required: ['subject', 'html', 'text'],
  properties: { subject: { type: 'string' }, html: { type: ['string', 'null'] }, text: { type: ['string', 'null'] } },
} as const;
/** Writable fields; the body is validated here and again, with field names, by the mail subgraph. */
const writable = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  subject: { type: 'string', minLength: 1, description: SYNTAX },
  html: { type: ['string', 'null'], description: 'An HTML or a text body is required' },
  text: { type: ['string', 'null'], description: 'An HTML or a text body is required' },
  variablesSchema: {
    ...jsonObject,
    description: 'JSON Schema 2020-12 (or draft-07 by `$schema`) of the variables; `$ref` only within the schema',
  },
} as const;
const tags = ['Templates'];

type Writable = {
  name?: string;
  subject?: string;
  html?: string | null;
  text?: string | null;
  variablesSchema?: Record<string, unknown> | null;
};

/** `/v1/templates`: stored email templates, and rendering one with variables. */
export function templateRoutes(app: FastifyInstance, shim: ShimOptions): void {
  registerShim(
    app,
    {
      method: 'POST',
      url: '/templates',
      schema: {
        tags,
        summary: 'Create a template',
        description: 'Template syntax and the variables schema are checked; the name must be unique on the account.',
        body: { type: 'object', required: ['name', 'subject'], additionalProperties: false, properties: writable },
        response: { 201: templateSchema, ...errorResponses },
      },
      operation: CreateMailTemplateDocument,
      variables: (request) => {
        const body = request.body as Writable & { name: string; subject: string };
        return {
          input: {
            name: body.name,
            subject: body.subject,
            html: body.html ?? null,
            text: body.text ?? null,
            variablesSchema: body.variablesSchema ?? null,
          },
        };
      },
      status: 201,
      respond: (data) => data.createTemplate,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/templates',
      schema: {
        tags,
        summary: 'List templates',
        querystring: listQuery(),
        response: { 200: listResponse(templateSchema), ...errorResponses },
      },
      operation: MailTemplatesDocument,
      variables: pageVariables,
      respond: (data) => listPage(data.templates, (template) => template),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'GET',
      url: '/templates/:id',
      schema: { tags, summary: 'Get a template', params: idParams, response: { 200: templateSchema, ...errorResponses } },
      operation: MailTemplateDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => data.template,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'PATCH',
      url: '/templates/:id',
      schema: {
        tags,
        summary: 'Update a template',
        description: 'Omitted fields stay as they are; `html`, `text` or `variablesSchema: null` clears it (one body must remain).',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: writable },
        response: { 200: templateSchema, ...errorResponses },
      },
      operation: UpdateMailTemplateDocument,
      variables: (request) => ({ input: { id: (request.params as { id: string }).id, ...(request.body as Writable) } }),
      respond: (data) => data.updateTemplate,
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'DELETE',
      url: '/templates/:id',
      schema: {
        tags,
        summary: 'Delete a template',
        params: idParams,
        response: { 200: { type: 'object', properties: { id: { type: 'string' }, deleted: { type: 'boolean' } } }, ...errorResponses },
      },
      operation: DeleteMailTemplateDocument,
      variables: (request) => ({ id: (request.params as { id: string }).id }),
      respond: (data) => ({ id: data.deleteTemplate.id, deleted: true }),
    },
    shim,
  );

  registerShim(
    app,
    {
      method: 'POST',
      url: '/templates/:id/render',
      schema: {
        tags,
        summary: 'Render a template',
        description:
          'Renders the template with `variables` as a send would. Variables failing the schema answer 422 `template_variables_invalid` with `errors` [{path, message}].',
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { variables: { type: 'object', additionalProperties: true, description: 'Values for the template' } },
        },
        response: { 200: renderedSchema, ...errorResponses },
      },
      operation: RenderMailTemplateDocument,
      variables: (request) => ({
        id: (request.params as { id: string }).id,
        variables: (request.body as { variables?: Record<string, unknown> } | undefined)?.variables ?? {},
      }),
      respond: (data) => data.renderTemplate,
    },
    shim,
  );
}
