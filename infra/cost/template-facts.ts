import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { httpRoutes } from '@fairbill/functions/routes';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { resolveStage, type StageName } from '../lib/config';
import { buildFairBill } from '../lib/fairbill-app';
import { aslFromTemplate, pipelineTasks, type AslDefinition, type PipelineTaskName } from '../lib/workflow/document-workflow';

// What the cost model takes from the CDK app itself: one stage synthesized offline (bundling
// skipped) and its templates counted, so memory sizes, alarms or the state machine's type can
// change without the model going stale.

type Resource = { Type?: string; Properties?: Record<string, unknown> };
type Template = { Resources?: Record<string, Resource> };

export type TemplateFacts = {
  stage: StageName;
  /** The configured model or cross-region inference profile (cdk.json bedrockModelId). */
  bedrockModelId: string;
  logLevel: string;
  logRetentionDays: number;
  /** Memory (MB) of each pipeline task's function. */
  pipelineMemoryMb: Record<PipelineTaskName, number>;
  /** Memory (MB) of the API's functions, by how many have it. */
  apiMemoryMb: Record<string, number>;
  /** Of FairBill's own functions (CDK's custom resources aside). */
  architectures: string[];
  stateMachineType: string;
  /** States an execution enters from its start to Done, when the document is read and stored. */
  happyPathStates: string[];
  stepFunctionsLogLevel: string;
  cognitoPlan: 'PLUS' | 'ESSENTIALS' | 'LITE';
  counts: { alarms: number; alarmMetrics: number; dashboards: number; kmsKeys: number; logGroups: number; secrets: number; webAcls: number; wafRules: number; functions: number };
};

const resources = (template: Template, type: string): Resource[] => Object.values(template.Resources ?? {}).filter((resource) => resource.Type === type);

/** An alarm is billed per metric it reads: a metric-math alarm for each metric in its expression. */
export function alarmMetrics(alarm: Resource): number {
  const queries = alarm.Properties?.['Metrics'] as { MetricStat?: unknown }[] | undefined;
  return queries ? queries.filter((query) => query.MetricStat !== undefined).length : 1;
}

/** The states an execution passes through on the way that reads and stores a document: Choice states take their Default. */
export function happyPath(asl: AslDefinition): string[] {
  const path: string[] = [];
  for (let name: string | undefined = asl.StartAt; name && !path.includes(name); ) {
    path.push(name);
    const state = asl.States[name] ?? {};
    name = (state['Type'] === 'Choice' ? state['Default'] : state['Next']) as string | undefined;
  }
  return path;
}

/** Synthesizes `stage` as `npm run synth` does (cdk.json context; no bundling, no cdk-nag) and counts what the model prices. */
export function templateFacts(stage: StageName): TemplateFacts {
  const resolved = resolveStage(stage, cdkJson.context.stages);
  const outdir = mkdtempSync(join(tmpdir(), 'fairbill-cost-synth-'));
  try {
    const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
    const stacks = buildFairBill(app, { ...resolved, routes: httpRoutes, siteDir: undefined });
    const assembly = app.synth();
    const main = assembly.getStackByName(stacks.app.stackName).template as Template;
    const data = assembly.getStackByName(stacks.data.stackName).template as Template;
    const both = (type: string) => resources(main, type).length + resources(data, type).length;

    const functions = resources(main, 'AWS::Lambda::Function').map((fn) => fn.Properties ?? {});
    const described = (prefix: string) => functions.filter((fn) => String(fn['Description'] ?? '').startsWith(prefix));
    const pipelineMemoryMb = Object.fromEntries(
      (Object.entries(pipelineTasks) as [PipelineTaskName, string][]).map(([state, handler]) => {
        const fn = described(`FairBill pipeline: ${handler}`)[0];
        if (!fn) throw new Error(`No function for the pipeline task ${state} in the template`);
        return [state, Number(fn['MemorySize'] ?? 128)];
      }),
    ) as Record<PipelineTaskName, number>;
    const apiMemoryMb: Record<string, number> = {};
    for (const fn of described('FairBill API: ')) apiMemoryMb[String(fn['MemorySize'])] = (apiMemoryMb[String(fn['MemorySize'])] ?? 0) + 1;

    const machine = resources(main, 'AWS::StepFunctions::StateMachine')[0]?.Properties ?? {};
    const logging = machine['LoggingConfiguration'] as { Level?: string } | undefined;
    const pool = resources(main, 'AWS::Cognito::UserPool')[0]?.Properties ?? {};
    const acl = resources(main, 'AWS::WAFv2::WebACL')[0]?.Properties ?? {};
    return {
      stage,
      bedrockModelId: resolved.config.bedrockModelId,
      logLevel: resolved.config.logLevel,
      logRetentionDays: resolved.config.logRetentionDays,
      pipelineMemoryMb,
      apiMemoryMb,
      architectures: [...new Set(described('FairBill').flatMap((fn) => (fn['Architectures'] as string[] | undefined) ?? ['x86_64']))],
      stateMachineType: String(machine['StateMachineType'] ?? 'STANDARD'),
      // The functions' ARNs (Fn::GetAtt) do not matter for counting states.
      happyPathStates: happyPath(aslFromTemplate(main as Parameters<typeof aslFromTemplate>[0], () => 'arn')),
      stepFunctionsLogLevel: logging?.Level ?? 'OFF',
      cognitoPlan: (pool['UserPoolTier'] as TemplateFacts['cognitoPlan'] | undefined) ?? 'ESSENTIALS',
      counts: {
        alarms: both('AWS::CloudWatch::Alarm'),
        alarmMetrics: resources(main, 'AWS::CloudWatch::Alarm').reduce((sum, alarm) => sum + alarmMetrics(alarm), 0),
        dashboards: both('AWS::CloudWatch::Dashboard'),
        kmsKeys: both('AWS::KMS::Key'),
        logGroups: both('AWS::Logs::LogGroup'),
        secrets: both('AWS::SecretsManager::Secret'),
        webAcls: both('AWS::WAFv2::WebACL'),
        wafRules: ((acl['Rules'] as unknown[] | undefined) ?? []).length,
        functions: functions.length,
      },
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
