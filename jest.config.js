/**
 * Jest runs the TypeScript sources as native ESM through @swc/jest, with the same decorator
 * settings as the build (.swcrc). Tiers by file name: *.test.ts (unit), *.int.test.ts
 * (real PostgreSQL, app booted in-process), test/e2e/*.e2e.test.ts (real processes).
 */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          target: 'es2023',
          keepClassNames: true,
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/'],
  setupFiles: ['reflect-metadata'],
  testTimeout: 60_000,
  // Integration files boot a whole app each; two at a time fits a 2-core machine.
  maxWorkers: 2,
};
