/**
 * Writes `operations/mcp/full/<field>.graphql`: one `full`-toolset MCP document for every workspace
 * query and mutation that no hand-written document in `operations/mcp/` selects (see
 * mcp/full-operations.ts), except the mutations that manage credentials (core/acting-for.ts: keys,
 * passwords, sign-in, invitations, accounts, roles, secrets), which no MCP tool runs. The folder is
 * rewritten whole, so a field that left the schema, gained a hand-written document or manages
 * credentials loses its generated one. Documents go through Prettier with the project's
 * options, so `prettier --check` and this generator agree. CI runs it and fails on a diff.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { format, resolveConfig } from 'prettier';
import { isCredentialManagementField } from '../core/acting-for.js';
import { repoRoot } from '../core/paths.js';
import { fullOperationDocument, rootFieldsOf, workspaceRootFields } from '../mcp/full-operations.js';

const root = repoRoot();
const api = buildSchema(readFileSync(path.join(root, 'schema', 'api.graphql'), 'utf8'));
const fields = workspaceRootFields(readFileSync(path.join(root, 'schema', 'workspace.graphql'), 'utf8'), api);
const handWritten = path.join(root, 'operations', 'mcp');
const covered = new Set(
  readdirSync(handWritten)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => rootFieldsOf(readFileSync(path.join(handWritten, file), 'utf8'))),
);

const out = path.join(handWritten, 'full');
rmSync(out, { recursive: true, force: true });
mkdirSync(out);
const credentials = fields.filter(({ operation, field }) => operation === 'mutation' && isCredentialManagementField(field.name));
const generated = fields.filter(({ field }) => !covered.has(field.name) && !credentials.some((left) => left.field === field));
for (const rootField of generated) {
  const file = path.join(out, `${rootField.field.name}.graphql`);
  const options = await resolveConfig(file);
  writeFileSync(file, await format(fullOperationDocument(rootField), { ...options, filepath: file }));
}
console.log(
  `${fields.length} workspace root fields: ${covered.size} covered by hand-written documents, ` +
    `${credentials.length} left out as credential management, ${generated.length} written to ${path.relative(process.cwd(), out) || '.'}`,
);
