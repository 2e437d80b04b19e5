import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { ExportBuildRequest, ExportStarter } from '../../domain/account/account-export';
import { tracedClient } from '../../lib/tracer';

/** AWS: the export builder is its own function; an asynchronous invocation returns once Lambda has queued it. */
export class LambdaExportStarter implements ExportStarter {
  constructor(
    private readonly functionName: string,
    private readonly client: LambdaClient = tracedClient(new LambdaClient({})),
  ) {}

  async start(request: ExportBuildRequest): Promise<void> {
    await this.client.send(new InvokeCommand({ FunctionName: this.functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify(request)) }));
  }
}

/**
 * Locally (the local stack, the tests) there is no builder function: the same builder handler runs
 * in this process once the request has been answered, as the local stack runs its triggers. Its
 * failures are its own (it marks its job failed); one that escapes is reported by `onError`.
 */
export class InProcessExportStarter implements ExportStarter {
  constructor(
    private readonly build: (request: ExportBuildRequest) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(request: ExportBuildRequest): Promise<void> {
    setImmediate(() => void this.build(request).catch(this.onError));
  }
}

/** The builder function's name is set in AWS only (CDK); without it the build runs in process. */
export function createExportStarter(env: { EXPORT_FUNCTION_NAME?: string | undefined }, buildHere: (request: ExportBuildRequest) => Promise<unknown>, onError: (error: unknown) => void): ExportStarter {
  return env.EXPORT_FUNCTION_NAME ? new LambdaExportStarter(env.EXPORT_FUNCTION_NAME) : new InProcessExportStarter(buildHere, onError);
}
