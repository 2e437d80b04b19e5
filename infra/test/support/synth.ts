import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import cdkJson from '../../../cdk.json' with { type: 'json' };
import { httpRoutes } from '@fairbill/functions/routes';
import { resolveStage, type StageName } from '../../lib/config';
import { buildFairBill, type FairBillStacks } from '../../lib/fairbill-app';
import { handlerEntry, type FunctionKind } from '../../lib/paths';

export const fixtureEntry = new URL('../fixtures/handler.ts', import.meta.url).pathname;

/**
 * Real handler files where they exist; the fixture otherwise, so construct tests do not depend on
 * another workspace's progress (entries.test.ts checks that every real entry exists).
 */
export function testEntry(kind: FunctionKind, name: string): string {
  const real = handlerEntry(kind, name);
  return existsSync(real) ? real : fixtureEntry;
}

export interface SynthesizedFairBill {
  readonly app: App;
  readonly stacks: FairBillStacks;
  readonly data: Template;
  readonly main: Template;
  /** Removes the cloud assembly folder (tests leave no temp folders behind). */
  readonly cleanup: () => void;
}

/**
 * A throwaway app whose cloud assembly goes to a folder the caller removes with `cleanup`.
 * CDK's built-in CloudFormation schema validation (seconds per synth) runs only where a test
 * asks for it: the full-synth compliance test.
 */
export function testApp(options: { validation?: boolean } = {}): { app: App; cleanup: () => void } {
  const outdir = mkdtempSync(join(tmpdir(), 'fairbill-cdk-test-'));
  const app = new App({
    outdir,
    builtinCloudFormationValidation: options.validation ?? false,
    context: { 'aws:cdk:bundling-stacks': [] },
  });
  return { app, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** One stage as `npm run synth` builds it (cdk.json context), with bundling skipped. */
export function synthesizeStage(stage: StageName = 'dev', siteDir?: string): SynthesizedFairBill {
  const { app, cleanup } = testApp();
  const stacks = buildFairBill(app, {
    ...resolveStage(stage, cdkJson.context.stages),
    routes: httpRoutes,
    siteDir,
    entry: testEntry,
  });
  return { app, stacks, data: Template.fromStack(stacks.data), main: Template.fromStack(stacks.app), cleanup };
}
