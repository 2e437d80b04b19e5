import { defineProject } from 'vitest/config';

// Handler and repository tests run against the real emulators (DynamoDB Local, s3rver,
// cognito-local), started once per run on free ports by @fairbill/emulators' global setup with our
// tables (the e2e workspace's `stack` project shares them). Tests through infra's local stack (its
// API gateway, JWT authorizer, state machine) live in that project (infra/e2e/stack).
export default defineProject({
  test: {
    name: 'functions',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/emulators-setup.ts'],
    setupFiles: ['test/support/log-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
