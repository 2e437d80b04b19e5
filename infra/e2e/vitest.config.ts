import { defineProject } from 'vitest/config';

// Browser journeys: one local stack (the one `npm start` runs) on free ports, Chromium from Debian.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
