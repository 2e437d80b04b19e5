import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths';

// `npm run synth`: synthesizes every stack of the selected stage (cdk.json; prod:
// `npm run synth -w @fairbill/infra -- -c stage=prod`)
// offline (no version check, telemetry or notices) into a temp folder that is removed afterwards,
// unless `-- -o <dir>` asks to keep the cloud assembly. cdk-nag findings fail the synthesis.

const args = process.argv.slice(2);
const keep = args.some((arg) => arg === '-o' || arg === '--output' || arg.startsWith('--output='));
const outdir = keep ? undefined : mkdtempSync(join(tmpdir(), 'fairbill-synth-'));
const cdk = createRequire(import.meta.url).resolve('aws-cdk/bin/cdk');

try {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [cdk, 'synth', '--quiet', '--no-notices', '--no-version-reporting', ...(outdir ? ['--output', outdir] : []), ...args],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, CDK_DISABLE_VERSION_CHECK: 'true', CDK_DISABLE_CLI_TELEMETRY: 'true' },
    },
  );
  if (result.status !== 0) process.exitCode = result.status ?? 1;
  else if (outdir) {
    for (const file of readdirSync(outdir).filter((name) => name.endsWith('.template.json'))) {
      console.log(`${file}  ${(statSync(join(outdir, file)).size / 1024).toFixed(1)} KiB`);
    }
    console.log(`Synthesized in ${((Date.now() - started) / 1000).toFixed(1)} s (temp output removed; keep it with -- -o cdk.out).`);
  }
} finally {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
}
