import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'functions', include: ['test/**/*.test.ts'], environment: 'node' },
});
