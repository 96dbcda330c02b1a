import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for every operation under operations/, against the gateway's API schema. */
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  documents: ['operations/**/*.graphql'],
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
