import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

// The deploy leaves any .map file out too (infra/test/web-site.test.ts); the build writes none in
// the first place.

describe('the SPA build', () => {
  it('writes no source maps (they would be served publicly with the SPA)', () => {
    const resolve = viteConfig as unknown as (env: ConfigEnv) => UserConfig;
    const build = resolve({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }).build;
    expect(build?.sourcemap ?? false).toBe(false);
  });
});
