import type { CodegenConfig } from '@graphql-codegen/cli';

const typedDocuments = {
  plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: false,
    scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>', SafeInt: 'number' },
  },
};

/**
 * Typed documents against the gateway's API schema: for every operation under operations/, and, apart, for the
 * console's own (console/src/operations/), so the console's bundle carries only its documents. The generated
 * `full`-toolset MCP documents (operations/mcp/full/, `npm run mcp:operations`) are left out: nothing types
 * them, their names repeat other documents', and the MCP server validates them against the schema when it loads them.
 */
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  generates: {
    'operations/generated/graphql.ts': { documents: ['operations/**/*.graphql', '!operations/mcp/full/**'], ...typedDocuments },
    'console/src/generated/graphql.ts': { documents: ['console/src/operations/**/*.graphql'], ...typedDocuments },
  },
};

export default config;
