import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { credentialManagementFields } from '../core/acting-for.js';
import { repoRoot } from '../core/paths.js';
import { escapeHatchTools } from './escape-hatches.js';
import { apiRootFields, fullOperationDocument, othersOnlyFields, rootFieldsOf, whyNoTool } from './full-operations.js';
import { loadToolCatalog } from './tool-catalog.js';
import { TOOLSETS, toolFromDocument, toolsetOf } from './tool-definitions.js';

// The tool surface as clients see it: a change to any name, description, schema or toolset is a reviewed snapshot diff.
it('pins every tool of operations/mcp/ and the two escape hatches', () => {
  const surface = loadToolCatalog().tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    toolsets: [...tool.toolsets].sort(),
    annotations: tool.annotations,
    inputSchema: tool.inputSchema,
  }));
  expect(surface).toMatchSnapshot();
  expect(escapeHatchTools).toMatchSnapshot();
});

it('has every query and mutation of the API in full but those no tool may run; 12 tools in minimal, 31 in curated', () => {
  const catalog = loadToolCatalog();
  const api = buildSchema(readFileSync(path.join(repoRoot(), 'schema', 'api.graphql'), 'utf8'));
  const fields = apiRootFields(api).map(({ field }) => field);
  const selected = new Set(catalog.inToolset('full').flatMap((tool) => rootFieldsOf(tool.query)));
  // The workspace's, the mail service's and federation's fields alike (issue 34: full had the workspace's only).
  expect([...selected]).toEqual(expect.arrayContaining(['sendEmail', 'senderDomains', 'federationLinks', 'resolveFederationConflict']));
  // Left out: exactly the credential mutations and the fields only others call, each of them a field of the API (no stale entry).
  expect(fields.filter((field) => !selected.has(field.name)).map((field) => field.name)).toEqual(
    expect.arrayContaining([...Object.keys(credentialManagementFields), ...Object.keys(othersOnlyFields)]),
  );
  expect(fields.filter((field) => !selected.has(field.name) && !whyNoTool(field.name))).toEqual([]);
  // A field described as the peers' or partners' own is on the list.
  const peersOnly = fields.filter((field) => /^(Peers|Partners) only\b/.test(field.description ?? '')).map((field) => field.name);
  expect(peersOnly.length).toBeGreaterThan(5);
  expect(Object.keys(othersOnlyFields)).toEqual(expect.arrayContaining(peersOnly));
  // SPEC.md's toolsets: 12, 31 and the whole API (175 there; docs/mcp.md says what this API has and why it is fewer).
  const sizes = Object.fromEntries(TOOLSETS.map((toolset) => [toolset, catalog.inToolset(toolset).length + escapeHatchTools.length]));
  expect(sizes).toEqual({ minimal: 12, curated: 31, full: 139 });
});

it('offers no tool that manages credentials or that only others call, in any toolset (issue 31: full had svc_create_api_key, …)', () => {
  const catalog = loadToolCatalog();
  const credentialTools = Object.keys(credentialManagementFields).map(
    (field) => `svc_${field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`,
  );
  expect(credentialTools).toEqual(
    expect.arrayContaining(['svc_create_api_key', 'svc_login', 'svc_request_password_reset', 'svc_update_user']),
  );
  for (const toolset of TOOLSETS) {
    const tools = catalog.inToolset(toolset);
    expect({ toolset, tools: tools.map((tool) => tool.name).filter((name) => credentialTools.includes(name)) }).toEqual({
      toolset,
      tools: [],
    });
    expect({ toolset, runs: tools.flatMap((tool) => rootFieldsOf(tool.query)).filter((field) => whyNoTool(field)) }).toEqual({
      toolset,
      runs: [],
    });
  }
});

const schema = buildSchema(`
  enum Priority { LOW HIGH }
  input NewThing { "The name" name: String!, priority: Priority = LOW, tags: [String!], parent: NewThing }
  type Thing { id: ID! }
  type Query { thing(id: ID!): Thing, things(first: Int! = 10, after: String): [Thing!]! }
  type Mutation { makeThing(input: NewThing!, dryRun: Boolean): Thing }
`);

it('reads a document the way Apollo MCP Server does', () => {
  const tool = toolFromDocument(
    schema,
    `# Makes a thing.
# Second line.
# @toolsets minimal
mutation MakeThing(
  # What to make.
  $input: NewThing!
  $dryRun: Boolean = false
) { makeThing(input: $input, dryRun: $dryRun) { id } }`,
    'make-thing.graphql',
  );
  expect(tool).toMatchObject({
    name: 'svc_make_thing',
    description: 'Makes a thing.\nSecond line.',
    toolsets: new Set(['full', 'minimal']),
    annotations: { title: 'Make Thing', readOnlyHint: false, idempotentHint: false, destructiveHint: true },
    operationName: 'MakeThing',
  });
  expect(tool.inputSchema).toEqual({
    type: 'object',
    properties: {
      input: { $ref: '#/definitions/NewThing', description: 'What to make.' },
      dryRun: { type: ['boolean', 'null'], default: false },
    },
    required: ['input'],
    additionalProperties: false,
    definitions: {
      NewThing: {
        type: 'object',
        additionalProperties: false,
        // Non-null stays strict; nullable takes null too (GraphQL's way of clearing a field).
        properties: {
          name: { type: 'string', description: 'The name' },
          priority: { type: ['string', 'null'], enum: ['LOW', 'HIGH', null], default: 'LOW' },
          tags: { type: ['array', 'null'], items: { type: 'string' } },
          parent: { anyOf: [{ $ref: '#/definitions/NewThing' }, { type: 'null' }] },
        },
        required: ['name'],
      },
    },
  });
  const query = toolFromDocument(schema, '# Reads a thing.\nquery GetThing($id: ID!) { thing(id: $id) { id } }', 'get.graphql');
  expect(query.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, destructiveHint: false });
  expect(query.inputSchema.properties).toEqual({ id: { type: 'string' } });
  // `$first` may be left out for its default, but a null would fail at `first: Int!`: only `$after` takes null.
  const page = toolFromDocument(
    schema,
    '# Lists things.\nquery ListThings($first: Int = 5, $after: String) { things(first: $first, after: $after) { id } }',
    'list.graphql',
  );
  expect(page.inputSchema).toEqual({
    type: 'object',
    properties: { first: { type: 'integer', default: 5 }, after: { type: ['string', 'null'] } },
    additionalProperties: false,
  });
});

it('refuses documents it cannot make a good tool of', () => {
  expect(() => toolFromDocument(schema, 'query GetThing($id: ID!) { thing(id: $id) { id } }', 'a.graphql')).toThrow(/leading # comment/);
  expect(() =>
    toolFromDocument(schema, '# Two.\nquery A { thing(id: "x") { id } } query B { thing(id: "y") { id } }', 'b.graphql'),
  ).toThrow(/one named operation/);
  expect(() => toolFromDocument(schema, '# Tagged.\n# @toolsets huge\nquery A { thing(id: "x") { id } }', 'c.graphql')).toThrow(
    /unknown toolset huge/,
  );
  expect(() => toolFromDocument(schema, '# Wrong.\nquery A { thing(id: "x") { name } }', 'd.graphql')).toThrow(
    /d.graphql: Cannot query field "name" on type "Thing"/,
  );
});

it('generates a full-toolset document of a root field: its description, arguments and a compact selection', () => {
  const api = buildSchema(`
    type PageInfo { hasNextPage: Boolean!, endCursor: String }
    type User { id: ID!, displayName: String! }
    type Note { id: ID!, title: String!, author: User!, body(format: String!): String!, words(max: Int): [String!]! }
    type NoteConnection { nodes: [Note!]!, pageInfo: PageInfo! }
    type Query {
      "Notes you can read, newest first. Drafts too. Never deleted ones, whatever the filter says."
      notes("Page size, 1..100." first: Int! = 20, after: String): NoteConnection!
    }
    type Mutation { deleteNote(id: ID!): Boolean! }
  `);
  const fields = apiRootFields(api);
  expect(fields.map(({ operation, field }) => `${operation} ${field.name}`)).toEqual(['query notes', 'mutation deleteNote']);
  const [notes, deleteNote] = fields.map(fullOperationDocument);
  expect(notes).toBe(`# Notes you can read, newest first. Drafts too.
query Notes(
  # Page size, 1..100.
  $first: Int! = 20
  $after: String
) {
  notes(first: $first, after: $after) {
    nodes {
      id
      title
      author {
        id
      }
      words
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`);
  expect(deleteNote).toBe('# Delete note.\nmutation DeleteNote(\n  $id: ID!\n) {\n  deleteNote(id: $id)\n}\n');
  expect(toolFromDocument(api, deleteNote!, 'deleteNote.graphql')).toMatchObject({ name: 'svc_delete_note', toolsets: new Set(['full']) });
});

it('falls back to curated for an unknown toolset', () => {
  expect([toolsetOf('minimal'), toolsetOf('full'), toolsetOf('everything'), toolsetOf(undefined)]).toEqual([
    'minimal',
    'full',
    'curated',
    'curated',
  ]);
});
