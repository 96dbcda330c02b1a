/**
 * Writes `operations/mcp/full/<field>.graphql`: one `full`-toolset MCP document for every query and mutation of the API
 * (the workspace's, the mail service's and federation's) that no hand-written document in `operations/mcp/` selects
 * (see mcp/full-operations.ts), except those no tool may run (`whyNoTool`): the mutations that manage credentials
 * (core/acting-for.ts: keys, passwords, sign-in, invitations, accounts, roles, secrets) and the fields only others call
 * (the federation peer protocol, the open-tracking pixel). The folder is rewritten whole, so a field that left the
 * schema, gained a hand-written document or may not be a tool loses its generated one. Documents go through Prettier
 * with the project's options, so `prettier --check` and this generator agree. CI runs it and fails on a diff.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { format, resolveConfig } from 'prettier';
import { repoRoot } from '../core/paths.js';
import { apiRootFields, fullOperationDocument, rootFieldsOf, whyNoTool } from '../mcp/full-operations.js';

const root = repoRoot();
const fields = apiRootFields(buildSchema(readFileSync(path.join(root, 'schema', 'api.graphql'), 'utf8')));
const handWritten = path.join(root, 'operations', 'mcp');
const covered = new Set(
  readdirSync(handWritten)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => rootFieldsOf(readFileSync(path.join(handWritten, file), 'utf8'))),
);

const out = path.join(handWritten, 'full');
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
const noTool = fields.filter(({ field }) => whyNoTool(field.name));
const generated = fields.filter(({ field }) => !covered.has(field.name) && !whyNoTool(field.name));
for (const rootField of generated) {
  const file = path.join(out, `${rootField.field.name}.graphql`);
  const options = await resolveConfig(file);
  writeFileSync(file, await format(fullOperationDocument(rootField), { ...options, filepath: file }));
}
console.log(
  `${fields.length} root fields: ${covered.size} covered by hand-written documents, ` +
    `${noTool.length} no tool may run (credentials, peers, pixel), ${generated.length} written to ${path.relative(process.cwd(), out) || '.'}`,
);
