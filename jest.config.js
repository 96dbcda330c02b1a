/**
 * Jest runs the TypeScript sources as native ESM through @swc/jest, with the same decorator
 * settings as the build (.swcrc). Three projects, by file name: `unit` (*.test.ts, no I/O, no build
 * needed), `integration` (*.int.test.ts, real PostgreSQL, app booted in-process) and `e2e`
 * (test/e2e/*.e2e.test.ts, real processes from dist/). The two with a database share one global
 * setup that builds dist/ and migrates a template database each test file's database copies.
 */
const shared = {
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
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/'],
  setupFiles: ['reflect-metadata'],
};

const withDatabase = {
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/**/*.test.ts'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.test\\.ts$', '\\.e2e\\.test\\.ts$'],
    },
    {
      ...shared,
      ...withDatabase,
      displayName: 'integration',
      testMatch: ['<rootDir>/**/*.int.test.ts'],
      // Each file boots a whole app, and importing the platform costs seconds: in bare Node (TypeScript through
      // @swc-node/register, the --import of `npm test`) the files of one worker process share their imports.
      runner: '<rootDir>/test/support/light-runner.js',
      setupFilesAfterEnv: ['<rootDir>/test/support/test-timeouts.ts'],
    },
    {
      ...shared,
      ...withDatabase,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/*.e2e.test.ts'],
      // Prints what the open pages showed when a test fails.
      testEnvironment: '<rootDir>/test/support/page-environment.js',
    },
  ],
  reporters: ['default', '<rootDir>/test/support/slowest-files-reporter.js'],
  testTimeout: 60_000,
  // Integration files boot a whole app each; two at a time fits a 2-core machine.
  maxWorkers: 2,
  // Every test file imports the whole platform again into the worker's module registry (native ESM under vm modules), and a
  // worker's heap grows with each file until it runs out (seen at 4 GB after ~60 files): a worker past this is replaced.
  workerIdleMemoryLimit: '1536MB',
};
