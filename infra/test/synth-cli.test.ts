import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

// The real `cdk synth` (CLI, cdk.json, cdk-nag) as `npm run synth` runs it. Bundling is skipped
// here (FAIRBILL_SKIP_BUNDLING) because `npm run bench:lambda` builds the same bundles.
describe('npm run synth', () => {
  it('synthesizes offline (no version check, telemetry or notices) and leaves no temp folders', () => {
    // A private temp folder for the child: whatever it leaves behind shows up here.
    const childTmp = mkdtempSync(join(tmpdir(), 'fairbill-synth-test-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'infra/scripts/synth.ts'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          ...process.env,
          TMPDIR: childTmp,
          FAIRBILL_SKIP_BUNDLING: 'true',
          // Any network call (version check, notices, telemetry) would fail through this proxy.
          HTTPS_PROXY: 'http://127.0.0.1:9',
          HTTP_PROXY: 'http://127.0.0.1:9',
          NO_PROXY: '',
        },
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('FairBill-dev-App.template.json');
      expect(result.stdout).toContain('FairBill-dev-Data.template.json');
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/NOTICES|newer version|telemetry/i);
      // tsx keeps its compile cache in `tsx-<uid>` (shared, reused by every run): not synth output.
      expect(readdirSync(childTmp).filter((name) => !/^tsx-\d+$/.test(name))).toEqual([]);
      for (const name of ['cdk.out', 'cdk.context.json']) expect(existsSync(join(repoRoot, name))).toBe(false);
    } finally {
      rmSync(childTmp, { recursive: true, force: true });
    }
  }, 120_000);

  it('keeps the cloud assembly where `npm run synth -- -o <dir>` asks, from the repository root', () => {
    const out = mkdtempSync(join(tmpdir(), 'fairbill-synth-out-'));
    try {
      const result = spawnSync('npm', ['run', '--silent', 'synth', '--', '-o', out], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, FAIRBILL_SKIP_BUNDLING: 'true' },
      });
      expect(result.status, result.stderr).toBe(0);
      expect(readdirSync(out)).toEqual(expect.arrayContaining(['FairBill-dev-App.template.json', 'FairBill-dev-Data.template.json']));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
