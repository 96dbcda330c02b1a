import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for every operation under operations/, against the gateway's API schema. The generated
 * `full`-toolset MCP documents (operations/mcp/full/, `npm run mcp:operations`) are left out: nothing types
 * them, their names repeat other documents', and the MCP server validates them against the schema when it loads them.
 */
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  documents: ['operations/**/*.graphql', '!operations/mcp/full/**'],
  generates: {
    'operations/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
        scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>', SafeInt: 'number' },
      },
    },
  },
};

export default config;
