import { defineConfig } from 'vitest/config';

// Every workspace is a vitest project; `e2e` drives the local stack in Chromium.
// The JSON report feeds the `N passed, N failed` line that .ci/run prints.
export default defineConfig({
  test: {
    projects: ['shared', 'functions', 'infra', 'frontend', 'infra/vitest.e2e.config.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
