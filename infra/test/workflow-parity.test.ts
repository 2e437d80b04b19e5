import type { CfnResource } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aslFromTemplate,
  buildWorkflowDefinition,
  pipelineTasks,
  type AslDefinition,
  type PipelineTaskName,
} from '../lib/workflow/document-workflow';
import { synthesizeStage, type SynthesizedFairBill } from './support/synth';

describe('the deployed state machine is the one the local stack runs', () => {
  let dev: SynthesizedFairBill;
  let deployed: AslDefinition;
  let local: AslDefinition;
  beforeAll(() => {
    // buildWorkflowDefinition synthesizes its own app; skip CDK's schema validation there (seconds,
    // and the compliance test already runs it on the full app).
    const previous = process.env['CDK_VALIDATION'];
    process.env['CDK_VALIDATION'] = 'false';
    try {
      local = buildWorkflowDefinition().definition;
    } finally {
      if (previous === undefined) delete process.env['CDK_VALIDATION'];
      else process.env['CDK_VALIDATION'] = previous;
    }
    dev = synthesizeStage('dev');
    const stack = dev.stacks.app;
    // Each task function's logical id -> the ARN the local runner's imported function carries.
    const localArnByLogicalId = new Map(
      (Object.entries(pipelineTasks) as [PipelineTaskName, string][]).map(([state, handler]) => [
        stack.getLogicalId(stack.pipelineFunctions[state].function.node.defaultChild as CfnResource),
        `arn:aws:lambda:us-east-1:000000000000:function:fairbill-${handler}`,
      ]),
    );
    deployed = aslFromTemplate(dev.main.toJSON() as Parameters<typeof aslFromTemplate>[0], (node) => {
      const [logicalId, attribute] = (node['Fn::GetAtt'] ?? []) as [string?, string?];
      const arn = logicalId && attribute === 'Arn' ? localArnByLogicalId.get(logicalId) : undefined;
      if (!arn) throw new Error(`Unexpected intrinsic in the deployed definition: ${JSON.stringify(node)}`);
      return arn;
    });
  });
  afterAll(() => dev.cleanup());

  it('has the same states, transitions, retries and catches as buildWorkflowDefinition()', () => {
    expect(deployed).toEqual(local);
  });

  it('invokes each pipeline task function from its own Task state, and every task but MarkFailed is caught', () => {
    for (const state of Object.keys(pipelineTasks) as PipelineTaskName[]) {
      const task = deployed.States[state];
      expect(task?.['Type'], state).toBe('Task');
      expect(task?.['Resource']).toBe(`arn:aws:lambda:us-east-1:000000000000:function:fairbill-${pipelineTasks[state]}`);
      if (state !== 'MarkFailed') expect(JSON.stringify(task?.['Catch'])).toContain('"Next":"MarkFailed"');
    }
    // The local runner has no JSONata or variables.
    expect(JSON.stringify(deployed)).not.toMatch(/JSONata|"Assign"/);
  });
});
