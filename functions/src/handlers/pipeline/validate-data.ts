import { validateData } from '../../domain/pipeline/steps';
import { measuredStep } from '../../lib/metrics';
import { getPipelineDependencies } from './runtime';

/** State-machine task: the spec's validation rules; a failure goes to MarkFailed with its message. */
export async function handler(input: unknown): Promise<unknown> {
  return measuredStep('ValidateData', () => validateData(input, getPipelineDependencies()));
}
