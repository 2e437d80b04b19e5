import { defineProject } from 'vitest/config';

// The handlers through infra's local stack (its API gateway and JWT authorizer, the local state
// machine runner), in Node without a browser, on the emulators of @fairbill/emulators; and the
// arithmetic of the stack benchmarks (bench/).
export default defineProject({
  test: {
    name: 'stack',
    include: ['stack/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['stack/emulators-setup.ts'],
    setupFiles: ['@fairbill/functions/testing/log-guard'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
