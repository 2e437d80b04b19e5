import { RedriveExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { RedriveRefusedError } from '../../domain/errors';
import type { Redriver } from '../../domain/operations/ports';
import { tracedClient } from '../../lib/tracer';

/** Step Functions' refusals that mean "not this execution" rather than "try again". */
const REFUSALS = new Set(['ExecutionNotRedrivable', 'ExecutionDoesNotExist', 'ExecutionLimitExceeded', 'InvalidArn']);

/**
 * RedriveExecution: Step Functions restarts the execution from its failed step with that step's
 * input. Locally AWS_ENDPOINT_URL_SFN points the same client at the local runner's endpoint
 * (infra/local/states-endpoint.ts), which does the same.
 */
export class SfnRedriver implements Redriver {
  constructor(private readonly client: SFNClient = tracedClient(new SFNClient({}))) {}

  async redrive(executionArn: string): Promise<void> {
    try {
      await this.client.send(new RedriveExecutionCommand({ executionArn }));
    } catch (error) {
      if (error instanceof Error && REFUSALS.has(error.name)) throw new RedriveRefusedError(error.message);
      throw error;
    }
  }
}
