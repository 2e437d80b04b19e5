import { defineProject } from 'vitest/config';

// Handler and repository tests run against the real emulators (DynamoDB Local, s3rver,
// cognito-local), started once for the project on free ports by the local stack's global setup.
export default defineProject({
  test: {
    name: 'functions',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../infra/local/testing/start-emulators.ts'],
    setupFiles: ['test/support/log-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
