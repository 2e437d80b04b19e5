import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import { pipelineStepSchema, type PipelineStep } from '@fairbill/shared';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { executionIdOf, identityOf, isThrottle, runEndOf } from '../../domain/operations/run-steps';
import { invocationMiddlewares } from '../../lib/invocation';
import { logger } from '../../lib/logger';
import { measuredStep, metrics, type StepEnded, type StepOutcome } from '../../lib/metrics';
import { getFaultInjector, getRunRecords, recordRun } from './runtime';

/**
 * What the state machine hands every task (the workflow's Parameters): the state itself and the
 * execution's ARN (`$$.Execution.Id`), so each step can write its run record. A bare state (a
 * test calling a handler directly) runs the step without a run record.
 */
const envelopeSchema = z.object({ input: z.unknown(), executionId: z.string().min(1) }).strict();

const errorName = (error: unknown): string | null => (error === undefined ? null : error instanceof Error ? error.name : 'UnknownError');

/** The step run inside its execution: its run record before and after, the same duration as its metric. */
async function runRecorded<T>(step: PipelineStep, executionArn: string, input: unknown, run: () => Promise<T>, flags: Flags<T> | undefined): Promise<T> {
  const { engine } = getRunRecords();
  const identity = identityOf(input);
  // The correlation id: every line of every step of a document's run carries its id (issue 13).
  logger.appendKeys({ executionId: executionIdOf(executionArn), step, ...(identity.documentId ? { correlationId: identity.documentId, documentId: identity.documentId } : {}) });
  await recordRun((records) => records.stepStarted(executionArn, step, new Date(), identity, engine));
  const observe = async ({ durationMs, result, error }: StepEnded<T>) => {
    const name = errorName(error);
    const outcome = { ok: error === undefined, durationMs, error: name, throttled: isThrottle(name) };
    const end = error === undefined ? runEndOf(step, input, result) : null;
    await recordRun((records) => records.stepEnded(executionArn, step, outcome, identityOf(input, result), end, new Date()));
    if (error !== undefined) logger.warn('step failed', { errorName: name, throttled: outcome.throttled });
  };
  return measuredStep(step, async () => {
    await getFaultInjector()(step);
    return run();
  }, { flags, throttled: (error) => isThrottle(errorName(error)), observe });
}

type Flags<T> = (result: T) => Omit<StepOutcome, 'step' | 'durationMs'>;

/**
 * A Step Functions task as its Lambda handler: its X-Ray subsegment and the Lambda context in every
 * log line (keys reset after each invocation; lib/invocation.ts), the step's duration and outcome
 * as metrics, published once when the invocation ends, whether it returned or threw, and the same
 * figures in the run record.
 */
export function pipelineTask<T>(step: string, run: (input: unknown) => Promise<T>, flags?: Flags<T>): (input: unknown, context: Context) => Promise<T> {
  const known = pipelineStepSchema.safeParse(step);
  const handler = middy<unknown, T>()
    .use(invocationMiddlewares<unknown, T>())
    .use(logMetrics(metrics))
    .handler((event) => {
      const envelope = envelopeSchema.safeParse(event);
      if (envelope.success && known.success) return runRecorded(known.data, envelope.data.executionId, envelope.data.input, () => run(envelope.data.input), flags);
      const input = envelope.success ? envelope.data.input : event;
      return measuredStep(step, () => run(input), { flags, throttled: (error) => isThrottle(errorName(error)) });
    });
  return (input, context) => handler(input, context);
}
